import { AppError } from "~/domain/app-error";
import { getEnv, type Env } from "~/lib/env.server";
import { resolveAuthSecret } from "~/modules/auth/index.server";
import { paymentMessages } from "./payment-messages";
import type { PaymentProvider } from "./payment-provider.server";
import { createStripeProvider } from "./stripe-provider.server";
import {
  createTestModeProvider,
  deriveTestModeSecret,
  type TestModeProvider,
} from "./test-mode-provider.server";

export type PaymentSettings =
  | { mode: "test"; publishableKey: null; problem: null }
  | { mode: "none"; publishableKey: null; problem: string }
  | { mode: "stripe"; publishableKey: string; problem: null }
  | { mode: "stripe"; publishableKey: null; problem: string };

/** Which provider is active and what the payment page needs (no secrets). */
export function getPaymentSettings(env: Env = getEnv()): PaymentSettings {
  if (!env.STRIPE_SECRET_KEY) {
    return env.paymentsTestMode
      ? { mode: "test", publishableKey: null, problem: null }
      : { mode: "none", publishableKey: null, problem: paymentMessages.cardPaymentsUnavailable };
  }
  if (!env.STRIPE_PUBLISHABLE_KEY) {
    return {
      mode: "stripe",
      publishableKey: null,
      problem: paymentMessages.stripePublicKeyMissing,
    };
  }
  return { mode: "stripe", publishableKey: env.STRIPE_PUBLISHABLE_KEY, problem: null };
}

/**
 * The start-up warning when test-mode payments are on outside demo data:
 * anyone can then "pay" a fee with the test card and no money moves.
 */
export function paymentsStartupWarning(env: Env = getEnv()): string | null {
  if (!env.paymentsTestMode || env.seedDemo) return null;
  return [
    "!!! PAYMENTS_TEST_MODE is ON without demo data !!!",
    "Fees can be marked paid with the test card 4242 4242 4242 4242; no money is collected.",
    "Set PAYMENTS_TEST_MODE=false (staff record cheque and transfer payments) or configure STRIPE_SECRET_KEY.",
  ].join(" ");
}

let cached: { key: string; provider: PaymentProvider } | undefined;

/**
 * The active provider: Stripe when STRIPE_SECRET_KEY is set, the built-in
 * test mode when PAYMENTS_TEST_MODE is on (default: with demo data), else
 * none — card payments are then unavailable and staff record offline payments.
 */
export function getPaymentProvider(env: Env = getEnv()): PaymentProvider | null {
  if (!env.STRIPE_SECRET_KEY && !env.paymentsTestMode) return null;
  const key = `${env.STRIPE_SECRET_KEY ?? ""}|${env.STRIPE_WEBHOOK_SECRET ?? ""}|${env.dataDir}`;
  if (cached?.key === key) return cached.provider;
  const provider: PaymentProvider = env.STRIPE_SECRET_KEY
    ? createStripeProvider({
        secretKey: env.STRIPE_SECRET_KEY,
        // Required by the env schema when the secret key is set.
        webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
      })
    : createTestModeProvider(deriveTestModeSecret(resolveAuthSecret(env)));
  cached = { key, provider };
  return provider;
}

/** The provider named in a webhook URL, only if it is the active one. */
export function getProviderByName(name: string, env: Env = getEnv()): PaymentProvider | null {
  const provider = getPaymentProvider(env);
  return provider?.name === name ? provider : null;
}

/** Refuses to start a card payment when the page could not show the card form. */
export function assertPaymentsConfigured(env: Env = getEnv()) {
  const settings = getPaymentSettings(env);
  if (settings.problem) throw new AppError("failed", settings.problem);
}

/** The test-mode provider when it is the active one (its confirm step exists only then). */
export function getTestModeProvider(env: Env = getEnv()): TestModeProvider | null {
  const provider = getPaymentProvider(env);
  return provider?.name === "test" ? (provider as TestModeProvider) : null;
}
