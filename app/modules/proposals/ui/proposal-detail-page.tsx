import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { MarkdownContent } from "~/modules/content";
import { Form, Link, useNavigation } from "react-router";
import { ConfirmBox } from "~/components/confirm-dialog";
import {
  DateField,
  Field,
  FormMessage,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextAreaField,
} from "~/components/form";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { BackLink, DiffLegend, DiffView } from "~/modules/standards";
import { approvalRules } from "../ballot-rules";
import { ProposalDiscussion } from "./proposal-discussion";
import type { ProposalDetail } from "../get-proposal.server";
import { rationaleMessages } from "../proposal-messages";
import { voteChoices, type VoteChoice } from "~/domain/proposal-status";
import { BallotResultBadge, ProposalStatusBadge } from "./proposal-badges";
import {
  approvalRuleMessages,
  approvalRuleText,
  itemText,
  proposalSubjectText,
  proposalVoteMessages,
  shareText,
} from "./proposal-labels";
import { DataTable } from "~/components/data-table";

export type ProposalActionResult = {
  ok: boolean;
  intent: string;
  message: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  confirm?: boolean;
};

const timelineLabels: Record<string, EnglishMessage> = defineMessages({
  proposed: { id: "proposals.timeline.proposed", defaultMessage: "Proposed" },
  revised: { id: "proposals.timeline.revised", defaultMessage: "Text revised" },
  ballot_opened: { id: "proposals.timeline.ballotOpened", defaultMessage: "Ballot opened" },
  vote_cast: { id: "proposals.timeline.voteCast", defaultMessage: "Vote cast" },
  ballot_closed: { id: "proposals.timeline.ballotClosed", defaultMessage: "Ballot closed" },
  passed: { id: "proposals.timeline.passed", defaultMessage: "Passed — awaiting publication" },
  ballot_cancelled: {
    id: "proposals.timeline.ballotCancelled",
    defaultMessage: "Ballot cancelled",
  },
  approved: { id: "proposals.timeline.approved", defaultMessage: "Published" },
  rejected: { id: "proposals.timeline.rejected", defaultMessage: "Rejected" },
  withdrawn: { id: "proposals.timeline.withdrawn", defaultMessage: "Withdrawn" },
});

