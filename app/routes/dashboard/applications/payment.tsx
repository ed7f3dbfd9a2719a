import { useEffect, useRef, useState } from "react";
import { data, Link, useRevalidator } from "react-router";
import { z } from "zod";
import { FormMessage } from "~/components/form";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { isAppError } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/form-data.server";
import { siteName } from "~/lib/site-config";
import { getApplicationForViewer } from "~/modules/applications/application-access.server";
import { requireUser } from "~/modules/auth/session.server";
import { confirmTestPayment, testCardSchema } from "~/modules/payments/confirm-test-payment.server";
import { createPaymentIntent } from "~/modules/payments/create-payment-intent.server";
import { feeFor, formatUsd, paymentTypes, type PaymentType } from "~/modules/payments/fees";
import { getPaymentSettings } from "~/modules/payments/get-payment-provider.server";
import { listPayments } from "~/modules/payments/list-payments.server";
import {
  feeRefusal,
  isRenewal,
  payableFee,
  paymentTypeDescriptions,
  paymentTypeLabels,
} from "~/modules/payments/payable-fee";
import { paymentMessages } from "~/modules/payments/payment-messages";
import {
  idleAttempt,
  StripePaymentForm,
  TestModeCardForm,
  type PaymentAttempt,
} from "~/modules/payments/ui/payment-forms";
import { useRootData } from "~/root";
import type { Route } from "./+types/payment";

export function meta({ data: loaderData }: Route.MetaArgs) {
  const label = loaderData ? paymentTypeLabels[loaderData.paymentType] : "Payment";
  return [{ title: `${label} | ${siteName}` }];
}

/** The Stripe Payment Element loads Stripe.js and its frames here (CSP, entry.server.tsx). */
export const handle = { contentSecurity: ["stripe"] };

const typeParam = z.enum(paymentTypes).optional().catch(undefined);

function notFound(message: string): never {
  throw data({ message }, { status: 404, statusText: "Not Found" });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const db = getDb();
  const url = new URL(request.url);
  let application;
  try {
    application = await getApplicationForViewer(db, session, params.id);
  } catch (error) {
    if (isAppError(error)) notFound(error.message);
    throw error;
  }
  const paymentType: PaymentType =
    typeParam.parse(url.searchParams.get("type") ?? undefined) ??
    payableFee(application)?.type ??
    "audit";
  const isApplicant = application.applicantId === session.user.id;
  const payments = (await listPayments(db, session, application.id)).filter(
    (p) => p.paymentType === paymentType,
  );
  const paid = payments.find((p) => p.status === "succeeded") ?? null;
  const refusal = isApplicant
    ? feeRefusal(application, paymentType)
    : paymentMessages.onlyApplicantPays;
  return {
    applicationId: application.id,
    businessName: application.businessName,
    paymentType,
    amount: feeFor(paymentType, isRenewal(application)),
    settings: getPaymentSettings(),
    paid,
    refusal: paid ? null : refusal,
    payments,
    returnedPaymentId: url.searchParams.get("paymentId"),
  };
}

const payTestSchema = testCardSchema.extend({
  intent: z.literal("pay-test"),
  paymentType: z.enum(paymentTypes).default("audit"),
});

/** The test-mode form without JavaScript: the same two services as the API. */
export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireUser(request);
  const parsed = await parseForm(request, payTestSchema);
  if (!parsed.ok) {
    return data(
      {
        state: "error" as const,
        message: Object.values(parsed.errors)[0] ?? "Check the card details.",
        fieldErrors: parsed.errors,
        paymentId: null,
      },
      { status: 422 },
    );
  }
  const db = getDb();
  try {
    const intent = await createPaymentIntent(db, session, {
      applicationId: params.id,
      paymentType: parsed.data.paymentType,
    });
    const result = await confirmTestPayment(db, session, {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      cardNumber: parsed.data.cardNumber,
      expiry: parsed.data.expiry,
      cvc: parsed.data.cvc,
    });
    return {
      state: result.status === "succeeded" ? ("success" as const) : ("error" as const),
      message: result.message,
      fieldErrors: {},
      paymentId: result.paymentId,
    };
  } catch (error) {
    if (isAppError(error)) {
      return data(
        {
          state: "error" as const,
          message: error.message,
          fieldErrors: error.fieldErrors,
          paymentId: null,
        },
        { status: error.status },
      );
    }
    throw error;
  }
}

const POLL_MS = 1000;
const POLL_LIMIT = 20;

export default function PaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { applicationId, businessName, paymentType, amount, settings, paid, refusal, payments } =
    loaderData;
  const { site } = useRootData();
  const amountLabel = formatUsd(amount);
  const label = paymentTypeLabels[paymentType];
  const [attempt, setAttempt] = useState<PaymentAttempt>(() =>
    actionData
      ? { ...idleAttempt, ...actionData }
      : loaderData.returnedPaymentId
        ? { ...idleAttempt, state: "processing", paymentId: loaderData.returnedPaymentId }
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

export const ErrorBoundary = RouteErrorBoundary;
