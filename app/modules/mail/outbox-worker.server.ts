import type { BackgroundJob } from "~/lib/background-jobs.server";
import { getDb, type Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { claimOutboxEmails } from "./claim-outbox-emails.server";
import { deliverOutboxEmail } from "./deliver-outbox-email.server";
import { getMailTransport, type MailTransport } from "./mail-transport.server";
import { OUTBOX_BATCH_SIZE } from "~/domain/outbox-policy";

export type OutboxBatchResult = { claimed: number; delivered: number; failed: number };

/**
 * Claims one batch of due messages and delivers them one by one. Never
 * throws: claim errors are logged and count as an empty batch.
 */
export async function processOutboxBatch(
  options: { db?: Executor; transport?: MailTransport; limit?: number } = {},
): Promise<OutboxBatchResult> {
  const db = options.db ?? getDb();
  const result: OutboxBatchResult = { claimed: 0, delivered: 0, failed: 0 };
  let rows;
  try {
    rows = await claimOutboxEmails(db, options.limit ?? OUTBOX_BATCH_SIZE);
  } catch (error) {
    logger.error({ err: error }, "could not claim outbox e-mails");
    return result;
  }
  result.claimed = rows.length;
  if (rows.length === 0) return result;
  let transport: MailTransport;
  try {
    transport = options.transport ?? getMailTransport();
  } catch (error) {
    logger.error({ err: error }, "could not create the mail transport");
    transport = {
      kind: "smtp",
      send: () => Promise.reject(error instanceof Error ? error : new Error(String(error))),
    };
  }
  for (const row of rows) {
    if (await deliverOutboxEmail(db, row, transport)) result.delivered += 1;
    else result.failed += 1;
  }
  return result;
}

/**
 * Background job: processes a batch every OUTBOX_POLL_MS (immediately again
 * while batches come back full). Stopping waits for the batch in progress.
 */
export const outboxWorkerJob: BackgroundJob = {
  name: "email-outbox",
  start() {
    const pollMs = getEnv().OUTBOX_POLL_MS;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current: Promise<void> | undefined;

    const schedule = (delay: number) => {
      if (stopped) return;
      timer = setTimeout(() => {
        timer = undefined;
        current = (async () => {
          let next = pollMs;
          try {
            const { claimed } = await processOutboxBatch();
            if (claimed >= OUTBOX_BATCH_SIZE) next = 0;
          } catch (error) {
            logger.error({ err: error }, "outbox batch failed");
          }
          current = undefined;
          schedule(next);
        })();
      }, delay);
      timer.unref?.();
    };

    schedule(0);
    return async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    };
  },
};
