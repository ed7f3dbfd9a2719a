import { formatDate } from "~/lib/format";
import { and, eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { describe, expect, it } from "vitest";
import {
  applications,
  auditLog,
  emailOutbox,
  notifications,
  paymentEvents,
  payments,
  profiles,
  user as authUser,
  type ApplicationMetadata,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { resolveAuthSecret } from "~/modules/auth/auth.server";
import type { Role } from "~/modules/permissions/permissions";
import { assignExaminer } from "../../../tests/helpers/audits";
import { createTestUser } from "../../../tests/helpers/users";
import { confirmTestPayment } from "./confirm-test-payment.server";
import { createPaymentIntent } from "./create-payment-intent.server";
import { generatePaymentReceipt } from "./generate-payment-receipt.server";
import { getTestModeProvider } from "./get-payment-provider.server";
import { receivePaymentEvent } from "./handle-payment-event.server";
import { listPayments } from "./list-payments.server";
import { loadPaymentsPanel } from "./load-payments-panel.server";
import { InvalidSignatureError } from "./payment-provider.server";
import { recordOfflinePayment } from "./record-offline-payment.server";
import { createTestModeProvider, deriveTestModeSecret } from "./test-mode-provider.server";
import type { Viewer } from "~/modules/permissions";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";

const card = { expiry: "12/39", cvc: "123" };
const SUCCESS = "4242 4242 4242 4242";
const DECLINE = "4000 0000 0000 0002";

async function user(role: Role) {
  const u = await createTestUser(role);
  const viewer: Viewer = { user: { id: u.userId }, activeRole: role };
  return { ...u, viewer };
}

async function makeApplication(
  applicantId: string,
  values: { status?: string; paymentStatus?: string; metadata?: ApplicationMetadata } = {},
) {
  const [row] = await getDb()
    .insert(applications)
    .values({
      applicantId,
      status: values.status ?? "submitted",
      paymentStatus: values.paymentStatus ?? "pending",
      businessName: `Gentle Wildlife ${Math.random().toString(36).slice(2, 7)}`,
      businessAddress: {
        street: "12 Maple Street",
        city: "Burlington",
        region: "Vermont",
        postalCode: "05401",
        country: "United States",
      },
      contactName: "Dana Fox",
      contactEmail: "contact@gentle.example",
      contactPhone: "+1 802 555 0100",
      metadata: values.metadata ?? {},
    })
    .returning();
  return row!;
}

async function counts(applicationId: string, userId: string) {
  const db = getDb();
  const rows = await db.select().from(payments).where(eq(payments.applicationId, applicationId));
  const ids = rows.map((r) => r.id);
  const events = (await db.select().from(paymentEvents)).filter(
    (e) => e.paymentId && ids.includes(e.paymentId),
  );
  const received = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "payment_received")));
  const receipts = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.template, "payment-receipt"));
  const [app] = await db.select().from(applications).where(eq(applications.id, applicationId));
  return { rows, events, received, receipts, app: app! };
}

const db = () => getDb();

