import { Form, Link, useNavigation } from "react-router";
import { SelectField, SubmitButton, TextAreaField } from "~/components/form";
import type { FormFailure } from "~/lib/form-action.server";
import {
  applicationStatusLabels,
  FEEDBACK_MAX,
  type ApplicationStatus,
} from "~/modules/applications";

/** What the application page's action answers (a redirect aside). */
export type ApplicationPageResult =
  | { ok: true; intent: string; message: string }
  | { ok: false; confirmReject: true; feedback: string; intent?: undefined; message?: undefined }
  | FormFailure;

/** Staff and examiners move the application on; rejecting asks for a confirmation first. */
export function StatusChangeForm({
  applicationId,
  targets,
  actionData,
}: {
  applicationId: string;
  targets: ApplicationStatus[];
  actionData: ApplicationPageResult | undefined;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "status";
  const fieldErrors: Record<string, string> =
    actionData && "fieldErrors" in actionData ? actionData.fieldErrors : {};
  if (actionData && "confirmReject" in actionData) {
    return (
      <div
        role="alertdialog"
        aria-labelledby="confirm-reject-h"
        aria-describedby="confirm-reject-text"
        className="space-y-4 rounded-md border border-red-300 bg-red-50 p-4"
      >
        <h3 id="confirm-reject-h" className="font-semibold text-red-900">
          Reject this application?
        </h3>
        <p id="confirm-reject-text" className="text-sm text-red-900">
          The applicant will be e-mailed and notified that the application was rejected
          {actionData.feedback ? ", with your feedback" : ""}. They can then edit it and submit it
          again.
        </p>
        {actionData.feedback ? (
          <blockquote className="border-l-4 border-red-300 pl-3 text-sm whitespace-pre-wrap text-slate-900">
            {actionData.feedback}
          </blockquote>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Form noValidate method="post" preventScrollReset>
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="status" value="rejected" />
            <input type="hidden" name="feedback" value={actionData.feedback} />
            <input type="hidden" name="confirmReject" value="yes" />
            <button
              type="submit"
              disabled={pending}
              autoFocus
              className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
            >
              {pending ? "Rejecting…" : "Yes, reject application"}
            </button>
          </Form>
          <Link
            to={`/dashboard/applications/${applicationId}`}
            preventScrollReset
            className="rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Cancel
          </Link>
        </div>
      </div>
    );
  }
  return (
    <Form noValidate method="post" className="space-y-4" preventScrollReset>
      <input type="hidden" name="intent" value="status" />
      <SelectField
        label="New status"
        name="status"
        required
        defaultValue=""
        error={fieldErrors.status}
        controlClassName="mt-1 block w-full max-w-sm rounded-md border bg-white px-3 py-2 text-slate-900"
      >
        <option value="" disabled>
          Choose the next status
        </option>
        {targets.map((s) => (
          <option key={s} value={s}>
            {applicationStatusLabels[s]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Feedback for the applicant (optional)"
        name="feedback"
        rows={4}
        maxLength={FEEDBACK_MAX}
        error={fieldErrors.feedback}
        placeholder="What the applicant should know or do next. It is shown on the application and included in the e-mail."
      />
      <SubmitButton pending={pending} pendingLabel="Updating…">
        Update status
      </SubmitButton>
    </Form>
  );
}
