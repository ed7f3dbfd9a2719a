import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import {
  CORRECTIVE_ACTIONS_PATH,
  correctiveActionPath,
  type CorrectiveActionSummary,
} from "../corrective-action-rules";
import {
  correctiveActionSeverityMessages,
  correctiveActionStatusMessages,
  correctiveActionUiMessages as u,
} from "./corrective-action-labels";
import { OverdueFlag } from "./corrective-actions-list-screen";

const m = defineMessages({
  title: { id: "correctiveActions.panel.title", defaultMessage: "Corrective actions" },
  none: {
    id: "correctiveActions.panel.none",
    defaultMessage: "No corrective actions: the completed audits found no non-conformity.",
  },
  item: { id: "correctiveActions.panel.item", defaultMessage: "Standard {number}. {title}" },
  all: { id: "correctiveActions.panel.all", defaultMessage: "All corrective actions" },
});

/**
 * The corrective actions of an application or an audit (issue 37), for the
 * application and audit pages: each with its severity, status and due day,
 * overdue ones flagged in words. Nothing is shown before there is any
 * (`showEmpty` shows the empty state instead, e.g. once the audit is completed).
 */
export function CorrectiveActionsPanel({
  actions,
  applicationId,
  showEmpty = false,
}: {
  actions: CorrectiveActionSummary[];
  applicationId: string;
  showEmpty?: boolean;
}) {
  const intl = useIntl();
  const f = useFormat();
  if (actions.length === 0 && !showEmpty) return null;
  return (
    <section
      aria-labelledby="corrective-actions-panel"
      className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      data-testid="corrective-actions-panel"
    >
      <h2 id="corrective-actions-panel" className="text-lg font-semibold text-slate-900">
        <FormattedMessage {...m.title} />
      </h2>
      {actions.length === 0 ? (
        <p className="mt-2 text-slate-700">
          <FormattedMessage {...m.none} />
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {actions.map((a) => (
            <li key={a.id} className="py-2">
              <Link
                to={correctiveActionPath(a.id)}
                className="font-medium break-words text-brand-800 underline"
              >
                <FormattedMessage
                  {...m.item}
                  values={{ number: a.standardNumber, title: a.standardTitle }}
                />
              </Link>
              <p className="text-sm text-slate-700">
                {intl.formatMessage(correctiveActionSeverityMessages[a.severity])} ·{" "}
                {intl.formatMessage(correctiveActionStatusMessages[a.status])} ·{" "}
                {intl.formatMessage(u.dueOn, { date: f.day(a.dueOn) })}
                {a.overdue ? <OverdueFlag /> : null}
              </p>
            </li>
          ))}
        </ul>
      )}
      {actions.length > 0 ? (
        <p className="mt-3">
          <Link
            to={`${CORRECTIVE_ACTIONS_PATH}?application=${applicationId}`}
            className="text-brand-800 underline"
          >
            <FormattedMessage {...m.all} />
          </Link>
        </p>
      ) : null}
    </section>
  );
}
