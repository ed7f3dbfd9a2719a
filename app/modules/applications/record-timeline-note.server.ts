import { eq, sql } from "drizzle-orm";
import { applications, applicationStatusHistory } from "~/db/schema";
import type { Executor } from "~/lib/db.server";

/**
 * A line in an application's timeline that changes no status (from and to are
 * the status it has): an event of its certificate or of an appeal
 * (suspension, reinstatement, an appeal lodged or decided; decisions 056,
 * 057). Inside the caller's transaction; status changes still go through
 * `recordStatusChange`.
 */
export async function recordTimelineNote(
  tx: Executor,
  entry: { applicationId: string; actorId: string | null; note: string },
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
    note: entry.note,
    createdAt: sql`clock_timestamp()`,
  });
}
