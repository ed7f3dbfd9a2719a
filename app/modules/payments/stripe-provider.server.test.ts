import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvalidSignatureError } from "./payment-provider.server";
import { createStripeProvider } from "./stripe-provider.server";

type Seen = {
  method: string;
  path: string;
  body: URLSearchParams;
  headers: http.IncomingHttpHeaders;
};

/** A small stand-in for the Stripe API: answers PaymentIntents create and retrieve. */
let server: http.Server;
let port = 0;
const seen: Seen[] = [];
const intents = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      seen.push({
        method: req.method ?? "",
        path: url.pathname,
        body: new URLSearchParams(raw),
        headers: req.headers,
      });
      res.setHeader("content-type", "application/json");
      if (req.method === "POST" && url.pathname === "/v1/payment_intents") {
        const body = new URLSearchParams(raw);
        const id = `pi_local_${intents.size + 1}`;
        const intent = {
          id,
          object: "payment_intent",
          amount: Number(body.get("amount")),
          currency: body.get("currency"),
          status: "requires_payment_method",
          client_secret: `${id}_secret_local`,
          metadata: {
            applicationId: body.get("metadata[applicationId]"),
            paymentType: body.get("metadata[paymentType]"),
            paymentId: body.get("metadata[paymentId]"),
          },
        };
        intents.set(id, intent);
        res.end(JSON.stringify(intent));
        return;
      }
      const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && match) {
        const intent = intents.get(match[1]!);
        if (intent) {
          res.end(JSON.stringify(intent));
        } else {
          res.statusCode = 404;
          res.end(
            JSON.stringify({
              error: {
                type: "invalid_request_error",
                code: "resource_missing",
                message: "No such payment_intent",
              },
            }),
          );
        }
        return;
      }
      res.statusCode = 404;
      res.end(
        JSON.stringify({ error: { type: "invalid_request_error", message: "Unknown path" } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const webhookSecret = "whsec_test_local_secret";

function provider() {
  return createStripeProvider({
    secretKey: "sk_test_local",
    webhookSecret,
    host: "127.0.0.1",
    port,
    protocol: "http",
  });
}

describe("Stripe adapter against a local Stripe API", () => {
  it("creates a PaymentIntent with the amount, currency, automatic payment methods and metadata", async () => {
    const metadata = {
      applicationId: "5b7f4a1e-0000-4000-8000-000000000001",
      paymentType: "audit",
      paymentId: "5b7f4a1e-0000-4000-8000-0000000000aa",
    };
    const intent = await provider().createIntent({ amount: 75000, currency: "usd", metadata });
    expect(intent).toEqual({ id: "pi_local_1", clientSecret: "pi_local_1_secret_local" });

    const request = seen.find((s) => s.method === "POST" && s.path === "/v1/payment_intents")!;
    expect(request.headers.authorization).toBe("Bearer sk_test_local");
    expect(request.headers["idempotency-key"]).toBe(`payment-${metadata.paymentId}`);
    expect(request.body.get("amount")).toBe("75000");
    expect(request.body.get("currency")).toBe("usd");
    expect(request.body.get("automatic_payment_methods[enabled]")).toBe("true");
    expect(request.body.get("metadata[applicationId]")).toBe(metadata.applicationId);
    expect(request.body.get("metadata[paymentType]")).toBe("audit");
    expect(request.body.get("metadata[paymentId]")).toBe(metadata.paymentId);
  });

  it("retrieves an intent for reuse, and answers null for an unknown one", async () => {
    expect(await provider().retrieveIntent("pi_local_1")).toEqual({
      id: "pi_local_1",
      clientSecret: "pi_local_1_secret_local",
      amount: 75000,
      reusable: true,
    });
    expect(await provider().retrieveIntent("pi_missing")).toBeNull();
  });

  it("accepts a webhook signed with the secret and rejects tampered, missing or foreign signatures", async () => {
    const event = {
      id: "evt_local_1",
      object: "event",
      type: "payment_intent.succeeded",
      data: {
        object: {
          id: "pi_local_1",
          object: "payment_intent",
          amount: 75000,
          currency: "usd",
          metadata: { applicationId: "app-1", paymentType: "audit", paymentId: "pay-1" },
        },
      },
    };
    const payload = JSON.stringify(event);
    const stripe = new Stripe("sk_test_local");
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });

    const parsed = await provider().parseEvent(
      payload,
      new Headers({ "stripe-signature": header }),
    );
    expect(parsed).toEqual({
      id: "evt_local_1",
      provider: "stripe",
      type: "payment_intent.succeeded",
      intent: {
        id: "pi_local_1",
        amount: 75000,
        currency: "usd",
        metadata: { applicationId: "app-1", paymentType: "audit", paymentId: "pay-1" },
        failureMessage: null,
      },
    });

    const tampered = payload.replace("75000", "100");
    await expect(
      provider().parseEvent(tampered, new Headers({ "stripe-signature": header })),
    ).rejects.toBeInstanceOf(InvalidSignatureError);
    await expect(provider().parseEvent(payload, new Headers())).rejects.toBeInstanceOf(
      InvalidSignatureError,
    );
    const foreign = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
    await expect(
      provider().parseEvent(payload, new Headers({ "stripe-signature": foreign })),
    ).rejects.toBeInstanceOf(InvalidSignatureError);
  });

  it("reads a payment_failed event's decline message, and ignores other event types", async () => {
    const stripe = new Stripe("sk_test_local");
    const failed = JSON.stringify({
      id: "evt_local_2",
      object: "event",
      type: "payment_intent.payment_failed",
      data: {
        object: {
          id: "pi_local_1",
          object: "payment_intent",
          amount: 75000,
          currency: "usd",
          metadata: {},
          last_payment_error: { message: "Your card was declined." },
        },
      },
    });
    const parsed = await provider().parseEvent(
      failed,
      new Headers({
        "stripe-signature": stripe.webhooks.generateTestHeaderString({
          payload: failed,
          secret: webhookSecret,
        }),
      }),
    );
    expect(parsed.intent?.failureMessage).toBe("Your card was declined.");

    const other = JSON.stringify({
      id: "evt_local_3",
      object: "event",
      type: "charge.refunded",
      data: { object: { id: "ch_1", object: "charge" } },
    });
    const ignored = await provider().parseEvent(
      other,
      new Headers({
        "stripe-signature": stripe.webhooks.generateTestHeaderString({
          payload: other,
          secret: webhookSecret,
        }),
      }),
    );
    expect(ignored).toEqual({
      id: "evt_local_3",
      provider: "stripe",
      type: "charge.refunded",
      intent: null,
    });
  });
});
