import { and, eq, lt } from "drizzle-orm";
import { certificates } from "~/db/schema";
import type { BackgroundJob } from "~/lib/background-jobs.server";
import type { Database } from "~/lib/db.server";
import { getDb } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { writeAuditLog } from "~/modules/audit-log/write-audit-log.server";
import { createNotification } from "~/modules/notifications/create-notification.server";
import { certificateViewPath } from "./certificate-rules";

/**
 * SPEC §4 expiry: every active certificate past its expiry date becomes
 * expired, with an audit_log row and a `certificate_status_change`
 * notification to the business, in one transaction. Returns the numbers
 * expired. Safe to run at any time and more than once.
 */
export async function expireCertificates(db: Database, now: Date = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(certificates)
      .set({ status: "expired", updatedAt: now })
      .where(and(eq(certificates.status, "active"), lt(certificates.expiryDate, now)))
      .returning();
    for (const row of expired) {
      await writeAuditLog(tx, {
        entityType: "certificate",
        entityId: row.id,
        action: "certificate_expired",
        actorId: null,
        details: { certificateNumber: row.certificateNumber },
      });
      await createNotification(tx, {
        userId: row.businessId,
        type: "certificate_status_change",
        message: `Certificate ${row.certificateNumber} has expired. Renew it to stay accredited.`,
        link: certificateViewPath(row.id),
      });
    }
    return expired.map((row) => row.certificateNumber);
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs the expiry check shortly after start, then daily. */
export const certificateExpiryJob: BackgroundJob = {
  name: "certificate-expiry",
  start() {
    let current: Promise<void> | undefined;
    const run = () => {
      current = expireCertificates(getDb())
        .then((numbers) => {
          if (numbers.length > 0) logger.info({ numbers }, "certificates expired");
        })
        .catch((error: unknown) => logger.error({ err: error }, "certificate expiry check failed"));
    };
    const first = setTimeout(run, 5_000);
    const daily = setInterval(run, DAY_MS);
    first.unref?.();
    daily.unref?.();
    return async () => {
      clearTimeout(first);
      clearInterval(daily);
      await current;
    };
  },
};
