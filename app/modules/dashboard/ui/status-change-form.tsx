import { FormattedMessage, useIntl } from "react-intl";
import { Form, useNavigation } from "react-router";
import { ConfirmBox } from "~/components/confirm-dialog";
import { SelectField, SubmitButton, TextAreaField } from "~/components/form";
import type { FormFailure } from "~/lib/form-action.server";
import { defineMessages } from "~/lib/i18n/messages";
import {
  applicationStatusMessages,
  FEEDBACK_MAX,
  type ApplicationStatus,
} from "~/modules/applications";
import { approvalGateMessages } from "~/modules/review";

const m = defineMessages({
  rejectTitle: {
    id: "dashboard.statusChange.rejectTitle",
    defaultMessage: "Reject this application?",
  },
  rejectMessage: {
    id: "dashboard.statusChange.rejectMessage",
    defaultMessage:
      "The applicant will be e-mailed and notified that the application was rejected{feedback, select, yes {, with your feedback} other {}}. They can then edit it and submit it again.",
  },
  rejectConfirm: {
    id: "dashboard.statusChange.rejectConfirm",
    defaultMessage: "Yes, reject application",
  },
  rejecting: { id: "dashboard.statusChange.rejecting", defaultMessage: "Rejecting…" },
  newStatus: { id: "dashboard.statusChange.newStatus", defaultMessage: "New status" },
  choose: { id: "dashboard.statusChange.choose", defaultMessage: "Choose the next status" },
  feedback: {
    id: "dashboard.statusChange.feedback",
    defaultMessage: "Feedback for the applicant (optional)",
  },
  feedbackPlaceholder: {
    id: "dashboard.statusChange.feedbackPlaceholder",
    defaultMessage:
      "What the applicant should know or do next. It is shown on the application and included in the e-mail.",
  },
  updating: { id: "dashboard.statusChange.updating", defaultMessage: "Updating…" },
  update: { id: "dashboard.statusChange.update", defaultMessage: "Update status" },
});

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
  const intl = useIntl();
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "status";
  const fieldErrors: Record<string, string> =
    actionData && "fieldErrors" in actionData ? actionData.fieldErrors : {};
  if (actionData && "confirmReject" in actionData) {
    return (
      <ConfirmBox
        id="confirm-reject-h"
        title={intl.formatMessage(m.rejectTitle)}
        message={intl.formatMessage(m.rejectMessage, {
          feedback: actionData.feedback ? "yes" : "no",
        })}
        details={
          actionData.feedback ? (
            <blockquote className="border-l-4 border-red-300 pl-3 text-sm whitespace-pre-wrap text-slate-900">
              {actionData.feedback}
            </blockquote>
          ) : undefined
        }
        fields={{ intent: "status", status: "rejected", feedback: actionData.feedback }}
        confirmField="confirmReject"
        confirmLabel={intl.formatMessage(m.rejectConfirm)}
        pending={pending}
        pendingLabel={intl.formatMessage(m.rejecting)}
        cancelTo={`/dashboard/applications/${applicationId}`}
        preventScrollReset
      />
    );
  }
  return (
    <Form noValidate method="post" className="space-y-4" preventScrollReset>
      <input type="hidden" name="intent" value="status" />
      <SelectField
        label={intl.formatMessage(m.newStatus)}
        name="status"
        required
        defaultValue=""
        error={fieldErrors.status}
        controlClassName="mt-1 block w-full max-w-sm rounded-md border bg-white px-3 py-2 text-slate-900"
      >
        <option value="" disabled>
          {intl.formatMessage(m.choose)}
        </option>
        {targets.map((s) => (
          <option key={s} value={s}>
            {intl.formatMessage(applicationStatusMessages[s])}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={intl.formatMessage(m.feedback)}
        name="feedback"
        rows={4}
        maxLength={FEEDBACK_MAX}
        error={fieldErrors.feedback}
        placeholder={intl.formatMessage(m.feedbackPlaceholder)}
      />
      {fieldErrors.approveAnyway ? (
        // The approval gate (issue 37): open minor corrective actions need a reason.
        <TextAreaField
          label={intl.formatMessage(approvalGateMessages.approveAnywayLabel)}
          name="approveAnyway"
          rows={3}
          maxLength={FEEDBACK_MAX}
          error={fieldErrors.approveAnyway}
        />
      ) : null}
      <SubmitButton pending={pending} pendingLabel={intl.formatMessage(m.updating)}>
        <FormattedMessage {...m.update} />
      </SubmitButton>
    </Form>
  );
}
