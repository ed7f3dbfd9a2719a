import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useFormat } from "~/lib/i18n/use-format";
import type { ActionDue, ActionsDue } from "../count-actions-due.server";
import { actionDueLabels, actionsDueMessages as m } from "./overview-messages";
import { EmptyState, Panel } from "./panel";

export function ActionsDuePanel({ data }: { data: ActionsDue }) {
  const intl = useIntl();
  const f = useFormat();
  const total = data.items.reduce((sum, item) => sum + item.count, 0);
  const days = data.complaintDays;
  const hint = (item: ActionDue): string | null => {
    switch (item.key) {
      case "auditsToSchedule":
        return intl.formatMessage(m.auditsHint);
      case "certificatesToIssue":
        return intl.formatMessage(m.certificatesHint);
      case "expiringCertificates":
        return intl.formatMessage(m.expiringHint);
      case "newComplaints":
        return days ? intl.formatMessage(m.acknowledgeHint, days) : null;
      case "overdueComplaints":
        return days ? intl.formatMessage(m.deadlineHint, days) : null;
      case "overdueCorrectiveActions":
        return intl.formatMessage(m.correctiveActionsHint);
      default:
        return null;
    }
  };
  return (
    <Panel id="actions-due" title={intl.formatMessage(m.title)} className="lg:col-span-6">
      {total === 0 ? (
        <EmptyState>
          <FormattedMessage {...m.empty} />
        </EmptyState>
      ) : null}
      <ul className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-4">
        {data.items.map((item) => {
          const itemHint = hint(item);
          const body = (
            <>
              <span className="text-2xl font-bold text-slate-900" data-testid="action-count">
                {f.count(item.count)}
              </span>
              <span className="text-sm font-medium text-slate-900">
                {intl.formatMessage(actionDueLabels[item.key], {
                  count: item.count,
                  days: data.expiringWithinDays,
                })}
              </span>
              {item.key === "openBallots" && data.nextBallotClosesAt ? (
                <span className="text-xs text-slate-700">
                  {intl.formatMessage(m.nextCloses, {
                    date: f.dateTime(data.nextBallotClosesAt, data.timeZone),
                  })}
                </span>
              ) : itemHint ? (
                <span className="text-xs text-slate-700">{itemHint}</span>
              ) : null}
            </>
          );
          return (
            <li key={item.key} data-testid={`action-${item.key}`} data-count={item.count}>
              {item.href ? (
                <Link
                  to={item.href}
                  className={`flex h-full flex-col gap-0.5 rounded-md border px-3 py-2 hover:bg-brand-50 ${
                    item.count > 0 ? "border-brand-700" : "border-slate-200"
                  }`}
                >
                  {body}
                </Link>
              ) : (
                <div className="flex h-full flex-col gap-0.5 rounded-md border border-slate-200 px-3 py-2">
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {data.expiring.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">
            <FormattedMessage {...m.expiringSoonest} />
          </h3>
          <ul className="mt-1 divide-y divide-slate-200 text-sm">
            {data.expiring.map((c) => (
              <li key={c.id} className="flex flex-wrap justify-between gap-x-3 py-1.5">
                <Link to={c.href} className="font-medium text-brand-800 underline">
                  {c.businessName}
                </Link>
                <span className="text-slate-700">
                  {intl.formatMessage(m.expires, {
                    number: c.certificateNumber,
                    date: f.date(c.expiresAt),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  );
}
