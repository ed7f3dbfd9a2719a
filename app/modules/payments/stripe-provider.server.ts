import Stripe from "stripe";
import {
  InvalidSignatureError,
  normalizeEvent,
  type PaymentProvider,
} from "./payment-provider.server";

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local stand-in for the Stripe API. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
};

const reusableStatuses = new Set([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
]);

/** Stripe PaymentIntents + signed webhooks behind the provider interface. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });

  return {
    name: "stripe",

    async createIntent({ amount, currency, metadata }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount,
          currency,
          automatic_payment_methods: { enabled: true },
          metadata,
        },
        // A retried request never creates a second intent for the same payment row.
        { idempotencyKey: `payment-${metadata.paymentId}` },
      );
      return { id: intent.id, clientSecret: intent.client_secret ?? null };
    },

    async retrieveIntent(id) {
      try {
        const intent = await stripe.paymentIntents.retrieve(id);
        return {
          id: intent.id,
          clientSecret: intent.client_secret ?? null,
          amount: intent.amount,
          // A declined attempt is final on our side (payment table): never confirm it again.
          reusable: reusableStatuses.has(intent.status) && !intent.last_payment_error,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw error;
      }
    },

    async parseEvent(rawBody, headers) {
      const signature = headers.get("stripe-signature");
      if (!signature || !options.webhookSecret) throw new InvalidSignatureError();
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          options.webhookSecret,
        );
      } catch {
        throw new InvalidSignatureError();
      }
      return normalizeEvent("stripe", event);
    },
  };
}
