import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { emailOutbox } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { OUTBOX_BATCH_SIZE, SENDING_LEASE_MS } from "~/domain/outbox-policy";

export type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Atomically claims due messages for one worker: pending rows whose
 * next_attempt_at has come, and `sending` rows whose lease ran out (a worker
 * died mid-send more than five minutes ago). The claim sets `sending` and a
 * new lease (next_attempt_at = now + 5 min) in one UPDATE over a
 * `FOR UPDATE SKIP LOCKED` sub-select, so concurrent workers never get the
 * same row.
 */
export async function claimOutboxEmails(
  db: Executor,
  limit = OUTBOX_BATCH_SIZE,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        or(eq(emailOutbox.status, "pending"), eq(emailOutbox.status, "sending")),
        lte(emailOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      status: "sending",
      nextAttemptAt: sql`now() + make_interval(secs => ${SENDING_LEASE_MS / 1000})`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
}
