import { DEFAULT_LOCALE, type Locale } from "~/domain/locale";
import { formatDateTime } from "~/lib/format";
import { intlFor } from "~/lib/i18n/intl";
import type { EnglishMessage } from "~/lib/i18n/messages";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { currentRequest } from "~/lib/request-scope.server";
import { programmeZone } from "./proposal-access.server";
import { proposalText } from "./proposal-messages";

/** The language of the request being answered (English outside a request). */
async function readerLocale(): Promise<Locale> {
  const request = currentRequest();
  return request ? requestLocale(request) : DEFAULT_LOCALE;
}

async function readerText(message: EnglishMessage, values: Record<string, string | number>) {
  return intlFor(await readerLocale()).formatMessage(message, values);
}

/**
 * The refusals that carry a value, formatted in the reader's language where
 * they are produced (issue 36: the edge translates only texts without one).
 */
export const proposalRefusals = {
  closingTooLate: (days: number) => readerText(proposalText.closingTooLate, { days }),
  ballotClosed: async (closed: Date) => {
    const locale = await readerLocale();
    return intlFor(locale).formatMessage(proposalText.ballotClosed, {
      closed: formatDateTime(closed, programmeZone(), locale),
    });
  },
};
