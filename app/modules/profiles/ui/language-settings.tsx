import { FormattedMessage, useIntl } from "react-intl";
import { SelectField } from "~/components/form";
import { HREFLANG, LOCALE_NAMES, LOCALES } from "~/domain/locale";
import { defineMessages } from "~/lib/i18n/messages";
import { useLocale } from "~/lib/i18n/use-locale";

const m = defineMessages({
  title: { id: "settings.language.title", defaultMessage: "Language" },
  description: {
    id: "settings.language.description",
    defaultMessage:
      "The language of your dashboard, your e-mails and your notifications. Public pages follow their address (/fr, /es).",
  },
  label: { id: "settings.language.label", defaultMessage: "Preferred language" },
  save: { id: "settings.language.save", defaultMessage: "Save language" },
});

/**
 * Settings → Language (issue 36): the person's own language. A plain form to
 * /language (routes/language.ts), which saves it and reloads this screen in it.
 */
export function LanguageSettings() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <section
      id="language"
      aria-labelledby="language-title"
      className="mx-auto mt-6 max-w-3xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="language-title" className="text-lg font-semibold text-slate-900">
        <FormattedMessage {...m.title} />
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <FormattedMessage {...m.description} />
      </p>
      <form method="post" action="/language" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="next" value="/dashboard/settings#language" />
        <SelectField
          name="locale"
          label={intl.formatMessage(m.label)}
          defaultValue={locale}
          className="min-w-56"
        >
          {LOCALES.map((option) => (
            <option key={option} value={option} lang={HREFLANG[option]}>
              {LOCALE_NAMES[option]}
            </option>
          ))}
        </SelectField>
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <FormattedMessage {...m.save} />
        </button>
      </form>
    </section>
  );
}
