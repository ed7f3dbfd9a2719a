import { Link } from "react-router";
import { formatDate, formatDateTime, pluralize } from "~/lib/format";
import { StatusBadge } from "~/modules/applications";
import type { AuditAgenda } from "~/modules/audits/index.server";
import { AuditStatusBadge } from "~/modules/audits";
import type { OpenBallots } from "~/modules/proposals/index.server";
import { voteLabels } from "~/domain/proposal-status";
import type { ReviewQueueSummary } from "~/modules/review/index.server";
import { EmptyState, MoreLink, Panel } from "./panel";

function AuditList({ agenda }: { agenda: AuditAgenda }) {
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
                {a.date}, {a.time}
              </time>
              <span className="block text-xs text-slate-600">{a.timeZoneLabel}</span>
            </p>
          </div>
          <AuditStatusBadge status={a.status} />
        </li>
      ))}
    </ul>
  );
}

export function NextAuditsPanel({ data }: { data: AuditAgenda }) {
  return (
    <Panel id="next-audits" title="Your next audits" count={data.total} className="lg:col-span-3">
      {data.rows.length === 0 ? (
        <EmptyState>No audits are scheduled for you. New assignments appear here.</EmptyState>
      ) : (
        <AuditList agenda={data} />
      )}
      <MoreLink to="/dashboard/audits">
        {data.total > data.rows.length
          ? `See all ${pluralize(data.total, "upcoming audit")}`
          : "Open the audits list and calendar"}
      </MoreLink>
    </Panel>
  );
}

export function ReportsToFinishPanel({ data }: { data: AuditAgenda }) {
  return (
    <Panel id="reports" title="Reports to finish" count={data.total} className="lg:col-span-3">
      {data.rows.length === 0 ? (
        <EmptyState>No reports are waiting: every audit that has started is completed.</EmptyState>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            Audits that have started and are not completed. Record a finding for every standard and
            your recommendation, then complete the audit.
          </p>
          <AuditList agenda={data} />
        </>
      )}
    </Panel>
  );
}

export function ReviewQueuePanel({ data }: { data: ReviewQueueSummary }) {
  return (
    <Panel id="review-queue" title="Review queue" count={data.total} className="lg:col-span-3">
      {data.oldest.length === 0 ? (
        <EmptyState>No application is waiting for the committee&apos;s decision.</EmptyState>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            Applications whose audit is completed, longest waiting first.
          </p>
          <ul className="mt-3 divide-y divide-slate-200">
            {data.oldest.map((a) => (
              <li key={a.id} className="flex flex-wrap items-start justify-between gap-2 py-2.5">
                <div className="min-w-0">
                  <Link to={a.href} className="font-medium text-brand-800 underline">
                    {a.businessName}
                  </Link>
                  <p className="text-sm text-slate-700">
                    Waiting since {formatDate(a.waitingSince)}
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
          ? `Decide in the review panel (${pluralize(data.total, "application")})`
          : "Open the review panel"}
      </MoreLink>
    </Panel>
  );
}

export function OpenBallotsPanel({ data }: { data: OpenBallots }) {
  return (
    <Panel id="ballots" title="Open ballots" count={data.total} className="lg:col-span-3">
      {data.rows.length === 0 ? (
        <EmptyState>No ballot is open on a proposed change to the standards.</EmptyState>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {data.rows.map((b) => (
            <li key={b.proposalId} className="py-2.5">
              <Link to={b.href} className="font-medium text-brand-800 underline">
                {b.subject}
              </Link>
              <p className="text-sm text-slate-800">
                Closes{" "}
                <time dateTime={b.closesAt}>{formatDateTime(b.closesAt, data.timeZone)}</time>
              </p>
              <p className="text-sm text-slate-700" data-testid="ballot-my-vote">
                {b.myVote
                  ? `You voted: ${voteLabels[b.myVote]}`
                  : b.onRoll
                    ? "You have not voted yet"
                    : "You are not on this ballot's voter roll"}
                {" · "}
                {b.votesCast} of {pluralize(b.eligible, "vote")} cast
              </p>
            </li>
          ))}
        </ul>
      )}
      {data.awaitingMyVote > 0 ? (
        <MoreLink to="/dashboard/standards/proposals?needs=vote">
          {pluralize(data.awaitingMyVote, "ballot")} {data.awaitingMyVote === 1 ? "needs" : "need"}{" "}
          your vote
        </MoreLink>
      ) : data.total > 0 ? (
        <MoreLink to="/dashboard/standards/proposals?status=voting">
          {data.total > data.rows.length
            ? `See all ${pluralize(data.total, "open ballot")}`
            : "See the proposals being voted on"}
        </MoreLink>
      ) : null}
    </Panel>
  );
}
