import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { createNotification, notificationText } from "~/modules/notifications/index.server";
import { appealMessages } from "./appeal-messages";
import {
  appealResource,
  loadVisibleAppeal,
  setAppealStatus,
  type AppealRow,
} from "./appeal-record.server";
import { appealPath } from "./appeal-rules";
import { panelOf } from "./open-appeal-panel.server";
import { appealNotificationMessages as n } from "./appeal-notifications";

/**
 * The business withdraws its appeal (`appeal.withdraw`) before it is
 * decided: the status, the audit log and, when a panel sits, a notice to
 * each member, in one transaction.
 */
export async function withdrawAppeal(
  db: Database,
  viewer: Viewer,
  appealId: string,
  now: Date = new Date(),
): Promise<AppealRow> {
  return db.transaction(async (tx) => {
    const current = await loadVisibleAppeal(tx, viewer, appealId, { lock: true });
    assertCan(viewer, "appeal.withdraw", appealResource(current));
    if (current.status !== "submitted" && current.status !== "voting") {
      throw new AppError("conflict", appealMessages.notWithdrawable);
    }
    const row = await setAppealStatus(
      tx,
      current,
      "withdrawn",
      { viewer },
      { changes: { withdrawnAt: now }, audit: { action: "appeal_withdrawn" } },
    );
    if (!row) throw new AppError("conflict", appealMessages.notWithdrawable);
    for (const userId of await panelOf(tx, row.id)) {
      await createNotification(tx, {
        userId,
        type: "appeal_status",
        message: notificationText(n.withdrawn, { reference: row.reference }),
        link: appealPath(row.id),
      });
    }
    return row;
  });
}
