import { ilike, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { applications, profiles } from "~/db/schema";
import { containsPattern } from "~/lib/list-query.server";

/**
 * The staff lists' one search box (issue 12): a case-insensitive substring of
 * the business name, the applicant's e-mail (the application's contact
 * address or the applicant's account) and, where the list has one, the
 * certificate number. The query must join `applications`; `applicantId` is
 * the list's column holding the applicant (business) user id.
 */
export function applicationSearchCondition(
  q: string,
  columns: { applicantId: AnyPgColumn; certificateNumber?: AnyPgColumn },
): SQL {
  const pattern = containsPattern(q);
  const conditions: SQL[] = [
    ilike(applications.businessName, pattern),
    ilike(applications.contactEmail, pattern),
    sql`${columns.applicantId} in (select ${profiles.id} from ${profiles} where ${profiles.email} ilike ${pattern})`,
  ];
  if (columns.certificateNumber) conditions.push(ilike(columns.certificateNumber, pattern));
  return or(...conditions)!;
}