describe("create-payment-intent", () => {
  it("the applicant of a submitted application gets a client secret and a pending row; a second call reuses it", async () => {
    const applicant = await user("applicant");
    const app = await makeApplication(applicant.userId);
    const first = await createPaymentIntent(db(), applicant.viewer, {
      applicationId: app.id,
      paymentType: "audit",
    });
    expect(first.amount).toBe(75000);
    expect(first.paymentIntentId).toMatch(/^pi_test_/);
    expect(first.clientSecret).toMatch(new RegExp(`^${first.paymentIntentId}_secret_`));
    const rows = await db().select().from(payments).where(eq(payments.applicationId, app.id));
    expect(rows).toEqual([
      expect.objectContaining({
        id: first.paymentId,
        status: "pending",
        provider: "test",
        paymentType: "audit",
        amount: 75000,
        stripePaymentId: first.paymentIntentId,
      }),
    ]);
    const again = await createPaymentIntent(db(), applicant.viewer, {
      applicationId: app.id,
      paymentType: "audit",
    });
    expect(again).toEqual(first);
    expect(
      await db().select().from(payments).where(eq(payments.applicationId, app.id)),
    ).toHaveLength(1);
  });

  it("refuses an account whose e-mail address is not confirmed; no payment row (decision 080)", async () => {
    const applicant = await user("applicant");
    await db()
      .update(authUser)
      .set({ emailVerified: false })
      .where(eq(authUser.id, applicant.userId));
    const app = await makeApplication(applicant.userId);
    const refused = await refusal(
      () =>
        createPaymentIntent(db(), applicant.viewer, {
          applicationId: app.id,
          paymentType: "audit",
        }),
      { unchanged: databaseDigest },
    );
    expect([refused.status, refused.message]).toEqual([
      403,
      "Confirm your e-mail address before you make a payment: follow the link we e-mailed you, or send the link again.",
    ]);
  });

  it("renewal applications pay the renewal amounts", async () => {
    const applicant = await user("applicant");
    const app = await makeApplication(applicant.userId, { metadata: { renewal_type: "standard" } });
    const intent = await createPaymentIntent(db(), applicant.viewer, {
      applicationId: app.id,
      paymentType: "audit",
    });
    expect(intent.amount).toBe(45000);
  });

  it("refuses per status and payment status with a clear text", async () => {
    const applicant = await user("applicant");
    const cases: [string, string, "audit" | "membership", string | null][] = [
      ["draft", "pending", "audit", "Submit the application before paying the audit fee."],
      [
        "submitted",
        "audit-fee-paid",
        "audit",
        "The audit fee for this application has already been paid.",
      ],
      ["rejected", "pending", "audit", "Fees cannot be paid on a rejected application."],
      [
        "under-review",
        "audit-fee-paid",
        "membership",
        "The membership fee can be paid once the application is approved.",
      ],
      ["approved", "pending", "membership", "Pay the audit fee before the membership fee."],
      [
        "approved",
        "membership-fee-paid",
        "membership",
        "The membership fee for this application has already been paid.",
      ],
      ["approved", "audit-fee-paid", "membership", null],
    ];
    for (const [status, paymentStatus, paymentType, message] of cases) {
      const app = await makeApplication(applicant.userId, { status, paymentStatus });
      const call = createPaymentIntent(db(), applicant.viewer, {
        applicationId: app.id,
        paymentType,
      });
      if (message === null) {
        expect((await call).amount).toBe(45000);
      } else {
        const error = await refusal(call);
        expect({ status, paymentType, message: error.message, code: error.status }).toEqual({
          status,
          paymentType,
          message,
          code: 409,
        });
      }
    }
  });

  it("per role: another applicant gets 404, staff and examiners are refused (only the applicant pays by card)", async () => {
    const owner = await user("applicant");
    const app = await makeApplication(owner.userId);
    const stranger = await user("applicant");
    const notFound = await refusal(
      () =>
        createPaymentIntent(db(), stranger.viewer, { applicationId: app.id, paymentType: "audit" }),
      { unchanged: databaseDigest },
    );
    expect([notFound.status, notFound.message]).toEqual([404, "Application not found"]);
    for (const role of ["committee", "administrator", "examiner"] as const) {
      const staff = await user(role);
      if (role === "examiner") await assignExaminer(app.id, staff.userId);
      const error = await refusal(
        () =>
          createPaymentIntent(db(), staff.viewer, { applicationId: app.id, paymentType: "audit" }),
        { unchanged: databaseDigest },
      );
      expect([role, error.status, error.message]).toEqual([
        role,
        403,
        "Only the applicant of this application can pay its fees by card.",
      ]);
    }
    expect(await db().select().from(payments).where(eq(payments.applicationId, app.id))).toEqual(
      [],
    );
  });

  it("provider failures give the SPEC §8 texts and write no row", async () => {
    const applicant = await user("applicant");
    const app = await makeApplication(applicant.userId);
    const base = getTestModeProvider()!;
    const throwing = {
      ...base,
      createIntent: async () => Promise.reject(new Error("network down")),
    };
    expect(
      (
        await refusal(
          () =>
            createPaymentIntent(
              db(),
              applicant.viewer,
              { applicationId: app.id, paymentType: "audit" },
              throwing,
            ),
          { unchanged: databaseDigest },
        )
      ).message,
    ).toBe("Payment initialization failed");
    const noSecret = {
      ...base,
      createIntent: async () => ({ id: "pi_test_nosecret", clientSecret: null }),
    };
    expect(
      (
        await refusal(
          () =>
            createPaymentIntent(
              db(),
              applicant.viewer,
              { applicationId: app.id, paymentType: "audit" },
              noSecret,
            ),
          { unchanged: databaseDigest },
        )
      ).message,
    ).toBe("Failed to create payment intent");
    expect(await db().select().from(payments).where(eq(payments.applicationId, app.id))).toEqual(
      [],
    );
  });
});

