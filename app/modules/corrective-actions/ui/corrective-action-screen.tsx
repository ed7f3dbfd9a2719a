import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { ConfirmBox } from "~/components/confirm-dialog";
import {
  controlClasses,
  FileField,
  FormMessage,
  SubmitButton,
  TextAreaField,
} from "~/components/form";
import { ANSWER_TEXT_MAX, RETURN_REASON_MAX } from "~/domain/corrective-action-status";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { formatFileSize } from "~/modules/documents";
import {
  CORRECTIVE_ACTIONS_PATH,
  EVIDENCE_MAX_FILES,
  EVIDENCE_TYPES_TEXT,
  evidenceAcceptAttribute,
  evidencePath,
} from "../corrective-action-rules";
import type { CorrectiveActionPage } from "../get-corrective-action.server";
import {
  correctiveActionSeverityMessages,
  correctiveActionStatusMessages,
} from "./corrective-action-labels";
import { OverdueFlag } from "./corrective-actions-list-screen";

/** What the page's forms answer. */
export type CorrectiveActionResult =
  | { ok: true; message: string }
  | {
      ok: false;
      intent?: string;
      message?: string;
      fieldErrors?: Record<string, string>;
      values?: Record<string, string | string[]>;
      /** The confirmation step of accept or return. */
      confirm?: "accept" | "return";
      reason?: string;
      version?: string;
    };

