import { AccreditationBadge } from "~/components/accreditation-badge";
import type { AccreditationState } from "~/domain/accreditation-state";
import {
  accreditationAdvice,
  accreditationHeadline,
  standardsVersionText,
} from "../accreditation-text";

/**
 * Where the business stands (decision 050): the badge, the one headline
 * ("Accredited until Nov 24, 2027"), the standards version and, for the
 * business itself, what it means and what to do.
 */
export function AccreditationStatus({
  state,
  advice = false,
  headingLevel = 2,
  className = "",
}: {
  state: AccreditationState;
  /** Show the business-facing explanation (its own dashboard). */
  advice?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const version = standardsVersionText(state);
  return (
    <section
      aria-labelledby="accreditation-h"
      data-testid="accreditation-status"
      data-state={state.kind}
      className={`rounded-lg border border-slate-200 bg-white p-4 ${className}`}
    >
      <Heading id="accreditation-h" className="text-sm font-semibold text-slate-700">
        Accreditation
      </Heading>
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <AccreditationBadge kind={state.kind} />
        <span className="font-semibold text-slate-900" data-testid="accreditation-headline">
          {accreditationHeadline(state)}
        </span>
      </p>
      {version ? <p className="mt-1 text-sm text-slate-700">{version}</p> : null}
      {advice ? <p className="mt-2 text-sm text-slate-800">{accreditationAdvice(state)}</p> : null}
    </section>
  );
}
