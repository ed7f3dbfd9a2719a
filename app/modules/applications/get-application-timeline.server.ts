import { asc, eq } from "drizzle-orm";
import { applicationStatusHistory, profiles } from "~/db/schema";
import { messages } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import type { Locale } from "~/domain/locale";
import {
  renderNotificationText,
  type NotificationText,
} from "~/modules/notifications/index.server";
import { getApplicationForViewer, type VisibleApplication } from "./application-access.server";
import type { ApplicationStatus } from "./application-status";
import type { Viewer } from "~/modules/permissions";

export type TimelineEntry = {
  id: string;
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  actorName: string;
  note: string | null;
  at: string;
};

/**
 * A document deleted from the application, as its timeline shows it. The
 * documents module lists them (`listDocumentDeletions`); the type lives here,
 * with the timeline that shows it, so this module needs nothing of documents.
 */
export type DocumentDeletion = {
  id: string;
  documentName: string;
  actorName: string;
  /** Required once the application is approved or certified (decision 042). */
  reason: string | null;
  /** ISO time. */
  at: string;
};

/** Every status change of an application the viewer may see, oldest first. */
export async function getApplicationTimeline(
  db: Executor,
  viewer: Viewer,
  applicationId: string,
  locale: Locale = "en",
): Promise<TimelineEntry[]> {
  const application = await getApplicationForViewer(db, viewer, applicationId);
  return timelineOf(db, { application }, locale);
}

/** The timeline of an application already loaded for the viewer (`loadVisibleApplication`). */
export async function timelineOf(
  db: Executor,
  visible: Pick<VisibleApplication, "application">,
  locale: Locale = "en",
): Promise<TimelineEntry[]> {
  const rows = await db
    .select({
      id: applicationStatusHistory.id,
      from: applicationStatusHistory.fromStatus,
      to: applicationStatusHistory.toStatus,
      actorName: profiles.name,
      note: applicationStatusHistory.note,
      noteText: applicationStatusHistory.noteText,
      at: applicationStatusHistory.createdAt,
    })
    .from(applicationStatusHistory)
    .leftJoin(profiles, eq(profiles.id, applicationStatusHistory.actorId))
    .where(eq(applicationStatusHistory.applicationId, visible.application.id))
    .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.seq));
  return rows.map((r) => ({
    id: r.id,
    from: (r.from as ApplicationStatus | null) ?? null,
    to: r.to as ApplicationStatus,
    actorName: r.actorName || messages.unknownUser,
    // A line the system wrote reads in the reader's language; the stored English otherwise.
    note: r.noteText
      ? (renderNotificationText(r.noteText as NotificationText, locale) ?? r.note)
      : r.note,
    at: r.at.toISOString(),
  }));
}
