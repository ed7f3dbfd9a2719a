import { z } from "zod";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import type { Viewer } from "~/modules/permissions";
import {
  confirmTestPayment,
  testCardSchema,
  type TestPaymentResult,
} from "./confirm-test-payment.server";
import { createPaymentIntent } from "./create-payment-intent.server";
import { paymentTypes } from "./fees";

/** The test-mode card form (without JavaScript): the card and the fee it pays. */
export const payWithTestCardSchema = testCardSchema.extend({
  paymentType: z.enum(paymentTypes).default("audit"),
});

/**
 * The test-mode card form without JavaScript: checks the card, then the same
 * two steps as the browser's (create the intent, confirm it with the card).
 * A refused card answers 422 with the messages at the fields.
 */
export async function payWithTestCard(
  db: Database,
  viewer: Viewer,
  input: {
    applicationId: string;
    paymentType?: string;
    cardNumber: string;
    expiry: string;
    cvc: string;
  },
): Promise<TestPaymentResult> {
  const parsed = payWithTestCardSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    throw new AppError("validation", Object.values(fieldErrors)[0]!, fieldErrors);
  }
  const { paymentType, cardNumber, expiry, cvc } = parsed.data;
  const intent = await createPaymentIntent(db, viewer, {
    applicationId: input.applicationId,
    paymentType,
  });
  return confirmTestPayment(db, viewer, {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    cardNumber,
    expiry,
    cvc,
  });
}
