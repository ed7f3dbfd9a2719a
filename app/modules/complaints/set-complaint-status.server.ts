import type { ComplaintStatus } from "~/domain/complaint-status";
import { complaintMachine } from "~/domain/complaint-status";
import { assertEdgeTaken } from "~/domain/state-machine";
import type { Executor } from "~/lib/db.server";
import { can, refusalText, type Viewer } from "~/modules/permissions";
import {
  assertSameVersion,
  recordComplaintEvent,
  updateComplaintAtVersion,
  type ComplaintRow,
} from "./complaint-record.server";

/**
 * The one writer of a complaint's status (decision 058): asserts the edge of
 * the state table for the viewer, updates on the status and version read
 * (the second of two concurrent changes is refused with a clear message and
 * saves nothing), and writes the timeline and the audit log. Call it inside
 * the transaction that also queues the change's e-mails.
 */
export async function setComplaintStatus(
  db: Executor,
  input: {
    viewer: Viewer;
    complaint: Pick<ComplaintRow, "id" | "status" | "version">;
    version: number;
    to: ComplaintStatus;
    set?: Parameters<typeof updateComplaintAtVersion>[1]["set"];
    /** Shown in the timeline (findings, reason). */
    body?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<ComplaintRow> {
  const from = input.complaint.status as ComplaintStatus;
  assertSameVersion(input.complaint, input.version);
  assertEdgeTaken(
    complaintMachine,
    from,
    input.to,
    { mayTake: (action) => can(input.viewer, action) },
    { denied: refusalText("complaint.manage") },
  );
  const row = await updateComplaintAtVersion(db, {
    id: input.complaint.id,
    version: input.version,
    from,
    set: { ...input.set, status: input.to },
  });
  await recordComplaintEvent(db, {
    complaintId: row.id,
    kind: "status",
    actorId: input.viewer.user.id,
    fromStatus: from,
    toStatus: input.to,
    body: input.body ?? null,
    audit: "complaint.status",
    details: { role: input.viewer.activeRole, ...input.details },
  });
  return row;
}
