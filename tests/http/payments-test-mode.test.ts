import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applications, payments } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { parseEnv, resetEnvForTests } from "~/lib/env.server";
import { paymentsStartupWarning } from "~/modules/payments/get-payment-provider.server";
import { paymentMessages } from "~/modules/payments/payment-messages";
import { insertApplication } from "../helpers/documents";
import { appRequest } from "../helpers/http";
import { createTestUser } from "../helpers/users";

const saved = process.env.PAYMENTS_TEST_MODE;
beforeEach(() => {
  process.env.PAYMENTS_TEST_MODE = "false";
  resetEnvForTests();
});
afterEach(() => {
  if (saved === undefined) delete process.env.PAYMENTS_TEST_MODE;
  else process.env.PAYMENTS_TEST_MODE = saved;
  resetEnvForTests();
});

async function submittedApplication() {
  const applicant = await createTestUser("applicant");
  const applicationId = await insertApplication(applicant.userId, "Offline Fees Wildlife Co.");
  await getDb()
    .update(applications)
    .set({ status: "submitted" })
    .where(eq(applications.id, applicationId));
  return { applicant, applicationId };
}

const paymentRows = (applicationId: string) =>
  getDb().select().from(payments).where(eq(payments.applicationId, applicationId));

describe("payments without a card provider (test mode off, no Stripe)", () => {
  it("hides card payment with a clear message on the application and payment pages", async () => {
    const { applicant, applicationId } = await submittedApplication();
    const detail = await appRequest(`/dashboard/applications/${applicationId}`, {
      cookie: applicant.cookie,
    });
    const detailHtml = await detail.text();
    expect(detailHtml).toContain(paymentMessages.cardPaymentsUnavailable);
    expect(detailHtml).not.toContain(
      `/dashboard/applications/${applicationId}/payment?type=audit"`,
    );
    const page = await appRequest(`/dashboard/applications/${applicationId}/payment`, {
      cookie: applicant.cookie,
    });
    const html = await page.text();
    expect(html).toContain(paymentMessages.cardPaymentsUnavailable);
    expect(html).toContain("mailto:support@humane-accreditation.org");
    expect(html).not.toContain("Card details");
    expect(html).not.toContain("No real charge is made.");
  });

  it("refuses card intents and test-mode confirmations; nothing is written", async () => {
    const { applicant, applicationId } = await submittedApplication();
    const intent = await appRequest("/api/payments/create-payment-intent", {
      cookie: applicant.cookie,
      form: { applicationId, paymentType: "audit" },
    });
    expect(intent.status).toBe(409);
    expect(await intent.json()).toEqual({ error: paymentMessages.cardPaymentsUnavailable });
    const confirm = await appRequest("/api/payments/test-mode/confirm", {
      cookie: applicant.cookie,
      form: {
        paymentIntentId: "pi_test_0123",
        clientSecret: "pi_test_0123_secret_x",
        cardNumber: "4242 4242 4242 4242",
        expiry: "12/40",
        cvc: "123",
      },
    });
    expect(confirm.status).toBe(404);
    const webhook = await appRequest("/api/payments/webhook/test", {
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(webhook.status).toBe(404);
    const noScript = await appRequest(`/dashboard/applications/${applicationId}/payment`, {
      cookie: applicant.cookie,
      form: {
        intent: "pay-test",
        paymentType: "audit",
        cardNumber: "4242 4242 4242 4242",
        expiry: "12/40",
        cvc: "123",
      },
    });
    expect(noScript.status).toBe(409);
    expect(await paymentRows(applicationId)).toEqual([]);
  });

  it("staff still record an offline payment", async () => {
    const { applicationId } = await submittedApplication();
    const admin = await createTestUser("administrator");
    const response = await appRequest("/dashboard/payments/offline", {
      cookie: admin.cookie,
      form: {
        applicationId,
        paymentType: "audit",
        method: "cheque",
        reference: "CHQ-1042",
      },
    });
    expect(response.status).toBeLessThan(400);
    const rows = await paymentRows(applicationId);
    expect(rows.map((r) => [r.status, r.paymentMethod])).toEqual([["succeeded", "cheque"]]);
  });
});

describe("the start-up warning", () => {
  it("is loud when test mode is on outside demo data, silent otherwise", () => {
    const on = paymentsStartupWarning(
      parseEnv({ NODE_ENV: "production", PAYMENTS_TEST_MODE: "true" }),
    );
    expect(on).toMatch(/PAYMENTS_TEST_MODE is ON without demo data/);
    expect(on).toContain("no money is collected");
    expect(paymentsStartupWarning(parseEnv({}))).toBeNull();
    expect(paymentsStartupWarning(parseEnv({ NODE_ENV: "production" }))).toBeNull();
  });
});
