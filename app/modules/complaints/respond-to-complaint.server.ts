import { eq } from "drizzle-orm";
import { complaints } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { notificationText, notifyRole } from "~/modules/notifications/index.server";
import { assertCan, can, rolesWith, type Viewer } from "~/modules/permissions";
import { AppError } from "~/domain/app-error";
import { complaintMessages, complaintPath } from "./complaint-messages";
import { complaintNotificationMessages as n } from "./complaint-notifications";
import { complaintResource, findComplaint, recordComplaintEvent } from "./complaint-record.server";

/**
 * The business answers a concern about it from its dashboard (while the case
 * is open and staff have told it). Its latest answer is kept on the case and
 * each answer is on the timeline; staff are notified.
 */
export async function respondToComplaint(
  db: Database,
  viewer: Viewer,
  input: { complaintId: string; response: string },
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findComplaint(tx, input.complaintId, { lock: true });
    const resource = complaintResource(current);
    assertCan(viewer, "complaint.viewAsBusiness", resource, { as: "not_found" });
    if (!can(viewer, "complaint.respond", resource)) {
      throw new AppError("conflict", complaintMessages.responseClosed);
    }
    await tx
      .update(complaints)
      .set({
        businessResponse: input.response,
        businessRespondedAt: now,
        updatedAt: now,
      })
      .where(eq(complaints.id, current.id));
    await recordComplaintEvent(tx, {
      complaintId: current.id,
      kind: "business-response",
      actorId: viewer.user.id,
      body: input.response,
      audit: "complaint.business-response",
    });
    await notifyRole(tx, rolesWith("complaint.manage"), {
      type: "complaint_update",
      message: notificationText(n.businessAnswered, { reference: current.reference }),
      link: complaintPath(current.id),
    });
  });
}
