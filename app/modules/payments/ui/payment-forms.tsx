import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { useEffect, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, useNavigation } from "react-router";
import { Field, FormMessage } from "~/components/form";
import type { Locale } from "~/domain/locale";
import { defineMessages } from "~/lib/i18n/messages";
import { useLocale } from "~/lib/i18n/use-locale";
import type { PaymentType } from "../fees";
import { paymentMessages } from "../payment-messages";
import { usePaymentText } from "./payment-text";

const m = defineMessages({
  processing: { id: "payments.form.processing", defaultMessage: "Processing…" },
  pay: { id: "payments.form.pay", defaultMessage: "Pay {amount}" },
  testModeForm: { id: "payments.form.testModeLabel", defaultMessage: "Card details (test mode)" },
  cardForm: { id: "payments.form.cardLabel", defaultMessage: "Card details" },
  cardNumber: { id: "payments.form.cardNumber", defaultMessage: "Card number" },
  cardNumberHint: {
    id: "payments.form.cardNumberHint",
    defaultMessage: "Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.",
  },
  expiry: { id: "payments.form.expiry", defaultMessage: "Expiry (MM/YY)" },
  expiryHint: {
    id: "payments.form.expiryHint",
    defaultMessage: "Any future date, e.g. 12/29 or 1229.",
  },
  cvc: { id: "payments.form.cvc", defaultMessage: "CVC" },
  cvcHint: { id: "payments.form.cvcHint", defaultMessage: "Any 3 digits." },
  loading: { id: "payments.form.loading", defaultMessage: "Loading the secure card form…" },
});

/** Stripe's own words (the Payment Element, its card errors) in the page's language. */
const STRIPE_LOCALE: Record<Locale, "en" | "fr-CA" | "es-419"> = {
  en: "en",
  "fr-CA": "fr-CA",
  "es-MX": "es-419",
};

/** SPEC §4 client payment flow. */
export type ClientPaymentState = "idle" | "processing" | "success" | "error";

export type PaymentAttempt = {
  state: ClientPaymentState;
  message: string | null;
  fieldErrors: Record<string, string>;
  /** The payment row once an intent exists (for the confirmation poll). */
  paymentId: string | null;
};

export const idleAttempt: PaymentAttempt = {
  state: "idle",
  message: null,
  fieldErrors: {},
  paymentId: null,
};

type IntentResponse = {
  clientSecret?: string;
  amount?: number;
  paymentId?: string;
  paymentIntentId?: string;
  error?: string;
};

/** SPEC §7 create-payment-intent, with the SPEC §8 texts for its failures. */
export async function requestPaymentIntent(
  applicationId: string,
  paymentType: PaymentType,
): Promise<
  | { ok: true; clientSecret: string; paymentId: string; paymentIntentId: string }
  | { ok: false; error: string }
> {
  let response: Response;
  let body: IntentResponse;
  try {
    response = await fetch("/api/payments/create-payment-intent", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ applicationId, paymentType }),
    });
    body = (await response.json()) as IntentResponse;
  } catch {
    return { ok: false, error: paymentMessages.initializationFailed };
  }
  if (!response.ok) return { ok: false, error: body.error ?? paymentMessages.initializationFailed };
  if (!body.clientSecret || !body.paymentId || !body.paymentIntentId) {
    return { ok: false, error: paymentMessages.noClientSecret };
  }
  return {
    ok: true,
    clientSecret: body.clientSecret,
    paymentId: body.paymentId,
    paymentIntentId: body.paymentIntentId,
  };
}

function PayButton({ busy, amountLabel }: { busy: boolean; amountLabel: string }) {
  const intl = useIntl();
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
    >
      {busy ? intl.formatMessage(m.processing) : intl.formatMessage(m.pay, { amount: amountLabel })}
    </button>
  );
}

/**
 * The test-mode card form. Without JavaScript it posts to the page's action
 * (which runs the same services); with JavaScript it calls the intent API,
 * then the test-mode confirm API, and reports the outcome.
 */
