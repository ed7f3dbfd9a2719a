import { publicContentChanged } from "~/modules/public-cache/index.server";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { applications } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import {
  applicationResource,
  getApplicationForViewer,
  type ApplicationRow,
} from "~/modules/applications/index.server";
import { applicationMessages } from "~/modules/applications";
import { applicationStatuses, canTransition } from "~/modules/applications";
import { recordStatusChange, recordTimelineNote } from "~/modules/applications/index.server";
import { submitWithin } from "~/modules/applications/index.server";
import { issueCertificateIfDue } from "~/modules/certificates/index.server";
import { completeRenewalIfDue } from "~/modules/renewals/index.server";
import type { Viewer } from "~/modules/permissions";
import { enforceApprovalGate } from "./enforce-approval-gate.server";
import { readerLocale } from "~/modules/audits/index.server";
import { DEFAULT_LOCALE } from "~/domain/locale";
import { approvalGateMessages, approveAnywaySchema, feedbackSchema } from "./review-rules";
import { notificationText } from "~/modules/notifications/index.server";

export const statusChangeSchema = z.object({
  status: z.enum(applicationStatuses, applicationMessages.unknownStatus),
  feedback: feedbackSchema,
  approveAnyway: approveAnywaySchema,
});
/** As posted: the status is checked against the SPEC §4 values here. */
export type StatusChangeInput = { status: string; feedback?: string; approveAnyway?: string };

/**
 * Moves an application to another status when the transition table allows
 * it for the active role (else SPEC §8 `You do not have permission to update
 * application status`). An optional feedback note goes to the timeline and to
 * review_feedback. Submitting goes through the submit rules. A renewal due
 * to complete is completed, and an application approved with its membership
 * fee already paid gets its certificate, in the same transaction.
 *
 * Approving (a decision, not the step back from certified) passes the
 * approval gate in the same transaction (issue 37): refused while a major
 * non-conformity's corrective action is not accepted; while a minor one's is
 * not, `approveAnyway` is required and kept in the audit log and the timeline.
 */
export async function changeApplicationStatus(
  db: Database,
  actor: Viewer,
  applicationId: string,
  input: StatusChangeInput,
  /** The form field the gate's refusal of a major is shown at (the review panel's `decision`). */
  gateField = "status",
): Promise<ApplicationRow> {
  const parsed = statusChangeSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("validation", issue?.message ?? applicationMessages.invalid, {
      [String(issue?.path[0] ?? "status")]: issue?.message ?? applicationMessages.invalid,
    });
  }
  const { status: to, feedback, approveAnyway } = parsed.data;
  const application = await getApplicationForViewer(db, actor, applicationId);
  if (!canTransition(actor, await applicationResource(db, application), to)) {
    throw new AppError("forbidden", applicationMessages.statusDenied);
  }
  // The reader's language before the transaction: finding it may read the database (on the
  // embedded driver, one connection, a read outside the transaction would wait for it).
  const locale = to === "approved" ? await readerLocale() : DEFAULT_LOCALE;
  const { result, renewed, issued } = await db.transaction(async (tx) => {
    if (to === "submitted") {
      return {
        result: await submitWithin(tx, actor, application, feedback),
        renewed: false,
        issued: false,
      };
    }
    const approvedAnyway =
      to === "approved" && application.status !== "certified"
        ? await enforceApprovalGate(tx, application.id, approveAnyway, gateField, locale)
        : null;
    const changed = await recordStatusChange(tx, {
      application,
      by: { viewer: actor },
      to,
      note: feedback,
      feedback: true,
      details: { activeRole: actor.activeRole, ...(approvedAnyway ? { approvedAnyway } : {}) },
    });
    if (approvedAnyway) {
      await recordTimelineNote(tx, {
        applicationId: changed.id,
        actorId: actor.user.id,
        note: notificationText(approvalGateMessages.approvedAnywayTimeline, {
          standards: approvedAnyway.standards.join(", "),
          reason: approvedAnyway.reason,
        }),
      });
    }
    // A renewal certified (or approved with the membership fee paid) renews its certificate.
    const renewal = await completeRenewalIfDue(tx, changed.id, actor.user.id);
    if (renewal) return { result: renewal.application, renewed: true, issued: false };
    // An application approved after its membership fee was paid gets its certificate now (decision 051).
    const certificate = await issueCertificateIfDue(tx, changed.id, {
      actorId: actor.user.id,
      details: { activeRole: actor.activeRole },
    });
    if (!certificate) return { result: changed, renewed: false, issued: false };
    const [certified] = await tx.select().from(applications).where(eq(applications.id, changed.id));
    return { result: certified ?? changed, renewed: false, issued: true };
  });
  if (renewed) publicContentChanged("certificate renewed");
  if (issued) publicContentChanged("certificate issued");
  return result;
}
