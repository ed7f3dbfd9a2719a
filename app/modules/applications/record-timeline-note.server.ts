import { eq, sql } from "drizzle-orm";
import { applications, applicationStatusHistory } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import {
  renderNotificationText,
  type NotificationText,
} from "~/modules/notifications/index.server";

/**
 * A line in an application's timeline that changes no status (from and to are
 * the status it has): an event of its certificate or of an appeal
 * (suspension, reinstatement, an appeal lodged or decided; decisions 056,
 * 057). Inside the caller's transaction; status changes still go through
 * `recordStatusChange`. A line the system writes is a message (`NotificationText`:
 * catalog id and values), shown in each reader's language (issue 37); its
 * English is kept in `note` too.
 */
export async function recordTimelineNote(
  tx: Executor,
  entry: { applicationId: string; actorId: string | null; note: string | NotificationText },
): Promise<void> {
  const [application] = await tx
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, entry.applicationId));
  if (!application) return;
  await tx.insert(applicationStatusHistory).values({
    applicationId: entry.applicationId,
    fromStatus: application.status,
    toStatus: application.status,
    actorId: entry.actorId,
    ...timelineNoteColumns(entry.note),
    createdAt: sql`clock_timestamp()`,
  });
}

/** The history row's `note` and `note_text` for a written note or a message. */
export function timelineNoteColumns(note: string | NotificationText | null | undefined): {
  note: string | null;
  noteText: NotificationText | null;
} {
  if (note === null || note === undefined) return { note: null, noteText: null };
  if (typeof note === "string") return { note, noteText: null };
  return { note: renderNotificationText(note, "en"), noteText: note };
}