const m = defineMessages({
  back: { id: "proposals.detail.back", defaultMessage: "Proposed Changes" },
  title: { id: "proposals.detail.title", defaultMessage: "Proposal to change {subject}" },
  proposedBy: {
    id: "proposals.detail.proposedBy",
    defaultMessage: "Proposed by {name} on <time></time> against version {version}",
  },
  itemNow: { id: "proposals.detail.itemNow", defaultMessage: "{item} now (version {version})" },
  itemDeleted: {
    id: "proposals.detail.itemDeleted",
    defaultMessage: "the standard has since been deleted",
  },
  publishAsk: { id: "proposals.detail.publishAsk", defaultMessage: "Publish this proposal?" },
  publishExplain: {
    id: "proposals.detail.publishExplain",
    defaultMessage:
      "{item} takes the proposed text and its version rises from {version} by 0.1. The change is published on the public standards page with its differences, and accredited businesses audited against the earlier version are told what changed.",
  },
  publishConfirm: { id: "proposals.detail.publishConfirm", defaultMessage: "Yes, publish" },
  withdrawAsk: { id: "proposals.detail.withdrawAsk", defaultMessage: "Withdraw this proposal?" },
  withdrawExplain: {
    id: "proposals.detail.withdrawExplain",
    defaultMessage:
      "{open, select, yes {Its open ballot is cancelled and the voters are told. This cannot be undone.} other {This cannot be undone.}}",
  },
  withdrawConfirm: { id: "proposals.detail.withdrawConfirm", defaultMessage: "Yes, withdraw it" },
  changedSince: {
    id: "proposals.detail.changedSince",
    defaultMessage:
      "{item} has changed since this proposal was made (it is now version {version}). Publishing replaces its whole text with the proposed text.",
  },
  why: { id: "proposals.detail.why", defaultMessage: "Why the change is needed" },
  decisionNote: {
    id: "proposals.detail.decisionNote",
    defaultMessage: "Note with the decision by {name}:",
  },
  decisionNoteBare: {
    id: "proposals.detail.decisionNoteBare",
    defaultMessage: "Note with the decision:",
  },
  texts: { id: "proposals.detail.texts", defaultMessage: "Current and proposed text" },
  currentText: {
    id: "proposals.detail.currentText",
    defaultMessage: "Current text (version {version})",
  },
  proposedText: { id: "proposals.detail.proposedText", defaultMessage: "Proposed text" },
  frozen: { id: "proposals.detail.frozen", defaultMessage: "(frozen during the ballot)" },
  differences: { id: "proposals.detail.differences", defaultMessage: "Differences" },
  diffCounts: {
    id: "proposals.detail.diffCounts",
    defaultMessage:
      "({added, plural, one {# word added} other {# words added}}, {removed, plural, other {# removed}})",
  },
  diffLabel: {
    id: "proposals.detail.diffLabel",
    defaultMessage: "Differences between the current and the proposed text",
  },
  revise: { id: "proposals.detail.revise", defaultMessage: "Revise the proposal" },
  reviseIntro: {
    id: "proposals.detail.reviseIntro",
    defaultMessage:
      "The text can be revised until the ballot opens; then it is frozen so every voter votes on the same words.",
  },
  saving: { id: "proposals.detail.saving", defaultMessage: "Saving…" },
  saveRevision: { id: "proposals.detail.saveRevision", defaultMessage: "Save the revision" },
  ballot: { id: "proposals.detail.ballot", defaultMessage: "Committee ballot" },
  cancelled: {
    id: "proposals.detail.cancelled",
    defaultMessage: "Cancelled: the proposal was withdrawn.",
  },
  closed: { id: "proposals.detail.closed", defaultMessage: "Closed {date}" },
  votingEnded: {
    id: "proposals.detail.votingEnded",
    defaultMessage: "Voting ended {date}; the result is being recorded.",
  },
  openUntil: { id: "proposals.detail.openUntil", defaultMessage: "Open until {date}" },
  roll: { id: "proposals.detail.roll", defaultMessage: "Voter roll" },
  rollCount: {
    id: "proposals.detail.rollCount",
    defaultMessage: "{count, plural, one {# voting member} other {# voting members}}",
  },
  quorum: { id: "proposals.detail.quorum", defaultMessage: "Quorum" },
  quorumRule: {
    id: "proposals.detail.quorumRule",
    defaultMessage: "{percent} of the roll returns a vote",
  },
  approvalRule: { id: "proposals.detail.approvalRule", defaultMessage: "Approval rule" },
  openedBy: {
    id: "proposals.detail.openedBy",
    defaultMessage:
      "Opened by {name} on {date}. These rules were recorded when the ballot opened. Abstentions count towards the quorum, not the approval share.",
  },
  returnRate: { id: "proposals.detail.returnRate", defaultMessage: "Return rate" },
  returnText: {
    id: "proposals.detail.returnText",
    defaultMessage:
      "{cast, plural, other {#}} of {eligible} returned ({share}) · quorum {quorum} {met, select, yes {met} other {not met}}",
  },
  approvals: { id: "proposals.detail.approvals", defaultMessage: "Approvals" },
  approvalText: {
    id: "proposals.detail.approvalText",
    defaultMessage:
      "{approve} approve, {reject} reject ({share}) · {abstain, plural, other {# abstain}} · threshold {threshold} {met, select, yes {met} other {not met}}",
  },
  result: { id: "proposals.detail.result", defaultMessage: "Result: <badge></badge>" },
  wouldBe: {
    id: "proposals.detail.wouldBe",
    defaultMessage:
      "If the ballot closed now it would be: <b>{result, select, passed {passed} failed {not passed} other {no quorum}}</b>.",
  },
  withheld: {
    id: "proposals.detail.withheld",
    defaultMessage:
      "How the committee voted is shown once you have cast your vote, or when the ballot closes.",
  },
  yourVoteChange: {
    id: "proposals.detail.yourVoteChange",
    defaultMessage: "Your vote: {vote}. Change it?",
  },
  yourVote: { id: "proposals.detail.yourVote", defaultMessage: "Your vote" },
  voteComment: {
    id: "proposals.detail.voteComment",
    defaultMessage: "Comment (required with a reject vote)",
  },
  recording: { id: "proposals.detail.recording", defaultMessage: "Recording…" },
  changeVote: { id: "proposals.detail.changeVote", defaultMessage: "Change my vote" },
  castVote: { id: "proposals.detail.castVote", defaultMessage: "Cast my vote" },
  notOnRoll: {
    id: "proposals.detail.notOnRoll",
    defaultMessage:
      "You were not a voting member when this ballot opened, so you are not on its voter roll.",
  },
  noVotes: { id: "proposals.detail.noVotes", defaultMessage: "No votes yet." },
  votesCast: { id: "proposals.detail.votesCast", defaultMessage: "Votes cast" },
  member: { id: "proposals.detail.member", defaultMessage: "Member" },
  vote: { id: "proposals.detail.vote", defaultMessage: "Vote" },
  comment: { id: "proposals.detail.comment", defaultMessage: "Comment" },
  when: { id: "proposals.detail.when", defaultMessage: "When" },
  changedVote: { id: "proposals.detail.changedVote", defaultMessage: "{date} (changed)" },
  votesCommittee: {
    id: "proposals.detail.votesCommittee",
    defaultMessage: "Individual votes are visible to the committee.",
  },
  votesWithheld: {
    id: "proposals.detail.votesWithheld",
    defaultMessage:
      "Individual votes are shown once you have cast your vote, or when the ballot closes.",
  },
  passedNotice: {
    id: "proposals.detail.passedNotice",
    defaultMessage:
      "The ballot passed. The proposal awaits publication: an administrator publishes the new text{below, select, yes { below} other {}}.",
  },
  rejectedByBallot: {
    id: "proposals.detail.rejectedByBallot",
    defaultMessage:
      "Rejected by the ballot: {approve} approve, {reject} reject, {abstain, plural, other {# abstain}} ({share} approve, {cast, plural, other {#}} of {eligible} returned).",
  },
  decision: { id: "proposals.detail.decision", defaultMessage: "Committee decision" },
  openBallot: { id: "proposals.detail.openBallot", defaultMessage: "Open the ballot" },
  openIntro: {
    id: "proposals.detail.openIntro",
    defaultMessage:
      "Every voting member is asked to vote. The text is frozen while the ballot is open; it closes by itself at the end of its closing day, or as soon as everyone has voted, and its outcome is applied at once: passed proposals await publication, others are rejected.",
  },
  closingDate: { id: "proposals.detail.closingDate", defaultMessage: "Closing date" },
  quorumField: { id: "proposals.detail.quorumField", defaultMessage: "Quorum (% of voters)" },
  opening: { id: "proposals.detail.opening", defaultMessage: "Opening…" },
  publish: { id: "proposals.detail.publish", defaultMessage: "Publish" },
  publicationNote: {
    id: "proposals.detail.publicationNote",
    defaultMessage: "Note with the publication (optional)",
  },
  rejectTitle: { id: "proposals.detail.rejectTitle", defaultMessage: "Reject without a ballot" },
  reasonRequired: { id: "proposals.detail.reasonRequired", defaultMessage: "Reason (required)" },
  rejecting: { id: "proposals.detail.rejecting", defaultMessage: "Rejecting…" },
  reject: { id: "proposals.detail.reject", defaultMessage: "Reject" },
  withdrawTitle: { id: "proposals.detail.withdrawTitle", defaultMessage: "Withdraw with a reason" },
  withdrawReason: {
    id: "proposals.detail.withdrawReason",
    defaultMessage: "Reason (required; the proposer is told)",
  },
  yours: { id: "proposals.detail.yours", defaultMessage: "Your proposal" },
  whyWithdraw: {
    id: "proposals.detail.whyWithdraw",
    defaultMessage: "Why you withdraw it (optional)",
  },
  withdraw: { id: "proposals.detail.withdraw", defaultMessage: "Withdraw the proposal" },
  timeline: { id: "proposals.detail.timeline", defaultMessage: "Timeline" },
  automatic: { id: "proposals.detail.automatic", defaultMessage: "Automatic" },
});

