import { FormattedMessage, useIntl } from "react-intl";
import { useLocation } from "react-router";
import { localizePath, splitLocalePath } from "~/domain/locale";
import { defineMessages } from "~/lib/i18n/messages";
import { siteName } from "~/lib/site-config";

/**
 * The service-unavailable texts (issue 25), in the reader's language (issue
 * 36). `title` and `text` are DATABASE_UNAVAILABLE_TITLE and _TEXT of
 * app/lib/service-unavailable.ts (the plain-text and JSON answers, and a
 * form's 503 message, which the form's answer translates by this text).
 */
export const serviceUnavailableMessages = defineMessages({
  pageTitle: { id: "errors.unavailable.pageTitle", defaultMessage: "Unavailable for a moment" },
  title: {
    id: "errors.unavailable.title",
    defaultMessage: "The portal is unavailable for a moment",
  },
  text: {
    id: "errors.unavailable.text",
    defaultMessage:
      "We cannot reach the portal's database just now. If you were saving something, it may not have been saved: please try again in a minute.",
  },
  tryAgain: { id: "errors.unavailable.tryAgain", defaultMessage: "Try again" },
  home: { id: "errors.goHome", defaultMessage: "Go to the home page" },
});

const m = serviceUnavailableMessages;

/**
 * The page of a 503 answer while the database cannot be reached (issue 25):
 * what happened, that a save may not have gone through, and a way to try
 * again. Plain links: the page is sent without client scripts.
 */
export function ServiceUnavailable() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  // The root's data is missing here (its loader needs the database): the address says the language.
  const home = localizePath("/", splitLocalePath(pathname).locale);
  return (
    <main id="main" className="mx-auto max-w-2xl p-8">
      <title>{`${intl.formatMessage(m.pageTitle)} | ${siteName}`}</title>
      <section role="alert" aria-labelledby="service-unavailable-title">
        <h1 id="service-unavailable-title" className="text-2xl font-bold text-slate-900">
          <FormattedMessage {...m.title} />
        </h1>
        <p className="mt-4 text-slate-700">
          <FormattedMessage {...m.text} />
        </p>
      </section>
      <p className="mt-6 flex gap-6">
        <a className="font-medium text-brand-700 underline" href={`${pathname}${search}`}>
          <FormattedMessage {...m.tryAgain} />
        </a>
        <a className="text-brand-700 underline" href={home}>
          <FormattedMessage {...m.home} />
        </a>
      </p>
    </main>
  );
}
