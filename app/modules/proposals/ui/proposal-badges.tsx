import { FormattedMessage } from "react-intl";
import type { BallotResult, ProposalStatus } from "~/domain/proposal-status";
import { defineMessages } from "~/lib/i18n/messages";
import { ballotResultMessages, proposalStatusMessages } from "./proposal-labels";

const m = defineMessages({
  ballot: { id: "proposals.badge.ballot", defaultMessage: "Ballot: {result}" },
});

const statusStyles: Record<ProposalStatus, string> = {
  proposed: "bg-sky-100 text-sky-900",
  voting: "bg-amber-100 text-amber-900",
  passed: "bg-emerald-100 text-emerald-900",
  approved: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
  withdrawn: "bg-slate-200 text-slate-800",
};

export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyles[status]}`}
    >
      <FormattedMessage {...proposalStatusMessages[status]} />
    </span>
  );
}

export function BallotResultBadge({ result }: { result: BallotResult }) {
  const style =
    result === "passed"
      ? "bg-green-100 text-green-900"
      : result === "failed"
        ? "bg-red-100 text-red-900"
        : "bg-slate-200 text-slate-800";
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${style}`}>
      <FormattedMessage
        {...m.ballot}
        values={{ result: <FormattedMessage {...ballotResultMessages[result]} /> }}
      />
    </span>
  );
}