const isVote = (value: string): value is VoteChoice =>
  (voteChoices as readonly string[]).includes(value);

/** A labelled bar: value against a threshold (both in %), with the figures in words. */
function Gauge({
  label,
  value,
  threshold,
  met,
  text,
}: {
  label: string;
  value: number;
  threshold: number;
  /** The verdict of the integer rule (the figures are rounded towards it). */
  met: boolean;
  text: string;
}) {
  return (
    <div>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-medium text-slate-900">{label}</span>
        <span className={met ? "text-green-800" : "text-slate-700"}>{text}</span>
      </div>
      <div className="relative mt-1 h-3 rounded-full bg-slate-200" aria-hidden>
        <div
          className={`h-3 rounded-full ${met ? "bg-green-600" : "bg-amber-500"}`}
          style={{ width: `${Math.min(100, value)}%` }}
        />
        <div
          className="absolute top-[-3px] h-[18px] w-0.5 bg-slate-900"
          style={{ left: `${Math.min(100, threshold)}%` }}
        />
      </div>
    </div>
  );
}

/** Withdrawing (confirmed on the next answer): the author's, or an administrator's with a reason. */
function WithdrawForm({
  label,
  note,
  error,
  pending,
}: {
  label: string;
  note: string;
  error?: string;
  pending: boolean;
}) {
  return (
    <Form method="post" className="space-y-3" noValidate>
      <input type="hidden" name="intent" value="withdraw" />
      <TextAreaField
        label={label}
        name="note"
        rows={2}
        maxLength={2000}
        defaultValue={note}
        error={error}
      />
      <button
        type="submit"
        disabled={pending}
        className="rounded-md border border-slate-400 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
      >
        <FormattedMessage {...m.withdraw} />
      </button>
    </Form>
  );
}

