import { eq } from "drizzle-orm";
import { applications, certificates } from "~/db/schema";
import type { AccreditationStateKind } from "~/domain/accreditation-state";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { getAccreditation } from "~/modules/certificates/index.server";
import { complaintMessages } from "./complaint-messages";

/**
 * Accreditation states in which the programme opens a case about a business
 * (decision 058): its certificate is in force. A lapsed, revoked or never
 * accredited business is outside the programme's reach: the reporter is
 * offered the right channel instead.
 */
export const concernAcceptingStates: readonly AccreditationStateKind[] = [
  "accredited",
  "expiring-soon",
  // Under investigation or suspended: concerns about it still matter (decision 056).
  "suspended",
];

export type ConcernBusiness = {
  certificateId: string;
  certificateNumber: string;
  businessId: string;
  businessName: string;
  /** The programme opens a case about it (its certificate is in force). */
  acceptsConcerns: boolean;
};

/** The business a concern is about, by its public certificate number (not found: 404). */
export async function getConcernBusiness(
  db: Executor,
  certificateNumber: string,
  now: Date = new Date(),
): Promise<ConcernBusiness> {
  const number = certificateNumber.trim();
  if (!/^\d{4}-\d{3,6}$/.test(number)) {
    throw new AppError("not_found", complaintMessages.businessNotFound);
  }
  const [row] = await db
    .select({
      certificateId: certificates.id,
      certificateNumber: certificates.certificateNumber,
      businessId: certificates.businessId,
      businessName: applications.businessName,
    })
    .from(certificates)
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .where(eq(certificates.certificateNumber, number))
    .limit(1);
  if (!row) throw new AppError("not_found", complaintMessages.businessNotFound);
  const state = await getAccreditation(db, { certificateId: row.certificateId }, now);
  return { ...row, acceptsConcerns: concernAcceptingStates.includes(state.kind) };
}
