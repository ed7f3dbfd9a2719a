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
import { acceptSchema, fieldErrorsOf } from "./corrective-action-schema";
import { loadActionToVerify } from "./verify-corrective-action.server";

/**
 * The examiner who carried out the audit, or staff (`correctiveAction.verify`),
 * accept an answered action: it is closed. One transaction: the status
 * through the one writer (audit log, timeline), the business's notification
 * and e-mail.
 */
export async function acceptCorrectiveAction(
  db: Database,
  viewer: Viewer,
  actionId: string,
  input: { version?: unknown },
  now: Date = new Date(),
): Promise<CorrectiveActionRow> {
  const parsed = acceptSchema.safeParse(input);
  if (!parsed.success) {
    await loadVisibleCorrectiveAction(db, viewer, actionId);
    throw new AppError("conflict", Object.values(fieldErrorsOf(parsed.error))[0] ?? msg.stale);
  }
  return db.transaction(async (tx) => {
    const current = await loadActionToVerify(tx, viewer, actionId, parsed.data.version);
    const row = await setCorrectiveActionStatus(tx, viewer, current, "accepted", {
      version: parsed.data.version,
      changes: { verifiedBy: viewer.user.id, verifiedAt: now },
    });
    const link = correctiveActionPath(current.id);
    await createNotification(tx, {
      userId: current.applicantId,
      type: "corrective_action",
      message: notificationText(n.accepted, { standardNumber: current.standardNumber }),
      link,
    });
    await emailBusinessAboutCorrectiveActions(tx, current.applicationId, {
      kind: "accepted",
      actions: [current],
      link,
    });
    return row;
  });
}
