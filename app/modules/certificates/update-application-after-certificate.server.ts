import { eq } from "drizzle-orm";
import { applications } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import type {
  ApplicationStatus,
  ApplicationSystemEvent,
} from "~/modules/applications/application-status";
import { recordStatusChange } from "~/modules/applications/record-status-change.server";

/**
 * SPEC §4: "Failure to update the application status after a certificate
 * action is only logged." The certificate change is already committed; this
 * moves the application (`from` → `to`) in its own transaction through
 * recordStatusChange (history, audit, e-mail, notification). An application
 * no longer in `from` is left alone; any failure is logged, never thrown.
 * Returns whether the application was moved.
 */
export async function updateApplicationAfterCertificate(
  db: Database,
  change: {
    applicationId: string;
    actorId: string;
    from: ApplicationStatus;
    to: ApplicationStatus;
    /** The application table's system edge this certificate action takes. */
    event: ApplicationSystemEvent;
    note: string;
    details: Record<string, unknown>;
  },
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const [application] = await tx
        .select()
        .from(applications)
        .where(eq(applications.id, change.applicationId));
      if (!application || application.status !== change.from) return false;
      await recordStatusChange(tx, {
        application,
        by: { event: change.event, actorId: change.actorId },
        to: change.to,
        note: change.note,
        details: change.details,
      });
      return true;
    });
  } catch (error) {
    logger.error(
      { err: error, applicationId: change.applicationId, from: change.from, to: change.to },
      "application status not updated after a certificate action",
    );
    return false;
  }
}
