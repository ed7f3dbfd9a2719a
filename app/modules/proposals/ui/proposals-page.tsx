import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
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
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { StandardsTabs } from "~/modules/standards";
import type { listProposals } from "../list-proposals.server";
import { rationaleMessages } from "../proposal-messages";
import { proposalStatuses, voteChoices, type VoteChoice } from "~/domain/proposal-status";
import { BallotResultBadge, ProposalStatusBadge } from "./proposal-badges";
import {
  itemText,
  proposalStatusMessages,
  proposalSubjectText,
  proposalVoteMessages,
} from "./proposal-labels";

/** The pages' titles and failures (the routes'). */
export const proposalPageMessages = defineMessages({
  listTitle: { id: "proposals.list.pageTitle", defaultMessage: "Proposed Changes" },
  detailTitle: { id: "proposals.detail.pageTitle", defaultMessage: "Proposal: {subject}" },
  detailTitleBare: { id: "proposals.detail.pageTitleBare", defaultMessage: "Proposal" },
  listFailed: {
    id: "proposals.error.listFailed",
    defaultMessage: "Failed to load the proposals. Please try again.",
  },
  detailFailed: {
    id: "proposals.error.detailFailed",
    defaultMessage: "Failed to load the proposal. Please try again.",
  },
  sendFailed: {
    id: "proposals.error.sendFailed",
    defaultMessage: "Failed to send the proposal. Please try again.",
  },
  updateFailed: {
    id: "proposals.error.updateFailed",
    defaultMessage: "Failed to update the proposal. Please try again.",
  },
});

const m = defineMessages({
  title: { id: "proposals.list.title", defaultMessage: "Proposed Changes" },
  intro: {
    id: "proposals.list.intro",
    defaultMessage:
      "Anyone may propose a change to a standard. The committee discusses it and puts it to a ballot of its voting members with a closing date; a change that passes is approved and published as a new version of the standard.",
  },
  awaiting: {
    id: "proposals.list.awaiting",
    defaultMessage: "{count, plural, one {# ballot needs} other {# ballots need}} your vote.",
  },
  showOnly: { id: "proposals.list.showOnly", defaultMessage: "Show only those" },
  filterLabel: { id: "proposals.list.filterLabel", defaultMessage: "Filter proposals" },
  filter: { id: "proposals.list.filter", defaultMessage: "Filter" },
  status: { id: "proposals.list.status", defaultMessage: "Status" },
  allStatuses: { id: "proposals.list.allStatuses", defaultMessage: "All statuses" },
  needsMyVote: { id: "proposals.list.needsMyVote", defaultMessage: "Needs my vote" },
  count: {
    id: "proposals.list.count",
    defaultMessage: "{count, plural, one {# proposal} other {# proposals}}",
  },
  noneAwaiting: {
    id: "proposals.list.noneAwaiting",
    defaultMessage: "No ballot is waiting for your vote.",
  },
  noMatch: { id: "proposals.list.noMatch", defaultMessage: "No proposal matches these filters." },
  none: { id: "proposals.list.none", defaultMessage: "No proposals yet." },
  results: { id: "proposals.list.results", defaultMessage: "Proposals" },
  propose: { id: "proposals.list.propose", defaultMessage: "Propose a change" },
  standardToChange: { id: "proposals.list.standardToChange", defaultMessage: "Standard to change" },
  chooseStandard: {
    id: "proposals.list.chooseStandard",
    defaultMessage: "Choose a standard or appendix",
  },
  choice: {
    id: "proposals.list.choice",
    defaultMessage:
      "{kind, select, appendix {Appendix {number}} other {{number}.}} {title} (version {version})",
  },
  changeStandard: { id: "proposals.list.changeStandard", defaultMessage: "Change standard" },
  startWith: { id: "proposals.list.startWith", defaultMessage: "Start with its current text" },
  changing: {
    id: "proposals.list.changing",
    defaultMessage:
      "Changing <b>{label}</b> (version {version}). Edit the text below into the wording you propose; the committee sees both texts side by side with the differences marked.",
  },
  chosenLabel: { id: "proposals.list.chosenLabel", defaultMessage: "{item}. {title}" },
  proposedText: { id: "proposals.list.proposedText", defaultMessage: "Proposed text" },
  sending: { id: "proposals.list.sending", defaultMessage: "Sending…" },
  send: { id: "proposals.list.send", defaultMessage: "Send the proposal" },
  chooseFirst: {
    id: "proposals.list.chooseFirst",
    defaultMessage: "Choose the standard first: its current text is your starting point.",
  },
  changeTo: { id: "proposals.list.changeTo", defaultMessage: "Change to {subject}" },
  needsYourVote: { id: "proposals.list.needsYourVote", defaultMessage: "Needs your vote" },
  proposedBy: {
    id: "proposals.list.proposedBy",
    defaultMessage: "Proposed by {name} on {date}",
  },
  ballotCloses: { id: "proposals.list.ballotCloses", defaultMessage: "Ballot closes {date}" },
  ballotCancelled: { id: "proposals.list.ballotCancelled", defaultMessage: "Ballot cancelled" },
  ballotClosed: { id: "proposals.list.ballotClosed", defaultMessage: "Ballot closed" },
  votes: {
    id: "proposals.list.votes",
    defaultMessage: "{cast, plural, other {#}} of {eligible, plural, one {# vote} other {# votes}}",
  },
  yourVote: { id: "proposals.list.yourVote", defaultMessage: "Your vote: {vote}" },
});

