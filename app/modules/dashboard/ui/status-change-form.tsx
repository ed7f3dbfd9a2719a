import { Form, useNavigation } from "react-router";
import { ConfirmBox } from "~/components/confirm-dialog";
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
      <ConfirmBox
        id="confirm-reject-h"
        title="Reject this application?"
        message={`The applicant will be e-mailed and notified that the application was rejected${
          actionData.feedback ? ", with your feedback" : ""
        }. They can then edit it and submit it again.`}
        details={
          actionData.feedback ? (
            <blockquote className="border-l-4 border-red-300 pl-3 text-sm whitespace-pre-wrap text-slate-900">
              {actionData.feedback}
            </blockquote>
          ) : undefined
        }
        fields={{ intent: "status", status: "rejected", feedback: actionData.feedback }}
        confirmField="confirmReject"
        confirmLabel="Yes, reject application"
        pending={pending}
        pendingLabel="Rejecting…"
        cancelTo={`/dashboard/applications/${applicationId}`}
        preventScrollReset
      />
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
