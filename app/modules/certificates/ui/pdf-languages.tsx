import { FormattedMessage } from "react-intl";
import { HREFLANG, LOCALE_NAMES, LOCALES } from "~/domain/locale";
import { defineMessages } from "~/lib/i18n/messages";

const m = defineMessages({
  label: { id: "certificates.pdfLanguages", defaultMessage: "PDF in:" },
});

/**
 * The certificate's PDF in each language (issue 36): the main button gives
 * the business's own language; these give any of the three.
 */
export function PdfLanguages({ path }: { path: string }) {
  return (
    <p className="flex w-full flex-wrap items-center justify-end gap-x-3 text-sm text-slate-700">
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
