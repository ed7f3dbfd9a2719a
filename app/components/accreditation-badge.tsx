import {
  accreditationLabels,
  accreditationTones,
  type AccreditationStateKind,
} from "~/domain/accreditation-state";

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
      {accreditationLabels[kind]}
    </span>
  );
}
