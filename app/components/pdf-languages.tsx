import { FormattedMessage } from "react-intl";
import { HREFLANG, LOCALE_NAMES, LOCALES } from "~/domain/locale";
import { defineMessages } from "~/lib/i18n/messages";

const m = defineMessages({
  label: { id: "certificates.pdfLanguages", defaultMessage: "PDF in:" },
});

/**
 * A PDF in each language (issue 36: the certificate; issue 37: the audit
 * report): the main link gives the default language; these give any of the three.
 */
export function PdfLanguages({ path, align = "end" }: { path: string; align?: "start" | "end" }) {
  return (
    <p
      className={`flex w-full flex-wrap items-center gap-x-3 text-sm text-slate-700 ${align === "end" ? "justify-end" : "justify-start"}`}
    >
      <span>
        <FormattedMessage {...m.label} />
      </span>
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={`${path}?lang=${HREFLANG[locale]}`}
          download
          hrefLang={HREFLANG[locale]}
          lang={HREFLANG[locale]}
          className="text-brand-700 underline hover:text-brand-900"
        >
          {LOCALE_NAMES[locale]}
        </a>
      ))}
    </p>
  );
}
