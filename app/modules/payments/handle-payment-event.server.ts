import { eq } from "drizzle-orm";
import { applications, paymentEvents, payments } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import type { Database } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { writeAuditLog } from "~/modules/audit-log/write-audit-log.server";
import { applyPaymentSuccess } from "./apply-payment-success.server";
import { paymentMessages } from "./payment-messages";
import {
  FAILED_EVENT,
  SUCCEEDED_EVENT,
  type PaymentEvent,
  type PaymentProvider,
} from "./payment-provider.server";

export type EventOutcome =
  | "succeeded"
  | "failed"
  | "duplicate"
  | "ignored"
  | "already-succeeded"
  | "unknown-payment"
  | "amount-mismatch";

/**
 * The only place a card payment is confirmed: a verified provider event.
 * One transaction: the event id is recorded first (primary key), so the same
 * event applied twice changes nothing; then the payment row and the
 * application's payment status follow the outcome.
 */
export async function handlePaymentEvent(
  db: Database,
  event: PaymentEvent,
): Promise<{ outcome: EventOutcome; paymentId: string | null }> {
  try {
    return await db.transaction(async (tx) => {
      const [payment] = event.intent
        ? await tx.select().from(payments).where(eq(payments.stripePaymentId, event.intent.id))
        : [];
      const inserted = await tx
        .insert(paymentEvents)
        .values({
          id: event.id,
          provider: event.provider,
          type: event.type,
          paymentId: payment?.id ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (inserted.length === 0) return { outcome: "duplicate", paymentId: payment?.id ?? null };
      if (!event.intent || (event.type !== SUCCEEDED_EVENT && event.type !== FAILED_EVENT)) {
        return { outcome: "ignored", paymentId: null };
      }
      if (!payment) {
        logger.warn(
          { eventId: event.id, intentId: event.intent.id },
          "payment event for an unknown intent",
        );
        return { outcome: "unknown-payment", paymentId: null };
      }
      if (event.intent.amount !== payment.amount || event.intent.currency !== payment.currency) {
        logger.error(
          { eventId: event.id, paymentId: payment.id, amount: event.intent.amount },
          "payment event amount does not match the payment",
        );
        return { outcome: "amount-mismatch", paymentId: payment.id };
      }
      if (payment.status === "succeeded") {
        return { outcome: "already-succeeded", paymentId: payment.id };
      }
      const [application] = await tx
        .select()
        .from(applications)
        .where(eq(applications.id, payment.applicationId));
      if (!application) throw new AppError("failed", paymentMessages.updateFailed);

      if (event.type === SUCCEEDED_EVENT) {
        await applyPaymentSuccess(tx, {
          payment,
          application,
          actorId: null,
          auditAction: "payment_succeeded",
          auditDetails: { eventId: event.id, intentId: event.intent.id },
        });
        return { outcome: "succeeded", paymentId: payment.id };
      }

      // A decline: the attempt fails; the application's payment status is unchanged.
      const failureMessage = event.intent.failureMessage ?? paymentMessages.declined;
      const updated = await tx
        .update(payments)
        .set({ status: "failed", failureMessage, updatedAt: new Date() })
        .where(eq(payments.id, payment.id))
        .returning({ id: payments.id });
      if (updated.length !== 1) throw new AppError("failed", paymentMessages.updateFailed);
      await writeAuditLog(tx, {
        entityType: "payment",
        entityId: payment.id,
        action: "payment_failed",
        actorId: null,
        details: {
          applicationId: application.id,
          paymentType: payment.paymentType,
          eventId: event.id,
          failureMessage,
        },
      });
      return { outcome: "failed", paymentId: payment.id };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error({ err: error, eventId: event.id }, "payment event could not be applied");
    throw new AppError("failed", paymentMessages.updateFailed);
  }
}

/**
 * The webhook path shared by both providers: verify the signature over the
 * raw body (throws InvalidSignatureError), then apply the event.
 */
export async function receivePaymentEvent(
  db: Database,
  provider: PaymentProvider,
  rawBody: string,
  headers: Headers,
) {
  const event = await provider.parseEvent(rawBody, headers);
  return handlePaymentEvent(db, event);
}