/**
 * A proposal: the texts side by side with their diff, the rationale, the
 * ballot with its rules and live tally, the vote form for voters, the staff's
 * decisions and the timeline.
 */
export function ProposalDetailPage({
  detail,
  timeZone,
  notice,
  ballotDefaults,
  result,
}: {
  detail: ProposalDetail;
  timeZone: string;
  notice: string | null;
  ballotDefaults: { closesOn: string; min: string; max: string; quorumPercent: number };
  result?: ProposalActionResult;
}) {
  const { proposal, ballot, item, can } = detail;
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const failed = (intent: string) => result && !result.ok && result.intent === intent;
  const errorsOf = (intent: string) => (failed(intent) ? (result?.fieldErrors ?? {}) : {});
  const valuesOf = (intent: string) => (failed(intent) ? (result?.values ?? {}) : null);
  const atField = result && !result.ok && Object.keys(result.fieldErrors ?? {}).length > 0;
  const voteErrors = errorsOf("vote");
  const voteValues = valuesOf("vote");
  const chosenVote = (voteValues?.vote ?? detail.myVote?.vote ?? "") as VoteChoice | "";
  const ballotErrors = errorsOf("openBallot");
  const ballotValues = valuesOf("openBallot");
  const editErrors = errorsOf("edit");
  const editValues = valuesOf("edit");
  const t = ballot?.tally;
  const intl = useIntl();
  const f = useFormat();
  const text = (message: EnglishMessage) => intl.formatMessage(message);
  const share = (percent: number) => shareText(intl, percent);
  const voteText = (vote: string) =>
    isVote(vote) ? intl.formatMessage(proposalVoteMessages[vote]) : vote;
  const itemName = item ? itemText(intl, item) : "";
  const staffDecision = can.approve || can.reject || can.openBallot || can.withdrawWithReason;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <BackLink to="/dashboard/standards/proposals">
        <FormattedMessage {...m.back} />
      </BackLink>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">
            <FormattedMessage
              {...m.title}
              values={{ subject: proposalSubjectText(intl, proposal) }}
            />
          </h1>
          <p className="mt-1 text-sm text-slate-700">
            <FormattedMessage
              {...m.proposedBy}
              values={{
                name: proposal.proposedBy,
                version: proposal.baseVersion,
                time: () => (
                  <time dateTime={proposal.proposedDate}>
                    {f.dateTime(proposal.proposedDate, timeZone)}
                  </time>
                ),
              }}
            />
            {item ? (
              <>
                {" · "}
                <Link
                  to={`/dashboard/standards/sections/${item.id}`}
                  className="text-brand-800 underline"
                >
                  <FormattedMessage
                    {...m.itemNow}
                    values={{ item: itemName, version: item.version }}
                  />
                </Link>
              </>
            ) : (
              <>
                {" · "}
                <FormattedMessage {...m.itemDeleted} />
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ProposalStatusBadge status={proposal.status} />
          {ballot?.result ? <BallotResultBadge result={ballot.result} /> : null}
        </div>
      </div>

      {notice ? <FormMessage kind="success">{notice}</FormMessage> : null}
      {result?.message && !atField ? (
        <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
      ) : null}
      {result?.confirm && result.intent === "approve" ? (
        <ConfirmBox
          message={
            <>
              <p>
                <FormattedMessage {...m.publishAsk} />
              </p>
              <p className="mt-1 text-sm font-normal">
                <FormattedMessage
                  {...m.publishExplain}
                  values={{ item: itemName, version: item?.version ?? "" }}
                />
              </p>
            </>
          }
          fields={{ intent: "approve", note: result.values?.note ?? "" }}
          confirmLabel={text(m.publishConfirm)}
          cancelTo="."
          pending={busy("approve")}
        />
      ) : null}
      {result?.confirm && result.intent === "withdraw" ? (
        <ConfirmBox
          message={
            <>
              <p>
                <FormattedMessage {...m.withdrawAsk} />
              </p>
              <p className="mt-1 text-sm font-normal">
                <FormattedMessage
                  {...m.withdrawExplain}
                  values={{ open: ballot?.open ? "yes" : "no" }}
                />
              </p>
            </>
          }
          fields={{ intent: "withdraw", note: result.values?.note ?? "" }}
          confirmLabel={text(m.withdrawConfirm)}
          cancelTo="."
          pending={busy("withdraw")}
        />
      ) : null}
      {item?.changedSince &&
      (proposal.status === "proposed" ||
        proposal.status === "voting" ||
        proposal.status === "passed") ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <FormattedMessage
            {...m.changedSince}
            values={{ item: itemName, version: item.version }}
          />
        </p>
      ) : null}

      <section
        aria-labelledby="rationale-h"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="rationale-h" className="text-lg font-semibold text-slate-900">
          <FormattedMessage {...m.why} />
        </h2>
        <p className="mt-2 whitespace-pre-wrap text-slate-800">{proposal.rationale}</p>
        {proposal.decisionNote ? (
          <p className="mt-3 text-sm text-slate-800">
            <span className="font-medium">
              {proposal.decidedBy ? (
                <FormattedMessage {...m.decisionNote} values={{ name: proposal.decidedBy }} />
              ) : (
                <FormattedMessage {...m.decisionNoteBare} />
              )}
            </span>{" "}
            {proposal.decisionNote}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="texts-h" className="space-y-3">
        <h2 id="texts-h" className="text-lg font-semibold text-slate-900">
          <FormattedMessage {...m.texts} />
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 className="font-medium text-slate-900">
              <FormattedMessage {...m.currentText} values={{ version: proposal.baseVersion }} />
            </h3>
            <MarkdownContent html={proposal.currentHtml} className="mt-2" />
          </div>
          <div className="rounded-lg border border-brand-200 bg-white p-4">
            <h3 className="font-medium text-slate-900">
              <FormattedMessage {...m.proposedText} />
              {proposal.status === "voting" ? (
                <span className="font-normal text-slate-700">
                  {" "}
                  <FormattedMessage {...m.frozen} />
                </span>
              ) : null}
            </h3>
            <MarkdownContent html={proposal.proposedHtml} className="mt-2" />
          </div>
        </div>
        <div className="space-y-2">
          <h3 className="font-medium text-slate-900">
            <FormattedMessage {...m.differences} />{" "}
            <span className="text-sm font-normal text-slate-700">
              <FormattedMessage
                {...m.diffCounts}
                values={{ added: detail.diff.added, removed: detail.diff.removed }}
              />
            </span>
          </h3>
          <DiffLegend />
          <DiffView parts={detail.diff.parts} label={text(m.diffLabel)} />
        </div>
      </section>

      {can.edit ? (
        <details
          className="rounded-lg border border-slate-200 bg-white p-4"
          open={Boolean(editValues)}
        >
          <summary className="cursor-pointer font-medium text-slate-900">
            <FormattedMessage {...m.revise} />
          </summary>
          <p className="mt-2 text-sm text-slate-700">
            <FormattedMessage {...m.reviseIntro} />
          </p>
          <Form method="post" className="mt-3 space-y-3" noValidate>
            <input type="hidden" name="intent" value="edit" />
            <TextAreaField
              label={text(m.proposedText)}
              name="proposedContent"
              rows={10}
              maxLength={20000}
              defaultValue={editValues?.proposedContent ?? proposal.proposedContent}
              error={editErrors.proposedContent}
            />
            <TextAreaField
              label={text(rationaleMessages.label)}
              hint={text(rationaleMessages.hint)}
              name="discussionNotes"
              rows={4}
              maxLength={5000}
              defaultValue={editValues?.discussionNotes ?? proposal.rationale}
              error={editErrors.discussionNotes}
            />
            <SubmitButton pending={busy("edit")} pendingLabel={text(m.saving)}>
              <FormattedMessage {...m.saveRevision} />
            </SubmitButton>
          </Form>
        </details>
      ) : null}

      {ballot ? (
        <section
          aria-labelledby="ballot-h"
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 id="ballot-h" className="text-lg font-semibold text-slate-900">
              <FormattedMessage {...m.ballot} />
            </h2>
            <p className="text-sm text-slate-700">
              {ballot.status === "cancelled"
                ? text(m.cancelled)
                : ballot.status === "closed"
                  ? intl.formatMessage(m.closed, {
                      date: f.dateTime(ballot.closedAt ?? ballot.closesAt, timeZone),
                    })
                  : intl.formatMessage(ballot.awaitingClose ? m.votingEnded : m.openUntil, {
                      date: f.dateTime(ballot.closesAt, timeZone),
                    })}
            </p>
          </div>
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600">
                <FormattedMessage {...m.roll} />
              </dt>
              <dd className="font-medium text-slate-900">
                <FormattedMessage {...m.rollCount} values={{ count: ballot.eligible }} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">
                <FormattedMessage {...m.quorum} />
              </dt>
              <dd className="font-medium text-slate-900">
                <FormattedMessage
                  {...m.quorumRule}
                  values={{ percent: share(ballot.quorumPercent) }}
                />
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">
                <FormattedMessage {...m.approvalRule} />
              </dt>
              <dd className="font-medium text-slate-900">
                {approvalRuleText(intl, {
                  numerator: ballot.approvalNumerator,
                  denominator: ballot.approvalDenominator,
                })}
              </dd>
            </div>
          </dl>
          <p className="text-xs text-slate-600">
            <FormattedMessage
              {...m.openedBy}
              values={{ name: ballot.openedBy, date: f.dateTime(ballot.openedAt, timeZone) }}
            />
          </p>
          <div className="grid gap-4 md:grid-cols-2">
            <Gauge
              label={text(m.returnRate)}
              value={ballot.turnout.returnPercent}
              threshold={ballot.quorumPercent}
              met={ballot.turnout.quorumMet}
              text={intl.formatMessage(m.returnText, {
                cast: ballot.turnout.cast,
                eligible: ballot.turnout.eligible,
                share: share(ballot.turnout.returnPercent),
                quorum: share(ballot.quorumPercent),
                met: ballot.turnout.quorumMet ? "yes" : "no",
              })}
            />
            {t ? (
              <Gauge
                label={text(m.approvals)}
                value={t.approvalPercent}
                threshold={ballot.thresholdPercent}
                met={t.thresholdMet}
                text={intl.formatMessage(m.approvalText, {
                  approve: t.approve,
                  reject: t.reject,
                  share: share(t.approvalPercent),
                  abstain: t.abstain,
                  threshold: share(ballot.thresholdPercent),
                  met: t.thresholdMet ? "yes" : "no",
                })}
              />
            ) : null}
          </div>
          {ballot.result ? (
            <p className="font-medium text-slate-900">
              <FormattedMessage
                {...m.result}
                values={{ badge: () => <BallotResultBadge result={ballot.result!} /> }}
              />
            </p>
          ) : t ? (
            <p className="text-sm text-slate-700">
              <FormattedMessage
                {...m.wouldBe}
                values={{
                  result: t.result,
                  b: (chunks: ReactNode) => <strong>{chunks}</strong>,
                }}
              />
            </p>
          ) : (
            <p className="text-sm text-slate-700" data-testid="tally-withheld">
              <FormattedMessage {...m.withheld} />
            </p>
          )}

          {can.vote ? (
            <Form
              method="post"
              className="space-y-3 rounded-md border border-brand-200 bg-brand-50 p-4"
              noValidate
            >
              <input type="hidden" name="intent" value="vote" />
              <RadioGroupField
                legend={
                  detail.myVote
                    ? intl.formatMessage(m.yourVoteChange, { vote: voteText(detail.myVote.vote) })
                    : text(m.yourVote)
                }
                legendClassName="font-medium text-slate-900"
                name="vote"
                options={voteChoices.map((choice) => ({
                  value: choice,
                  label: text(proposalVoteMessages[choice]),
                }))}
                defaultValue={chosenVote}
                error={voteErrors.vote}
                optionsClassName="mt-2 flex flex-wrap gap-4"
                optionClassName="flex items-center gap-2 text-slate-900"
                inputClassName=""
              />
              <TextAreaField
                label={text(m.voteComment)}
                name="comment"
                rows={3}
                maxLength={2000}
                defaultValue={voteValues?.comment ?? detail.myVote?.comment ?? ""}
                error={voteErrors.comment}
              />
              <SubmitButton pending={busy("vote")} pendingLabel={text(m.recording)}>
                <FormattedMessage {...(detail.myVote ? m.changeVote : m.castVote)} />
              </SubmitButton>
            </Form>
          ) : can.notOnRoll ? (
            <p className="text-sm text-slate-700">
              <FormattedMessage {...m.notOnRoll} />
            </p>
          ) : null}

          {detail.votes ? (
            detail.votes.length === 0 ? (
              <p className="text-sm text-slate-700">
                <FormattedMessage {...m.noVotes} />
              </p>
            ) : (
              // The shared table: stacked cards on phones, nothing clipped at 390 px (issue 33).
              <DataTable
                caption={text(m.votesCast)}
                rows={detail.votes}
                rowKey={(v) => v.id}
                columns={[
                  { key: "member", header: text(m.member), cell: (v) => v.voter },
                  {
                    key: "vote",
                    header: text(m.vote),
                    className: "font-medium",
                    cell: (v) => voteText(v.vote),
                  },
                  {
                    key: "comment",
                    header: text(m.comment),
                    className: "whitespace-pre-wrap",
                    cell: (v) => v.comment ?? "",
                  },
                  {
                    key: "when",
                    header: text(m.when),
                    cell: (v) =>
                      v.changed
                        ? intl.formatMessage(m.changedVote, {
                            date: f.dateTime(v.votedAt, timeZone),
                          })
                        : f.dateTime(v.votedAt, timeZone),
                  },
                ]}
              />
            )
          ) : (
            <p className="text-sm text-slate-700">
              <FormattedMessage {...(t ? m.votesCommittee : m.votesWithheld)} />
            </p>
          )}
        </section>
      ) : null}

      {proposal.status === "passed" ? (
        <p
          className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          data-testid="passed-notice"
        >
          <FormattedMessage {...m.passedNotice} values={{ below: can.approve ? "yes" : "no" }} />
        </p>
      ) : null}
      {proposal.status === "rejected" && ballot?.result && t ? (
        <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <FormattedMessage
            {...m.rejectedByBallot}
            values={{
              approve: t.approve,
              reject: t.reject,
              abstain: t.abstain,
              share: share(t.approvalPercent),
              cast: t.cast,
              eligible: t.eligible,
            }}
          />
        </p>
      ) : null}

      {staffDecision ? (
        <section
          aria-labelledby="decide-h"
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 id="decide-h" className="text-lg font-semibold text-slate-900">
            <FormattedMessage {...m.decision} />
          </h2>
          {can.openBallot ? (
            <Form method="post" className="space-y-3" noValidate>
              <input type="hidden" name="intent" value="openBallot" />
              <h3 className="font-medium text-slate-900">
                <FormattedMessage {...m.openBallot} />
              </h3>
              <p className="text-sm text-slate-700">
                <FormattedMessage {...m.openIntro} />
              </p>
              <div className="grid gap-3 md:grid-cols-3">
                <DateField
                  label={text(m.closingDate)}
                  name="closesOn"
                  min={ballotDefaults.min}
                  max={ballotDefaults.max}
                  defaultValue={ballotValues?.closesOn ?? ballotDefaults.closesOn}
                  error={ballotErrors.closesOn}
                />
                <Field
                  label={text(m.quorumField)}
                  name="quorumPercent"
                  type="number"
                  min={1}
                  max={100}
                  defaultValue={ballotValues?.quorumPercent ?? String(ballotDefaults.quorumPercent)}
                  error={ballotErrors.quorumPercent}
                />
                <SelectField
                  label={text(m.approvalRule)}
                  name="approvalRule"
                  defaultValue={ballotValues?.approvalRule ?? approvalRules[0].key}
                  error={ballotErrors.approvalRule}
                >
                  {approvalRules.map((r) => (
                    <option key={r.key} value={r.key}>
                      {text(approvalRuleMessages[r.key].label)}
                    </option>
                  ))}
                </SelectField>
              </div>
              <SubmitButton pending={busy("openBallot")} pendingLabel={text(m.opening)}>
                <FormattedMessage {...m.openBallot} />
              </SubmitButton>
            </Form>
          ) : null}
          {can.approve ? (
            <Form method="post" className="space-y-3 border-t border-slate-100 pt-3" noValidate>
              <h3 className="font-medium text-slate-900">
                <FormattedMessage {...m.publish} />
              </h3>
              <TextAreaField
                label={text(m.publicationNote)}
                name="note"
                rows={2}
                maxLength={2000}
                defaultValue={valuesOf("approve")?.note ?? ""}
                error={errorsOf("approve").note}
              />
              <button
                type="submit"
                name="intent"
                value="approve"
                disabled={busy("approve")}
                className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
              >
                <FormattedMessage {...m.publish} />
              </button>
            </Form>
          ) : null}
          {can.reject ? (
            <Form method="post" className="space-y-3 border-t border-slate-100 pt-3" noValidate>
              <h3 className="font-medium text-slate-900">
                <FormattedMessage {...m.rejectTitle} />
              </h3>
              <TextAreaField
                label={text(m.reasonRequired)}
                name="note"
                rows={2}
                maxLength={2000}
                defaultValue={valuesOf("reject")?.note ?? ""}
                error={errorsOf("reject").note}
              />
              <button
                type="submit"
                name="intent"
                value="reject"
                disabled={busy("reject")}
                className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
              >
                <FormattedMessage {...(busy("reject") ? m.rejecting : m.reject)} />
              </button>
            </Form>
          ) : null}
          {can.withdrawWithReason ? (
            <div className="space-y-3 border-t border-slate-100 pt-3">
              <h3 className="font-medium text-slate-900">
                <FormattedMessage {...m.withdrawTitle} />
              </h3>
              <WithdrawForm
                label={text(m.withdrawReason)}
                note={valuesOf("withdraw")?.note ?? ""}
                error={errorsOf("withdraw").note}
                pending={busy("withdraw")}
              />
            </div>
          ) : null}
        </section>
      ) : null}

      {can.withdraw ? (
        <section
          aria-labelledby="yours-h"
          className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 id="yours-h" className="text-lg font-semibold text-slate-900">
            <FormattedMessage {...m.yours} />
          </h2>
          <WithdrawForm
            label={text(m.whyWithdraw)}
            note={valuesOf("withdraw")?.note ?? ""}
            error={errorsOf("withdraw").note}
            pending={busy("withdraw")}
          />
        </section>
      ) : null}

      <ProposalDiscussion
        comments={detail.discussion}
        canComment={can.comment}
        timeZone={timeZone}
        result={result}
        busy={busy}
      />

      <section
        aria-labelledby="timeline-h"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="timeline-h" className="text-lg font-semibold text-slate-900">
          <FormattedMessage {...m.timeline} />
        </h2>
        <ol className="mt-2 space-y-2 text-sm">
          {detail.timeline.map((entry) => (
            <li key={entry.id} className="flex flex-wrap gap-x-3">
              <time dateTime={entry.at} className="text-slate-600">
                {f.dateTime(entry.at, timeZone)}
              </time>
              <span className="font-medium text-slate-900">
                {Object.hasOwn(timelineLabels, entry.action)
                  ? text(timelineLabels[entry.action]!)
                  : entry.action}
              </span>
              <span className="text-slate-700">{entry.actor ?? text(m.automatic)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
