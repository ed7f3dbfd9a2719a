import { asc, eq } from "drizzle-orm";
import { complaintAttachments, complaintEvents, profiles } from "~/db/schema";
import {
  complaintMachine,
  openComplaintStatuses,
  type ComplaintEventKind,
  type ComplaintOutcome,
  type ComplaintStatus,
} from "~/domain/complaint-status";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { certificateViewPath } from "~/modules/certificates";
import { assertCan, can, deniedMessage, type Viewer } from "~/modules/permissions";
import { assertObjectPath, type StoredObject } from "~/modules/storage";
import { getStorage } from "~/modules/storage/index.server";
import { listEligibleAssignees } from "./assign-complaint.server";
import { complaintHandlingResource } from "./complaint-impartiality.server";
import { complaintBusinessContact } from "./complaint-business.server";
import { complaintMessages } from "./complaint-messages";
import { complaintResource, findComplaint } from "./complaint-record.server";
import { COMPLAINTS_BUCKET } from "./submit-concern.server";

export type ComplaintTimelineEntry = {
  id: string;
  kind: ComplaintEventKind;
  fromStatus: string | null;
  toStatus: string | null;
  body: string | null;
  actorName: string | null;
  at: string;
};

/**
 * One case for staff (decision 058): the concern, deadlines, the business's
 * response, the timeline with internal notes, the files, the impartial
 * assignees and the steps the state table allows. The reporter's name and
 * e-mail only for staff with a need (`complaint.viewReporter`).
 */
export async function getComplaintPage(
  db: Executor,
  viewer: Viewer,
  complaintId: string,
  now: Date = new Date(),
) {
  assertCan(viewer, "complaint.list");
  const row = await findComplaint(db, complaintId);
  const resource = complaintResource(row);
  const [contact, events, attachments, assignees, assignee, handling] = await Promise.all([
    complaintBusinessContact(db, row),
    db
      .select({
        id: complaintEvents.id,
        kind: complaintEvents.kind,
        fromStatus: complaintEvents.fromStatus,
        toStatus: complaintEvents.toStatus,
        body: complaintEvents.body,
        actorName: profiles.name,
        at: complaintEvents.createdAt,
      })
      .from(complaintEvents)
      .leftJoin(profiles, eq(profiles.id, complaintEvents.actorId))
      .where(eq(complaintEvents.complaintId, row.id))
      .orderBy(asc(complaintEvents.createdAt), asc(complaintEvents.id)),
    db
      .select({
        id: complaintAttachments.id,
        name: complaintAttachments.name,
        size: complaintAttachments.size,
      })
      .from(complaintAttachments)
      .where(eq(complaintAttachments.complaintId, row.id))
      .orderBy(asc(complaintAttachments.createdAt)),
    listEligibleAssignees(db, row.businessId),
    row.assigneeId
      ? db
          .select({ name: profiles.name })
          .from(profiles)
          .where(eq(profiles.id, row.assigneeId))
          .then((r) => r[0] ?? null)
      : Promise.resolve(null),
    complaintHandlingResource(db, row),
  ]);
  const status = row.status as ComplaintStatus;
  const open = (openComplaintStatuses as readonly string[]).includes(status);
  // Staff who audited the business or have a conflict see the case but take no step (decision 080).
  const impartial = can(viewer, "complaint.handle", handling);
  const canManage = can(viewer, "complaint.manage") && impartial;
  const seesReporter = can(viewer, "complaint.viewReporter", resource);
  return {
    complaint: {
      id: row.id,
      reference: row.reference,
      status,
      outcome: (row.outcome as ComplaintOutcome | null) ?? null,
      findings: row.findings,
      withdrawalReason: row.withdrawalReason,
      description: row.description,
      occurredOn: row.occurredOn,
      location: row.location,
      receivedAt: row.receivedAt.toISOString(),
      acknowledgeDueAt: row.acknowledgeDueAt.toISOString(),
      resolveDueAt: row.resolveDueAt.toISOString(),
      acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
      closedAt: row.closedAt?.toISOString() ?? null,
      acknowledgeOverdue: status === "received" && row.acknowledgeDueAt < now,
      resolveOverdue: open && row.resolveDueAt < now,
      informBusiness: row.informBusiness,
      businessInformedAt: row.businessInformedAt?.toISOString() ?? null,
      businessResponse: row.businessResponse,
      businessRespondedAt: row.businessRespondedAt?.toISOString() ?? null,
      version: row.version,
      assigneeId: row.assigneeId,
      assigneeName: assignee?.name ?? null,
    },
    reporter: seesReporter
      ? {
          name: row.reporterName,
          email: row.reporterEmail,
          consentToContact: row.consentToContact,
          anonymisedAt: row.reporterAnonymisedAt?.toISOString() ?? null,
        }
      : null,
    business: {
      name: contact.businessName,
      certificateNumber: contact.certificateNumber,
      certificatePath: certificateViewPath(row.certificateId),
    },
    timeline: events.map((e): ComplaintTimelineEntry => ({
      ...e,
      kind: e.kind as ComplaintEventKind,
      at: e.at.toISOString(),
    })),
    attachments,
    assignees,
    canManage,
    /** Why a member of staff is offered no step on this case (a conflict), or null. */
    impartialityRefusal:
      can(viewer, "complaint.manage") && !impartial
        ? deniedMessage(viewer, "complaint.handle")
        : null,
    next: canManage ? complaintMachine.next(status, ["complaint.manage"]) : [],
    timeZone: getEnv().PROGRAMME_TIME_ZONE,
  };
}
export type ComplaintPage = Awaited<ReturnType<typeof getComplaintPage>>;

/** A file sent with a concern, for staff only (anyone else: not found). */
export async function getComplaintAttachment(
  db: Executor,
  viewer: Viewer,
  attachmentId: string,
): Promise<{ name: string; mimeType: string; object: StoredObject }> {
  if (!can(viewer, "complaint.list") || !/^[0-9a-f-]{36}$/i.test(attachmentId)) {
    throw new AppError("not_found", complaintMessages.notFound);
  }
  const [file] = await db
    .select()
    .from(complaintAttachments)
    .where(eq(complaintAttachments.id, attachmentId));
  if (!file) throw new AppError("not_found", complaintMessages.notFound);
  assertObjectPath(COMPLAINTS_BUCKET, file.objectPath);
  const object = await getStorage().get(COMPLAINTS_BUCKET, file.objectPath);
  if (!object) {
    logger.error({ attachmentId }, "complaint attachment without its file in storage");
    throw new AppError("not_found", complaintMessages.notFound);
  }
  return { name: file.name, mimeType: file.mimeType, object };
}
