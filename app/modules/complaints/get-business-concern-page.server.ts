import { and, asc, eq, inArray } from "drizzle-orm";
import { complaintEvents } from "~/db/schema";
import {
  openComplaintStatuses,
  type ComplaintOutcome,
  type ComplaintStatus,
} from "~/domain/complaint-status";
import type { Executor } from "~/lib/db.server";
import { assertCan, can, type Viewer } from "~/modules/permissions";
import { complaintBusinessContact } from "./complaint-business.server";
import { complaintResource, findComplaint } from "./complaint-record.server";

/**
 * A concern as its business sees it (decision 058): the substance (what,
 * when, where), the status, the outcome and findings, and its own answers —
 * never the reporter's name or e-mail, the files or staff's internal notes.
 * A case staff have not told the business about is not found.
 */
export async function getBusinessConcernPage(db: Executor, viewer: Viewer, complaintId: string) {
  const row = await findComplaint(db, complaintId);
  const resource = complaintResource(row);
  assertCan(viewer, "complaint.viewAsBusiness", resource, { as: "not_found" });
  const [contact, responses] = await Promise.all([
    complaintBusinessContact(db, row),
    db
      .select({ id: complaintEvents.id, body: complaintEvents.body, at: complaintEvents.createdAt })
      .from(complaintEvents)
      .where(
        and(
          eq(complaintEvents.complaintId, row.id),
          inArray(complaintEvents.kind, ["business-response"]),
        ),
      )
      .orderBy(asc(complaintEvents.createdAt)),
  ]);
  const status = row.status as ComplaintStatus;
  return {
    concern: {
      id: row.id,
      reference: row.reference,
      businessName: contact.businessName,
      status,
      open: (openComplaintStatuses as readonly string[]).includes(status),
      outcome: (row.outcome as ComplaintOutcome | null) ?? null,
      findings: row.status === "resolved" ? row.findings : null,
      description: row.description,
      occurredOn: row.occurredOn,
      location: row.location,
      receivedAt: row.receivedAt.toISOString(),
      resolveDueAt: row.resolveDueAt.toISOString(),
    },
    responses: responses.map((r) => ({ id: r.id, body: r.body ?? "", at: r.at.toISOString() })),
    canRespond: can(viewer, "complaint.respond", resource),
  };
}
export type BusinessConcernPage = Awaited<ReturnType<typeof getBusinessConcernPage>>;
