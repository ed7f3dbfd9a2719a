import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { createNotification, notificationText } from "~/modules/notifications/index.server";
import type { Viewer } from "~/modules/permissions";
import { emailBusinessAboutCorrectiveActions } from "./corrective-action-emails.server";
import { correctiveActionMessages as msg } from "./corrective-action-messages";
import { correctiveActionNotificationMessages as n } from "./corrective-action-notifications";
import {
  loadVisibleCorrectiveAction,
  setCorrectiveActionStatus,
  type CorrectiveActionRow,
} from "./corrective-action-record.server";
import { correctiveActionPath } from "./corrective-action-rules";
import { fieldErrorsOf, returnSchema } from "./corrective-action-schema";
import { loadActionToVerify } from "./verify-corrective-action.server";

/**
 * The examiner who carried out the audit, or staff (`correctiveAction.verify`),
 * return an answer with the reason (required): the business answers again.
 * One transaction: the status through the one writer (audit log with the
 * reason, timeline), the business's notification and e-mail with the reason.
 */
export async function returnCorrectiveAction(
  db: Database,
  viewer: Viewer,
  actionId: string,
  input: { reason?: unknown; version?: unknown },
): Promise<CorrectiveActionRow> {
  const parsed = returnSchema.safeParse(input);
  if (!parsed.success) {
    // An outsider learns nothing, not even that the reason was missing.
    await loadVisibleCorrectiveAction(db, viewer, actionId);
    const fieldErrors = fieldErrorsOf(parsed.error);
    if (fieldErrors.version && !fieldErrors.reason) throw new AppError("conflict", msg.stale);
    throw new AppError("validation", fieldErrors.reason ?? msg.stale, fieldErrors);
  }
  const { reason, version } = parsed.data;
  return db.transaction(async (tx) => {
    const current = await loadActionToVerify(tx, viewer, actionId, version);
    const row = await setCorrectiveActionStatus(tx, viewer, current, "returned", {
      version,
      changes: { returnReason: reason },
      details: { reason },
    });
    const link = correctiveActionPath(current.id);
    await createNotification(tx, {
      userId: current.applicantId,
      type: "corrective_action",
      message: notificationText(n.returned, { standardNumber: current.standardNumber, reason }),
      link,
    });
    await emailBusinessAboutCorrectiveActions(tx, current.applicationId, {
      kind: "returned",
      actions: [current],
      reason,
      link,
    });
    return row;
  });
}
