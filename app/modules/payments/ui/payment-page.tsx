import { useEffect, useMemo, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useRevalidator } from "react-router";
import { FormMessage } from "~/components/form";
import type { FormFailure } from "~/lib/form-action.server";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { useRootData } from "~/lib/root-data";
import type { PaymentPageData } from "../get-payment-page.server";
import { paymentMessages } from "../payment-messages";
import { paymentTypeDescriptionMessages, paymentTypeMessages } from "../payment-type-messages";
import {
  idleAttempt,
  StripePaymentForm,
  TestModeCardForm,
  type PaymentAttempt,
} from "./payment-forms";
import { usePaymentText } from "./payment-text";

const m = defineMessages({
  breadcrumb: { id: "payments.page.breadcrumb", defaultMessage: "Breadcrumb" },
  payment: { id: "payments.page.payment", defaultMessage: "Payment" },
  title: {
    id: "payments.page.title",
    defaultMessage: "{type, select, membership {Pay the membership fee} other {Pay the audit fee}}",
  },
  fee: { id: "payments.page.fee", defaultMessage: "{fee}:" },
  successTitle: { id: "payments.page.successTitle", defaultMessage: "Payment successful" },
  successText: {
    id: "payments.page.successText",
    defaultMessage:
      "Your {type, select, membership {membership fee} other {audit fee}} of {amount} has been received. A receipt has been sent to you by e-mail.",
  },
  downloadReceipt: {
    id: "payments.page.downloadReceipt",
    defaultMessage: "Download your receipt (PDF)",
  },
  back: { id: "payments.page.back", defaultMessage: "Back to the application" },
  paid: { id: "payments.page.paid", defaultMessage: "This fee is paid." },
  contact: {
    id: "payments.page.contact",
    defaultMessage: "Write to {email} or call {phone} for the payment details.",
  },
  cardDetails: { id: "payments.page.cardDetails", defaultMessage: "Card details" },
  testMode: { id: "payments.page.testMode", defaultMessage: "Test mode" },
  noCharge: { id: "payments.page.noCharge", defaultMessage: "No real charge is made." },
  stillWaiting: {
    id: "payments.page.stillWaiting",
    defaultMessage:
      "We are still waiting for the confirmation of your payment. Refresh this page in a moment; you will also receive a receipt by e-mail.",
  },
  processing: { id: "payments.page.processing", defaultMessage: "Processing your payment…" },
  needsScript: {
    id: "payments.page.needsScript",
    defaultMessage: "The secure card form needs JavaScript.",
  },
});

/** What the test-mode form's post answers: the attempt, or a refusal of the form. */
export type PaymentPageResult =
  | {
      state: "success" | "error";
      message: string | null;
      fieldErrors: Record<string, string>;
      paymentId: string | null;
    }
  | FormFailure;

function attemptOf(result: PaymentPageResult): PaymentAttempt {
  if ("state" in result) return result;
  return {
    state: "error",
    message: result.message,
    fieldErrors: result.fieldErrors,
    paymentId: null,
  };
}

const POLL_MS = 1000;
const POLL_LIMIT = 20;

