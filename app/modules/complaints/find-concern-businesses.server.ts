import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import { applications, certificates } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { containsPattern } from "~/lib/list-query.server";
import { accreditationKindSql } from "~/modules/certificates/index.server";
import { concernAcceptingStates } from "./get-concern-business.server";

/** At most this many businesses answer one search of the general concern page. */
export const CONCERN_SEARCH_LIMIT = 12;

export type ConcernSearchResult = {
  /** The search as read (trimmed); "" before any search. */
  q: string;
  businesses: { certificateNumber: string; businessName: string; city: string; region: string }[];
};

/**
 * The general "Report a concern" page's search (issue 33): the businesses a
 * concern may be about — those whose certificate is in force or suspended
 * (`concernAcceptingStates`, decision 058) — by a part of their name or their
 * certificate number, by name.
 */
export async function findConcernBusinesses(
  db: Executor,
  query: string,
): Promise<ConcernSearchResult> {
  const q = query.replace(/\s+/g, " ").trim().slice(0, 100);
  if (!q) return { q, businesses: [] };
  const accepting = sql`${accreditationKindSql()} in (${sql.join(
    concernAcceptingStates.map((kind) => sql`${kind}`),
    sql`, `,
  )})`;
  const rows = await db
    .select({
      certificateNumber: certificates.certificateNumber,
      businessName: sql<string>`coalesce(${certificates.businessName}, ${applications.businessName})`,
      city: sql<string>`coalesce(${applications.businessAddress}->>'city', '')`,
      region: sql<string>`coalesce(${applications.businessAddress}->>'region', '')`,
    })
    .from(certificates)
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .where(
      and(
        accepting,
        or(
          ilike(applications.businessName, containsPattern(q)),
          eq(certificates.certificateNumber, q),
        ),
      ),
    )
    .orderBy(asc(sql`lower(${applications.businessName})`), asc(certificates.certificateNumber))
    .limit(CONCERN_SEARCH_LIMIT);
  return { q, businesses: rows };
}
