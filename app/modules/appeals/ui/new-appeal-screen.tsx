import { Form, Link, useNavigation } from "react-router";
import {
  controlClasses,
  FileField,
  FormMessage,
  SubmitButton,
  TextAreaField,
} from "~/components/form";
import { acceptAttribute, ALLOWED_TYPES_TEXT } from "~/modules/documents";
import { APPEAL_GROUNDS_MAX, APPEAL_MAX_FILES, appealPath } from "../appeal-rules";
import type { NewAppealPage } from "../get-new-appeal-page.server";
import type { AppealActionResult } from "./appeal-action-result";

const box = "rounded-lg border border-slate-200 bg-white p-4 sm:p-6";

/** The business appeals a decision (decision 057): what is appealed, the deadline, the grounds. */
export function NewAppealScreen({
  page,
  result,
}: {
  page: NewAppealPage;
  result?: AppealActionResult;
}) {
  const pending = useNavigation().state === "submitting";
  const failed = result && !result.ok ? result : undefined;
  const grounds = failed?.values?.grounds;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Appeal this decision</h1>
      <section className={box} aria-labelledby="appeal-decision">
        <h2 id="appeal-decision" className="text-lg font-semibold text-slate-900">
          {page.kindLabel}
        </h2>
        <dl className="mt-3 grid gap-2 text-slate-800 sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium">Concerns</dt>
          <dd>{page.subjectLabel}</dd>
          <dt className="font-medium">Decided on</dt>
          <dd>{page.decidedOn}</dd>
          {page.reason ? (
            <>
              <dt className="font-medium">Reason given</dt>
              <dd className="break-words whitespace-pre-line">{page.reason}</dd>
            </>
          ) : null}
          <dt className="font-medium">Appeal by</dt>
          <dd>{page.deadline}</dd>
        </dl>
      </section>
      {page.closed ? (
        <FormMessage kind="error">
          {page.closed}{" "}
          {page.existingAppealId ? (
            <Link to={appealPath(page.existingAppealId)} className="underline">
              View the appeal
            </Link>
          ) : null}
        </FormMessage>
      ) : (
        <Form method="post" encType="multipart/form-data" className={`${box} space-y-4`} noValidate>
          <p className="text-slate-700">
            Say why you believe the decision is wrong. A panel of committee members who took no part
            in the decision will consider your appeal, and we will tell you the outcome in writing.
          </p>
          {failed && !failed.fieldErrors?.grounds && !failed.fieldErrors?.files ? (
            <FormMessage kind="error">{failed.message}</FormMessage>
          ) : null}
          <TextAreaField
            label="Grounds for the appeal"
            name="grounds"
            rows={8}
            maxLength={APPEAL_GROUNDS_MAX}
            required
            defaultValue={typeof grounds === "string" ? grounds : undefined}
            error={failed?.fieldErrors?.grounds}
          />
          <FileField
            label={`Supporting documents (optional, up to ${APPEAL_MAX_FILES} files)`}
            name="files"
            controlClassName={controlClasses.text}
            multiple
            accept={acceptAttribute}
            hint={`${ALLOWED_TYPES_TEXT}, at most 20 MB each. They are added to your application's documents.`}
            error={failed?.fieldErrors?.files}
          />
          <SubmitButton pending={pending} pendingLabel="Sending…">
            Send the appeal
          </SubmitButton>
        </Form>
      )}
    </div>
  );
}
