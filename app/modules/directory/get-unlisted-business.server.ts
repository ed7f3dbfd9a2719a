import { eq } from "drizzle-orm";
import { z } from "zod";
import { applications, certificates } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { getAccreditation } from "~/modules/certificates/index.server";
import { publicAccreditation, type PublicAccreditation } from "./directory-messages";

/** A business whose directory page no longer lists it, and why (its state, said by the page). */
export type UnlistedBusiness = {
  businessName: string;
  /** Suspended, lapsed, revoked…: the page says it ("Suspended on Nov 3, 2026") in the reader's language. */
  accreditation: PublicAccreditation;
  /** Its certificate's public verification page. */
  verifyPath: string;
};

/**
 * A directory page bookmarked before the business left the directory (issue
 * 33): the certificate exists but is not in force. Its state is public on the
 * verification page anyway, so the page says it (suspended, expired, revoked)
 * and links there instead of "not found". Null for an unknown id.
 */
export async function getUnlistedBusiness(
  db: Executor,
  id: string,
  now: Date = new Date(),
): Promise<UnlistedBusiness | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await db
    .select({
      certificateNumber: certificates.certificateNumber,
      businessName: applications.businessName,
    })
    .from(certificates)
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .where(eq(certificates.id, id));
  if (!row) return null;
  const state = await getAccreditation(db, { certificateId: id }, now);
  if (state.kind === "accredited" || state.kind === "expiring-soon") return null;
  return {
    businessName: row.businessName,
    accreditation: publicAccreditation(state),
    verifyPath: `/verify/${encodeURIComponent(row.certificateNumber)}`,
  };
}
