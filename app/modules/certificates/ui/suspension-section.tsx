import { FormattedMessage, useIntl } from "react-intl";
import { Form, useNavigation } from "react-router";
import { ConfirmBox } from "~/components/confirm-dialog";
import { DateField, TextAreaField } from "~/components/form";
import { useFormat } from "~/lib/i18n/use-format";
import { REVOCATION_REASON_MAX } from "../certificate-messages";
import { certificateUiMessages as m } from "./certificate-ui-messages";

/** What the suspend / reinstate forms answer besides done: the confirmation step or a refusal. */
export type SuspensionResult =
  | { ok: false; confirmSuspend: true; reason: string; reviewOn: string }
  | {
      ok: false;
      message: string;
      fieldErrors: Record<string, string>;
      reason?: string;
      reviewOn?: string;
      intent?: string;
    };

const button =
  "rounded-md px-4 py-2 font-semibold text-white disabled:opacity-70 bg-orange-800 hover:bg-orange-900";

/**
 * Staff suspend a certificate in force (reason and review date, then a
 * confirmation step that works without JavaScript), or reinstate a suspended
 * one (decision 056).
 */
export function SuspensionSection({
  certificateNumber,
  mode,
  result,
  suspension,
}: {
  certificateNumber: string;
  mode: "suspend" | "reinstate";
  result: SuspensionResult | { ok: boolean } | undefined;
  suspension: { since: string | null; reviewOn: string | null; reason: string | null } | null;
}) {
  const intl = useIntl();
  const f = useFormat();
  /** A review date as every other date is shown ("Dec 28, 2026"), not as stored. */
  const reviewDay = (value = "") => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? f.day(value) : value);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const confirming = result && "confirmSuspend" in result ? result : null;
  const failedResult = result && "fieldErrors" in result ? result : null;
  const failed = failedResult?.intent === mode ? failedResult : null;
  if (mode === "reinstate") {
    return (
      <section
        aria-labelledby="suspension-h"
        className="rounded-lg border border-orange-300 bg-orange-50 p-5"
      >
        <h2 id="suspension-h" className="text-lg font-semibold text-orange-950">
          {suspension?.since ? (
            <FormattedMessage {...m.suspendedSince} values={{ date: f.date(suspension.since) }} />
          ) : (
            <FormattedMessage {...m.suspended} />
          )}
        </h2>
        {suspension?.reason ? (
          <p className="mt-1 whitespace-pre-wrap text-orange-950">{suspension.reason}</p>
        ) : null}
        {suspension?.reviewOn ? (
          <p className="mt-1 text-sm text-orange-950">
            <FormattedMessage {...m.reviewDate} values={{ date: reviewDay(suspension.reviewOn) }} />
          </p>
        ) : null}
        <Form noValidate method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="reinstate" />
          <TextAreaField
            label={intl.formatMessage(m.reinstateNote)}
            name="note"
            maxLength={REVOCATION_REASON_MAX}
            rows={2}
            error={failed?.fieldErrors.note}
          />
          <button type="submit" disabled={busy} className={button}>
            {intl.formatMessage(busy ? m.pleaseWait : m.reinstate)}
          </button>
        </Form>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="suspend-h"
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="suspend-h" className="text-lg font-semibold text-slate-900">
        <FormattedMessage {...m.suspendTitle} />
      </h2>
      {confirming ? (
        <div className="mt-3">
          <ConfirmBox
            tone="warning"
            message={
              <>
                <p className="font-semibold">
                  <FormattedMessage {...m.suspendConfirm} values={{ number: certificateNumber }} />
                </p>
                <p className="mt-1 text-sm font-normal">
                  <FormattedMessage
                    {...m.suspendConsequence}
                    values={{ date: reviewDay(confirming.reviewOn) }}
                  />
                </p>
                <p className="mt-1 text-sm font-normal whitespace-pre-wrap">{confirming.reason}</p>
              </>
            }
            fields={{
              intent: "suspend",
              reason: confirming.reason,
              reviewOn: confirming.reviewOn,
            }}
            confirmLabel={intl.formatMessage(m.suspendYes)}
            pendingLabel={intl.formatMessage(m.suspending)}
            cancelTo="."
            pending={busy}
          />
        </div>
      ) : (
        <Form noValidate method="post" className="mt-3 space-y-3">
          <p className="text-sm text-slate-700">
            <FormattedMessage {...m.suspendIntro} />
          </p>
          <input type="hidden" name="intent" value="suspend" />
          <TextAreaField
            // Its own id: the revocation form on the same page also has a "reason".
            id="suspension-reason"
            label={intl.formatMessage(m.suspendReason)}
            name="reason"
            required
            maxLength={REVOCATION_REASON_MAX}
            rows={3}
            defaultValue={failed?.reason ?? ""}
            error={failed?.fieldErrors.reason}
          />
          <DateField
            id="suspension-review-on"
            label={intl.formatMessage(m.reviewDateLabel)}
            name="reviewOn"
            required
            defaultValue={failed?.reviewOn ?? ""}
            error={failed?.fieldErrors.reviewOn}
          />
          <button type="submit" disabled={busy} className={button}>
            {intl.formatMessage(busy ? m.pleaseWait : m.suspendTitle)}
          </button>
        </Form>
      )}
    </section>
  );
}
