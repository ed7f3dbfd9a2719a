import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { FormMessage } from "~/components/form";
import type { FormFailure } from "~/lib/form-action.server";
import { useRootData } from "~/lib/root-data";
import { formatUsd } from "../fees";
import type { PaymentPageData } from "../get-payment-page.server";
import { paymentTypeDescriptions, paymentTypeLabels } from "../payable-fee";
import { paymentMessages } from "../payment-messages";
import {
  idleAttempt,
  StripePaymentForm,
  TestModeCardForm,
  type PaymentAttempt,
} from "./payment-forms";

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
  const amountLabel = formatUsd(amount);
  const label = paymentTypeLabels[paymentType];
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
      <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
        <Link to={`/dashboard/applications/${applicationId}`} className="underline">
          {businessName}
        </Link>{" "}
        / Payment
      </nav>
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Pay the {label.toLowerCase()}</h1>
        <p className="mt-1 text-slate-700">{businessName}</p>
      </header>

      <section
        aria-labelledby="fee-title"
        className="rounded-lg border border-slate-200 bg-white p-5"
      >
        <h2 id="fee-title" className="text-lg font-semibold text-slate-900">
          {label}: <span data-testid="fee-amount">{amountLabel}</span>
        </h2>
        <p className="mt-2 text-sm text-slate-700">{paymentTypeDescriptions[paymentType]}</p>
      </section>

      {showSuccess ? (
        <div
          role="status"
          className="space-y-2 rounded-md border border-green-300 bg-green-50 px-4 py-4 text-green-900"
        >
          <p className="font-semibold">Payment successful</p>
          <p>
            Your {label.toLowerCase()} of {receipt.amountLabel} has been received. A receipt has
            been sent to you by e-mail.
          </p>
          <p className="flex flex-wrap gap-4">
            {receipt.receiptUrl ? (
              <a href={receipt.receiptUrl} download className="font-medium underline">
                Download your receipt (PDF)
              </a>
            ) : null}
            <Link to={`/dashboard/applications/${applicationId}`} className="font-medium underline">
              Back to the application
            </Link>
          </p>
        </div>
      ) : paid ? (
        <div
          role="status"
          className="space-y-2 rounded-md border border-green-300 bg-green-50 px-4 py-4 text-green-900"
        >
          <p className="font-semibold">This fee is paid.</p>
          <p className="flex flex-wrap gap-4">
            {paid.receiptUrl ? (
              <a href={paid.receiptUrl} download className="font-medium underline">
                Download your receipt (PDF)
              </a>
            ) : null}
            <Link to={`/dashboard/applications/${applicationId}`} className="font-medium underline">
              Back to the application
            </Link>
          </p>
        </div>
      ) : refusal ? (
        <>
          <FormMessage kind="error">{refusal}</FormMessage>
          <p>
            <Link
              to={`/dashboard/applications/${applicationId}`}
              className="font-medium text-brand-800 underline"
            >
              Back to the application
            </Link>
          </p>
        </>
      ) : settings.problem ? (
        <>
          <FormMessage kind="error">{settings.problem}</FormMessage>
          {settings.mode === "none" ? (
            <p className="text-slate-800">
              Write to{" "}
              <a href={`mailto:${site.supportEmail}`} className="font-medium underline">
                {site.supportEmail}
              </a>{" "}
              or call {site.supportPhone} for the payment details.{" "}
              <Link
                to={`/dashboard/applications/${applicationId}`}
                className="font-medium text-brand-800 underline"
              >
                Back to the application
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
            Card details
          </h2>
          {settings.mode === "test" ? (
            <p className="rounded-md border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-950">
              <span className="mr-2 rounded bg-amber-800 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
                Test mode
              </span>
              No real charge is made.
            </p>
          ) : null}
          {attempt.state === "error" && attempt.message ? (
            <FormMessage kind="error">{attempt.message}</FormMessage>
          ) : null}
          {attempt.state === "processing" ? (
            <p role="status" className="text-sm text-slate-700">
              {timedOut
                ? "We are still waiting for the confirmation of your payment. Refresh this page in a moment; you will also receive a receipt by e-mail."
                : "Processing your payment…"}
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
              <p className="text-sm text-slate-800">The secure card form needs JavaScript.</p>
            </noscript>
          ) : null}
        </section>
      )}
    </div>
  );
}
