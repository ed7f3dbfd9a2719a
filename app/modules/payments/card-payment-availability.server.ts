import type { NextStep } from "~/modules/applications";
import { getPaymentSettings } from "./get-payment-provider.server";
import { paymentMessages } from "./payment-messages";

/**
 * Without a card provider (no Stripe keys, test mode off) a "Pay …" next step
 * keeps its title but loses the link to the card payment page and says how
 * to pay instead (staff record cheque and transfer payments).
 */
export function withCardPaymentAvailability(step: NextStep): NextStep {
  if (!step.action?.to.includes("/payment") || getPaymentSettings().mode !== "none") return step;
  return { title: step.title, text: `${step.text} ${paymentMessages.cardPaymentsUnavailable}` };
}
