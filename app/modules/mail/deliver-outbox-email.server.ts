import { and, eq, sql } from "drizzle-orm";
import { emailOutbox } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import type { OutboxRow } from "./claim-outbox-emails.server";
import type { MailTransport } from "./mail-transport.server";
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from "~/domain/outbox-policy";

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 2000) || "Unknown error";
}

/**
 * Sends one claimed message and records the outcome (SPEC §7 send-email: a
 * failure returns false and never throws into the caller). On failure the
 * attempt count rises and the next attempt waits with exponential back-off;
 * after MAX_DELIVERY_ATTEMPTS the message is `failed`.
 */
export async function deliverOutboxEmail(
  db: Executor,
  row: OutboxRow,
  transport: MailTransport,
): Promise<boolean> {
  try {
    await transport.send({
      id: row.id,
      to: row.to,
      subject: row.subject,
      html: row.deliveryHtml ?? row.html,
      text: row.deliveryText ?? row.text,
      createdAt: row.createdAt,
      replyTo: row.replyTo,
      attachments: row.attachments,
    });
  } catch (error) {
    const attempts = row.attempts + 1;
    const failed = attempts >= MAX_DELIVERY_ATTEMPTS;
    const lastError = errorText(error);
    logger.error(
      { err: error, emailId: row.id, template: row.template, attempts, failed },
      "e-mail delivery failed",
    );
    try {
      await db
        .update(emailOutbox)
        .set({
          status: failed ? "failed" : "pending",
          attempts,
          // A secret that can no longer be delivered is not kept.
          ...(failed ? { deliveryHtml: null, deliveryText: null } : {}),
          lastError,
          nextAttemptAt: failed
            ? sql`now()`
            : sql`now() + make_interval(secs => ${retryDelayMs(attempts) / 1000})`,
        })
        .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "sending")));
    } catch (dbError) {
      logger.error({ err: dbError, emailId: row.id }, "could not record e-mail failure");
    }
    return false;
  }
  try {
    await db
      .update(emailOutbox)
      .set({
        status: transport.kind === "smtp" ? "sent" : "stored",
        attempts: row.attempts + 1,
        lastError: null,
        sentAt: sql`now()`,
        // Delivered: the copy with the secret is no longer needed.
        deliveryHtml: null,
        deliveryText: null,
      })
      .where(eq(emailOutbox.id, row.id));
  } catch (dbError) {
    // Delivered, but not recorded: the lease runs out and it may be sent again
    // (at-least-once delivery, see docs/decisions/004-email-outbox.md).
    logger.error({ err: dbError, emailId: row.id }, "could not record e-mail delivery");
  }
  return true;
}
