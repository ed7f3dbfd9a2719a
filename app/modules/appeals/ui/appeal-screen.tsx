import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormMessage, RadioGroupField, SubmitButton, TextAreaField } from "~/components/form";
import { appealVoteChoices, appealVoteLabels } from "~/domain/appeal-status";
import { documentDownloadPath, formatFileSize } from "~/modules/documents";
import { formatShare } from "~/modules/proposals";
import type { AppealPage } from "../get-appeal-page.server";
import type { AppealActionResult } from "./appeal-action-result";

const box = "rounded-lg border border-slate-200 bg-white p-4 sm:p-6";
const resultLabels: Record<string, string> = {
  passed: "The panel upheld the appeal",
  failed: "The panel dismissed the appeal",
  "no-quorum": "Not enough of the panel voted; the decision stands",
};

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
  const pending = useNavigation().state === "submitting";
  const { appeal: a, tally } = page;
  const failed = result && !result.ok ? result : undefined;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <p>
        <Link to="/dashboard/appeals" className="text-brand-800 underline">
          All appeals
        </Link>
      </p>
      <h1 className="text-2xl font-semibold break-words text-slate-900">Appeal {a.reference}</h1>
      {result ? (
        <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
      ) : null}
      <Section id="appeal-facts" title={a.kindLabel}>
        <dl className="grid gap-2 text-slate-800 sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium">Business</dt>
          <dd>{a.businessName}</dd>
          {a.certificateNumber ? (
            <>
              <dt className="font-medium">Certificate</dt>
              <dd>{a.certificateNumber}</dd>
            </>
          ) : null}
          <dt className="font-medium">Decided on</dt>
          <dd>{a.decidedOn}</dd>
          <dt className="font-medium">Lodged on</dt>
          <dd>{a.submittedOn}</dd>
          <dt className="font-medium">Status</dt>
          <dd data-testid="appeal-status">{a.statusLabel}</dd>
          {a.closesAt && a.status === "voting" ? (
            <>
              <dt className="font-medium">Panel closes</dt>
              <dd>{a.closesAt}</dd>
            </>
          ) : null}
        </dl>
        <h3 className="font-semibold text-slate-900">Grounds</h3>
        <p className="break-words whitespace-pre-line text-slate-800">{a.grounds}</p>
        {a.documents.length > 0 ? (
          <>
            <h3 className="font-semibold text-slate-900">Supporting documents</h3>
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

      {a.outcomeOn && a.result ? (
        <Section id="appeal-outcome" title="Outcome">
          <p className="text-slate-800">
            {resultLabels[a.result] ?? a.result} on {a.outcomeOn}.
            {a.counts
              ? ` Uphold ${a.counts.uphold}, dismiss ${a.counts.dismiss}, abstain ${a.counts.abstain}.`
              : ""}
          </p>
        </Section>
      ) : null}

      {page.canOpenPanel ? (
        <Section id="appeal-open" title="Panel">
          <p className="text-slate-700">
            Opening the panel takes the roll: every committee member except those who took part in
            the decision appealed. The panel has 14 days; more than half of the votes that take a
            side must uphold the appeal, with at least half of the panel voting.
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="open-panel" />
            <SubmitButton pending={pending}>Open the panel</SubmitButton>
          </Form>
        </Section>
      ) : null}

      {page.panel.length > 0 ? (
        <Section id="appeal-panel" title="Panel">
          {tally ? (
            <p className="text-slate-800" data-testid="appeal-tally">
              {tally.cast} of {tally.eligible} voted ({formatShare(tally.returnPercent)}): uphold{" "}
              {tally.approve}, dismiss {tally.reject}, abstain {tally.abstain}.
            </p>
          ) : null}
          <ul className="divide-y divide-slate-200">
            {page.panel.map((m) => (
              <li key={m.name} className="py-2 text-slate-800">
                <span className="font-medium">{m.name}</span>: {m.vote ?? "not voted yet"}
                {m.comment ? (
                  <span className="block break-words text-slate-600">{m.comment}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {page.canVote ? (
        <Section id="appeal-vote" title="Your vote">
          <Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="vote" />
            <RadioGroupField
              legend="Your decision"
              legendClassName="font-medium text-slate-900"
              name="vote"
              required
              options={appealVoteChoices.map((choice) => ({
                value: choice,
                label: appealVoteLabels[choice],
              }))}
              error={failed?.fieldErrors?.vote}
              optionClassName="flex items-center gap-2 text-slate-800"
              inputClassName=""
            />
            <TextAreaField label="Comment (optional)" name="comment" rows={3} maxLength={2000} />
            <SubmitButton pending={pending}>Cast the vote</SubmitButton>
          </Form>
        </Section>
      ) : page.myVote ? (
        <p className="text-slate-800">You voted: {page.myVote}.</p>
      ) : null}

      {page.canWithdraw ? (
        <details className={box}>
          <summary className="cursor-pointer font-medium text-slate-900">
            Withdraw this appeal
          </summary>
          <p className="mt-2 text-slate-700">
            Withdrawing ends the appeal: the decision stands and the panel will not decide.
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="withdraw" />
            <SubmitButton pending={pending}>Yes, withdraw the appeal</SubmitButton>
          </Form>
        </details>
      ) : null}
    </div>
  );
}
