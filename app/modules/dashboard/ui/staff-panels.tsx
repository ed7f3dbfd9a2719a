import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useFormat } from "~/lib/i18n/use-format";
import { StatusBadge } from "~/modules/applications";
import type { AuditAgenda } from "~/modules/audits/index.server";
import { AuditStatusBadge, auditWhenMessages, useAuditWhen } from "~/modules/audits";
import type { OpenBallots } from "~/modules/proposals/index.server";
import type { ReviewQueueSummary } from "~/modules/review/index.server";
import { staffPanelMessages as m, voteMessages } from "./overview-messages";
import { EmptyState, MoreLink, Panel } from "./panel";

function AuditList({ agenda }: { agenda: AuditAgenda }) {
  const intl = useIntl();
  const when = useAuditWhen();
  return (
    <ul className="mt-3 divide-y divide-slate-200">
      {agenda.rows.map((a) => (
        <li key={a.id} className="flex flex-wrap items-start justify-between gap-2 py-2.5">
          <div className="min-w-0">
            <Link to={a.href} className="font-medium text-brand-800 underline">
              {a.businessName}
            </Link>
            <p className="text-sm text-slate-700">{a.city}</p>
            <p className="text-sm text-slate-900">
              <time dateTime={a.scheduledDate}>
                {intl.formatMessage(auditWhenMessages.when, {
                  date: when.date(a.scheduledDate, a.timeZone),
                  time: when.time(a.scheduledDate, a.timeZone),
                })}
              </time>
              <span className="block text-xs text-slate-600">{when.zone(a.timeZone)}</span>
            </p>
          </div>
          <AuditStatusBadge status={a.status} />
        </li>
      ))}
    </ul>
  );
}

export function NextAuditsPanel({ data }: { data: AuditAgenda }) {
  const intl = useIntl();
  return (
    <Panel
      id="next-audits"
      title={intl.formatMessage(m.nextAudits)}
      count={data.total}
      className="lg:col-span-3"
    >
      {data.rows.length === 0 ? (
        <EmptyState>
          <FormattedMessage {...m.noAudits} />
        </EmptyState>
      ) : (
        <AuditList agenda={data} />
      )}
      <MoreLink to="/dashboard/audits">
        {data.total > data.rows.length
          ? intl.formatMessage(m.seeAllAudits, { count: data.total })
          : intl.formatMessage(m.openAudits)}
      </MoreLink>
    </Panel>
  );
}

export function ReportsToFinishPanel({ data }: { data: AuditAgenda }) {
  const intl = useIntl();
  return (
    <Panel
      id="reports"
      title={intl.formatMessage(m.reports)}
      count={data.total}
      className="lg:col-span-3"
    >
      {data.rows.length === 0 ? (
        <EmptyState>
          <FormattedMessage {...m.noReports} />
        </EmptyState>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            <FormattedMessage {...m.reportsIntro} />
          </p>
          <AuditList agenda={data} />
        </>
      )}
    </Panel>
  );
}

export function ReviewQueuePanel({ data }: { data: ReviewQueueSummary }) {
  const intl = useIntl();
  const f = useFormat();
  return (
    <Panel
      id="review-queue"
      title={intl.formatMessage(m.reviewQueue)}
      count={data.total}
      className="lg:col-span-3"
    >
      {data.oldest.length === 0 ? (
        <EmptyState>
          <FormattedMessage {...m.noReview} />
        </EmptyState>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            <FormattedMessage {...m.reviewIntro} />
          </p>
          <ul className="mt-3 divide-y divide-slate-200">
            {data.oldest.map((a) => (
              <li key={a.id} className="flex flex-wrap items-start justify-between gap-2 py-2.5">
                <div className="min-w-0">
                  <Link to={a.href} className="font-medium text-brand-800 underline">
                    {a.businessName}
                  </Link>
                  <p className="text-sm text-slate-700">
                    {intl.formatMessage(m.waitingSince, { date: f.date(a.waitingSince) })}
                  </p>
                </div>
                <StatusBadge status={a.status} />
              </li>
            ))}
          </ul>
        </>
      )}
      <MoreLink to="/dashboard/review">
        {data.total > 0
          ? intl.formatMessage(m.decide, { count: data.total })
          : intl.formatMessage(m.openReview)}
      </MoreLink>
    </Panel>
  );
}

export function OpenBallotsPanel({ data }: { data: OpenBallots }) {
  const intl = useIntl();
  const f = useFormat();
  return (
    <Panel
      id="ballots"
      title={intl.formatMessage(m.ballots)}
      count={data.total}
      className="lg:col-span-3"
    >
      {data.rows.length === 0 ? (
        <EmptyState>
          <FormattedMessage {...m.noBallots} />
        </EmptyState>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {data.rows.map((b) => (
            <li key={b.proposalId} className="py-2.5">
              <Link to={b.href} className="font-medium text-brand-800 underline">
                {b.subject}
              </Link>
              <p className="text-sm text-slate-800">
                <FormattedMessage
                  {...m.closes}
                  values={{
                    date: (
                      <time dateTime={b.closesAt}>{f.dateTime(b.closesAt, data.timeZone)}</time>
                    ),
                  }}
                />
              </p>
              <p className="text-sm text-slate-700" data-testid="ballot-my-vote">
                {b.myVote
                  ? intl.formatMessage(m.youVoted, {
                      vote: intl.formatMessage(voteMessages[b.myVote]),
                    })
                  : intl.formatMessage(b.onRoll ? m.notVoted : m.notOnRoll)}
                {" · "}
                {intl.formatMessage(m.cast, { cast: b.votesCast, eligible: b.eligible })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {data.awaitingMyVote > 0 ? (
        <MoreLink to="/dashboard/standards/proposals?needs=vote">
          {intl.formatMessage(m.needVote, { count: data.awaitingMyVote })}
        </MoreLink>
      ) : data.total > 0 ? (
        <MoreLink to="/dashboard/standards/proposals?status=voting">
          {data.total > data.rows.length
            ? intl.formatMessage(m.seeAllBallots, { count: data.total })
            : intl.formatMessage(m.seeVoting)}
        </MoreLink>
      ) : null}
    </Panel>
  );
}
