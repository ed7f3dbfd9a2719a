import { publicContentChanged } from "~/modules/public-cache/public-content-changed.server";
import { z } from "zod";
import { AppError } from "~/lib/app-error";
import type { Database } from "~/lib/db.server";
import {
  applicationResource,
  getApplicationForViewer,
  type ApplicationRow,
  type Viewer,
} from "./application-access.server";
import { applicationMessages, FEEDBACK_MAX } from "./application-messages";
import { applicationStatuses, canTransition } from "./application-status";
import { recordStatusChange } from "./record-status-change.server";
import { submitWithin } from "./submit-application.server";
import { completeRenewalIfDue } from "~/modules/renewals/complete-renewal.server";

export const statusChangeSchema = z.object({
  status: z.enum(applicationStatuses, applicationMessages.unknownStatus),
  feedback: z
    .string()
    .trim()
    .max(FEEDBACK_MAX, `Feedback must be at most ${FEEDBACK_MAX} characters`)
    .optional()
    .default(""),
});
/** As posted: the status is checked against the SPEC §4 values here. */
export type StatusChangeInput = { status: string; feedback?: string };

/**
 * Moves an application to another status when the transition table allows
 * it for the active role (else SPEC §8 `You do not have permission to update
 * application status`). An optional feedback note goes to the timeline and to
 * review_feedback. Submitting goes through the submit rules.
 */
export async function changeApplicationStatus(
  db: Database,
  actor: Viewer,
  applicationId: string,
  input: StatusChangeInput,
): Promise<ApplicationRow> {
  const parsed = statusChangeSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("validation", issue?.message ?? applicationMessages.invalid, {
      [String(issue?.path[0] ?? "status")]: issue?.message ?? applicationMessages.invalid,
    });
  }
  const { status: to, feedback } = parsed.data;
  const application = await getApplicationForViewer(db, actor, applicationId);
  if (!canTransition(actor, await applicationResource(db, application), to)) {
    throw new AppError("forbidden", applicationMessages.statusDenied);
  }
  const { result, renewed } = await db.transaction(async (tx) => {
    if (to === "submitted") {
      return { result: await submitWithin(tx, actor, application, feedback), renewed: false };
    }
    const changed = await recordStatusChange(tx, {
      application,
      by: { viewer: actor },
      to,
      note: feedback,
      feedback: true,
      details: { activeRole: actor.activeRole },
    });
    // A renewal certified (or approved with the membership fee paid) renews its certificate.
    const renewal = await completeRenewalIfDue(tx, changed.id, actor.user.id);
    return { result: renewal?.application ?? changed, renewed: renewal !== null };
  });
  if (renewed) publicContentChanged("certificate renewed");
  return result;
}
