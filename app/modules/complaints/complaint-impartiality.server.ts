import { and, eq, ne } from "drizzle-orm";
import { applications, examinerConflicts, inspections } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { assertCan, type ComplaintHandlingResource, type Viewer } from "~/modules/permissions";
import type { ComplaintRow } from "./complaint-record.server";

/**
 * People who may not handle a complaint about `businessId` (impartiality,
 * ISO/IEC 17065 §7.13.6; decisions 058 and 080): anyone who audited the
 * business (an audit of any of its applications that was not cancelled), and
 * anyone with a recorded conflict of interest with it.
 */
export async function ineligibleAssignees(
  db: Executor,
  businessId: string,
): Promise<{ audited: Set<string>; conflicted: Set<string> }> {
  const [audited, conflicted] = await Promise.all([
    db
      .selectDistinct({ id: inspections.examinerId })
      .from(inspections)
      .innerJoin(applications, eq(applications.id, inspections.applicationId))
      .where(and(eq(applications.applicantId, businessId), ne(inspections.status, "cancelled"))),
    db
      .select({ id: examinerConflicts.examinerId })
      .from(examinerConflicts)
      .where(eq(examinerConflicts.businessId, businessId)),
  ]);
  return {
    audited: new Set(audited.map((r) => r.id)),
    conflicted: new Set(conflicted.map((r) => r.id)),
  };
}

/** What the policy reads to decide who may take part in a case (`complaint.handle`). */
export async function complaintHandlingResource(
  db: Executor,
  complaint: Pick<ComplaintRow, "businessId">,
): Promise<ComplaintHandlingResource> {
  const { audited, conflicted } = await ineligibleAssignees(db, complaint.businessId);
  return { ineligibleIds: [...audited, ...conflicted] };
}

/**
 * Refuses (403, nothing saved) any step of a case by staff who audited its
 * business or have a recorded conflict with it (decision 080). Checked on
 * every step, so a conflict recorded after the case was taken on counts too.
 */
export async function assertImpartialHandler(
  db: Executor,
  viewer: Viewer,
  complaint: Pick<ComplaintRow, "businessId">,
): Promise<void> {
  assertCan(viewer, "complaint.handle", await complaintHandlingResource(db, complaint));
}
