import type { NextStep } from "~/modules/applications";
import { getPaymentSettings } from "./get-payment-provider.server";
import type { Locale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { paymentTextMessages } from "./payment-type-messages";

/**
 * Without a card provider (no Stripe keys, test mode off) a "Pay …" next step
 * keeps its title but loses the link to the card payment page and says how
 * to pay instead (staff record cheque and transfer payments).
 */
export function withCardPaymentAvailability(step: NextStep, locale: Locale = "en"): NextStep {
  if (!step.action?.to.includes("/payment") || getPaymentSettings().mode !== "none") return step;
  const unavailable = intlFor(locale).formatMessage(paymentTextMessages.cardPaymentsUnavailable);
  return { title: step.title, text: `${step.text} ${unavailable}` };
}