const box = "rounded-lg border border-slate-200 bg-white p-4 sm:p-6";
const m = defineMessages({
  all: { id: "correctiveActions.detail.all", defaultMessage: "All corrective actions" },
  title: {
    id: "correctiveActions.detail.title",
    defaultMessage: "Standard {number}. {title}",
  },
  facts: { id: "correctiveActions.detail.facts", defaultMessage: "The non-conformity" },
  business: { id: "correctiveActions.detail.business", defaultMessage: "Business" },
  severity: { id: "correctiveActions.detail.severity", defaultMessage: "Severity" },
  due: { id: "correctiveActions.detail.due", defaultMessage: "Due" },
  status: { id: "correctiveActions.detail.status", defaultMessage: "Status" },
  finding: { id: "correctiveActions.detail.finding", defaultMessage: "The examiner's finding" },
  noNotes: {
    id: "correctiveActions.detail.noNotes",
    defaultMessage: "The examiner recorded no notes.",
  },
  links: {
    id: "correctiveActions.detail.links",
    defaultMessage: "<app>The application</app> · <audit>The audit</audit>",
  },
  returned: { id: "correctiveActions.detail.returned", defaultMessage: "Why it was returned" },
  answer: { id: "correctiveActions.detail.answer", defaultMessage: "The business's answer" },
  answeredOn: { id: "correctiveActions.detail.answeredOn", defaultMessage: "Answered on {date}" },
  rootCause: { id: "correctiveActions.detail.rootCause", defaultMessage: "Root cause" },
  changesMade: { id: "correctiveActions.detail.changesMade", defaultMessage: "What was changed" },
  evidence: { id: "correctiveActions.detail.evidence", defaultMessage: "Evidence" },
  noEvidence: { id: "correctiveActions.detail.noEvidence", defaultMessage: "No evidence files." },
  answerTitle: { id: "correctiveActions.detail.answerTitle", defaultMessage: "Your answer" },
  answerIntro: {
    id: "correctiveActions.detail.answerIntro",
    defaultMessage:
      "Tell us what caused the non-conformity and what you changed, and add evidence: photos or PDF files.",
  },
  rootCauseLabel: {
    id: "correctiveActions.detail.rootCauseLabel",
    defaultMessage: "What caused the non-conformity?",
  },
  changesLabel: {
    id: "correctiveActions.detail.changesLabel",
    defaultMessage: "What did you change to correct it?",
  },
  filesLabel: {
    id: "correctiveActions.detail.filesLabel",
    defaultMessage: "Evidence files (up to {max})",
  },
  filesHint: {
    id: "correctiveActions.detail.filesHint",
    defaultMessage: "{types}, at most 20 MB each.",
  },
  send: { id: "correctiveActions.detail.send", defaultMessage: "Send the answer" },
  sending: { id: "correctiveActions.detail.sending", defaultMessage: "Sending…" },
  verifyTitle: { id: "correctiveActions.detail.verifyTitle", defaultMessage: "Verify the answer" },
  verifyIntro: {
    id: "correctiveActions.detail.verifyIntro",
    defaultMessage:
      "Accept the answer if the evidence shows the non-conformity is corrected; otherwise return it with what the business must still do.",
  },
  accept: { id: "correctiveActions.detail.accept", defaultMessage: "Accept and close" },
  reasonLabel: {
    id: "correctiveActions.detail.reasonLabel",
    defaultMessage: "Reason for returning it",
  },
  return: { id: "correctiveActions.detail.return", defaultMessage: "Return to the business" },
  acceptConfirmTitle: {
    id: "correctiveActions.detail.acceptConfirmTitle",
    defaultMessage: "Accept this corrective action?",
  },
  acceptConfirm: {
    id: "correctiveActions.detail.acceptConfirm",
    defaultMessage: "The action will be closed and the business told. It cannot be answered again.",
  },
  acceptYes: { id: "correctiveActions.detail.acceptYes", defaultMessage: "Yes, accept it" },
  returnConfirmTitle: {
    id: "correctiveActions.detail.returnConfirmTitle",
    defaultMessage: "Return this answer to the business?",
  },
  returnConfirm: {
    id: "correctiveActions.detail.returnConfirm",
    defaultMessage: "The business will be asked to answer again, with this reason:",
  },
  returnYes: { id: "correctiveActions.detail.returnYes", defaultMessage: "Yes, return it" },
  history: { id: "correctiveActions.detail.history", defaultMessage: "History" },
  by: { id: "correctiveActions.detail.by", defaultMessage: "{status}, by {name}" },
  opened: {
    id: "correctiveActions.detail.opened",
    defaultMessage: "Opened when the audit was completed",
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

function Text({ children }: { children: ReactNode }) {
  return <p className="break-words whitespace-pre-line text-slate-800">{children}</p>;
}

/** One corrective action (issue 37): the finding, the answer and evidence, verification, history. */
export function CorrectiveActionScreen({
  page,
  result,
}: {
  page: CorrectiveActionPage;
  result?: CorrectiveActionResult;
}) {
  const intl = useIntl();
  const f = useFormat();
  const pending = useNavigation().state === "submitting";
  const { action: a, timeZone } = page;
  const failed = result && !result.ok && !result.confirm ? result : undefined;
  const confirming = result && !result.ok && result.confirm ? result : undefined;
  const echoed = (name: string) => {
    const v = failed?.values?.[name];
    return typeof v === "string" ? v : undefined;
  };
  const version = String(a.version);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <p>
        <Link to={CORRECTIVE_ACTIONS_PATH} className="text-brand-800 underline">
          <FormattedMessage {...m.all} />
        </Link>
      </p>
      <h1 className="text-2xl font-semibold break-words text-slate-900">
        <FormattedMessage
          {...m.title}
          values={{ number: a.standardNumber, title: a.standardTitle }}
        />
      </h1>
      {result?.ok ? <FormMessage kind="success">{result.message}</FormMessage> : null}
      {failed?.message && !failed.fieldErrors?.rootCause && !failed.fieldErrors?.changesMade ? (
        <FormMessage kind="error">{failed.message}</FormMessage>
      ) : null}

      <Section id="corrective-action-facts" title={intl.formatMessage(m.facts)}>
        <dl className="grid gap-2 text-slate-800 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium">
            <FormattedMessage {...m.business} />
          </dt>
          <dd className="break-words">{a.businessName}</dd>
          <dt className="font-medium">
            <FormattedMessage {...m.severity} />
          </dt>
          <dd>
            <FormattedMessage {...correctiveActionSeverityMessages[a.severity]} />
          </dd>
          <dt className="font-medium">
            <FormattedMessage {...m.due} />
          </dt>
          <dd>
            <time dateTime={a.dueOn}>{f.day(a.dueOn)}</time>
            {a.overdue ? <OverdueFlag /> : null}
          </dd>
          <dt className="font-medium">
            <FormattedMessage {...m.status} />
          </dt>
          <dd data-testid="corrective-action-status">
            <FormattedMessage {...correctiveActionStatusMessages[a.status]} />
          </dd>
        </dl>
        <h3 className="font-semibold text-slate-900">
          <FormattedMessage {...m.finding} />
        </h3>
        <Text>{a.findingNotes ?? intl.formatMessage(m.noNotes)}</Text>
        <p className="text-slate-700">
          <FormattedMessage
            {...m.links}
            values={{
              app: (chunks: ReactNode[]) => (
                <Link
                  to={`/dashboard/applications/${a.applicationId}`}
                  className="text-brand-800 underline"
                >
                  {chunks}
                </Link>
              ),
              audit: (chunks: ReactNode[]) => (
                <Link to={`/dashboard/audits/${a.auditId}`} className="text-brand-800 underline">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      </Section>

      {a.status === "returned" && a.returnReason ? (
        <Section id="corrective-action-returned" title={intl.formatMessage(m.returned)}>
          <Text>{a.returnReason}</Text>
        </Section>
      ) : null}

      {a.rootCause && a.status !== "returned" ? (
        <Section id="corrective-action-answer" title={intl.formatMessage(m.answer)}>
          {a.answeredAt ? (
            <p className="text-sm text-slate-600">
              <FormattedMessage
                {...m.answeredOn}
                values={{ date: f.dateTime(a.answeredAt, timeZone) }}
              />
            </p>
          ) : null}
          <h3 className="font-semibold text-slate-900">
            <FormattedMessage {...m.rootCause} />
          </h3>
          <Text>{a.rootCause}</Text>
          <h3 className="font-semibold text-slate-900">
            <FormattedMessage {...m.changesMade} />
          </h3>
          <Text>{a.changesMade}</Text>
        </Section>
      ) : null}

      {page.evidence.length > 0 || a.rootCause ? (
        <Section id="corrective-action-evidence" title={intl.formatMessage(m.evidence)}>
          {page.evidence.length === 0 ? (
            <p className="text-slate-700">
              <FormattedMessage {...m.noEvidence} />
            </p>
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-slate-800">
              {page.evidence.map((e) => (
                <li key={e.id} className="break-words">
                  <a href={evidencePath(a.id, e.id)} className="text-brand-800 underline">
                    {e.name}
                  </a>{" "}
                  <span className="text-sm text-slate-600">
                    ({formatFileSize(e.size)}, {f.date(e.createdAt, timeZone)})
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      ) : null}

      {page.canAnswer ? (
        <Section id="corrective-action-answer-form" title={intl.formatMessage(m.answerTitle)}>
          <p className="text-slate-700">
            <FormattedMessage {...m.answerIntro} />
          </p>
          <Form method="post" encType="multipart/form-data" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="answer" />
            <input type="hidden" name="version" value={version} />
            <TextAreaField
              label={intl.formatMessage(m.rootCauseLabel)}
              name="rootCause"
              rows={5}
              maxLength={ANSWER_TEXT_MAX}
              required
              defaultValue={echoed("rootCause")}
              error={failed?.fieldErrors?.rootCause}
            />
            <TextAreaField
              label={intl.formatMessage(m.changesLabel)}
              name="changesMade"
              rows={5}
              maxLength={ANSWER_TEXT_MAX}
              required
              defaultValue={echoed("changesMade")}
              error={failed?.fieldErrors?.changesMade}
            />
            <FileField
              label={intl.formatMessage(m.filesLabel, { max: EVIDENCE_MAX_FILES })}
              name="files"
              controlClassName={controlClasses.text}
              multiple
              accept={evidenceAcceptAttribute}
              hint={intl.formatMessage(m.filesHint, { types: EVIDENCE_TYPES_TEXT })}
              error={failed?.fieldErrors?.files}
            />
            <SubmitButton pending={pending} pendingLabel={intl.formatMessage(m.sending)}>
              <FormattedMessage {...m.send} />
            </SubmitButton>
          </Form>
        </Section>
      ) : null}

      {page.canVerify ? (
        <Section id="corrective-action-verify" title={intl.formatMessage(m.verifyTitle)}>
          {confirming ? (
            <Form method="post">
              <ConfirmBox
                id="corrective-action-confirm"
                tone={confirming.confirm === "accept" ? "neutral" : "warning"}
                title={intl.formatMessage(
                  confirming.confirm === "accept" ? m.acceptConfirmTitle : m.returnConfirmTitle,
                )}
                message={intl.formatMessage(
                  confirming.confirm === "accept" ? m.acceptConfirm : m.returnConfirm,
                )}
                details={
                  confirming.reason ? (
                    <p className="mt-1 text-sm whitespace-pre-wrap">{confirming.reason}</p>
                  ) : undefined
                }
                fields={{
                  intent: confirming.confirm,
                  version: confirming.version ?? version,
                  ...(confirming.confirm === "return" ? { reason: confirming.reason } : {}),
                }}
                confirmLabel={intl.formatMessage(
                  confirming.confirm === "accept" ? m.acceptYes : m.returnYes,
                )}
                cancelTo="."
                pending={pending}
              />
            </Form>
          ) : (
            <>
              <p className="text-slate-700">
                <FormattedMessage {...m.verifyIntro} />
              </p>
              <Form method="post">
                <input type="hidden" name="intent" value="accept" />
                <input type="hidden" name="version" value={version} />
                <SubmitButton pending={pending}>
                  <FormattedMessage {...m.accept} />
                </SubmitButton>
              </Form>
              <Form method="post" className="space-y-3 border-t border-slate-200 pt-4" noValidate>
                <input type="hidden" name="intent" value="return" />
                <input type="hidden" name="version" value={version} />
                <TextAreaField
                  label={intl.formatMessage(m.reasonLabel)}
                  name="reason"
                  rows={3}
                  maxLength={RETURN_REASON_MAX}
                  required
                  defaultValue={echoed("reason")}
                  error={failed?.fieldErrors?.reason}
                />
                <SubmitButton pending={pending} className="bg-orange-800 hover:bg-orange-900">
                  <FormattedMessage {...m.return} />
                </SubmitButton>
              </Form>
            </>
          )}
        </Section>
      ) : null}

      <Section id="corrective-action-history" title={intl.formatMessage(m.history)}>
        <ol className="space-y-2 text-slate-800">
          {page.history.map((h) => (
            <li key={h.id}>
              <time dateTime={h.at} className="text-sm text-slate-600">
                {f.dateTime(h.at, timeZone)}
              </time>
              <p>
                {h.to === "open"
                  ? intl.formatMessage(m.opened)
                  : h.actorName
                    ? intl.formatMessage(m.by, {
                        status: intl.formatMessage(correctiveActionStatusMessages[h.to]),
                        name: h.actorName,
                      })
                    : intl.formatMessage(correctiveActionStatusMessages[h.to])}
              </p>
              {h.reason ? <Text>{h.reason}</Text> : null}
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