describe("test-mode confirmation through the signed-event handler", () => {
  it("4242: payment succeeded, audit-fee-paid, notification, receipt e-mail, admin alert, audit log; the same event twice changes nothing", async () => {
    const admin = await user("administrator");
    const applicant = await user("applicant");
    const app = await makeApplication(applicant.userId);
    const intent = await createPaymentIntent(db(), applicant.viewer, {
      applicationId: app.id,
      paymentType: "audit",
    });
    const provider = getTestModeProvider()!;
    const receiptsBefore = (await counts(app.id, applicant.userId)).receipts.length;

    // The provider's signed event, delivered twice to the handler.
    const { rawBody, headers } = provider.signedOutcomeEvent({
      intentId: intent.paymentIntentId,
      amount: 75000,
      currency: "usd",
      metadata: { applicationId: app.id, paymentType: "audit", paymentId: intent.paymentId },
      outcome: { ok: true },
    });
    expect(await receivePaymentEvent(db(), provider, rawBody, headers)).toEqual({
      outcome: "succeeded",
      paymentId: intent.paymentId,
    });
    expect((await receivePaymentEvent(db(), provider, rawBody, headers)).outcome).toBe("duplicate");

    const after = await counts(app.id, applicant.userId);
    expect(after.rows).toEqual([
      expect.objectContaining({ id: intent.paymentId, status: "succeeded" }),
    ]);
    expect(after.app.paymentStatus).toBe("audit-fee-paid");
    expect(after.events).toHaveLength(1);
    expect(after.received).toHaveLength(1);
    expect(after.received[0]!.message).toContain("Audit fee $750.00 USD");
    expect(after.received[0]!.metadata.link).toBe(`/dashboard/applications/${app.id}`);
    expect(after.receipts.length - receiptsBefore).toBe(1);
    const mail = after.receipts.find((m) => m.to === applicant.email)!;
    expect(mail.subject).toBe(`Payment received: Audit fee for ${app.businessName}`);
    expect(mail.text).toContain("Amount: $750.00 USD");
    expect(mail.text).toContain(
      `http://localhost:3000/dashboard/payments/${intent.paymentId}/receipt`,
    );
    const alerts = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, admin.userId),
          eq(notifications.type, "audit_fee_paid_admin_alert"),
        ),
      );
    expect(alerts.filter((a) => a.message.includes(app.businessName))).toHaveLength(1);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, intent.paymentId));
    expect(audit).toEqual([
      expect.objectContaining({
        entityType: "payment",
        action: "payment_succeeded",
        actorId: null,
      }),
    ]);

    // Confirming again (a replayed browser request) adds nothing either.
    const replay = await confirmTestPayment(db(), applicant.viewer, {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      cardNumber: SUCCESS,
      ...card,
    });
    expect(replay.status).toBe("succeeded");
    const final = await counts(app.id, applicant.userId);
    expect([final.events.length, final.received.length, final.receipts.length]).toEqual([
      1,
      1,
      after.receipts.length,
    ]);
    // The audit fee is paid: no new intent.
    expect(
      (
        await refusal(
          () =>
            createPaymentIntent(db(), applicant.viewer, {
              applicationId: app.id,
              paymentType: "audit",
            }),
          { unchanged: databaseDigest },
        )
      ).message,
    ).toBe("The audit fee for this application has already been paid.");
  });

  it("4000 0000 0000 0002: declined with a clear message, payment failed, application still unpaid; a new attempt gets a new intent", async () => {
    const applicant = await user("applicant");
    const app = await makeApplication(applicant.userId);
    const intent = await createPaymentIntent(db(), applicant.viewer, {
      applicationId: app.id,
      paymentType: "audit",
    });
    const result = await confirmTestPayment(db(), applicant.viewer, {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      cardNumber: DECLINE,
      ...card,
    });
    expect(result).toEqual({
      status: "failed",
      paymentId: intent.paymentId,
      message: "Your card was declined.",
    });
    const after = await counts(app.id, applicant.userId);
    expect(after.rows).toEqual([
      expect.objectContaining({ status: "failed", failureMessage: "Your card was declined." }),
    ]);
    expect(after.app.paymentStatus).toBe("pending");
    expect(after.received).toEqual([]);
    expect(after.events).toHaveLength(1);

    const ended = await refusal(
      () =>
        confirmTestPayment(db(), applicant.viewer, {
          paymentIntentId: intent.paymentIntentId,
          clientSecret: intent.clientSecret,
          cardNumber: SUCCESS,
          ...card,
        }),
      { unchanged: databaseDigest },
    );
    expect(ended.message).toBe("This payment attempt has ended. Please start a new payment.");

    const retry = await createPaymentIntent(db(), applicant.viewer, {
      applicationId: app.id,
      paymentType: "audit",
    });
    expect(retry.paymentId).not.toBe(intent.paymentId);
    const ok = await confirmTestPayment(db(), applicant.viewer, {
      paymentIntentId: retry.paymentIntentId,
      clientSecret: retry.clientSecret,
      cardNumber: SUCCESS,
      ...card,
    });
    expect(ok.status).toBe("succeeded");
    expect((await counts(app.id, applicant.userId)).app.paymentStatus).toBe("audit-fee-paid");
  });

  it("only the payer with the intent's client secret can confirm it", async () => {
    const applicant = await user("applicant");
    const other = await user("applicant");
    const app = await makeApplication(applicant.userId);
    const intent = await createPaymentIntent(db(), applicant.viewer, {
      applicationId: app.id,
      paymentType: "audit",
    });
    const input = {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      cardNumber: SUCCESS,
      ...card,
    };
    expect(
      (
        await refusal(() => confirmTestPayment(db(), other.viewer, input), {
          unchanged: databaseDigest,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await refusal(
          () =>
            confirmTestPayment(db(), applicant.viewer, {
              ...input,
              clientSecret: `${intent.paymentIntentId}_secret_x`,
            }),
          { unchanged: databaseDigest },
        )
      ).status,
    ).toBe(404);
    expect((await counts(app.id, applicant.userId)).rows[0]!.status).toBe("pending");
  });

  it("forged signatures are rejected and change nothing", async () => {
    const applicant = await user("applicant");
    const app = await makeApplication(applicant.userId);
    const intent = await createPaymentIntent(db(), applicant.viewer, {
      applicationId: app.id,
      paymentType: "audit",
    });
    const provider = getTestModeProvider()!;
    const forger = createTestModeProvider(
      deriveTestModeSecret("not-our-auth-secret-0123456789abcdef"),
    );
    const forged = forger.signedOutcomeEvent({
      intentId: intent.paymentIntentId,
      amount: 75000,
      currency: "usd",
      metadata: { applicationId: app.id, paymentType: "audit", paymentId: intent.paymentId },
      outcome: { ok: true },
    });
    await expect(
      receivePaymentEvent(db(), provider, forged.rawBody, forged.headers),
    ).rejects.toBeInstanceOf(InvalidSignatureError);
    // A genuine failure event re-labelled as a success keeps the old signature: refused.
    const genuine = provider.signedOutcomeEvent({
      intentId: intent.paymentIntentId,
      amount: 75000,
      currency: "usd",
      metadata: { applicationId: app.id, paymentType: "audit", paymentId: intent.paymentId },
      outcome: { ok: false, message: "Your card was declined." },
    });
    const relabelled = genuine.rawBody.replace(
      "payment_intent.payment_failed",
      "payment_intent.succeeded",
    );
    await expect(
      receivePaymentEvent(db(), provider, relabelled, genuine.headers),
    ).rejects.toBeInstanceOf(InvalidSignatureError);
    const after = await counts(app.id, applicant.userId);
    expect(after.rows[0]!.status).toBe("pending");
    expect(after.events).toEqual([]);
    expect(after.app.paymentStatus).toBe("pending");
    expect(deriveTestModeSecret(resolveAuthSecret(getEnv()))).not.toBe(resolveAuthSecret(getEnv()));
  });
});

