import { and, eq, sql } from "drizzle-orm";
import { applications, applicationStatusHistory } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { assertEdgeTaken } from "~/domain/state-machine";
import { getEnv } from "~/lib/env.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { enqueueEmail } from "~/modules/mail/index.server";
import {
  createNotification,
  notificationText,
  type NotificationText,
} from "~/modules/notifications/index.server";
import { can, type Action, type Viewer } from "~/modules/permissions";
import { applicationResource, type ApplicationRow } from "./application-access.server";
import { applicationMessages } from "./application-messages";
import { assertMayBecomeCertified } from "./certified-rule.server";
import { timelineNoteColumns } from "./record-timeline-note.server";
import {
  applicationMachine,
  applicationStatusLabels,
  type ApplicationStatus,
  type ApplicationSystemEvent,
} from "./application-status";
import { statusEmailLabels, statusEmailMessages } from "./status-messages";
import { applicationNotificationMessages as n } from "./application-notifications";

/**
 * Who or what takes the edge: a person (the edge's policy actions are checked
 * with `can` for them) or the system through one of its events, on behalf of
 * `actorId` (the person whose action caused it, shown in the timeline).
 */
export type StatusChangeBy =
  { viewer: Viewer } | { event: ApplicationSystemEvent; actorId: string | null };

/**
 * System events whose own service already tells the business, in its own
 * words, what happened (a revocation e-mail with the reason and what to do):
 * no generic "Application status: Approved" e-mail or notification then.
 */
const announcedByTheirService: ReadonlySet<ApplicationSystemEvent> = new Set([
  "system:certificate-revoked",
  "system:appeal-upheld",
]);

export type StatusChange = {
  application: ApplicationRow;
  by: StatusChangeBy;
  to: ApplicationStatus;
  /**
   * Shown in the timeline; also stored as review_feedback when `feedback` is
   * true. A line the system writes is a message, shown in the reader's language.
   */
  note?: string | NotificationText | null;
  feedback?: boolean;
  /** Extra audit details (e.g. the active role). */
  details?: Record<string, unknown>;
};

export const STATUS_CHANGED_MEANWHILE =
  "This application was changed by someone else in the meantime. Reload the page and try again.";

export function applicationPath(id: string): string {
  return `/dashboard/applications/${id}`;
}

/**
 * Every status change, inside the caller's transaction: the new status and
 * updated_at (submitted_at when submitted; review_feedback when a feedback
 * note is given), a history row (actor, from, to, note), an audit_log row, an
 * `application_status` notification to the applicant and the status e-mail to
 * the contact e-mail. The edge is asserted against the application table
 * for whoever takes it (decision 014): a system event the table lacks, or a
 * person without any of the edge's policy actions, changes nothing. Certified
 * needs the application's certificate in force (decision 051).
 */
export async function recordStatusChange(tx: Executor, change: StatusChange) {
  const { application, to, by } = change;
  const from = application.status as ApplicationStatus;
  if ("viewer" in by) {
    const resource = await applicationResource(tx, application);
    assertEdgeTaken(
      applicationMachine,
      from,
      to,
      { mayTake: (action) => can(by.viewer, action as Action & "application.review", resource) },
      { denied: applicationMessages.statusDenied, conflict: applicationMessages.statusDenied },
    );
  } else {
    assertEdgeTaken(
      applicationMachine,
      from,
      to,
      { event: by.event },
      {
        denied: applicationMessages.statusDenied,
        conflict: `An application cannot move from ${applicationStatusLabels[from] ?? from} to ${applicationStatusLabels[to] ?? to} on ${by.event}.`,
      },
    );
  }
  // "Certified" means a certificate in force (decision 051; the database checks it too).
  if (to === "certified") await assertMayBecomeCertified(tx, application);
  const actorId = "viewer" in by ? by.viewer.user.id : by.actorId;
  const { note, noteText } = timelineNoteColumns(
    typeof change.note === "string" ? change.note.trim() || null : change.note,
  );
  const [updated] = await tx
    .update(applications)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(to === "submitted" ? { submittedAt: sql`now()` } : {}),
      ...(change.feedback && note ? { reviewFeedback: note } : {}),
    })
    // Only from the status the caller checked: a concurrent change wins, this one stops.
    .where(and(eq(applications.id, application.id), eq(applications.status, from)))
    .returning();
  if (!updated) throw new AppError("conflict", STATUS_CHANGED_MEANWHILE);
  await tx.insert(applicationStatusHistory).values({
    applicationId: application.id,
    fromStatus: from,
    toStatus: to,
    actorId,
    note,
    noteText,
    // clock_timestamp, not now(): rows of one transaction keep their order in the timeline.
    createdAt: sql`clock_timestamp()`,
  });
  await writeAuditLog(tx, {
    entityType: "application",
    entityId: application.id,
    action: "status_changed",
    actorId,
    details: { from, to, note, by: "event" in by ? by.event : "person", ...change.details },
  });
  if ("event" in by && announcedByTheirService.has(by.event)) return updated;
  const link = applicationPath(application.id);
  await createNotification(tx, {
    userId: application.applicantId,
    type: "application_status",
    message: notificationText(n.statusChanged, {
      businessName: application.businessName,
      status: notificationText(statusEmailLabels[to]),
    }),
    link,
  });
  await enqueueEmail(
    tx,
    application.contactEmail,
    "application-status",
    {
      contactName: application.contactName,
      businessName: application.businessName,
      statusLabel: statusEmailLabels[to],
      statusMessage: statusEmailMessages[to],
      feedback: change.feedback ? note : null,
      applicationUrl: `${getEnv().baseUrl}${link}`,
    },
    // The contact's language, or the applicant's when the contact has no account.
    { localeOfAccount: application.applicantId },
  );
  return updated;
}
