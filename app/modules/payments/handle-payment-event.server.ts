import { publicContentChanged } from "~/modules/public-cache/index.server";
import { eq } from "drizzle-orm";
import { applications, paymentEvents, payments } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { notificationText, notifyRole } from "~/modules/notifications/index.server";
import { audienceRoles } from "~/modules/permissions";
import { applyPaymentSuccess } from "./apply-payment-success.server";
import { paymentMessages } from "./payment-messages";
import { paymentNotificationMessages as n } from "./payment-notifications";
import {
  FAILED_EVENT,
  SUCCEEDED_EVENT,
  type PaymentEvent,
  type PaymentProvider,
} from "./payment-provider.server";
import { setPaymentStatus } from "./set-payment-status.server";

export type EventOutcome =
  | "succeeded"
  | "failed"
  | "duplicate"
  | "ignored"
  | "already-succeeded"
  /** The attempt had already failed or been canceled: the event changes nothing. */
  | "attempt-ended"
  /** A success for an attempt that had ended: recorded, flagged for a refund, not applied. */
  | "late-success"
  /** An audit fee paid after the renewal's audit was waived: recorded, flagged for a refund. */
  | "fee-waived"
  | "unknown-payment"
  | "amount-mismatch";

/**
 * The only place a card payment is confirmed: a verified provider event.
 * One transaction: the event id is recorded first (primary key), so the same
 * event applied twice changes nothing; then the payment row and the
 * application's payment status follow the outcome, through their tables and
 * only from the status read. Only a pending attempt moves: a success for a
 * failed or canceled attempt is recorded and flagged for a refund, never
 * applied. A conflict (the attempt or the fee changed meanwhile) rolls the
 * whole event back, so the provider's retry sees the new state.
 */
type HandledEvent = { outcome: EventOutcome; paymentId: string | null };

export async function handlePaymentEvent(db: Database, event: PaymentEvent): Promise<HandledEvent> {
  let certificateAfterCommit: "issued" | "renewed" | null = null;
  try {
    const result = await db.transaction(async (tx): Promise<HandledEvent> => {
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

      if (payment.status !== "pending") {
        // Failed and canceled attempts are final (the payment table): a late or
        // replayed success is not applied; money taken is flagged for a refund.
        if (event.type !== SUCCEEDED_EVENT) {
          return { outcome: "attempt-ended", paymentId: payment.id };
        }
        logger.error(
          { eventId: event.id, paymentId: payment.id, status: payment.status },
          "payment succeeded after its attempt had ended",
        );
        await writeAuditLog(tx, {
          entityType: "payment",
          entityId: payment.id,
          action: "payment_succeeded_after_end",
          actorId: null,
          details: {
            applicationId: application.id,
            paymentType: payment.paymentType,
            status: payment.status,
            eventId: event.id,
            intentId: event.intent.id,
            amount: payment.amount,
          },
        });
        await notifyRole(tx, audienceRoles("programmeOffice"), {
          type: "payment_received",
          message: notificationText(n.lateSuccess, {
            amount: { money: payment.amount },
            businessName: application.businessName,
            status: payment.status,
          }),
          link: `/dashboard/applications/${application.id}`,
        });
        return { outcome: "late-success", paymentId: payment.id };
      }

      if (
        event.type === SUCCEEDED_EVENT &&
        payment.paymentType === "audit" &&
        application.paymentStatus === "audit-fee-waived"
      ) {
        // The audit was waived while this card attempt was open (decision 078): the money
        // is taken, so the attempt succeeded, but no fee was due: flagged for a refund.
        await setPaymentStatus(
          tx,
          payment,
          "succeeded",
          { event: "system:payment-succeeded" },
          {
            audit: {
              action: "payment_succeeded_fee_waived",
              details: { applicationId: application.id, eventId: event.id, amount: payment.amount },
            },
          },
        );
        await notifyRole(tx, audienceRoles("programmeOffice"), {
          type: "payment_received",
          message: notificationText(n.feeWaivedSuccess, {
            amount: { money: payment.amount },
            businessName: application.businessName,
          }),
          link: `/dashboard/applications/${application.id}`,
        });
        return { outcome: "fee-waived", paymentId: payment.id };
      }

      if (event.type === SUCCEEDED_EVENT) {
        const { certificateRenewed, certificateIssued } = await applyPaymentSuccess(tx, {
          payment,
          application,
          by: { event: "system:payment-succeeded" },
          actorId: null,
          auditAction: "payment_succeeded",
          auditDetails: { eventId: event.id, intentId: event.intent.id },
        });
        if (certificateIssued) certificateAfterCommit = "issued";
        else if (certificateRenewed) certificateAfterCommit = "renewed";
        return { outcome: "succeeded", paymentId: payment.id };
      }

      // A decline: the attempt fails; the application's payment status is unchanged.
      const failureMessage = event.intent.failureMessage ?? paymentMessages.declined;
      await setPaymentStatus(
        tx,
        payment,
        "failed",
        { event: "system:payment-failed" },
        {
          changes: { failureMessage },
          audit: {
            action: "payment_failed",
            details: {
              applicationId: application.id,
              paymentType: payment.paymentType,
              eventId: event.id,
              failureMessage,
            },
          },
        },
      );
      return { outcome: "failed", paymentId: payment.id };
    });
    if (certificateAfterCommit) publicContentChanged(`certificate ${certificateAfterCommit}`);
    return result;
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
