/**
 * Payments over HTTP (moved from the former route-level integration tests):
 * the JSON payment API, webhooks, the test-mode card page, receipts, offline
 * payments and Stripe configuration.
 */
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { applications, paymentEvents, payments } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import { getTestModeProvider } from "~/modules/payments/get-payment-provider.server";
import {
  createTestModeProvider,
  deriveTestModeSecret,
} from "~/modules/payments/test-mode-provider.server";
import type {
  action as paymentPageAction,
  loader as paymentPageLoader,
} from "~/routes/dashboard/applications/payment";
import { appRequest, dataAnswer, routeData } from "../helpers/http";
import { createTestUser } from "../helpers/users";

async function makeApplication(
  applicantId: string,
  status = "submitted",
  paymentStatus = "pending",
) {
  const [row] = await getDb()
    .insert(applications)
    .values({
      applicantId,
      status,
      paymentStatus,
      businessName: "Quiet Burrow Wildlife",
      businessAddress: {
        street: "4 Elm Road",
        city: "Toronto",
        region: "Ontario",
        postalCode: "M5V 2T6",
        country: "Canada",
      },
      contactName: "Sam Lee",
      contactEmail: "sam@quietburrow.example",
      contactPhone: "+1 416 555 0199",
    })
    .returning();
  return row!;
}