const isVote = (value: string): value is VoteChoice =>
  (voteChoices as readonly string[]).includes(value);

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
  chosen: {
    id: string;
    kind: string;
    number: string;
    title: string;
    version: string;
    content: string;
  } | null;
  canManage: boolean;
  timeZone: string;
  result?: ProposalFormResult;
}) {
  const intl = useIntl();
  const f = useFormat();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const errors = result?.fieldErrors ?? {};
  const values = result?.values;
  const sectionId = values?.sectionId ?? chosen?.id ?? "";
  const filtered = Boolean(list.filters.status || list.filters.needsMyVote);
  return (
    <ListScreen
      width="max-w-5xl"
      title={intl.formatMessage(m.title)}
      intro={
        <span className="block max-w-3xl">
          <FormattedMessage {...m.intro} />
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
              <FormattedMessage {...m.awaiting} values={{ count: list.awaitingMyVote }} />{" "}
              {!list.filters.needsMyVote ? (
                <Link
                  to="/dashboard/standards/proposals?needs=vote"
                  className="font-medium underline"
                >
                  <FormattedMessage {...m.showOnly} />
                </Link>
              ) : null}
            </p>
          ) : null}
        </>
      }
      filters={{
        label: intl.formatMessage(m.filterLabel),
        filtered,
        submitLabel: intl.formatMessage(m.filter),
        clearTo: "/dashboard/standards/proposals",
        fields: (
          <>
            <FilterSelect
              id="filter-status"
              name="status"
              label={intl.formatMessage(m.status)}
              value={list.filters.status ?? ""}
              allLabel={intl.formatMessage(m.allStatuses)}
              options={proposalStatuses.map((s) => ({
                value: s,
                label: intl.formatMessage(proposalStatusMessages[s]),
              }))}
            />
            {list.isVoter ? (
              <CheckboxField
                id="filter-needs"
                label={intl.formatMessage(m.needsMyVote)}
                name="needs"
                value="vote"
                defaultChecked={list.filters.needsMyVote}
                className="pb-2.5"
              />
            ) : null}
          </>
        ),
      }}
      summary={{ total: list.total, noun: m.count }}
      page={list.page}
      pageCount={list.pageCount}
      pageHref={(p) => query(list.filters, p)}
      empty={
        <p className="text-slate-700">
          <FormattedMessage
            {...(list.filters.needsMyVote ? m.noneAwaiting : filtered ? m.noMatch : m.none)}
          />
        </p>
      }
      resultsLabel={intl.formatMessage(m.results)}
      afterResults={
        list.choices.length > 0 ? (
          <section
            id="propose"
            aria-labelledby="propose-h"
            className="scroll-mt-6 space-y-4 rounded-lg border border-slate-200 bg-white p-4"
          >
            <h2 id="propose-h" className="text-lg font-semibold text-slate-900">
              <FormattedMessage {...m.propose} />
            </h2>
            <Form
              method="get"
              action="/dashboard/standards/proposals#propose"
              className="flex flex-wrap items-end gap-3"
            >
              <SelectField
                label={intl.formatMessage(m.standardToChange)}
                name="section"
                defaultValue={sectionId}
                className="min-w-72 flex-1"
              >
                <option value="">{intl.formatMessage(m.chooseStandard)}</option>
                {list.choices.map((c) => (
                  <option key={c.id} value={c.id}>
                    {intl.formatMessage(m.choice, {
                      kind: c.kind === "appendix" ? "appendix" : "standard",
                      number: c.number,
                      title: c.title,
                      version: c.version,
                    })}
                  </option>
                ))}
              </SelectField>
              <button
                type="submit"
                className="rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-800 hover:bg-brand-50"
              >
                <FormattedMessage {...(chosen ? m.changeStandard : m.startWith)} />
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
                    <FormattedMessage
                      {...m.changing}
                      values={{
                        label: intl.formatMessage(m.chosenLabel, {
                          item: itemText(intl, chosen),
                          title: chosen.title,
                        }),
                        version: chosen.version,
                        b: (chunks: ReactNode) => <strong>{chunks}</strong>,
                      }}
                    />
                  </p>
                ) : null}
                <TextAreaField
                  label={intl.formatMessage(m.proposedText)}
                  name="proposedContent"
                  rows={10}
                  maxLength={20000}
                  defaultValue={values?.proposedContent ?? chosen?.content ?? ""}
                  error={errors.proposedContent}
                />
                <TextAreaField
                  label={intl.formatMessage(rationaleMessages.label)}
                  hint={intl.formatMessage(rationaleMessages.hint)}
                  name="discussionNotes"
                  rows={4}
                  maxLength={5000}
                  defaultValue={values?.discussionNotes ?? ""}
                  error={errors.discussionNotes}
                />
                <SubmitButton pending={sending} pendingLabel={intl.formatMessage(m.sending)}>
                  <FormattedMessage {...m.send} />
                </SubmitButton>
              </Form>
            ) : (
              <p className="text-sm text-slate-700">
                <FormattedMessage {...m.chooseFirst} />
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
                  <FormattedMessage
                    {...m.changeTo}
                    values={{ subject: proposalSubjectText(intl, row) }}
                  />
                </Link>
              </h3>
              <div className="flex flex-wrap gap-2">
                {row.needsMyVote ? (
                  <span className="inline-flex rounded-full bg-amber-500 px-2.5 py-0.5 text-xs font-semibold text-black">
                    <FormattedMessage {...m.needsYourVote} />
                  </span>
                ) : null}
                <ProposalStatusBadge status={row.status} />
                {row.ballot?.result ? <BallotResultBadge result={row.ballot.result} /> : null}
              </div>
            </div>
            <p className="mt-1 line-clamp-2 text-sm text-slate-800">{row.rationale}</p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
              <span>
                <FormattedMessage
                  {...m.proposedBy}
                  values={{ name: row.proposedBy, date: f.date(row.proposedDate, timeZone) }}
                />
              </span>
              {row.ballot ? (
                <span>
                  {row.ballot.status === "open" ? (
                    <FormattedMessage
                      {...m.ballotCloses}
                      values={{ date: f.dateTime(row.ballot.closesAt, timeZone) }}
                    />
                  ) : (
                    <FormattedMessage
                      {...(row.ballot.status === "cancelled" ? m.ballotCancelled : m.ballotClosed)}
                    />
                  )}{" "}
                  ·{" "}
                  <FormattedMessage
                    {...m.votes}
                    values={{ cast: row.ballot.votesCast, eligible: row.ballot.eligible }}
                  />
                </span>
              ) : null}
              {row.myVote ? (
                <span>
                  <FormattedMessage
                    {...m.yourVote}
                    values={{
                      vote: isVote(row.myVote)
                        ? intl.formatMessage(proposalVoteMessages[row.myVote])
                        : row.myVote,
                    }}
                  />
                </span>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </ListScreen>
  );
}
