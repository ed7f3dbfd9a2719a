import { and, eq, sql } from "drizzle-orm";
import { applications, applicationStatusHistory } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { writeAuditLog } from "~/modules/audit-log/write-audit-log.server";
import { enqueueEmail } from "~/modules/mail/enqueue-email.server";
import { createNotification } from "~/modules/notifications/create-notification.server";
import type { ApplicationRow } from "./application-access.server";
import { applicationStatusLabels, type ApplicationStatus } from "./application-status";
import { statusEmailMessages, statusNotificationMessage } from "./status-messages";

export type StatusChange = {
  application: ApplicationRow;
  actorId: string;
  to: ApplicationStatus;
  /** Shown in the timeline; also stored as review_feedback when `feedback` is true. */
  note?: string | null;
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
 * the contact e-mail. Callers have already checked the transition.
 */
export async function recordStatusChange(tx: Executor, change: StatusChange) {
  const { application, actorId, to } = change;
  const from = application.status as ApplicationStatus;
  const note = change.note?.trim() ? change.note.trim() : null;
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
    // clock_timestamp, not now(): rows of one transaction keep their order in the timeline.
    createdAt: sql`clock_timestamp()`,
  });
  await writeAuditLog(tx, {
    entityType: "application",
    entityId: application.id,
    action: "status_changed",
    actorId,
    details: { from, to, note, ...change.details },
  });
  const statusLabel = applicationStatusLabels[to];
  const link = applicationPath(application.id);
  await createNotification(tx, {
    userId: application.applicantId,
    type: "application_status",
    message: statusNotificationMessage(application.businessName, statusLabel),
    link,
  });
  await enqueueEmail(tx, application.contactEmail, "application-status", {
    contactName: application.contactName,
    businessName: application.businessName,
    statusLabel,
    statusMessage: statusEmailMessages[to],
    feedback: change.feedback ? note : null,
    applicationUrl: `${getEnv().baseUrl}${link}`,
  });
  return updated;
}
