import { publicContentChanged } from "~/modules/public-cache/index.server";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { payments } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { getApplicationForViewer } from "~/modules/applications/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { applyPaymentSuccess } from "./apply-payment-success.server";
import { feeFor, paymentTypes } from "./fees";
import { feeRefusal, isRenewal } from "./payable-fee";
import { paymentMessages } from "./payment-messages";
import { paymentMachine } from "~/domain/payment-status";
import { setPaymentStatus } from "./set-payment-status.server";

export const offlineMethods = ["cheque", "bank_transfer"] as const;

export const recordOfflinePaymentSchema = z.object({
  applicationId: z.string().trim().min(1, "Choose an application"),
  paymentType: z.enum(paymentTypes, "Choose the audit or membership fee"),
  method: z.enum(offlineMethods, "Choose cheque or bank transfer"),
  reference: z
    .string(paymentMessages.referenceRequired)
    .trim()
    .min(1, paymentMessages.referenceRequired)
    .max(100, "Keep the reference under 100 characters."),
});
export type RecordOfflinePaymentInput = z.infer<typeof recordOfflinePaymentSchema>;

/**
 * Staff (administrator, committee) record a cheque or bank transfer with its
 * reference. The amount is the fee; the effects are those of a succeeded card
 * payment (same function), audit-logged with the recording staff member.
 * Pending card attempts for the same fee are canceled so it is not paid twice.
 */
export async function recordOfflinePayment(
  db: Database,
  viewer: Viewer,
  posted: Record<keyof RecordOfflinePaymentInput, string>,
): Promise<{ paymentId: string }> {
  // The form as posted is checked first: a missing reference is named at its field (422).
  const parsed = recordOfflinePaymentSchema.safeParse(posted);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    const message = fieldErrors.reference ?? Object.values(fieldErrors)[0] ?? "Invalid request";
    throw new AppError("validation", message, fieldErrors);
  }
  const input = parsed.data;
  assertCan(viewer, "payment.recordOffline");
  const application = await getApplicationForViewer(db, viewer, input.applicationId);
  const refusal = feeRefusal(application, input.paymentType);
  if (refusal) throw new AppError("conflict", refusal);
  const amount = feeFor(input.paymentType, isRenewal(application));

  try {
    const { certificateRenewed, certificateIssued, ...result } = await db.transaction(
      async (tx) => {
        // Pending card attempts for this fee end here (the payment table), so it is not paid twice.
        const open = await tx
          .select({ id: payments.id, status: payments.status })
          .from(payments)
          .where(
            and(
              eq(payments.applicationId, application.id),
              eq(payments.paymentType, input.paymentType),
              eq(payments.status, "pending"),
            ),
          );
        for (const attempt of open) {
          try {
            await setPaymentStatus(
              tx,
              attempt,
              "canceled",
              { viewer },
              {
                audit: {
                  action: "payment_canceled",
                  details: {
                    applicationId: application.id,
                    paymentType: input.paymentType,
                    reason: "offline_payment_recorded",
                    activeRole: viewer.activeRole,
                  },
                },
              },
            );
          } catch (error) {
            // Ended meanwhile (a card event won): the fee check below decides.
            if (!(error instanceof AppError && error.code === "conflict")) throw error;
          }
        }
        const [payment] = await tx
          .insert(payments)
          .values({
            applicationId: application.id,
            amount,
            currency: "usd",
            paymentType: input.paymentType,
            status: paymentMachine.initial,
            paymentMethod: input.method,
            provider: "offline",
            reference: input.reference,
            recordedBy: viewer.user.id,
          })
          .returning();
        if (!payment) throw new AppError("failed", paymentMessages.updateFailed);
        const { certificateRenewed, certificateIssued } = await applyPaymentSuccess(tx, {
          payment,
          application,
          by: { viewer },
          actorId: viewer.user.id,
          auditAction: "offline_payment_recorded",
          auditDetails: { method: input.method, reference: input.reference },
        });
        return { paymentId: payment.id, certificateRenewed, certificateIssued };
      },
    );
    if (certificateIssued) publicContentChanged("certificate issued");
    else if (certificateRenewed) publicContentChanged("certificate renewed");
    return result;
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error({ err: error, applicationId: application.id }, "offline payment failed");
    throw new AppError("failed", paymentMessages.updateFailed);
  }
}
