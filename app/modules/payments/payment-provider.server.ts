export type ProviderName = "stripe" | "test";

export type IntentMetadata = {
  applicationId: string;
  paymentType: string;
  paymentId: string;
};

export type CreatedIntent = { id: string; clientSecret: string | null };

export type ExistingIntent = {
  id: string;
  clientSecret: string | null;
  /** Null when the provider keeps no amount (test mode: the payment row has it). */
  amount: number | null;
  /** Whether the payer can still complete this intent (not canceled or finished). */
  reusable: boolean;
};

/**
 * A verified provider event, normalised. Only payment intent outcomes matter
 * to us; any other event type is acknowledged and ignored.
 */
export type PaymentEvent = {
  id: string;
  provider: ProviderName;
  type: string;
  intent: {
    id: string;
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    failureMessage: string | null;
  } | null;
};

export const SUCCEEDED_EVENT = "payment_intent.succeeded";
export const FAILED_EVENT = "payment_intent.payment_failed";

/** The one interface both card providers implement. */
export interface PaymentProvider {
  readonly name: ProviderName;
  createIntent(input: {
    amount: number;
    currency: string;
    metadata: IntentMetadata;
  }): Promise<CreatedIntent>;
  retrieveIntent(id: string): Promise<ExistingIntent | null>;
  /** Verifies the signature over the raw body; throws InvalidSignatureError otherwise. */
  parseEvent(rawBody: string, headers: Headers): Promise<PaymentEvent>;
}

export class InvalidSignatureError extends Error {
  constructor(message = "Invalid payment event signature") {
    super(message);
    this.name = "InvalidSignatureError";
  }
}

/** Reads a Stripe-shaped event body (`data.object` a PaymentIntent) into a PaymentEvent. */
export function normalizeEvent(provider: ProviderName, body: unknown): PaymentEvent {
  const event = body as {
    id?: unknown;
    type?: unknown;
    data?: { object?: Record<string, unknown> };
  };
  if (typeof event?.id !== "string" || typeof event.type !== "string") {
    throw new InvalidSignatureError("Malformed payment event");
  }
  const object = event.data?.object;
  const isIntent =
    (event.type === SUCCEEDED_EVENT || event.type === FAILED_EVENT) &&
    object?.object === "payment_intent" &&
    typeof object.id === "string";
  if (!isIntent) return { id: event.id, provider, type: event.type, intent: null };
  const lastError = object.last_payment_error as { message?: unknown } | null | undefined;
  const metadata = Object.fromEntries(
    Object.entries((object.metadata as Record<string, unknown>) ?? {}).map(([k, v]) => [
      k,
      String(v),
    ]),
  );
  return {
    id: event.id,
    provider,
    type: event.type,
    intent: {
      id: object.id as string,
      amount: Number(object.amount),
      currency: String(object.currency ?? "usd"),
      metadata,
      failureMessage: typeof lastError?.message === "string" ? lastError.message : null,
    },
  };
}