export function TestModeCardForm({
  applicationId,
  paymentType,
  amountLabel,
  attempt,
  onAttempt,
}: {
  applicationId: string;
  paymentType: PaymentType;
  amountLabel: string;
  attempt: PaymentAttempt;
  onAttempt: (attempt: PaymentAttempt) => void;
}) {
  const intl = useIntl();
  const text = usePaymentText();
  const navigation = useNavigation();
  const busy = attempt.state === "processing" || navigation.state === "submitting";
  const errors = attempt.fieldErrors;
  const error = (name: string) => (errors[name] ? text(errors[name]) : undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    onAttempt({ ...idleAttempt, state: "processing" });
    const intent = await requestPaymentIntent(applicationId, paymentType);
    if (!intent.ok) {
      onAttempt({ ...idleAttempt, state: "error", message: intent.error });
      return;
    }
    try {
      const response = await fetch("/api/payments/test-mode/confirm", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          paymentIntentId: intent.paymentIntentId,
          clientSecret: intent.clientSecret,
          cardNumber: String(form.get("cardNumber") ?? ""),
          expiry: String(form.get("expiry") ?? ""),
          cvc: String(form.get("cvc") ?? ""),
        }),
      });
      const body = (await response.json()) as {
        status?: "succeeded" | "failed";
        message?: string | null;
        error?: string;
        fieldErrors?: Record<string, string>;
      };
      if (!response.ok) {
        onAttempt({
          state: "error",
          message: body.error ?? paymentMessages.updateFailed,
          fieldErrors: body.fieldErrors ?? {},
          paymentId: intent.paymentId,
        });
        if (body.fieldErrors?.cardNumber) document.getElementById("field-cardNumber")?.focus();
        return;
      }
      if (body.status === "succeeded") {
        // Success is shown once the server reports the payment confirmed.
        onAttempt({ ...idleAttempt, state: "processing", paymentId: intent.paymentId });
      } else {
        onAttempt({
          ...idleAttempt,
          state: "error",
          message: body.message ?? paymentMessages.declined,
          paymentId: intent.paymentId,
        });
      }
    } catch {
      onAttempt({ ...idleAttempt, state: "error", message: paymentMessages.updateFailed });
    }
  }

  return (
    <Form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={intl.formatMessage(m.testModeForm)}
    >
      <input type="hidden" name="intent" value="pay-test" />
      <input type="hidden" name="paymentType" value={paymentType} />
      <Field
        label={intl.formatMessage(m.cardNumber)}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        required
        error={error("cardNumber")}
        hint={intl.formatMessage(m.cardNumberHint)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={intl.formatMessage(m.expiry)}
          name="expiry"
          autoComplete="cc-exp"
          placeholder="12/34"
          required
          error={error("expiry")}
          hint={intl.formatMessage(m.expiryHint)}
        />
        <Field
          label={intl.formatMessage(m.cvc)}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          required
          error={error("cvc")}
          hint={intl.formatMessage(m.cvcHint)}
        />
      </div>
      <PayButton busy={busy} amountLabel={amountLabel} />
    </Form>
  );
}

function StripeCheckout({
  amountLabel,
  returnUrl,
  onAttempt,
  onDeclined,
  paymentId,
  busy,
}: {
  amountLabel: string;
  returnUrl: string;
  onAttempt: (attempt: PaymentAttempt) => void;
  onDeclined: () => void;
  paymentId: string;
  busy: boolean;
}) {
  const intl = useIntl();
  const stripe = useStripe();
  const elements = useElements();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    onAttempt({ ...idleAttempt, state: "processing", paymentId });
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: "if_required",
    });
    if (error) {
      onAttempt({
        ...idleAttempt,
        state: "error",
        message: error.message ?? paymentMessages.declined,
        paymentId,
      });
      // A declined attempt is final (decision 032): the next try gets a new intent.
      if (error.type === "card_error") onDeclined();
      return;
    }
    // Confirmed with Stripe; success is shown once our webhook has recorded it.
    onAttempt({ ...idleAttempt, state: "processing", paymentId });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label={intl.formatMessage(m.cardForm)}>
      <PaymentElement />
      <PayButton busy={busy || !stripe} amountLabel={amountLabel} />
    </form>
  );
}

/** The Stripe Payment Element: Stripe.js is loaded only here, only in the browser. */
export function StripePaymentForm({
  publishableKey,
  applicationId,
  paymentType,
  amountLabel,
  attempt,
  onAttempt,
}: {
  publishableKey: string;
  applicationId: string;
  paymentType: PaymentType;
  amountLabel: string;
  attempt: PaymentAttempt;
  onAttempt: (attempt: PaymentAttempt) => void;
}) {
  const [setup, setSetup] = useState<{
    stripe: Promise<Stripe | null>;
    clientSecret: string;
    paymentId: string;
  } | null>(null);
  const [setupError, setSetupError] = useState<string | null>(null);
  const locale = useLocale();
  const text = usePaymentText();
  /** A new intent after each decline. */
  const [round, setRound] = useState(0);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const intent = await requestPaymentIntent(applicationId, paymentType);
      if (cancelled) return;
      if (!intent.ok) {
        setSetupError(intent.error);
        return;
      }
      const { loadStripe } = await import("@stripe/stripe-js/pure");
      if (cancelled) return;
      setSetup({
        stripe: loadStripe(publishableKey),
        clientSecret: intent.clientSecret,
        paymentId: intent.paymentId,
      });
    })();
    return () => {
      cancelled = true;
    };
  }, [applicationId, paymentType, publishableKey, round]);

  if (setupError) return <FormMessage kind="error">{text(setupError)}</FormMessage>;
  if (!setup) {
    return (
      <p role="status" className="text-sm text-slate-700">
        <FormattedMessage {...m.loading} />
      </p>
    );
  }
  const returnUrl =
    typeof window === "undefined"
      ? ""
      : `${window.location.origin}${window.location.pathname}?type=${paymentType}&paymentId=${setup.paymentId}`;
  return (
    <Elements
      key={setup.clientSecret}
      stripe={setup.stripe}
      options={{ clientSecret: setup.clientSecret, locale: STRIPE_LOCALE[locale] }}
    >
      <StripeCheckout
        amountLabel={amountLabel}
        returnUrl={returnUrl}
        onAttempt={onAttempt}
        onDeclined={() => setRound((r) => r + 1)}
        paymentId={setup.paymentId}
        busy={attempt.state === "processing"}
      />
    </Elements>
  );
}
