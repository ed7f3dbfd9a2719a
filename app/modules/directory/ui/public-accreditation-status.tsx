import { FormattedMessage, useIntl } from "react-intl";
import { accreditationTones, type AccreditationState } from "~/domain/accreditation-state";
import { useFormat } from "~/lib/i18n/use-format";
import {
  accreditationHeadlineText,
  accreditationLabelMessages,
  accreditationMessages as m,
  publicAccreditation,
} from "../directory-messages";

const toneStyles = {
  good: "border-emerald-700 bg-emerald-700 text-white",
  warn: "border-amber-400 bg-amber-50 text-amber-950",
  bad: "border-red-400 bg-red-50 text-red-900",
  none: "border-slate-300 bg-white text-slate-800",
} as const;

const toneMarks = { good: "✓", warn: "!", bad: "✕", none: "–" } as const;

/**
 * Where a listed business stands (decision 050) on its public page, in the
 * reader's language: the badge (a word and a mark; colour only repeats
 * them), the one headline ("Accredited until Nov 24, 2027") and the
 * standards version. The same markup as the dashboard's AccreditationStatus.
 */
export function PublicAccreditationStatus({ state }: { state: AccreditationState }) {
  const intl = useIntl();
  const f = useFormat();
  const tone = accreditationTones[state.kind];
  const version = state.kind === "never" ? null : state.standardsVersion;
  return (
    <section
      aria-labelledby="accreditation-h"
      data-testid="accreditation-status"
      data-state={state.kind}
      className="rounded-lg border border-slate-200 bg-white p-4 "
    >
      <h2 id="accreditation-h" className="text-sm font-semibold text-slate-700">
        <FormattedMessage {...m.heading} />
      </h2>
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <span
          data-testid="accreditation-badge"
          data-state={state.kind}
          className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${toneStyles[tone]}`}
        >
          <span aria-hidden="true">{toneMarks[tone]}</span>
          {intl.formatMessage(accreditationLabelMessages[state.kind])}
        </span>
        <span className="font-semibold text-slate-900" data-testid="accreditation-headline">
          {accreditationHeadlineText(intl, publicAccreditation(state), f.day)}
        </span>
      </p>
      {version ? (
        <p className="mt-1 text-sm text-slate-700">
          <FormattedMessage {...m.standardsVersion} values={{ version }} />
        </p>
      ) : null}
    </section>
  );
}