function jsonRequest(
  path: string,
  body: unknown,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Sends a built request through the app over HTTP; its JSON answer. */
async function call(request: Request) {
  const url = new URL(request.url);
  const response = await appRequest(`${url.pathname}${url.search}`, {
    method: request.method,
    headers: Object.fromEntries(request.headers),
    body: request.body ? await request.text() : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function paymentRows(applicationId: string) {
  return getDb().select().from(payments).where(eq(payments.applicationId, applicationId));
}

const card = { cardNumber: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };

describe("POST /api/payments/create-payment-intent", () => {
  it("answers JSON: 401 signed out, 400 bad body, 409 not payable, 200 with clientSecret and amount", async () => {
    const applicant = await createTestUser("applicant");
    const app = await makeApplication(applicant.userId);
    const draft = await makeApplication(applicant.userId, "draft");

    expect(
      await call(jsonRequest("/api/payments/create-payment-intent", { applicationId: app.id })),
    ).toEqual({
      status: 401,
      body: { error: "User not authenticated" },
    });
    expect(
      (
        await call(
          jsonRequest(
            "/api/payments/create-payment-intent",
            { applicationId: app.id, paymentType: "donation" },
            applicant.cookie,
          ),
        )
      ).status,
    ).toBe(400);
    expect(
      await call(
        jsonRequest(
          "/api/payments/create-payment-intent",
          { applicationId: draft.id },
          applicant.cookie,
        ),
      ),
    ).toEqual({
      status: 409,
      body: { error: "Submit the application before paying the audit fee." },
    });

    const ok = await call(
      jsonRequest(
        "/api/payments/create-payment-intent",
        { applicationId: app.id },
        applicant.cookie,
      ),
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      amount: 75000,
      clientSecret: expect.stringMatching(/^pi_test_[0-9a-f]+_secret_/),
    });
    expect(await paymentRows(app.id)).toEqual([
      expect.objectContaining({ status: "pending", paymentType: "audit" }),
    ]);
  });
});

describe("POST /api/payments/webhook/:provider and /api/payments/test-mode/confirm", () => {
  it("a forged or missing signature answers 400 and changes nothing; a signed event is applied once", async () => {
    const applicant = await createTestUser("applicant");
    const app = await makeApplication(applicant.userId);
    const intent = await call(
      jsonRequest(
        "/api/payments/create-payment-intent",
        { applicationId: app.id, paymentType: "audit" },
        applicant.cookie,
      ),
    );
    const intentId = String(intent.body.paymentIntentId);
    const metadata = {
      applicationId: app.id,
      paymentType: "audit",
      paymentId: String(intent.body.paymentId),
    };

    const forger = createTestModeProvider(
      deriveTestModeSecret("someone-elses-secret-0123456789abcdef"),
    );
    const forged = forger.signedOutcomeEvent({
      intentId,
      amount: 75000,
      currency: "usd",
      metadata,
      outcome: { ok: true },
    });
    const webhook = (body: string, headers: Headers, provider = "test") =>
      new Request(`http://localhost:3000/api/payments/webhook/${provider}`, {
        method: "POST",
        headers,
        body,
      });

    expect((await call(webhook(forged.rawBody, forged.headers))).status).toBe(400);
    expect(
      (await call(webhook(forged.rawBody, new Headers({ "content-type": "application/json" }))))
        .status,
    ).toBe(400);
    // Stripe is not configured: its endpoint does not exist.
    expect((await call(webhook(forged.rawBody, forged.headers, "stripe"))).status).toBe(404);
    expect((await paymentRows(app.id))[0]!.status).toBe("pending");
    expect(
      await getDb()
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, metadata.paymentId)),
    ).toEqual([]);

    const genuine = getTestModeProvider()!.signedOutcomeEvent({
      intentId,
      amount: 75000,
      currency: "usd",
      metadata,
      outcome: { ok: true },
    });
    expect(await call(webhook(genuine.rawBody, genuine.headers))).toEqual({
      status: 200,
      body: { received: true, outcome: "succeeded" },
    });
    expect(await call(webhook(genuine.rawBody, genuine.headers))).toEqual({
      status: 200,
      body: { received: true, outcome: "duplicate" },
    });
    const [after] = await getDb().select().from(applications).where(eq(applications.id, app.id));
    expect(after!.paymentStatus).toBe("audit-fee-paid");
  });

  it("confirm: field errors at the fields, a decline with its message and no status change", async () => {
    const applicant = await createTestUser("applicant");
    const app = await makeApplication(applicant.userId);
    const intent = await call(
      jsonRequest(
        "/api/payments/create-payment-intent",
        { applicationId: app.id },
        applicant.cookie,
      ),
    );
    const base = {
      paymentIntentId: intent.body.paymentIntentId,
      clientSecret: intent.body.clientSecret,
    };
    const url = "/api/payments/test-mode/confirm";

    expect(await call(jsonRequest(url, { ...base, ...card }))).toMatchObject({
      status: 401,
    });
    const invalid = await call(
      jsonRequest(
        url,
        { ...base, cardNumber: "4242 4242 4242 4241", expiry: "01/20", cvc: "1" },
        applicant.cookie,
      ),
    );
    expect(invalid).toEqual({
      status: 422,
      body: {
        error: "Your card number is invalid.",
        fieldErrors: {
          cardNumber: "Your card number is invalid.",
          expiry: "Your card's expiration date is in the past.",
          cvc: "Your card's security code is invalid.",
        },
      },
    });
    const unknownCard = await call(
      jsonRequest(url, { ...base, ...card, cardNumber: "5555 5555 5555 4444" }, applicant.cookie),
    );
    expect(unknownCard.body.fieldErrors).toEqual({
      cardNumber:
        "Test mode accepts only the test cards 4242 4242 4242 4242 (success) and 4000 0000 0000 0002 (decline).",
    });

    const declined = await call(
      jsonRequest(url, { ...base, ...card, cardNumber: "4000 0000 0000 0002" }, applicant.cookie),
    );
    expect(declined).toEqual({
      status: 200,
      body: {
        status: "failed",
        paymentId: intent.body.paymentId,
        message: "Your card was declined.",
      },
    });
    const [stillUnpaid] = await getDb()
      .select()
      .from(applications)
      .where(eq(applications.id, app.id));
    expect(stillUnpaid!.paymentStatus).toBe("pending");
  });
});

describe("/dashboard/applications/:id/payment", () => {
  it("shows the fee in test mode, and pays without JavaScript through the page action", async () => {
    const applicant = await createTestUser("applicant");
    const app = await makeApplication(applicant.userId);
    const page = (
      await routeData(`/dashboard/applications/${app.id}/payment`, { cookie: applicant.cookie })
    ).data as Awaited<ReturnType<typeof paymentPageLoader>>;
    expect(page).toMatchObject({
      paymentType: "audit",
      amount: 75000,
      settings: { mode: "test", problem: null },
      paid: null,
      refusal: null,
    });

    const declined = (
      await routeData(`/dashboard/applications/${app.id}/payment`, {
        cookie: applicant.cookie,
        form: {
          intent: "pay-test",
          paymentType: "audit",
          ...card,
          cardNumber: "4000000000000002",
        },
      })
    ).data as Awaited<ReturnType<typeof paymentPageAction>> as { state: string; message: string };
    expect(declined).toMatchObject({ state: "error", message: "Your card was declined." });

    const paid = (
      await routeData(`/dashboard/applications/${app.id}/payment`, {
        cookie: applicant.cookie,
        form: { intent: "pay-test", paymentType: "audit", ...card },
      })
    ).data as Awaited<ReturnType<typeof paymentPageAction>> as { state: string; paymentId: string };
    expect(paid.state).toBe("success");
    const after = (
      await routeData(`/dashboard/applications/${app.id}/payment`, { cookie: applicant.cookie })
    ).data as Awaited<ReturnType<typeof paymentPageLoader>>;
    expect(after.paid).toMatchObject({
      id: paid.paymentId,
      receiptUrl: `/dashboard/payments/${paid.paymentId}/receipt`,
    });

    // The receipt route serves the PDF to the applicant, 404 to another applicant.
    const receipt = await appRequest(`/dashboard/payments/${paid.paymentId}/receipt`, {
      cookie: applicant.cookie,
    });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get("content-type")).toBe("application/pdf");
    expect(receipt.headers.get("content-disposition")).toMatch(
      /^attachment; filename="receipt-R-\d{8}-[0-9A-F]{8}\.pdf"$/,
    );
    expect(
      Buffer.from(await receipt.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe("%PDF");
    const other = await createTestUser("applicant");
    const hidden = await appRequest(`/dashboard/payments/${paid.paymentId}/receipt`, {
      cookie: other.cookie,
    });
    expect(hidden.status).toBe(404);
    const hiddenPage = (await dataAnswer(`/dashboard/applications/${app.id}/payment`, {
      cookie: other.cookie,
    })) as unknown as { init: { status: number } };
    expect(hiddenPage.init.status).toBe(404);
  });

  it("staff see why they cannot pay by card", async () => {
    const applicant = await createTestUser("applicant");
    const committee = await createTestUser("committee");
    const app = await makeApplication(applicant.userId);
    const page = (
      await routeData(`/dashboard/applications/${app.id}/payment`, { cookie: committee.cookie })
    ).data as Awaited<ReturnType<typeof paymentPageLoader>>;
    expect(page.refusal).toBe("Only the applicant of this application can pay its fees by card.");
  });
});

describe("POST /dashboard/payments/offline", () => {
  it("committee records it and returns to the application; reference required; applicant refused", async () => {
    const applicant = await createTestUser("applicant");
    const committee = await createTestUser("committee");
    const app = await makeApplication(applicant.userId);
    const form = { applicationId: app.id, paymentType: "audit", method: "cheque", reference: "" };

    const missing = (await dataAnswer("/dashboard/payments/offline", {
      cookie: committee.cookie,
      form,
    })) as unknown as {
      init: { status: number };
      data: { message: string; fieldErrors: Record<string, string> };
    };
    expect(missing.init.status).toBe(422);
    expect(missing.data.fieldErrors.reference).toBe(
      "Enter the cheque number or bank transfer reference.",
    );

    const refused = (await dataAnswer("/dashboard/payments/offline", {
      cookie: applicant.cookie,
      form: { ...form, reference: "CHQ-1" },
    })) as unknown as { init: { status: number }; data: { message: string } };
    // The form helper's failure (decision 049) carries the text as `message`.
    expect([refused.init.status, refused.data.message]).toEqual([
      403,
      "You do not have permission to record offline payments",
    ]);

    const done = await appRequest("/dashboard/payments/offline", {
      cookie: committee.cookie,
      form: { ...form, reference: "CHQ-77" },
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(
      `/dashboard/applications/${app.id}?paymentRecorded=1`,
    );
    const [after] = await getDb().select().from(applications).where(eq(applications.id, app.id));
    expect(after!.paymentStatus).toBe("audit-fee-paid");
  });
});

describe("Stripe configured", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"]) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetEnvForTests();
  });

  it("without the publishable key: the page shows 'Stripe public key is missing' and no intent is created", async () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_configured";
    process.env.STRIPE_WEBHOOK_SECRET = "whsec_configured";
    resetEnvForTests();
    const applicant = await createTestUser("applicant");
    const app = await makeApplication(applicant.userId);
    const page = (
      await routeData(`/dashboard/applications/${app.id}/payment`, { cookie: applicant.cookie })
    ).data as Awaited<ReturnType<typeof paymentPageLoader>>;
    expect(page.settings).toEqual({
      mode: "stripe",
      publishableKey: null,
      problem: "Stripe public key is missing",
    });
    expect(
      await call(
        jsonRequest(
          "/api/payments/create-payment-intent",
          { applicationId: app.id },
          applicant.cookie,
        ),
      ),
    ).toEqual({ status: 500, body: { error: "Stripe public key is missing" } });
    expect(await paymentRows(app.id)).toEqual([]);
    // The test-mode confirm endpoint does not exist with Stripe.
    expect(
      (await call(jsonRequest("/api/payments/test-mode/confirm", {}, applicant.cookie))).status,
    ).toBe(404);
  });

  it("the Stripe webhook verifies Stripe-Signature over the raw body", async () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_configured";
    process.env.STRIPE_PUBLISHABLE_KEY = "pk_test_configured";
    process.env.STRIPE_WEBHOOK_SECRET = "whsec_configured";
    resetEnvForTests();
    const payload = JSON.stringify({
      id: "evt_route_1",
      object: "event",
      type: "payment_intent.succeeded",
      data: {
        object: {
          id: "pi_unknown_1",
          object: "payment_intent",
          amount: 75000,
          currency: "usd",
          metadata: {},
        },
      },
    });
    const header = new Stripe("sk_test_x").webhooks.generateTestHeaderString({
      payload,
      secret: "whsec_configured",
    });
    const request = (body: string, signature: string, provider = "stripe") =>
      new Request(`http://localhost:3000/api/payments/webhook/${provider}`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body,
      });
    expect(await call(request(payload, header))).toEqual({
      status: 200,
      body: { received: true, outcome: "unknown-payment" },
    });
    expect((await call(request(payload.replace("75000", "1"), header))).status).toBe(400);
    expect((await call(request(payload, "t=1,v1=deadbeef"))).status).toBe(400);
    // The test-mode endpoint is off while Stripe is active.
    expect((await call(request(payload, header, "test"))).status).toBe(404);
  });
});
