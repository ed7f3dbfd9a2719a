import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { tellBusinessOfConcern } from "./complaint-business.server";
import { assertImpartialHandler } from "./complaint-impartiality.server";
import { complaintMessages } from "./complaint-messages";
import {
  assertSameVersion,
  findComplaint,
  recordComplaintEvent,
  updateComplaintAtVersion,
} from "./complaint-record.server";

/** Tells the business about a case staff had withheld, once it no longer harms the investigation. */
export async function informComplaintBusiness(
  db: Database,
  viewer: Viewer,
  input: { complaintId: string; version: number },
  now: Date = new Date(),
): Promise<void> {
  assertCan(viewer, "complaint.manage");
  await db.transaction(async (tx) => {
    const current = await findComplaint(tx, input.complaintId, { lock: true });
    await assertImpartialHandler(tx, viewer, current);
    assertSameVersion(current, input.version);
    if (current.businessInformedAt || current.status === "received") {
      throw new AppError("conflict", complaintMessages.actionFailed);
    }
    const row = await updateComplaintAtVersion(tx, {
      id: current.id,
      version: input.version,
      set: { informBusiness: true, businessInformedAt: now },
    });
    await tellBusinessOfConcern(tx, row);
    await recordComplaintEvent(tx, {
      complaintId: current.id,
      kind: "business-informed",
      actorId: viewer.user.id,
      audit: "complaint.inform-business",
    });
  });
}
