import { and, inArray, isNull, lt, sql } from "drizzle-orm";
import { complaintAttachments, complaints } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import type { ScheduledJob } from "~/lib/scheduler.server";
import { getStorage } from "~/modules/storage/index.server";
import { recordComplaintEvent } from "./complaint-record.server";
import { COMPLAINTS_BUCKET } from "./submit-concern.server";
import { COMPLAINT_REPORTER_RETENTION_YEARS } from "~/domain/complaint-status";

/**
 * Retention (decision 058, stated on the privacy page): once a case has been
 * closed for COMPLAINT_REPORTER_RETENTION_YEARS, the reporter's name and
 * e-mail are removed and the files they sent deleted; the case's substance,
 * findings and timeline stay as the programme's record. Idempotent (cases
 * already anonymised are skipped), so the scheduler may run it at any time.
 */
export async function anonymiseComplaintReporters(
  db: Database,
  now: Date = new Date(),
): Promise<{ anonymised: number }> {
  const years = COMPLAINT_REPORTER_RETENTION_YEARS;
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  const due = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(and(isNull(complaints.reporterAnonymisedAt), lt(complaints.closedAt, cutoff)))
    .limit(200);
  if (due.length === 0) return { anonymised: 0 };
  const ids = due.map((d) => d.id);
  const removed = await db.transaction(async (tx) => {
    const files = await tx
      .delete(complaintAttachments)
      .where(inArray(complaintAttachments.complaintId, ids))
      .returning({ objectPath: complaintAttachments.objectPath });
    await tx
      .update(complaints)
      .set({
        reporterName: null,
        reporterEmail: null,
        reporterAnonymisedAt: now,
        updatedAt: now,
        version: sql`${complaints.version} + 1`,
      })
      .where(inArray(complaints.id, ids));
    for (const id of ids) {
      await recordComplaintEvent(tx, {
        complaintId: id,
        kind: "reporter-anonymised",
        actorId: null,
        audit: "complaint.reporter-anonymised",
        details: { retentionYears: years },
      });
    }
    return files;
  });
  for (const file of removed) {
    await getStorage()
      .remove(COMPLAINTS_BUCKET, file.objectPath)
      .catch((error: unknown) =>
        logger.error(
          { err: error, objectPath: file.objectPath },
          "could not remove a concern file",
        ),
      );
  }
  return { anonymised: ids.length };
}

/** Daily: removes reporters' personal data past the retention period. */
export const complaintRetentionJob: ScheduledJob<{ anonymised: number }> = {
  name: "complaint-reporter-retention",
  intervalMs: 24 * 60 * 60 * 1000,
  run: ({ db, now }) => anonymiseComplaintReporters(db, now),
};
