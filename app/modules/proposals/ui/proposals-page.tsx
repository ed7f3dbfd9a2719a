import { Form, Link, useNavigation } from "react-router";
import { FilterSelect } from "~/components/filter-bar";
import {
  CheckboxField,
  FormMessage,
  SelectField,
  SubmitButton,
  TextAreaField,
} from "~/components/form";
import { ListScreen } from "~/components/list-screen";
import { formatDate, formatDateTime, pluralize } from "~/lib/format";
import { StandardsTabs } from "~/modules/standards";
import type { listProposals } from "../list-proposals.server";
import { RATIONALE_HINT, RATIONALE_LABEL } from "../proposal-messages";
import {
  proposalStatuses,
  proposalStatusLabels,
  voteLabels,
  type VoteChoice,
} from "~/domain/proposal-status";
import { BallotResultBadge, ProposalStatusBadge } from "./proposal-badges";

export type ProposalFormResult = {
  ok: false;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
};

type ProposalList = Awaited<ReturnType<typeof listProposals>>;

function query(filters: ProposalList["filters"], page?: number) {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.needsMyVote) params.set("needs", "vote");
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return `/dashboard/standards/proposals${text ? `?${text}` : ""}`;
}

/** Proposed Changes: the list with its filters, and the form to propose a change. */
export function ProposalsPage({
  list,
  chosen,
  canManage,
  timeZone,
  result,
}: {
  list: ProposalList;
  chosen: { id: string; label: string; version: string; content: string } | null;
  canManage: boolean;
  timeZone: string;
  result?: ProposalFormResult;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const errors = result?.fieldErrors ?? {};
  const values = result?.values;
  const sectionId = values?.sectionId ?? chosen?.id ?? "";
  const filtered = Boolean(list.filters.status || list.filters.needsMyVote);
  return (
    <ListScreen
      width="max-w-5xl"
      title="Proposed Changes"
      intro={
        <span className="block max-w-3xl">
          Anyone may propose a change to a standard. The committee discusses it and puts it to a
          ballot of its voting members with a closing date; a change that passes is approved and
          published as a new version of the standard.
        </span>
      }
      afterHeading={
        <>
          <StandardsTabs canManage={canManage} />
          {list.isVoter && list.awaitingMyVote > 0 ? (
            <p
              className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
              role="status"
            >
              {pluralize(list.awaitingMyVote, "ballot")}{" "}
              {list.awaitingMyVote === 1 ? "needs" : "need"} your vote.{" "}
              {!list.filters.needsMyVote ? (
                <Link
                  to="/dashboard/standards/proposals?needs=vote"
                  className="font-medium underline"
                >
                  Show only those
                </Link>
              ) : null}
            </p>
          ) : null}
        </>
      }
      filters={{
        label: "Filter proposals",
        filtered,
        submitLabel: "Filter",
        clearTo: "/dashboard/standards/proposals",
        fields: (
          <>
            <FilterSelect
              id="filter-status"
              name="status"
              label="Status"
              value={list.filters.status ?? ""}
              allLabel="All statuses"
              options={proposalStatuses.map((s) => ({ value: s, label: proposalStatusLabels[s] }))}
            />
            {list.isVoter ? (
              <CheckboxField
                id="filter-needs"
                label="Needs my vote"
                name="needs"
                value="vote"
                defaultChecked={list.filters.needsMyVote}
                className="pb-2.5"
              />
            ) : null}
          </>
        ),
      }}
      summary={{ total: list.total, noun: "proposal" }}
      page={list.page}
      pageCount={list.pageCount}
      pageHref={(p) => query(list.filters, p)}
      empty={
        <p className="text-slate-700">
          {list.filters.needsMyVote
            ? "No ballot is waiting for your vote."
            : filtered
              ? "No proposal matches these filters."
              : "No proposals yet."}
        </p>
      }
      resultsLabel="Proposals"
      afterResults={
        list.choices.length > 0 ? (
          <section
            id="propose"
            aria-labelledby="propose-h"
            className="scroll-mt-6 space-y-4 rounded-lg border border-slate-200 bg-white p-4"
          >
            <h2 id="propose-h" className="text-lg font-semibold text-slate-900">
              Propose a change
            </h2>
            <Form
              method="get"
              action="/dashboard/standards/proposals#propose"
              className="flex flex-wrap items-end gap-3"
            >
              <SelectField
                label="Standard to change"
                name="section"
                defaultValue={sectionId}
                className="min-w-72 flex-1"
              >
                <option value="">Choose a standard or appendix</option>
                {list.choices.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.kind === "appendix" ? `Appendix ${c.number}` : `${c.number}.`} {c.title}{" "}
                    (version {c.version})
                  </option>
                ))}
              </SelectField>
              <button
                type="submit"
                className="rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-800 hover:bg-brand-50"
              >
                {chosen ? "Change standard" : "Start with its current text"}
              </button>
            </Form>
            {result?.message && !Object.keys(errors).length ? (
              <FormMessage kind="error">{result.message}</FormMessage>
            ) : null}
            {chosen || values ? (
              <Form method="post" className="space-y-4" noValidate>
                <input type="hidden" name="sectionId" value={sectionId} />
                {errors.sectionId ? (
                  <p className="text-sm text-red-700" role="alert">
                    {errors.sectionId}
                  </p>
                ) : null}
                {chosen ? (
                  <p className="text-sm text-slate-700">
                    Changing <strong>{chosen.label}</strong> (version {chosen.version}). Edit the
                    text below into the wording you propose; the committee sees both texts side by
                    side with the differences marked.
                  </p>
                ) : null}
                <TextAreaField
                  label="Proposed text"
                  name="proposedContent"
                  rows={10}
                  maxLength={20000}
                  defaultValue={values?.proposedContent ?? chosen?.content ?? ""}
                  error={errors.proposedContent}
                />
                <TextAreaField
                  label={RATIONALE_LABEL}
                  hint={RATIONALE_HINT}
                  name="discussionNotes"
                  rows={4}
                  maxLength={5000}
                  defaultValue={values?.discussionNotes ?? ""}
                  error={errors.discussionNotes}
                />
                <SubmitButton pending={sending} pendingLabel="Sending…">
                  Send the proposal
                </SubmitButton>
              </Form>
            ) : (
              <p className="text-sm text-slate-700">
                Choose the standard first: its current text is your starting point.
              </p>
            )}
          </section>
        ) : null
      }
    >
      <ul className="space-y-3">
        {list.rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="font-semibold text-slate-900">
                <Link
                  to={`/dashboard/standards/proposals/${row.id}`}
                  className="text-brand-800 hover:underline"
                >
                  Change to {row.subject}
                </Link>
              </h3>
              <div className="flex flex-wrap gap-2">
                {row.needsMyVote ? (
                  <span className="inline-flex rounded-full bg-amber-500 px-2.5 py-0.5 text-xs font-semibold text-black">
                    Needs your vote
                  </span>
                ) : null}
                <ProposalStatusBadge status={row.status} />
                {row.ballot?.result ? <BallotResultBadge result={row.ballot.result} /> : null}
              </div>
            </div>
            <p className="mt-1 line-clamp-2 text-sm text-slate-800">{row.rationale}</p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
              <span>
                Proposed by {row.proposedBy} on {formatDate(row.proposedDate, timeZone)}
              </span>
              {row.ballot ? (
                <span>
                  {row.ballot.status === "open"
                    ? `Ballot closes ${formatDateTime(row.ballot.closesAt, timeZone)}`
                    : row.ballot.status === "cancelled"
                      ? "Ballot cancelled"
                      : "Ballot closed"}{" "}
                  · {row.ballot.votesCast} of {row.ballot.eligible} votes
                </span>
              ) : null}
              {row.myVote ? (
                <span>Your vote: {voteLabels[row.myVote as VoteChoice] ?? row.myVote}</span>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </ListScreen>
  );
}