/** /dashboard/applications/:id/payment: pay a fee by card (Stripe, or the test-mode form). */
export function PaymentPage({
  page,
  result,
}: {
  page: PaymentPageData;
  result?: PaymentPageResult;
}) {
  const { applicationId, businessName, paymentType, amount, settings, paid, refusal, payments } =
    page;
  // The same object while the answer is the same (the effect below follows it).
  const actionData = useMemo(() => (result ? attemptOf(result) : undefined), [result]);
  const { site } = useRootData();
  const intl = useIntl();
  const f = useFormat();
  const text = usePaymentText();
  const amountLabel = f.money(amount);
  const label = intl.formatMessage(paymentTypeMessages[paymentType]);
  const [attempt, setAttempt] = useState<PaymentAttempt>(() =>
    actionData
      ? { ...idleAttempt, ...actionData }
      : page.returnedPaymentId
        ? { ...idleAttempt, state: "processing", paymentId: page.returnedPaymentId }
        : idleAttempt,
  );
  useEffect(() => {
    if (actionData) setAttempt({ ...idleAttempt, ...actionData });
  }, [actionData]);

  // The browser never decides success: poll until the server has confirmed it.
  const revalidator = useRevalidator();
  const polls = useRef(0);
  const confirmed = attempt.paymentId
    ? payments.find((p) => p.id === attempt.paymentId && p.status === "succeeded")
    : undefined;
  const failed = attempt.paymentId
    ? payments.find((p) => p.id === attempt.paymentId && p.status === "failed")
    : undefined;
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (attempt.state !== "processing" || !attempt.paymentId) return;
    if (confirmed) {
      setAttempt((a) => ({ ...a, state: "success" }));
      return;
    }
    if (failed) {
      setAttempt((a) => ({
        ...a,
        state: "error",
        message: failed.failureMessage ?? paymentMessages.declined,
      }));
      return;
    }
    if (polls.current >= POLL_LIMIT) {
      setTimedOut(true);
      return;
    }
    const timer = setTimeout(() => {
      polls.current += 1;
      void revalidator.revalidate();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [attempt.state, attempt.paymentId, confirmed, failed, revalidator, payments]);

  const receipt = confirmed ?? paid;
  const showSuccess = attempt.state === "success" && receipt;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <nav aria-label={intl.formatMessage(m.breadcrumb)} className="text-sm text-slate-700">
        <Link to={`/dashboard/applications/${applicationId}`} className="underline">
          {businessName}
        </Link>{" "}
        / <FormattedMessage {...m.payment} />
      </nav>
      <header>
        <h1 className="text-2xl font-bold text-slate-900">
          <FormattedMessage {...m.title} values={{ type: paymentType }} />
        </h1>
        <p className="mt-1 text-slate-700">{businessName}</p>
      </header>

      <section
        aria-labelledby="fee-title"
        className="rounded-lg border border-slate-200 bg-white p-5"
      >
        <h2 id="fee-title" className="text-lg font-semibold text-slate-900">
          <FormattedMessage {...m.fee} values={{ fee: label }} />{" "}
          <span data-testid="fee-amount">{amountLabel}</span>
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          <FormattedMessage {...paymentTypeDescriptionMessages[paymentType]} />
        </p>
      </section>

      {showSuccess ? (
        <div
          role="status"
          className="space-y-2 rounded-md border border-green-300 bg-green-50 px-4 py-4 text-green-900"
        >
          <p className="font-semibold">
            <FormattedMessage {...m.successTitle} />
          </p>
          <p>
            <FormattedMessage
              {...m.successText}
              values={{ type: paymentType, amount: f.money(receipt.amount) }}
            />
          </p>
          <p className="flex flex-wrap gap-4">
            {receipt.receiptUrl ? (
              <a href={receipt.receiptUrl} download className="font-medium underline">
                <FormattedMessage {...m.downloadReceipt} />
              </a>
            ) : null}
            <Link to={`/dashboard/applications/${applicationId}`} className="font-medium underline">
              <FormattedMessage {...m.back} />
            </Link>
          </p>
        </div>
      ) : paid ? (
        <div
          role="status"
          className="space-y-2 rounded-md border border-green-300 bg-green-50 px-4 py-4 text-green-900"
        >
          <p className="font-semibold">
            <FormattedMessage {...m.paid} />
          </p>
          <p className="flex flex-wrap gap-4">
            {paid.receiptUrl ? (
              <a href={paid.receiptUrl} download className="font-medium underline">
                <FormattedMessage {...m.downloadReceipt} />
              </a>
            ) : null}
            <Link to={`/dashboard/applications/${applicationId}`} className="font-medium underline">
              <FormattedMessage {...m.back} />
            </Link>
          </p>
        </div>
      ) : refusal ? (
        <>
          <FormMessage kind="error">{text(refusal)}</FormMessage>
          <p>
            <Link
              to={`/dashboard/applications/${applicationId}`}
              className="font-medium text-brand-800 underline"
            >
              <FormattedMessage {...m.back} />
            </Link>
          </p>
        </>
      ) : settings.problem ? (
        <>
          <FormMessage kind="error">{text(settings.problem)}</FormMessage>
          {settings.mode === "none" ? (
            <p className="text-slate-800">
              <FormattedMessage
                {...m.contact}
                values={{
                  email: (
                    <a href={`mailto:${site.supportEmail}`} className="font-medium underline">
                      {site.supportEmail}
                    </a>
                  ),
                  phone: site.supportPhone,
                }}
              />{" "}
              <Link
                to={`/dashboard/applications/${applicationId}`}
                className="font-medium text-brand-800 underline"
              >
                <FormattedMessage {...m.back} />
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <section
          aria-labelledby="card-title"
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-5"
        >
          <h2 id="card-title" className="text-lg font-semibold text-slate-900">
            <FormattedMessage {...m.cardDetails} />
          </h2>
          {settings.mode === "test" ? (
            <p className="rounded-md border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-950">
              <span className="mr-2 rounded bg-amber-800 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
                <FormattedMessage {...m.testMode} />
              </span>
              <FormattedMessage {...m.noCharge} />
            </p>
          ) : null}
          {attempt.state === "error" && attempt.message ? (
            <FormMessage kind="error">{text(attempt.message)}</FormMessage>
          ) : null}
          {attempt.state === "processing" ? (
            <p role="status" className="text-sm text-slate-700">
              {timedOut ? intl.formatMessage(m.stillWaiting) : intl.formatMessage(m.processing)}
            </p>
          ) : null}
          {settings.mode === "test" ? (
            <TestModeCardForm
              applicationId={applicationId}
              paymentType={paymentType}
              amountLabel={amountLabel}
              attempt={attempt}
              onAttempt={(next) => {
                polls.current = 0;
                setTimedOut(false);
                setAttempt(next);
              }}
            />
          ) : settings.publishableKey ? (
            <StripePaymentForm
              publishableKey={settings.publishableKey}
              applicationId={applicationId}
              paymentType={paymentType}
              amountLabel={amountLabel}
              attempt={attempt}
              onAttempt={(next) => {
                polls.current = 0;
                setTimedOut(false);
                setAttempt(next);
              }}
            />
          ) : null}
          {settings.mode === "stripe" ? (
            <noscript>
              <p className="text-sm text-slate-800">
                <FormattedMessage {...m.needsScript} />
              </p>
            </noscript>
          ) : null}
        </section>
      )}
    </div>
  );
}