describe("offline payments", () => {
  it("committee records a cheque: same effects as a card payment, audit-logged with the actor; pending card attempts are canceled", async () => {
    const committee = await user("committee");
    const applicant = await user("applicant");
    const app = await makeApplication(applicant.userId);
    const pendingCard = await createPaymentIntent(db(), applicant.viewer, {
      applicationId: app.id,
      paymentType: "audit",
    });
    const { paymentId } = await recordOfflinePayment(db(), committee.viewer, {
      applicationId: app.id,
      paymentType: "audit",
      method: "cheque",
      reference: "CHQ-00123",
    });
    const after = await counts(app.id, applicant.userId);
    expect(after.app.paymentStatus).toBe("audit-fee-paid");
    expect(after.rows.find((r) => r.id === paymentId)).toMatchObject({
      status: "succeeded",
      provider: "offline",
      paymentMethod: "cheque",
      reference: "CHQ-00123",
      amount: 75000,
      recordedBy: committee.userId,
    });
    expect(after.rows.find((r) => r.id === pendingCard.paymentId)!.status).toBe("canceled");
    expect(after.received).toHaveLength(1);
    expect(after.receipts.filter((m) => m.to === applicant.email)).toHaveLength(1);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, paymentId));
    expect(audit).toEqual([
      expect.objectContaining({
        action: "offline_payment_recorded",
        actorId: committee.userId,
        details: expect.objectContaining({
          method: "cheque",
          reference: "CHQ-00123",
          amount: 75000,
        }),
      }),
    ]);
  });

  it("administrator records a membership bank transfer on an approved application; the status never goes back down", async () => {
    const admin = await user("administrator");
    const applicant = await user("applicant");
    const app = await makeApplication(applicant.userId, {
      status: "approved",
      paymentStatus: "audit-fee-paid",
    });
    await recordOfflinePayment(db(), admin.viewer, {
      applicationId: app.id,
      paymentType: "membership",
      method: "bank_transfer",
      reference: "WIRE-9981",
    });
    const after = await counts(app.id, applicant.userId);
    expect(after.app.paymentStatus).toBe("membership-fee-paid");
    expect(after.rows[0]).toMatchObject({ amount: 45000, paymentType: "membership" });
    const again = await refusal(
      () =>
        recordOfflinePayment(db(), admin.viewer, {
          applicationId: app.id,
          paymentType: "membership",
          method: "cheque",
          reference: "CHQ-2",
        }),
      { unchanged: databaseDigest },
    );
    expect(again.message).toBe("The membership fee for this application has already been paid.");
  });

  it("applicant and examiner are refused with the SPEC-style text and nothing changes", async () => {
    const applicant = await user("applicant");
    const examiner = await user("examiner");
    const app = await makeApplication(applicant.userId);
    for (const actor of [applicant, examiner]) {
      const error = await refusal(
        () =>
          recordOfflinePayment(db(), actor.viewer, {
            applicationId: app.id,
            paymentType: "audit",
            method: "cheque",
            reference: "CHQ-1",
          }),
        { unchanged: databaseDigest },
      );
      expect([error.status, error.message]).toEqual([
        403,
        "You do not have permission to record offline payments",
      ]);
    }
    const after = await counts(app.id, applicant.userId);
    expect(after.rows).toEqual([]);
    expect(after.app.paymentStatus).toBe("pending");
  });
});

