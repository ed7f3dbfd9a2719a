import type { Database } from "~/lib/db.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { assertImpartialHandler } from "./complaint-impartiality.server";
import { findComplaint, recordComplaintEvent } from "./complaint-record.server";

/**
 * An internal note on a case's timeline (staff without a conflict with the
 * business, decision 080; never shown to the business or reporter).
 */
export async function addComplaintNote(
  db: Database,
  viewer: Viewer,
  input: { complaintId: string; body: string },
): Promise<void> {
  assertCan(viewer, "complaint.manage");
  await db.transaction(async (tx) => {
    const current = await findComplaint(tx, input.complaintId);
    await assertImpartialHandler(tx, viewer, current);
    await recordComplaintEvent(tx, {
      complaintId: current.id,
      kind: "note",
      actorId: viewer.user.id,
      body: input.body,
      audit: "complaint.note",
    });
  });
}
