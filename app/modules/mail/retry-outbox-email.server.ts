import { and, eq, inArray, sql } from "drizzle-orm";
import { emailOutbox } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { secretFields } from "./email-templates";
import { mailLogMessages } from "./ui/mail-log-messages";

function carriesSecret(template: string): boolean {
  return Boolean(
    (secretFields as Record<string, readonly unknown[] | undefined>)[template]?.length,
  );
}

export const retryMessages = {
  notFound: mailLogMessages.notFound.defaultMessage,
  notRetryable: mailLogMessages.notRetryable.defaultMessage,
  secretDropped: mailLogMessages.secretDropped.defaultMessage,
} as const;

/**
 * Mail log "retry now" (administrators only): puts a failed message, or one
 * waiting for its next attempt, back in the queue as due now. The worker
 * makes one more attempt; if it fails again it is `failed` again.
 */
export async function retryOutboxEmail(db: Database, actor: Viewer, id: string) {
  assertCan(actor, "mailLog.view");
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: emailOutbox.status,
        template: emailOutbox.template,
        deliveryText: emailOutbox.deliveryText,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, id));
    if (!row) throw new AppError("not_found", retryMessages.notFound);
    if (carriesSecret(row.template) && row.deliveryText === null) {
      throw new AppError("conflict", retryMessages.secretDropped);
    }
    const updated = await tx
      .update(emailOutbox)
      .set({ status: "pending", nextAttemptAt: sql`now()` })
      .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ["failed", "pending"])))
      .returning({ id: emailOutbox.id });
    if (updated.length === 0) throw new AppError("conflict", retryMessages.notRetryable);
    await writeAuditLog(tx, {
      entityType: "email_outbox",
      entityId: id,
      action: "retry",
      actorId: actor.user.id,
      details: { previousStatus: row.status },
    });
  });
}
