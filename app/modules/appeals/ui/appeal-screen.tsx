import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { FormMessage, RadioGroupField, SubmitButton, TextAreaField } from "~/components/form";
import { appealVoteChoices } from "~/domain/appeal-status";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { documentDownloadPath, formatFileSize } from "~/modules/documents";
import { formatShare } from "~/modules/proposals";
import type { AppealPage } from "../get-appeal-page.server";
import type { AppealActionResult } from "./appeal-action-result";
import { appealKindMessages, appealStatusMessages, appealVoteMessages } from "./appeal-labels";

const box = "rounded-lg border border-slate-200 bg-white p-4 sm:p-6";
const resultMessages: Record<string, EnglishMessage> = defineMessages({
  passed: { id: "appeals.result.passed", defaultMessage: "The panel upheld the appeal" },
  failed: { id: "appeals.result.failed", defaultMessage: "The panel dismissed the appeal" },
  "no-quorum": {
    id: "appeals.result.noQuorum",
    defaultMessage: "Not enough of the panel voted; the decision stands",
  },
});

const m = defineMessages({
  all: { id: "appeals.detail.all", defaultMessage: "All appeals" },
  title: { id: "appeals.detail.title", defaultMessage: "Appeal {reference}" },
  business: { id: "appeals.detail.business", defaultMessage: "Business" },
  certificate: { id: "appeals.detail.certificate", defaultMessage: "Certificate" },
  decidedOn: { id: "appeals.detail.decidedOn", defaultMessage: "Decided on" },
  lodgedOn: { id: "appeals.detail.lodgedOn", defaultMessage: "Lodged on" },
  status: { id: "appeals.detail.status", defaultMessage: "Status" },
  closes: { id: "appeals.detail.closes", defaultMessage: "Panel closes" },
  grounds: { id: "appeals.detail.grounds", defaultMessage: "Grounds" },
  documents: { id: "appeals.detail.documents", defaultMessage: "Supporting documents" },
  outcome: { id: "appeals.detail.outcome", defaultMessage: "Outcome" },
  resultOn: { id: "appeals.detail.resultOn", defaultMessage: "{result} on {date}." },
  counts: {
    id: "appeals.detail.counts",
    defaultMessage: "Uphold {uphold}, dismiss {dismiss}, abstain {abstain}.",
  },
  panel: { id: "appeals.detail.panel", defaultMessage: "Panel" },
  openIntro: {
    id: "appeals.detail.openIntro",
    defaultMessage:
      "Opening the panel takes the roll: every committee member except those who took part in the decision appealed. The panel has 14 days; more than half of the votes that take a side must uphold the appeal, with at least half of the panel voting.",
  },
  open: { id: "appeals.detail.open", defaultMessage: "Open the panel" },
  tally: {
    id: "appeals.detail.tally",
    defaultMessage:
      "{cast} of {eligible} voted ({share}): uphold {approve}, dismiss {reject}, abstain {abstain}.",
  },
  notVoted: { id: "appeals.detail.notVoted", defaultMessage: "not voted yet" },
  yourVote: { id: "appeals.detail.yourVote", defaultMessage: "Your vote" },
  yourDecision: { id: "appeals.detail.yourDecision", defaultMessage: "Your decision" },
  comment: { id: "appeals.detail.comment", defaultMessage: "Comment (optional)" },
  cast: { id: "appeals.detail.cast", defaultMessage: "Cast the vote" },
  youVoted: { id: "appeals.detail.youVoted", defaultMessage: "You voted: {vote}." },
  withdraw: { id: "appeals.detail.withdraw", defaultMessage: "Withdraw this appeal" },
  withdrawIntro: {
    id: "appeals.detail.withdrawIntro",
    defaultMessage:
      "Withdrawing ends the appeal: the decision stands and the panel will not decide.",
  },
  withdrawConfirm: {
    id: "appeals.detail.withdrawConfirm",
    defaultMessage: "Yes, withdraw the appeal",
  },
});

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={box}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

