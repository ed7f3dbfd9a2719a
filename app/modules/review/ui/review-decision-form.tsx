import { useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, useNavigation } from "react-router";
import { ConfirmBox, ConfirmDialog, DialogCancelButton } from "~/components/confirm-dialog";
import { FormMessage, TextAreaField } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import type { FormFailure } from "~/lib/form-action.server";
import { FEEDBACK_MAX } from "~/modules/applications";
import type { ApplicationStatus } from "~/modules/applications";
import {
  approvalGateMessages,
  confirmMessages,
  isConfirmedDecision,
  reasonRequiredMessages,
  reviewDecisionHintMessages,
  reviewDecisionMessages,
  type ConfirmedDecision,
  type ReviewDecision,
} from "../review-rules";

const m = defineMessages({
  reason: { id: "review.form.reason", defaultMessage: "Reason" },
  reasonLabel: { id: "review.form.reasonLabel", defaultMessage: "Reason for the decision" },
  reasonHint: {
    id: "review.form.reasonHint",
    defaultMessage:
      "Required to approve or reject. Kept in the application's timeline and sent to the applicant.",
  },
  decideOn: { id: "review.form.decideOn", defaultMessage: "Decide on {business}" },
  approveAnyway: { id: "review.form.approveAnyway", defaultMessage: "Reason to approve anyway" },
});

/** The review panel action's answer (one queue item at a time). */
export type ReviewActionResult =
  | { ok: true; intent: string; applicationId: string; message: string }
  /** A refusal: its messages and the values posted (`applicationId`, `feedback`). */
  | FormFailure
  /** Without JavaScript: approve and reject are confirmed on a second step. */
  | {
      ok: false;
      confirm: true;
      applicationId: string;
      decision: ConfirmedDecision;
      feedback: string;
      approveAnyway: string;
    };

/** The queue item an answer is about. */
function itemOf(result: ReviewActionResult): string | undefined {
  return "values" in result ? result.values.applicationId : result.applicationId;
}

const decisionStyles: Record<ReviewDecision, string> = {
  "review-panel": "border border-brand-700 text-brand-800 hover:bg-brand-50",
  approved: "bg-brand-700 text-white hover:bg-brand-800",
  rejected: "border border-red-700 text-red-800 hover:bg-red-50",
  "audit-required": "border border-amber-700 text-amber-900 hover:bg-amber-50",
};

const confirmStyles: Record<ConfirmedDecision, string> = {
  approved: "bg-brand-700 hover:bg-brand-800",
  rejected: "bg-red-700 hover:bg-red-800",
};

/**
 * One queue item's decision: a reason and the decision buttons. The reason
 * is asked once, on the card (decision 066). Approve and reject are confirmed
 * first, showing that reason: with JavaScript in a dialog (Escape or Cancel
 * closes it; an empty reason is refused at the card's field before any
 * dialog), without JavaScript on a second step the action answers. Refer and
 * require-another-audit are taken at once.
 */
