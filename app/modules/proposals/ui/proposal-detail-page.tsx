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
import { formatDateTime } from "~/lib/format";
import { BackLink, DiffLegend, DiffView } from "~/modules/standards";
import { approvalRules, formatShare } from "../ballot-rules";
import { ProposalDiscussion } from "./proposal-discussion";
import type { ProposalDetail } from "../get-proposal.server";
import { RATIONALE_HINT, RATIONALE_LABEL } from "../proposal-messages";
import { voteChoices, voteLabels, type VoteChoice } from "~/domain/proposal-status";
import { BallotResultBadge, ProposalStatusBadge } from "./proposal-badges";
import { DataTable } from "~/components/data-table";

export type ProposalActionResult = {
  ok: boolean;
  intent: string;
  message: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  confirm?: boolean;
};

const timelineLabels: Record<string, string> = {
  proposed: "Proposed",
  revised: "Text revised",
  ballot_opened: "Ballot opened",
  vote_cast: "Vote cast",
  ballot_closed: "Ballot closed",
  passed: "Passed — awaiting publication",
  ballot_cancelled: "Ballot cancelled",
  approved: "Published",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

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
        Withdraw the proposal
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
  const staffDecision = can.approve || can.reject || can.openBallot || can.withdrawWithReason;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <BackLink to="/dashboard/standards/proposals">Proposed Changes</BackLink>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">
            Proposal to change {proposal.subject}
          </h1>
          <p className="mt-1 text-sm text-slate-700">
            Proposed by {proposal.proposedBy} on{" "}
            <time dateTime={proposal.proposedDate}>
              {formatDateTime(proposal.proposedDate, timeZone)}
            </time>{" "}
            against version {proposal.baseVersion}
            {item ? (
              <>
                {" · "}
                <Link
                  to={`/dashboard/standards/sections/${item.id}`}
                  className="text-brand-800 underline"
                >
                  {item.label} now (version {item.version})
                </Link>
              </>
            ) : (
              " · the standard has since been deleted"
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
              <p>Publish this proposal?</p>
              <p className="mt-1 text-sm font-normal">
                {item?.label} takes the proposed text and its version rises from {item?.version} by
                0.1. The change is published on the public standards page with its differences, and
                accredited businesses audited against the earlier version are told what changed.
              </p>
            </>
          }
          fields={{ intent: "approve", note: result.values?.note ?? "" }}
          confirmLabel="Yes, publish"
          cancelTo="."
          pending={busy("approve")}
        />
      ) : null}
      {result?.confirm && result.intent === "withdraw" ? (
        <ConfirmBox
          message={
            <>
              <p>Withdraw this proposal?</p>
              <p className="mt-1 text-sm font-normal">
                {ballot?.open ? "Its open ballot is cancelled and the voters are told. " : ""}This
                cannot be undone.
              </p>
            </>
          }
          fields={{ intent: "withdraw", note: result.values?.note ?? "" }}
          confirmLabel="Yes, withdraw it"
          cancelTo="."
          pending={busy("withdraw")}
        />
      ) : null}
      {item?.changedSince &&
      (proposal.status === "proposed" ||
        proposal.status === "voting" ||
        proposal.status === "passed") ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {item.label} has changed since this proposal was made (it is now version {item.version}).
          Publishing replaces its whole text with the proposed text.
        </p>
      ) : null}

      <section
        aria-labelledby="rationale-h"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="rationale-h" className="text-lg font-semibold text-slate-900">
          Why the change is needed
        </h2>
        <p className="mt-2 whitespace-pre-wrap text-slate-800">{proposal.rationale}</p>
        {proposal.decisionNote ? (
          <p className="mt-3 text-sm text-slate-800">
            <span className="font-medium">
              Note with the decision{proposal.decidedBy ? ` by ${proposal.decidedBy}` : ""}:
            </span>{" "}
            {proposal.decisionNote}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="texts-h" className="space-y-3">
        <h2 id="texts-h" className="text-lg font-semibold text-slate-900">
          Current and proposed text
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 className="font-medium text-slate-900">
              Current text (version {proposal.baseVersion})
            </h3>
            <MarkdownContent html={proposal.currentHtml} className="mt-2" />
          </div>
          <div className="rounded-lg border border-brand-200 bg-white p-4">
            <h3 className="font-medium text-slate-900">
              Proposed text
              {proposal.status === "voting" ? (
                <span className="font-normal text-slate-700"> (frozen during the ballot)</span>
              ) : null}
            </h3>
            <MarkdownContent html={proposal.proposedHtml} className="mt-2" />
          </div>
        </div>
        <div className="space-y-2">
          <h3 className="font-medium text-slate-900">
            Differences{" "}
            <span className="text-sm font-normal text-slate-700">
              ({detail.diff.added} words added, {detail.diff.removed} removed)
            </span>
          </h3>
          <DiffLegend />
          <DiffView
            parts={detail.diff.parts}
            label="Differences between the current and the proposed text"
          />
        </div>
      </section>

      {can.edit ? (
        <details
          className="rounded-lg border border-slate-200 bg-white p-4"
          open={Boolean(editValues)}
        >
          <summary className="cursor-pointer font-medium text-slate-900">
            Revise the proposal
          </summary>
          <p className="mt-2 text-sm text-slate-700">
            The text can be revised until the ballot opens; then it is frozen so every voter votes
            on the same words.
          </p>
          <Form method="post" className="mt-3 space-y-3" noValidate>
            <input type="hidden" name="intent" value="edit" />
            <TextAreaField
              label="Proposed text"
              name="proposedContent"
              rows={10}
              maxLength={20000}
              defaultValue={editValues?.proposedContent ?? proposal.proposedContent}
              error={editErrors.proposedContent}
            />
            <TextAreaField
              label={RATIONALE_LABEL}
              hint={RATIONALE_HINT}
              name="discussionNotes"
              rows={4}
              maxLength={5000}
              defaultValue={editValues?.discussionNotes ?? proposal.rationale}
              error={editErrors.discussionNotes}
            />
            <SubmitButton pending={busy("edit")} pendingLabel="Saving…">
              Save the revision
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
              Committee ballot
            </h2>
            <p className="text-sm text-slate-700">
              {ballot.status === "cancelled"
                ? "Cancelled: the proposal was withdrawn."
                : ballot.status === "closed"
                  ? `Closed ${formatDateTime(ballot.closedAt ?? ballot.closesAt, timeZone)}`
                  : ballot.awaitingClose
                    ? `Voting ended ${formatDateTime(ballot.closesAt, timeZone)}; the result is being recorded.`
                    : `Open until ${formatDateTime(ballot.closesAt, timeZone)}`}
            </p>
          </div>
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600">Voter roll</dt>
              <dd className="font-medium text-slate-900">
                {ballot.eligible} voting {ballot.eligible === 1 ? "member" : "members"}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Quorum</dt>
              <dd className="font-medium text-slate-900">
                {ballot.quorumPercent}% of the roll returns a vote
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Approval rule</dt>
              <dd className="font-medium text-slate-900">{ballot.approvalRule}</dd>
            </div>
          </dl>
          <p className="text-xs text-slate-600">
            Opened by {ballot.openedBy} on {formatDateTime(ballot.openedAt, timeZone)}. These rules
            were recorded when the ballot opened. Abstentions count towards the quorum, not the
            approval share.
          </p>
          <div className="grid gap-4 md:grid-cols-2">
            <Gauge
              label="Return rate"
              value={ballot.turnout.returnPercent}
              threshold={ballot.quorumPercent}
              met={ballot.turnout.quorumMet}
              text={`${ballot.turnout.cast} of ${ballot.turnout.eligible} returned (${formatShare(ballot.turnout.returnPercent)}) · quorum ${ballot.quorumPercent}% ${ballot.turnout.quorumMet ? "met" : "not met"}`}
            />
            {t ? (
              <Gauge
                label="Approvals"
                value={t.approvalPercent}
                threshold={ballot.thresholdPercent}
                met={t.thresholdMet}
                text={`${t.approve} approve, ${t.reject} reject (${formatShare(t.approvalPercent)}) · ${t.abstain} abstain · threshold ${formatShare(ballot.thresholdPercent)} ${t.thresholdMet ? "met" : "not met"}`}
              />
            ) : null}
          </div>
          {ballot.result ? (
            <p className="font-medium text-slate-900">
              Result: <BallotResultBadge result={ballot.result} />
            </p>
          ) : t ? (
            <p className="text-sm text-slate-700">
              If the ballot closed now it would be:{" "}
              <strong>
                {t.result === "passed"
                  ? "passed"
                  : t.result === "failed"
                    ? "not passed"
                    : "no quorum"}
              </strong>
              .
            </p>
          ) : (
            <p className="text-sm text-slate-700" data-testid="tally-withheld">
              How the committee voted is shown once you have cast your vote, or when the ballot
              closes.
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
                    ? `Your vote: ${voteLabels[detail.myVote.vote as VoteChoice] ?? detail.myVote.vote}. Change it?`
                    : "Your vote"
                }
                legendClassName="font-medium text-slate-900"
                name="vote"
                options={voteChoices.map((choice) => ({
                  value: choice,
                  label: voteLabels[choice],
                }))}
                defaultValue={chosenVote}
                error={voteErrors.vote}
                optionsClassName="mt-2 flex flex-wrap gap-4"
                optionClassName="flex items-center gap-2 text-slate-900"
                inputClassName=""
              />
              <TextAreaField
                label="Comment (required with a reject vote)"
                name="comment"
                rows={3}
                maxLength={2000}
                defaultValue={voteValues?.comment ?? detail.myVote?.comment ?? ""}
                error={voteErrors.comment}
              />
              <SubmitButton pending={busy("vote")} pendingLabel="Recording…">
                {detail.myVote ? "Change my vote" : "Cast my vote"}
              </SubmitButton>
            </Form>
          ) : can.notOnRoll ? (
            <p className="text-sm text-slate-700">
              You were not a voting member when this ballot opened, so you are not on its voter
              roll.
            </p>
          ) : null}

          {detail.votes ? (
            detail.votes.length === 0 ? (
              <p className="text-sm text-slate-700">No votes yet.</p>
            ) : (
              // The shared table: stacked cards on phones, nothing clipped at 390 px (issue 33).
              <DataTable
                caption="Votes cast"
                rows={detail.votes}
                rowKey={(v) => v.id}
                columns={[
                  { key: "member", header: "Member", cell: (v) => v.voter },
                  {
                    key: "vote",
                    header: "Vote",
                    className: "font-medium",
                    cell: (v) => voteLabels[v.vote as VoteChoice] ?? v.vote,
                  },
                  {
                    key: "comment",
                    header: "Comment",
                    className: "whitespace-pre-wrap",
                    cell: (v) => v.comment ?? "",
                  },
                  {
                    key: "when",
                    header: "When",
                    cell: (v) =>
                      `${formatDateTime(v.votedAt, timeZone)}${v.changed ? " (changed)" : ""}`,
                  },
                ]}
              />
            )
          ) : (
            <p className="text-sm text-slate-700">
              {t
                ? "Individual votes are visible to the committee."
                : "Individual votes are shown once you have cast your vote, or when the ballot closes."}
            </p>
          )}
        </section>
      ) : null}

      {proposal.status === "passed" ? (
        <p
          className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          data-testid="passed-notice"
        >
          The ballot passed. The proposal awaits publication: an administrator publishes the new
          text{can.approve ? " below" : ""}.
        </p>
      ) : null}
      {proposal.status === "rejected" && ballot?.result ? (
        <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          Rejected by the ballot: {t?.approve} approve, {t?.reject} reject, {t?.abstain} abstain
          {t
            ? ` (${formatShare(t.approvalPercent)} approve, ${t.cast} of ${t.eligible} returned)`
            : ""}
          .
        </p>
      ) : null}

      {staffDecision ? (
        <section
          aria-labelledby="decide-h"
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 id="decide-h" className="text-lg font-semibold text-slate-900">
            Committee decision
          </h2>
          {can.openBallot ? (
            <Form method="post" className="space-y-3" noValidate>
              <input type="hidden" name="intent" value="openBallot" />
              <h3 className="font-medium text-slate-900">Open the ballot</h3>
              <p className="text-sm text-slate-700">
                Every voting member is asked to vote. The text is frozen while the ballot is open;
                it closes by itself at the end of its closing day, or as soon as everyone has voted,
                and its outcome is applied at once: passed proposals await publication, others are
                rejected.
              </p>
              <div className="grid gap-3 md:grid-cols-3">
                <DateField
                  label="Closing date"
                  name="closesOn"
                  min={ballotDefaults.min}
                  max={ballotDefaults.max}
                  defaultValue={ballotValues?.closesOn ?? ballotDefaults.closesOn}
                  error={ballotErrors.closesOn}
                />
                <Field
                  label="Quorum (% of voters)"
                  name="quorumPercent"
                  type="number"
                  min={1}
                  max={100}
                  defaultValue={ballotValues?.quorumPercent ?? String(ballotDefaults.quorumPercent)}
                  error={ballotErrors.quorumPercent}
                />
                <SelectField
                  label="Approval rule"
                  name="approvalRule"
                  defaultValue={ballotValues?.approvalRule ?? approvalRules[0].key}
                  error={ballotErrors.approvalRule}
                >
                  {approvalRules.map((r) => (
                    <option key={r.key} value={r.key}>
                      {r.label}
                    </option>
                  ))}
                </SelectField>
              </div>
              <SubmitButton pending={busy("openBallot")} pendingLabel="Opening…">
                Open the ballot
              </SubmitButton>
            </Form>
          ) : null}
          {can.approve ? (
            <Form method="post" className="space-y-3 border-t border-slate-100 pt-3" noValidate>
              <h3 className="font-medium text-slate-900">Publish</h3>
              <TextAreaField
                label="Note with the publication (optional)"
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
                Publish
              </button>
            </Form>
          ) : null}
          {can.reject ? (
            <Form method="post" className="space-y-3 border-t border-slate-100 pt-3" noValidate>
              <h3 className="font-medium text-slate-900">Reject without a ballot</h3>
              <TextAreaField
                label="Reason (required)"
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
                {busy("reject") ? "Rejecting…" : "Reject"}
              </button>
            </Form>
          ) : null}
          {can.withdrawWithReason ? (
            <div className="space-y-3 border-t border-slate-100 pt-3">
              <h3 className="font-medium text-slate-900">Withdraw with a reason</h3>
              <WithdrawForm
                label="Reason (required; the proposer is told)"
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
            Your proposal
          </h2>
          <WithdrawForm
            label="Why you withdraw it (optional)"
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
          Timeline
        </h2>
        <ol className="mt-2 space-y-2 text-sm">
          {detail.timeline.map((entry) => (
            <li key={entry.id} className="flex flex-wrap gap-x-3">
              <time dateTime={entry.at} className="text-slate-600">
                {formatDateTime(entry.at, timeZone)}
              </time>
              <span className="font-medium text-slate-900">
                {timelineLabels[entry.action] ?? entry.action}
              </span>
              <span className="text-slate-700">{entry.actor}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