/** An appeal (decision 057): the decision appealed, the grounds, the panel and its outcome. */
export function AppealScreen({ page, result }: { page: AppealPage; result?: AppealActionResult }) {
  const intl = useIntl();
  const f = useFormat();
  const pending = useNavigation().state === "submitting";
  const { appeal: a, tally } = page;
  const zone = a.timeZone;
  const failed = result && !result.ok ? result : undefined;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <p>
        <Link to="/dashboard/appeals" className="text-brand-800 underline">
          <FormattedMessage {...m.all} />
        </Link>
      </p>
      <h1 className="text-2xl font-semibold break-words text-slate-900">
        <FormattedMessage {...m.title} values={{ reference: a.reference }} />
      </h1>
      {result ? (
        <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
      ) : null}
      <Section id="appeal-facts" title={intl.formatMessage(appealKindMessages[a.kind])}>
        <dl className="grid gap-2 text-slate-800 sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium">
            <FormattedMessage {...m.business} />
          </dt>
          <dd>{a.businessName}</dd>
          {a.certificateNumber ? (
            <>
              <dt className="font-medium">
                <FormattedMessage {...m.certificate} />
              </dt>
              <dd>{a.certificateNumber}</dd>
            </>
          ) : null}
          <dt className="font-medium">
            <FormattedMessage {...m.decidedOn} />
          </dt>
          <dd>{f.date(a.decisionAtIso, zone)}</dd>
          <dt className="font-medium">
            <FormattedMessage {...m.lodgedOn} />
          </dt>
          <dd>{f.date(a.submittedAtIso, zone)}</dd>
          <dt className="font-medium">
            <FormattedMessage {...m.status} />
          </dt>
          <dd data-testid="appeal-status">
            <FormattedMessage {...appealStatusMessages[a.status]} />
          </dd>
          {a.closesAtIso && a.status === "voting" ? (
            <>
              <dt className="font-medium">
                <FormattedMessage {...m.closes} />
              </dt>
              <dd>{f.dateTime(a.closesAtIso, zone)}</dd>
            </>
          ) : null}
        </dl>
        <h3 className="font-semibold text-slate-900">
          <FormattedMessage {...m.grounds} />
        </h3>
        <p className="break-words whitespace-pre-line text-slate-800">{a.grounds}</p>
        {a.documents.length > 0 ? (
          <>
            <h3 className="font-semibold text-slate-900">
              <FormattedMessage {...m.documents} />
            </h3>
            <ul className="list-disc space-y-1 pl-5 text-slate-800">
              {a.documents.map((d) => (
                <li key={d.id} className="break-words">
                  <a href={documentDownloadPath(d.id)} className="text-brand-800 underline">
                    {d.name}
                  </a>{" "}
                  <span className="text-sm text-slate-600">({formatFileSize(d.size)})</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Section>

      {a.decidedAtIso && a.result ? (
        <Section id="appeal-outcome" title={intl.formatMessage(m.outcome)}>
          <p className="text-slate-800">
            {intl.formatMessage(m.resultOn, {
              result: resultMessages[a.result]
                ? intl.formatMessage(resultMessages[a.result]!)
                : a.result,
              date: f.date(a.decidedAtIso, zone),
            })}
            {a.counts ? ` ${intl.formatMessage(m.counts, a.counts)}` : ""}
          </p>
        </Section>
      ) : null}

      {page.canOpenPanel ? (
        <Section id="appeal-open" title={intl.formatMessage(m.panel)}>
          <p className="text-slate-700">
            <FormattedMessage {...m.openIntro} />
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="open-panel" />
            <SubmitButton pending={pending}>
              <FormattedMessage {...m.open} />
            </SubmitButton>
          </Form>
        </Section>
      ) : null}

      {page.panel.length > 0 ? (
        <Section id="appeal-panel" title={intl.formatMessage(m.panel)}>
          {tally ? (
            <p className="text-slate-800" data-testid="appeal-tally">
              <FormattedMessage
                {...m.tally}
                values={{
                  cast: tally.cast,
                  eligible: tally.eligible,
                  share: formatShare(tally.returnPercent),
                  approve: tally.approve,
                  reject: tally.reject,
                  abstain: tally.abstain,
                }}
              />
            </p>
          ) : null}
          <ul className="divide-y divide-slate-200">
            {page.panel.map((member) => (
              <li key={member.name} className="py-2 text-slate-800">
                <span className="font-medium">{member.name}</span>:{" "}
                {intl.formatMessage(member.choice ? appealVoteMessages[member.choice] : m.notVoted)}
                {member.comment ? (
                  <span className="block break-words text-slate-600">{member.comment}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {page.canVote ? (
        <Section id="appeal-vote" title={intl.formatMessage(m.yourVote)}>
          <Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="vote" />
            <RadioGroupField
              legend={intl.formatMessage(m.yourDecision)}
              legendClassName="font-medium text-slate-900"
              name="vote"
              required
              options={appealVoteChoices.map((choice) => ({
                value: choice,
                label: intl.formatMessage(appealVoteMessages[choice]),
              }))}
              error={failed?.fieldErrors?.vote}
              optionClassName="flex items-center gap-2 text-slate-800"
              inputClassName=""
            />
            <TextAreaField
              label={intl.formatMessage(m.comment)}
              name="comment"
              rows={3}
              maxLength={2000}
            />
            <SubmitButton pending={pending}>
              <FormattedMessage {...m.cast} />
            </SubmitButton>
          </Form>
        </Section>
      ) : page.myChoice ? (
        <p className="text-slate-800">
          <FormattedMessage
            {...m.youVoted}
            values={{ vote: intl.formatMessage(appealVoteMessages[page.myChoice]) }}
          />
        </p>
      ) : null}

      {page.canWithdraw ? (
        <details className={box}>
          <summary className="cursor-pointer font-medium text-slate-900">
            <FormattedMessage {...m.withdraw} />
          </summary>
          <p className="mt-2 text-slate-700">
            <FormattedMessage {...m.withdrawIntro} />
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="withdraw" />
            <SubmitButton pending={pending}>
              <FormattedMessage {...m.withdrawConfirm} />
            </SubmitButton>
          </Form>
        </details>
      ) : null}
    </div>
  );
}
