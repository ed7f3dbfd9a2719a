import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import {
  controlClasses,
  FileField,
  FormMessage,
  SubmitButton,
  TextAreaField,
} from "~/components/form";
import { APPEAL_DAYS } from "~/domain/appeal-status";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { acceptAttribute, ALLOWED_TYPES_TEXT } from "~/modules/documents";
import { appealText } from "../appeal-messages";
import { APPEAL_GROUNDS_MAX, APPEAL_MAX_FILES, appealPath } from "../appeal-rules";
import type { NewAppealPage } from "../get-new-appeal-page.server";
import type { AppealActionResult } from "./appeal-action-result";
import { appealKindMessages } from "./appeal-labels";

const m = defineMessages({
  title: { id: "appeals.new.title", defaultMessage: "Appeal this decision" },
  concerns: { id: "appeals.new.concerns", defaultMessage: "Concerns" },
  certificate: { id: "appeals.new.certificate", defaultMessage: "Certificate {number}" },
  application: {
    id: "appeals.new.application",
    defaultMessage: "The application of {business}",
  },
  decidedOn: { id: "appeals.new.decidedOn", defaultMessage: "Decided on" },
  reason: { id: "appeals.new.reason", defaultMessage: "Reason given" },
  appealBy: { id: "appeals.new.appealBy", defaultMessage: "Appeal by" },
  view: { id: "appeals.new.view", defaultMessage: "View the appeal" },
  intro: {
    id: "appeals.new.intro",
    defaultMessage:
      "Say why you believe the decision is wrong. A panel of committee members who took no part in the decision will consider your appeal, and we will tell you the outcome in writing.",
  },
  grounds: { id: "appeals.new.grounds", defaultMessage: "Grounds for the appeal" },
  files: {
    id: "appeals.new.files",
    defaultMessage: "Supporting documents (optional, up to {max} files)",
  },
  filesHint: {
    id: "appeals.new.filesHint",
    defaultMessage: "{types}, at most 20 MB each. They are added to your application's documents.",
  },
  sending: { id: "appeals.new.sending", defaultMessage: "Sending…" },
  send: { id: "appeals.new.send", defaultMessage: "Send the appeal" },
});

const box = "rounded-lg border border-slate-200 bg-white p-4 sm:p-6";

/** The business appeals a decision (decision 057): what is appealed, the deadline, the grounds. */
export function NewAppealScreen({
  page,
  result,
}: {
  page: NewAppealPage;
  result?: AppealActionResult;
}) {
  const intl = useIntl();
  const f = useFormat();
  const pending = useNavigation().state === "submitting";
  const failed = result && !result.ok ? result : undefined;
  const grounds = failed?.values?.grounds;
  const deadline = f.date(page.deadlineAt, page.timeZone);
  const closed =
    page.closedReason === "appealed"
      ? intl.formatMessage(appealText.alreadyAppealed)
      : page.closedReason === "late"
        ? intl.formatMessage(appealText.tooLate, { deadline, days: APPEAL_DAYS })
        : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">
        <FormattedMessage {...m.title} />
      </h1>
      <section className={box} aria-labelledby="appeal-decision">
        <h2 id="appeal-decision" className="text-lg font-semibold text-slate-900">
          <FormattedMessage {...appealKindMessages[page.kind]} />
        </h2>
        <dl className="mt-3 grid gap-2 text-slate-800 sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium">
            <FormattedMessage {...m.concerns} />
          </dt>
          <dd>
            {page.certificateNumber
              ? intl.formatMessage(m.certificate, { number: page.certificateNumber })
              : intl.formatMessage(m.application, { business: page.businessName })}
          </dd>
          <dt className="font-medium">
            <FormattedMessage {...m.decidedOn} />
          </dt>
          <dd>{f.date(page.decisionAt, page.timeZone)}</dd>
          {page.reason ? (
            <>
              <dt className="font-medium">
                <FormattedMessage {...m.reason} />
              </dt>
              <dd className="break-words whitespace-pre-line">{page.reason}</dd>
            </>
          ) : null}
          <dt className="font-medium">
            <FormattedMessage {...m.appealBy} />
          </dt>
          <dd>{deadline}</dd>
        </dl>
      </section>
      {closed ? (
        <FormMessage kind="error">
          {closed}{" "}
          {page.existingAppealId ? (
            <Link to={appealPath(page.existingAppealId)} className="underline">
              <FormattedMessage {...m.view} />
            </Link>
          ) : null}
        </FormMessage>
      ) : (
        <Form method="post" encType="multipart/form-data" className={`${box} space-y-4`} noValidate>
          <p className="text-slate-700">
            <FormattedMessage {...m.intro} />
          </p>
          {failed && !failed.fieldErrors?.grounds && !failed.fieldErrors?.files ? (
            <FormMessage kind="error">{failed.message}</FormMessage>
          ) : null}
          <TextAreaField
            label={intl.formatMessage(m.grounds)}
            name="grounds"
            rows={8}
            maxLength={APPEAL_GROUNDS_MAX}
            required
            defaultValue={typeof grounds === "string" ? grounds : undefined}
            error={failed?.fieldErrors?.grounds}
          />
          <FileField
            label={intl.formatMessage(m.files, { max: APPEAL_MAX_FILES })}
            name="files"
            controlClassName={controlClasses.text}
            multiple
            accept={acceptAttribute}
            hint={intl.formatMessage(m.filesHint, { types: ALLOWED_TYPES_TEXT })}
            error={failed?.fieldErrors?.files}
          />
          <SubmitButton pending={pending} pendingLabel={intl.formatMessage(m.sending)}>
            <FormattedMessage {...m.send} />
          </SubmitButton>
        </Form>
      )}
    </div>
  );
}
