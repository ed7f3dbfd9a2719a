import { AccreditationBadge } from "~/components/accreditation-badge";
import type { AccreditationState } from "~/domain/accreditation-state";
import { FormattedMessage, useIntl } from "react-intl";
import { useFormat } from "~/lib/i18n/use-format";
import {
  accreditationAdviceIn,
  accreditationHeadlineIn,
  certificateUiMessages as m,
  standardsVersionIn,
} from "./certificate-ui-messages";

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
  const intl = useIntl();
  const f = useFormat();
  const t = (d: typeof m.accreditation, v?: Record<string, string | number>) =>
    intl.formatMessage(d, v);
  const version = standardsVersionIn(state, t);
  return (
    <section
      aria-labelledby="accreditation-h"
      data-testid="accreditation-status"
      data-state={state.kind}
      className={`rounded-lg border border-slate-200 bg-white p-4 ${className}`}
    >
      <Heading id="accreditation-h" className="text-sm font-semibold text-slate-700">
        <FormattedMessage {...m.accreditation} />
      </Heading>
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <AccreditationBadge kind={state.kind} />
        <span className="font-semibold text-slate-900" data-testid="accreditation-headline">
          {accreditationHeadlineIn(state, t, f.day)}
        </span>
      </p>
      {version ? <p className="mt-1 text-sm text-slate-700">{version}</p> : null}
      {advice ? (
        <p className="mt-2 text-sm text-slate-800">{accreditationAdviceIn(state, t, f.day)}</p>
      ) : null}
    </section>
  );
}
