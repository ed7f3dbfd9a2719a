import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { CorrectiveActionStatus } from "~/domain/corrective-action-status";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import {
  correctiveActionPath,
  correctiveActionSeverityMessages,
  correctiveActionStatusMessages,
  correctiveActionUiMessages,
  OverdueFlag,
  type CorrectiveActionSummary,
} from "~/modules/corrective-actions";

const m = defineMessages({
  title: { id: "review.actions.title", defaultMessage: "Corrective actions" },
  none: {
    id: "review.actions.none",
    defaultMessage: "No corrective actions for this application.",
  },
  standard: { id: "review.actions.standard", defaultMessage: "Standard {number}: {title}" },
});

const statusStyles: Record<CorrectiveActionStatus, string> = {
  open: "bg-amber-100 text-amber-900",
  answered: "bg-sky-100 text-sky-900",
  returned: "bg-orange-100 text-orange-900",
  accepted: "bg-emerald-100 text-emerald-900",
};

/**
 * An application's corrective actions on the review panel (issue 37): the
 * standard, severity, status, due day and overdue flag, each linking to the
 * action's own page.
 */
export function ReviewCorrectiveActions({
  applicationId,
  actions,
}: {
  applicationId: string;
  actions: CorrectiveActionSummary[];
}) {
  const f = useFormat();
  const headingId = `actions-${applicationId}`;
  return (
    <section aria-labelledby={headingId} className="mt-3 text-sm">
      <h3 id={headingId} className="font-semibold text-slate-900">
        <FormattedMessage {...m.title} />
      </h3>
      {actions.length === 0 ? (
        <p className="mt-1 text-slate-700">
          <FormattedMessage {...m.none} />
        </p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-200 rounded-md border border-slate-200">
          {actions.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
              <Link
                to={correctiveActionPath(a.id)}
                className="min-w-0 flex-1 basis-56 break-words text-brand-800 underline"
              >
                <FormattedMessage
                  {...m.standard}
                  values={{ number: a.standardNumber, title: a.standardTitle }}
                />
              </Link>
              <span
                className={a.severity === "major" ? "font-semibold text-red-800" : "text-slate-800"}
              >
                <FormattedMessage {...correctiveActionSeverityMessages[a.severity]} />
              </span>
              <span className={`rounded px-2 py-0.5 text-xs font-medium ${statusStyles[a.status]}`}>
                <FormattedMessage {...correctiveActionStatusMessages[a.status]} />
              </span>
              <span className="text-slate-700">
                <FormattedMessage
                  {...correctiveActionUiMessages.dueOn}
                  values={{ date: f.day(a.dueOn) }}
                />
              </span>
              {a.overdue ? <OverdueFlag /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
