import { eq } from "drizzle-orm";
import { z } from "zod";
import { applications, payments } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { getTestModeProvider } from "./get-payment-provider.server";
import { receivePaymentEvent } from "./handle-payment-event.server";
import { can, type Viewer } from "~/modules/permissions";
import { paymentMessages } from "./payment-messages";
import type { IntentMetadata } from "./payment-provider.server";
import {
  decideTestCard,
  TEST_CARD_DECLINE,
  TEST_CARD_SUCCESS,
  type TestModeProvider,
} from "./test-mode-provider.server";

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A card expiry as people type it: "12/29", "12 / 29", "1229", "12-29" or
 * "12/2029" all become "12/29"; anything else is left for the message.
 */
export function normalizeCardExpiry(value: string): string {
  const v = value.trim();
  const m = /^(\d{1,2})\s*[/\-\s.]?\s*(?:20)?(\d{2})$/.exec(v);
  if (!m) return v;
  return `${m[1]!.padStart(2, "0")}/${m[2]}`;
}

/** The test-mode card form, checked like a card form would be. */
export const testCardSchema = z.object({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ""))
    .refine((v) => /^\d{12,19}$/.test(v) && luhnValid(v), paymentMessages.invalidCardNumber)
    .refine((v) => v === TEST_CARD_SUCCESS || v === TEST_CARD_DECLINE, paymentMessages.notTestCard),
  expiry: z
    .string()
    .transform(normalizeCardExpiry)
    .pipe(z.string().regex(/^(0[1-9]|1[0-2])\/(\d{2})$/, paymentMessages.invalidExpiry))
    .refine((v) => {
      const [mm, yy] = v.split("/").map((p) => Number(p.trim()));
      const now = new Date();
      const year = 2000 + yy!;
      return (
        year > now.getUTCFullYear() ||
        (year === now.getUTCFullYear() && mm! >= now.getUTCMonth() + 1)
      );
    }, paymentMessages.expired),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, paymentMessages.invalidCvc),
});

export const confirmTestPaymentSchema = testCardSchema.extend({
  paymentIntentId: z
    .string()
    .trim()
    .regex(/^pi_test_[0-9a-f]+$/, paymentMessages.paymentNotFound),
  clientSecret: z.string().trim().min(1, paymentMessages.paymentNotFound),
});
export type ConfirmTestPaymentInput = z.input<typeof confirmTestPaymentSchema>;

export type TestPaymentResult = {
  status: "succeeded" | "failed";
  paymentId: string;
  message: string | null;
};

/**
 * Test mode's "card network": the payer submits the card for an intent they
 * own; the provider decides success or decline and delivers a signed event to
 * the same handler as Stripe's webhook (in-process). Nothing here marks a
 * payment paid directly.
 */
export async function confirmTestPayment(
  db: Database,
  viewer: Viewer,
  rawInput: ConfirmTestPaymentInput,
  provider: TestModeProvider | null = getTestModeProvider(),
): Promise<TestPaymentResult> {
  if (!provider) throw new AppError("not_found", paymentMessages.paymentNotFound);
  const parsed = confirmTestPaymentSchema.safeParse(rawInput);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    throw new AppError("validation", Object.values(fieldErrors)[0]!, fieldErrors);
  }
  const input = parsed.data;
  const [row] = await db
    .select({
      payment: payments,
      applicantId: applications.applicantId,
      status: applications.status,
    })
    .from(payments)
    .innerJoin(applications, eq(applications.id, payments.applicationId))
    .where(eq(payments.stripePaymentId, input.paymentIntentId));
  if (
    !row ||
    row.payment.provider !== "test" ||
    !can(viewer, "payment.pay", { applicantId: row.applicantId, status: row.status }) ||
    !provider.ownsClientSecret(input.paymentIntentId, input.clientSecret)
  ) {
    throw new AppError("not_found", paymentMessages.paymentNotFound);
  }
  const { payment } = row;
  if (payment.status === "succeeded") {
    return { status: "succeeded", paymentId: payment.id, message: null };
  }
  if (payment.status !== "pending") throw new AppError("conflict", paymentMessages.attemptEnded);

  const outcome = decideTestCard(input.cardNumber);
  const metadata: IntentMetadata = {
    applicationId: payment.applicationId,
    paymentType: payment.paymentType,
    paymentId: payment.id,
  };
  const { rawBody, headers } = provider.signedOutcomeEvent({
    intentId: input.paymentIntentId,
    amount: payment.amount,
    currency: payment.currency,
    metadata,
    outcome,
  });
  await receivePaymentEvent(db, provider, rawBody, headers);

  const [after] = await db
    .select({ status: payments.status, failureMessage: payments.failureMessage })
    .from(payments)
    .where(eq(payments.id, payment.id));
  if (after?.status === "succeeded") {
    return { status: "succeeded", paymentId: payment.id, message: null };
  }
  return {
    status: "failed",
    paymentId: payment.id,
    message: after?.failureMessage ?? paymentMessages.declined,
  };
}
