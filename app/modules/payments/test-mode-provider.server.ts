import crypto from "node:crypto";
import {
  FAILED_EVENT,
  InvalidSignatureError,
  normalizeEvent,
  SUCCEEDED_EVENT,
  type IntentMetadata,
  type PaymentProvider,
} from "./payment-provider.server";
import { paymentMessages } from "./payment-messages";

/** Header carrying our HMAC signature: `t=<unix seconds>,v1=<hex>`. */
export const TEST_SIGNATURE_HEADER = "x-test-mode-signature";
/** Events older than this are refused (replay window), as Stripe does. */
const TOLERANCE_SECONDS = 300;

export const TEST_CARD_SUCCESS = "4242424242424242";
export const TEST_CARD_DECLINE = "4000000000000002";

/** The test-mode signing secret, derived from the auth secret (never the auth secret itself). */
export function deriveTestModeSecret(authSecret: string): string {
  return crypto.createHmac("sha256", authSecret).update("test-mode-payments").digest("hex");
}

function sign(secret: string, timestamp: number, body: string): string {
  return crypto.createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

function randomId(bytes = 12) {
  return crypto.randomBytes(bytes).toString("hex");
}

export type TestCardOutcome = { ok: true } | { ok: false; message: string };

/** What the test "card network" answers for a card number (spaces allowed). */
export function decideTestCard(cardNumber: string): TestCardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, "");
  if (digits === TEST_CARD_SUCCESS) return { ok: true };
  return { ok: false, message: paymentMessages.declined };
}

export type TestModeProvider = PaymentProvider & {
  /** A Stripe-shaped event for the intent's outcome, signed like a webhook delivery. */
  signedOutcomeEvent(input: {
    intentId: string;
    amount: number;
    currency: string;
    metadata: IntentMetadata;
    outcome: TestCardOutcome;
  }): { rawBody: string; headers: Headers };
  /** Whether `clientSecret` is the one issued for `intentId`. */
  ownsClientSecret(intentId: string, clientSecret: string): boolean;
};

/**
 * The default provider without Stripe keys: no network, no real charge.
 * Intents are `pi_test_…` with client secrets `pi_test_…_secret_…` (an HMAC
 * of the id, so they can be checked without storing them). Outcomes become
 * HMAC-SHA256-signed events delivered to the same handler as Stripe's.
 */
export function createTestModeProvider(secret: string): TestModeProvider {
  const clientSecretFor = (id: string) =>
    `${id}_secret_${crypto.createHmac("sha256", secret).update(`client:${id}`).digest("hex").slice(0, 24)}`;

  return {
    name: "test",

    async createIntent() {
      const id = `pi_test_${randomId()}`;
      return { id, clientSecret: clientSecretFor(id) };
    },

    async retrieveIntent(id) {
      if (!id.startsWith("pi_test_")) return null;
      // Amount lives on our payment row; test intents never change on their own.
      return { id, clientSecret: clientSecretFor(id), amount: null, reusable: true };
    },

    ownsClientSecret(intentId, clientSecret) {
      const expected = Buffer.from(clientSecretFor(intentId));
      const given = Buffer.from(clientSecret);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given);
    },

    signedOutcomeEvent({ intentId, amount, currency, metadata, outcome }) {
      const event = {
        id: `evt_test_${randomId()}`,
        object: "event",
        type: outcome.ok ? SUCCEEDED_EVENT : FAILED_EVENT,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: {
          object: {
            id: intentId,
            object: "payment_intent",
            amount,
            currency,
            status: outcome.ok ? "succeeded" : "requires_payment_method",
            metadata,
            last_payment_error: outcome.ok
              ? null
              : { code: "card_declined", message: outcome.message },
          },
        },
      };
      const rawBody = JSON.stringify(event);
      const timestamp = Math.floor(Date.now() / 1000);
      const headers = new Headers({
        "content-type": "application/json",
        [TEST_SIGNATURE_HEADER]: `t=${timestamp},v1=${sign(secret, timestamp, rawBody)}`,
      });
      return { rawBody, headers };
    },

    async parseEvent(rawBody, headers) {
      const header = headers.get(TEST_SIGNATURE_HEADER);
      if (!header) throw new InvalidSignatureError();
      const parts = Object.fromEntries(
        header.split(",").map((part) => {
          const [k, ...v] = part.trim().split("=");
          return [k, v.join("=")];
        }),
      );
      const timestamp = Number(parts.t);
      const given = String(parts.v1 ?? "");
      if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) {
        throw new InvalidSignatureError();
      }
      if (Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_SECONDS) {
        throw new InvalidSignatureError();
      }
      const expected = Buffer.from(sign(secret, timestamp, rawBody), "hex");
      if (!crypto.timingSafeEqual(expected, Buffer.from(given, "hex"))) {
        throw new InvalidSignatureError();
      }
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new InvalidSignatureError("Malformed payment event");
      }
      return normalizeEvent("test", body);
    },
  };
}
