import { useCallback } from "react";
import { useIntl } from "react-intl";
import { paymentTextMessage } from "../payment-type-messages";

/**
 * A payment text the server answered in English (a refusal, a card field's
 * message, a payment API error, a stored failure) in the reader's language;
 * any other text (a card provider's own words) as it is.
 */
export function usePaymentText(): (text: string) => string {
  const intl = useIntl();
  return useCallback(
    (text: string) => {
      const message = paymentTextMessage(text);
      return message ? intl.formatMessage(message) : text;
    },
    [intl],
  );
}