export function ReviewDecisionForm({
  applicationId,
  businessName,
  status,
  gate,
  result,
}: {
  applicationId: string;
  businessName: string;
  status: ApplicationStatus;
  /** The approval gate (issue 37): majors block approving; minors need a reason to approve anyway. */
  gate: { blockingMajor: string[]; openMinor: string[] };
  result: ReviewActionResult | undefined;
}) {
  const intl = useIntl();
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    navigation.formData?.get("applicationId") === applicationId;
  const mine = result && itemOf(result) === applicationId ? result : undefined;
  const confirming = mine && "confirm" in mine ? mine : undefined;
  const failure = mine && "fieldErrors" in mine ? mine : undefined;
  const [missingReason, setMissingReason] = useState<string | null>(null);
  const feedbackError = missingReason ?? failure?.fieldErrors.feedback;
  const [missingAnyway, setMissingAnyway] = useState<string | null>(null);
  const anywayError = missingAnyway ?? failure?.fieldErrors.approveAnyway;
  const askAnyway = gate.blockingMajor.length === 0 && gate.openMinor.length > 0;
  const named = (standards: string[]) => ({
    count: standards.length,
    standards: intl.formatList(standards, { type: "conjunction" }),
  });

  const dialogRef = useRef<HTMLDialogElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const anywayRef = useRef<HTMLTextAreaElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const [asking, setAsking] = useState<{
    decision: ConfirmedDecision;
    reason: string;
    anyway: string;
  } | null>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!asking || !dialog) return;
    if (!dialog.open) dialog.showModal();
  }, [asking]);

  const reasonId = `reason-${applicationId}`;
  // A major non-conformity's open action blocks approving (the service refuses it too).
  const decisions: readonly ReviewDecision[] = (
    status === "inspection-completed"
      ? (["review-panel", "approved", "rejected", "audit-required"] as const)
      : (["approved", "rejected", "audit-required"] as const)
  ).filter((d) => d !== "approved" || gate.blockingMajor.length === 0);

  if (confirming) {
    const texts = confirmMessages[confirming.decision];
    return (
      <div className="mt-3">
        <ConfirmBox
          id={`confirm-${applicationId}-inline-title`}
          tone={confirming.decision === "rejected" ? "danger" : "neutral"}
          title={intl.formatMessage(texts.title, { business: businessName })}
          message={intl.formatMessage(texts.body)}
          details={
            <>
              <p className="text-sm font-medium text-slate-800">
                <FormattedMessage {...m.reason} />
              </p>
              <blockquote className="mt-1 border-l-4 border-slate-300 pl-3 text-sm break-words whitespace-pre-wrap text-slate-900">
                {confirming.feedback}
              </blockquote>
              {confirming.approveAnyway ? (
                <>
                  <p className="mt-2 text-sm font-medium text-slate-800">
                    <FormattedMessage {...m.approveAnyway} />
                  </p>
                  <blockquote className="mt-1 border-l-4 border-slate-300 pl-3 text-sm break-words whitespace-pre-wrap text-slate-900">
                    {confirming.approveAnyway}
                  </blockquote>
                </>
              ) : null}
            </>
          }
          fields={{
            applicationId,
            decision: confirming.decision,
            feedback: confirming.feedback,
            approveAnyway: confirming.approveAnyway,
          }}
          confirmLabel={intl.formatMessage(texts.confirm)}
          pending={pending}
          pendingLabel={intl.formatMessage(texts.pending)}
          confirmClassName={confirmStyles[confirming.decision]}
          cancelTo="/dashboard/review"
        />
      </div>
    );
  }

  return (
    <>
      {gate.blockingMajor.length > 0 ? (
        <div className="mt-3">
          <FormMessage kind="error">
            {intl.formatMessage(approvalGateMessages.majorOpen, named(gate.blockingMajor))}
          </FormMessage>
        </div>
      ) : null}
      {failure && !feedbackError && !anywayError ? (
        <div className="mt-3">
          <FormMessage kind="error">{failure.message}</FormMessage>
        </div>
      ) : null}
      <Form method="post" className="mt-3 space-y-3" noValidate>
        <input type="hidden" name="applicationId" value={applicationId} />
        <TextAreaField
          ref={reasonRef}
          id={reasonId}
          label={intl.formatMessage(m.reasonLabel)}
          hint={intl.formatMessage(m.reasonHint)}
          hintBefore
          name="feedback"
          rows={2}
          maxLength={FEEDBACK_MAX}
          defaultValue={failure?.values.feedback ?? ""}
          onChange={() => setMissingReason(null)}
          error={feedbackError}
          controlClassName="mt-1 block w-full rounded-md border px-3 py-2 text-slate-900"
        />
        {askAnyway || anywayError ? (
          <TextAreaField
            ref={anywayRef}
            id={`approve-anyway-${applicationId}`}
            label={intl.formatMessage(approvalGateMessages.approveAnywayLabel)}
            hint={intl.formatMessage(approvalGateMessages.approveAnywayHint, named(gate.openMinor))}
            hintBefore
            name="approveAnyway"
            rows={2}
            maxLength={FEEDBACK_MAX}
            defaultValue={failure?.values.approveAnyway ?? ""}
            onChange={() => setMissingAnyway(null)}
            error={anywayError}
            controlClassName="mt-1 block w-full rounded-md border px-3 py-2 text-slate-900"
          />
        ) : null}
        <div className="flex flex-wrap gap-3">
          {decisions.map((d) => (
            <button
              key={d}
              type="submit"
              name="decision"
              value={d}
              disabled={pending}
              onClick={(event) => {
                if (!isConfirmedDecision(d)) return;
                // With JavaScript: confirm in the dialog instead of the second step.
                event.preventDefault();
                const reason = reasonRef.current?.value.trim() ?? "";
                if (!reason) {
                  setMissingReason(intl.formatMessage(reasonRequiredMessages[d]));
                  reasonRef.current?.focus();
                  return;
                }
                setMissingReason(null);
                const anyway = anywayRef.current?.value.trim() ?? "";
                if (d === "approved" && askAnyway && !anyway) {
                  setMissingAnyway(
                    intl.formatMessage(
                      approvalGateMessages.minorReasonRequired,
                      named(gate.openMinor),
                    ),
                  );
                  anywayRef.current?.focus();
                  return;
                }
                setMissingAnyway(null);
                openerRef.current = event.currentTarget;
                setAsking({ decision: d, reason, anyway: d === "approved" ? anyway : "" });
              }}
              className={`rounded-md px-4 py-2 text-sm font-semibold disabled:opacity-70 ${decisionStyles[d]}`}
            >
              <FormattedMessage {...reviewDecisionMessages[d]} />
            </button>
          ))}
        </div>
        <ul className="space-y-0.5 text-xs text-slate-600">
          {decisions.map((d) => (
            <li key={d}>
              <FormattedMessage {...reviewDecisionHintMessages[d]} />
            </li>
          ))}
        </ul>
      </Form>
      <ConfirmDialog
        dialogRef={dialogRef}
        id={`confirm-${applicationId}`}
        // The closed dialog is in the page too: its heading is never empty.
        title={intl.formatMessage(asking ? confirmMessages[asking.decision].title : m.decideOn, {
          business: businessName,
        })}
        description={asking ? intl.formatMessage(confirmMessages[asking.decision].body) : ""}
        onClose={() => {
          setAsking(null);
          openerRef.current?.focus();
        }}
      >
        {asking ? (
          <Form
            method="post"
            noValidate
            className="space-y-4"
            onSubmit={() => dialogRef.current?.close()}
          >
            <input type="hidden" name="applicationId" value={applicationId} />
            <input type="hidden" name="decision" value={asking.decision} />
            <input type="hidden" name="feedback" value={asking.reason} />
            <input type="hidden" name="approveAnyway" value={asking.anyway} />
            <input type="hidden" name="confirm" value="yes" />
            <div>
              <p className="text-sm font-medium text-slate-800">
                <FormattedMessage {...m.reason} />
              </p>
              <blockquote className="mt-1 border-l-4 border-slate-300 pl-3 text-sm break-words whitespace-pre-wrap text-slate-900">
                {asking.reason}
              </blockquote>
            </div>
            {asking.anyway ? (
              <div>
                <p className="text-sm font-medium text-slate-800">
                  <FormattedMessage {...m.approveAnyway} />
                </p>
                <blockquote className="mt-1 border-l-4 border-slate-300 pl-3 text-sm break-words whitespace-pre-wrap text-slate-900">
                  {asking.anyway}
                </blockquote>
              </div>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3">
              <DialogCancelButton autoFocus />
              <button
                type="submit"
                className={`rounded-md px-4 py-2 text-sm font-semibold text-white ${confirmStyles[asking.decision]}`}
              >
                <FormattedMessage {...confirmMessages[asking.decision].confirm} />
              </button>
            </div>
          </Form>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
