import { FormattedMessage } from "react-intl";
import { accreditationTones, type AccreditationStateKind } from "~/domain/accreditation-state";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";

/**
 * Each state's word (the English of `accreditationLabels` in
 * app/domain/accreditation-state.ts), in the reader's language (issue 36).
 */
export const accreditationMessages: Record<AccreditationStateKind, EnglishMessage> = defineMessages(
  {
    accredited: { id: "ui.accreditation.accredited", defaultMessage: "Accredited" },
    "expiring-soon": {
      id: "ui.accreditation.expiringSoon",
      defaultMessage: "Accredited, renewal due",
    },
    "in-grace": { id: "ui.accreditation.inGrace", defaultMessage: "Expired, in grace period" },
    lapsed: { id: "ui.accreditation.lapsed", defaultMessage: "Lapsed" },
    revoked: { id: "ui.accreditation.revoked", defaultMessage: "Revoked" },
    suspended: { id: "ui.accreditation.suspended", defaultMessage: "Suspended" },
    never: { id: "ui.accreditation.never", defaultMessage: "Not accredited" },
  },
);

const toneStyles = {
  good: "border-emerald-700 bg-emerald-700 text-white",
  warn: "border-amber-400 bg-amber-50 text-amber-950",
  bad: "border-red-400 bg-red-50 text-red-900",
  none: "border-slate-300 bg-white text-slate-800",
} as const;

const toneMarks = { good: "✓", warn: "!", bad: "✕", none: "–" } as const;

/**
 * A business's accreditation state as a badge (decision 050): a word and a
 * mark; colour only repeats them.
 */
export function AccreditationBadge({ kind }: { kind: AccreditationStateKind }) {
  const tone = accreditationTones[kind];
  return (
    <span
      data-testid="accreditation-badge"
      data-state={kind}
      className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${toneStyles[tone]}`}
    >
      <span aria-hidden="true">{toneMarks[tone]}</span>
      <FormattedMessage {...accreditationMessages[kind]} />
    </span>
  );
}