describe("payments list, panel and PDF receipt", () => {
  it("the receipt PDF carries the programme, number, date, payer, description, amount, method and reference", async () => {
    const applicant = await user("applicant");
    const app = await makeApplication(applicant.userId);
    const intent = await createPaymentIntent(db(), applicant.viewer, {
      applicationId: app.id,
      paymentType: "audit",
    });
    await confirmTestPayment(db(), applicant.viewer, {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      cardNumber: SUCCESS,
      ...card,
    });
    const [item] = await listPayments(db(), applicant.viewer, app.id);
    expect(item).toMatchObject({
      id: intent.paymentId,
      description: "Audit fee",
      amountLabel: "$750.00 USD",
      status: "succeeded",
      methodLabel: "Card",
      receiptUrl: `/dashboard/payments/${intent.paymentId}/receipt`,
    });
    const receipt = await generatePaymentReceipt(db(), applicant.viewer, intent.paymentId);
    expect(receipt.filename).toBe(`receipt-${item!.receiptNumber}.pdf`);
    expect(receipt.pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const parser = new PDFParse({ data: new Uint8Array(receipt.pdf) });
    const { text } = await parser.getText();
    await parser.destroy();
    const today = formatDate(new Date());
    for (const expected of [
      "Humane Accreditation Portal",
      "Payment receipt",
      item!.receiptNumber,
      today,
      app.businessName,
      "12 Maple Street",
      "Burlington, Vermont, 05401",
      "United States",
      "Audit fee",
      "$750.00 USD",
      "Card (test mode, no real charge)",
      intent.paymentIntentId,
    ]) {
      expect(text).toContain(expected);
    }

    // Staff may download it; an examiner or another applicant gets 404.
    const committee = await user("committee");
    expect((await generatePaymentReceipt(db(), committee.viewer, intent.paymentId)).filename).toBe(
      receipt.filename,
    );
    for (const outsider of [await user("examiner"), await user("applicant")]) {
      const error = await refusal(
        () => generatePaymentReceipt(db(), outsider.viewer, intent.paymentId),
        { unchanged: databaseDigest },
      );
      expect([error.status, error.message]).toEqual([404, "Payment not found"]);
    }
  });

  it("the receipt is written in the payer's language, for staff too; ?lang chooses another", async () => {
    const applicant = await user("applicant");
    await getDb()
      .update(profiles)
      .set({ locale: "fr-CA" })
      .where(eq(profiles.id, applicant.userId));
    const app = await makeApplication(applicant.userId);
    const intent = await createPaymentIntent(db(), applicant.viewer, {
      applicationId: app.id,
      paymentType: "audit",
    });
    await confirmTestPayment(db(), applicant.viewer, {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      cardNumber: SUCCESS,
      ...card,
    });
    const textOf = async (pdf: Buffer) => {
      const parser = new PDFParse({ data: new Uint8Array(pdf) });
      const { text } = await parser.getText();
      await parser.destroy();
      return text;
    };
    const committee = await user("committee");
    for (const viewer of [applicant.viewer, committee.viewer]) {
      const text = await textOf((await generatePaymentReceipt(db(), viewer, intent.paymentId)).pdf);
      for (const expected of [
        "Reçu de paiement",
        "Frais d’audit",
        "750,00 $ US",
        "Carte (mode test, aucun montant réel débité)",
        "États-Unis",
        formatDate(new Date(), undefined, "fr-CA"),
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain("Payment receipt");
    }
    const spanish = await textOf(
      (await generatePaymentReceipt(db(), committee.viewer, intent.paymentId, { locale: "es-MX" }))
        .pdf,
    );
    for (const expected of ["Recibo de pago", "Cuota de auditoría", "USD 750.00", "Tarjeta"]) {
      expect(spanish).toContain(expected);
    }
  });

  it("no receipt for a pending or failed payment", async () => {
    const applicant = await user("applicant");
    const app = await makeApplication(applicant.userId);
    const intent = await createPaymentIntent(db(), applicant.viewer, {
      applicationId: app.id,
      paymentType: "audit",
    });
    expect(
      (
        await refusal(() => generatePaymentReceipt(db(), applicant.viewer, intent.paymentId), {
          unchanged: databaseDigest,
        })
      ).status,
    ).toBe(404);
    expect((await listPayments(db(), applicant.viewer, app.id))[0]!.receiptUrl).toBeNull();
    expect(
      (
        await refusal(() => generatePaymentReceipt(db(), applicant.viewer, "not-a-uuid"), {
          unchanged: databaseDigest,
        })
      ).status,
    ).toBe(404);
  });

  it("the panel data: payable fee, who may pay by card and who may record offline", async () => {
    const applicant = await user("applicant");
    const committee = await user("committee");
    const examiner = await user("examiner");
    const app = await makeApplication(applicant.userId);
    await assignExaminer(app.id, examiner.userId);
    expect(await loadPaymentsPanel(db(), applicant.viewer, app.id)).toEqual({
      applicationId: app.id,
      payments: [],
      payable: { type: "audit", amount: 75000 },
      canPay: true,
      canRecordOffline: false,
      cardPaymentsUnavailable: null,
    });
    expect(await loadPaymentsPanel(db(), committee.viewer, app.id)).toMatchObject({
      canPay: false,
      canRecordOffline: true,
    });
    expect(await loadPaymentsPanel(db(), examiner.viewer, app.id)).toMatchObject({
      canPay: false,
      canRecordOffline: false,
    });
    const stranger = await user("applicant");
    expect((await refusal(loadPaymentsPanel(db(), stranger.viewer, app.id))).status).toBe(404);
  });
});
