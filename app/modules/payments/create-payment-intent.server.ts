import crypto from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { payments } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { getApplicationForViewer } from "~/modules/applications/index.server";
import { assertConfirmedAddress } from "~/modules/auth/index.server";
import { feeFor, paymentTypes } from "./fees";
import { can, type Viewer } from "~/modules/permissions";
import { assertPaymentsConfigured, getPaymentProvider } from "./get-payment-provider.server";
import { feeRefusal, isRenewal } from "./payable-fee";
import { paymentMessages } from "./payment-messages";
import type { PaymentProvider } from "./payment-provider.server";

/** SPEC §7 create-payment-intent body: applicationId, paymentType (audit by default). */
export const createPaymentIntentSchema = z.object({
  applicationId: z.string().trim().min(1, "Choose an application"),
  paymentType: z.enum(paymentTypes, "Choose the audit or membership fee").default("audit"),
});
export type CreatePaymentIntentInput = z.infer<typeof createPaymentIntentSchema>;

export type CreatedPaymentIntent = {
  clientSecret: string;
  amount: number;
  paymentId: string;
  paymentIntentId: string;
};

/**
 * SPEC §7 create-payment-intent. Only the application's applicant pays by card
 * (staff record offline payments instead), from a confirmed e-mail address
 * (decision 080). A pending intent for the same
 * application and fee is reused rather than duplicated.
 */
export async function createPaymentIntent(
  db: Database,
  viewer: Viewer,
  input: CreatePaymentIntentInput,
  provider: PaymentProvider | null = getPaymentProvider(),
): Promise<CreatedPaymentIntent> {
  if (!provider) throw new AppError("conflict", paymentMessages.cardPaymentsUnavailable);
  const application = await getApplicationForViewer(db, viewer, input.applicationId);
  if (!can(viewer, "payment.pay", application)) {
    throw new AppError("forbidden", paymentMessages.onlyApplicantPays);
  }
  await assertConfirmedAddress(db, viewer, "pay");
  const refusal = feeRefusal(application, input.paymentType);
  if (refusal) throw new AppError("conflict", refusal);
  if (provider.name === "stripe") assertPaymentsConfigured();

  const amount = feeFor(input.paymentType, isRenewal(application));
  const currency = "usd";

  const pending = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.applicationId, application.id),
        eq(payments.paymentType, input.paymentType),
        eq(payments.status, "pending"),
        eq(payments.provider, provider.name),
      ),
    )
    .orderBy(desc(payments.createdAt));
  for (const row of pending) {
    if (!row.stripePaymentId || row.amount !== amount) continue;
    const existing = await provider.retrieveIntent(row.stripePaymentId).catch((error) => {
      logger.warn({ err: error, paymentId: row.id }, "could not retrieve a pending intent");
      return null;
    });
    if (
      existing?.reusable &&
      existing.clientSecret &&
      (existing.amount === null || existing.amount === amount)
    ) {
      return {
        clientSecret: existing.clientSecret,
        amount,
        paymentId: row.id,
        paymentIntentId: existing.id,
      };
    }
  }

  const paymentId = crypto.randomUUID();
  let intent: Awaited<ReturnType<PaymentProvider["createIntent"]>>;
  try {
    intent = await provider.createIntent({
      amount,
      currency,
      metadata: { applicationId: application.id, paymentType: input.paymentType, paymentId },
    });
  } catch (error) {
    logger.error({ err: error, applicationId: application.id }, "payment intent creation failed");
    throw new AppError("failed", paymentMessages.initializationFailed);
  }
  if (!intent.clientSecret) throw new AppError("failed", paymentMessages.noClientSecret);

  try {
    await db.insert(payments).values({
      id: paymentId,
      applicationId: application.id,
      stripePaymentId: intent.id,
      amount,
      currency,
      paymentType: input.paymentType,
      status: "pending",
      paymentMethod: "card",
      provider: provider.name,
      recordedBy: viewer.user.id,
    });
  } catch (error) {
    logger.error({ err: error, applicationId: application.id }, "payment row could not be written");
    throw new AppError("failed", paymentMessages.initializationFailed);
  }
  return { clientSecret: intent.clientSecret, amount, paymentId, paymentIntentId: intent.id };
}
