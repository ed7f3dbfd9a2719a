import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  applications,
  auditLog,
  emailOutbox,
  notifications,
  paymentEvents,
  payments,
} from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { getDb } from "~/lib/db.server";
import { setApplicationPaymentStatus } from "~/modules/applications/set-application-payment-status.server";
import type { Role } from "~/modules/permissions/permissions";
import { createTestUser } from "../../../tests/helpers/users";
import { confirmTestPayment } from "./confirm-test-payment.server";
import { createPaymentIntent } from "./create-payment-intent.server";
import { getTestModeProvider } from "./get-payment-provider.server";
import { receivePaymentEvent } from "./handle-payment-event.server";
import { paymentMachine } from "~/domain/payment-status";
import { recordOfflinePayment } from "./record-offline-payment.server";
import { setPaymentStatus } from "./set-payment-status.server";
import type { Viewer } from "~/modules/permissions";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";

async function user(role: Role) {
  const u = await createTestUser(role);
  const viewer: Viewer = { user: { id: u.userId }, activeRole: role };
  return { ...u, viewer };
}

let counter = 0;
async function makeApplication(applicantId: string, values: { paymentStatus?: string } = {}) {
  counter++;
  const [row] = await getDb()
    .insert(applications)
    .values({
      applicantId,
      status: "submitted",
      paymentStatus: values.paymentStatus ?? "pending",
      businessName: `Careful Critters ${counter}`,
      businessAddress: {
        street: "5 Elm Street",
        city: "Burlington",
        region: "Vermont",
        postalCode: "05401",
        country: "United States",
      },
      contactName: "Dana Fox",
      contactEmail: `careful${counter}@example.test`,
      contactPhone: "+1 802 555 0100",
    })
    .returning();
  return row!;
}

/** Everything a payment may change, to prove a refusal changed nothing. */
async function snapshot(applicationId: string) {
  const db = getDb();
  const rows = await db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(eq(payments.applicationId, applicationId))
    .orderBy(payments.createdAt, payments.id);
  const [app] = await db.select().from(applications).where(eq(applications.id, applicationId));
  const receipts = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.template, "payment-receipt"));
  return { rows, paymentStatus: app!.paymentStatus, receipts: receipts.length };
}

function signedOutcome(
  intent: { paymentIntentId: string; paymentId: string },
  applicationId: string,
  ok: boolean,
) {
  return getTestModeProvider()!.signedOutcomeEvent({
    intentId: intent.paymentIntentId,
    amount: 75000,
    currency: "usd",
    metadata: { applicationId, paymentType: "audit", paymentId: intent.paymentId },
    outcome: ok ? { ok: true } : { ok: false, message: "Your card was declined." },
  });
}

const card = { expiry: "12/39", cvc: "123" };

/** The audit of a writer called only to be refused. */
const audited = { audit: { action: "payment_test" } };

async function auditRowsOf(entityId: string) {
  return getDb()
    .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(auditLog.createdAt, auditLog.id);
}

describe("the payment table", () => {
  it("only a pending attempt moves; succeeded, failed and canceled are final", () => {
    expect(paymentMachine.initial).toBe("pending");
    expect([...paymentMachine.final].sort()).toEqual(["canceled", "failed", "succeeded"]);
    expect(paymentMachine.allows("pending", "succeeded", "system:payment-succeeded")).toBe(true);
    expect(paymentMachine.allows("canceled", "succeeded", "system:payment-succeeded")).toBe(false);
    expect(paymentMachine.allows("failed", "succeeded", "system:payment-succeeded")).toBe(false);
  });

  it("the writer refuses an edge the table lacks and a person without the policy action; nothing changes", async () => {
    const applicant = await user("applicant");
    const committee = await user("committee");
    const app = await makeApplication(applicant.userId);
    const intent = await createPaymentIntent(getDb(), applicant.viewer, {
      applicationId: app.id,
      paymentType: "audit",
    });
    const before = await snapshot(app.id);
    const byApplicant = await refusal(
      getDb().transaction((tx) =>
        setPaymentStatus(
          tx,
          { id: intent.paymentId, status: "pending" },
          "canceled",
          { viewer: applicant.viewer },
          audited,
        ),
      ),
    );
    expect([byApplicant.status, byApplicant.message]).toEqual([
      403,
      "You do not have permission to record offline payments",
    ]);
    const missing = await refusal(
      getDb().transaction((tx) =>
        setPaymentStatus(
          tx,
          { id: intent.paymentId, status: "pending" },
          "failed",
          { viewer: committee.viewer },
          audited,
        ),
      ),
    );
    expect(missing.status).toBe(409);
    // From a status it no longer has (someone changed it first): zero rows, a conflict.
    const stale = await refusal(
      getDb().transaction((tx) =>
        setPaymentStatus(
          tx,
          { id: intent.paymentId, status: "failed" },
          "succeeded",
          { event: "system:payment-succeeded" },
          audited,
        ),
      ),
    );
    expect(stale.status).toBe(409);
    expect(await snapshot(app.id)).toEqual(before);
    expect(await auditRowsOf(intent.paymentId)).toEqual([]);
  });

  it("the writer writes the status and its audit row together, and neither when the transaction rolls back", async () => {
    const applicant = await user("applicant");
    const committee = await user("committee");
    const app = await makeApplication(applicant.userId);
    const intent = await createPaymentIntent(getDb(), applicant.viewer, {
      applicationId: app.id,
      paymentType: "audit",
    });
    const pending = { id: intent.paymentId, status: "pending" };
    const change = { audit: { action: "payment_canceled", details: { applicationId: app.id } } };
    const rolledBack = await refusal(
      getDb().transaction(async (tx) => {
        await setPaymentStatus(tx, pending, "canceled", { viewer: committee.viewer }, change);
        throw new AppError("conflict", "Undone.");
      }),
    );
    expect(rolledBack.message).toBe("Undone.");
    expect((await snapshot(app.id)).rows).toEqual([{ id: intent.paymentId, status: "pending" }]);
    expect(await auditRowsOf(intent.paymentId)).toEqual([]);

    const row = await getDb().transaction((tx) =>
      setPaymentStatus(tx, pending, "canceled", { viewer: committee.viewer }, change),
    );
    expect(row.status).toBe("canceled");
    expect(await auditRowsOf(intent.paymentId)).toEqual([
      {
        action: "payment_canceled",
        actorId: committee.userId,
        details: { applicationId: app.id },
      },
    ]);
  });
});

describe("a webhook or test-mode confirmation never pays an ended attempt", () => {
  it("a success for an attempt canceled by an offline payment is recorded and flagged, not applied", async () => {
    const admin = await user("administrator");
    const applicant = await user("applicant");
    const committee = await user("committee");
    const app = await makeApplication(applicant.userId);
    const intent = await createPaymentIntent(getDb(), applicant.viewer, {
      applicationId: app.id,
      paymentType: "audit",
    });
    // The cheque arrives first: the card attempt is canceled.
    const { paymentId: chequeId } = await recordOfflinePayment(getDb(), committee.viewer, {
      applicationId: app.id,
      paymentType: "audit",
      method: "cheque",
      reference: "CHQ-77",
    });
    const before = await snapshot(app.id);
    expect(before.rows.find((r) => r.id === intent.paymentId)!.status).toBe("canceled");

    // The test-mode card form for the canceled attempt is refused.
    const confirm = await refusal(
      () =>
        confirmTestPayment(getDb(), applicant.viewer, {
          paymentIntentId: intent.paymentIntentId,
          clientSecret: intent.clientSecret,
          cardNumber: "4242 4242 4242 4242",
          ...card,
        }),
      { unchanged: databaseDigest },
    );
    expect([confirm.status, confirm.message]).toEqual([
      409,
      "This payment attempt has ended. Please start a new payment.",
    ]);

    // A late (or forged-then-replayed) signed success: recorded once, flagged, not applied.
    const { rawBody, headers } = signedOutcome(intent, app.id, true);
    const provider = getTestModeProvider()!;
    expect(await receivePaymentEvent(getDb(), provider, rawBody, headers)).toEqual({
      outcome: "late-success",
      paymentId: intent.paymentId,
    });
    expect((await receivePaymentEvent(getDb(), provider, rawBody, headers)).outcome).toBe(
      "duplicate",
    );
    const after = await snapshot(app.id);
    expect(after).toEqual(before);
    expect(after.rows.map((r) => [r.id, r.status]).sort()).toEqual(
      [
        [intent.paymentId, "canceled"],
        [chequeId, "succeeded"],
      ].sort(),
    );
    const flagged = await getDb()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, intent.paymentId),
          eq(auditLog.action, "payment_succeeded_after_end"),
        ),
      );
    expect(flagged).toHaveLength(1);
    const alerts = await getDb()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.userId));
    expect(
      alerts.filter((n) => n.message.includes(app.businessName) && n.message.includes("refund")),
    ).toHaveLength(1);
    const events = await getDb()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, intent.paymentId));
    expect(events).toHaveLength(1);
  });

  it("a success after a decline of the same attempt does not turn the failed payment into a paid one", async () => {
    const applicant = await user("applicant");
    const app = await makeApplication(applicant.userId);
    const intent = await createPaymentIntent(getDb(), applicant.viewer, {
      applicationId: app.id,
      paymentType: "audit",
    });
    const declined = await confirmTestPayment(getDb(), applicant.viewer, {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      cardNumber: "4000 0000 0000 0002",
      ...card,
    });
    expect(declined.status).toBe("failed");
    const before = await snapshot(app.id);
    const provider = getTestModeProvider()!;
    const success = signedOutcome(intent, app.id, true);
    expect(
      (await receivePaymentEvent(getDb(), provider, success.rawBody, success.headers)).outcome,
    ).toBe("late-success");
    const decline = signedOutcome(intent, app.id, false);
    expect(
      (await receivePaymentEvent(getDb(), provider, decline.rawBody, decline.headers)).outcome,
    ).toBe("attempt-ended");
    expect(await snapshot(app.id)).toEqual(before);
    expect(before.paymentStatus).toBe("pending");
    expect(before.rows).toEqual([{ id: intent.paymentId, status: "failed" }]);
  });
});

describe("conditional updates under concurrency: exactly one wins", () => {
  it("a card success and an offline payment for the same fee at once: one payment, one fee, one receipt", async () => {
    const applicant = await user("applicant");
    const committee = await user("committee");
    const app = await makeApplication(applicant.userId);
    const intent = await createPaymentIntent(getDb(), applicant.viewer, {
      applicationId: app.id,
      paymentType: "audit",
    });
    const { receipts: receiptsBefore } = await snapshot(app.id);
    const { rawBody, headers } = signedOutcome(intent, app.id, true);
    const results = await Promise.allSettled([
      receivePaymentEvent(getDb(), getTestModeProvider()!, rawBody, headers),
      recordOfflinePayment(getDb(), committee.viewer, {
        applicationId: app.id,
        paymentType: "audit",
        method: "bank_transfer",
        reference: "BT-1",
      }),
    ]);
    const after = await snapshot(app.id);
    expect(after.rows.filter((r) => r.status === "succeeded")).toHaveLength(1);
    expect(after.paymentStatus).toBe("audit-fee-paid");
    expect(after.receipts - receiptsBefore).toBe(1);
    const [card, offline] = results;
    if (card.status === "fulfilled" && card.value.outcome === "succeeded") {
      // The card won: the offline payment was refused and wrote nothing.
      expect(offline.status).toBe("rejected");
      expect(after.rows).toHaveLength(1);
    } else {
      // The offline payment won: the card attempt was canceled; its success (now or on the
      // provider's retry) is flagged, never applied.
      expect(offline.status).toBe("fulfilled");
      expect(after.rows.find((r) => r.id === intent.paymentId)!.status).toBe("canceled");
      const retry = await receivePaymentEvent(getDb(), getTestModeProvider()!, rawBody, headers);
      expect(["late-success", "duplicate"]).toContain(retry.outcome);
      expect((await snapshot(app.id)).rows.filter((r) => r.status === "succeeded")).toHaveLength(1);
    }
  });

  it("two staff members record the same fee at once: one payment recorded, the other refused", async () => {
    const applicant = await user("applicant");
    const committee = await user("committee");
    const admin = await user("administrator");
    const app = await makeApplication(applicant.userId);
    const results = await Promise.allSettled(
      [committee, admin].map((staff, i) =>
        recordOfflinePayment(getDb(), staff.viewer, {
          applicationId: app.id,
          paymentType: "audit",
          method: "cheque",
          reference: `CHQ-${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(AppError);
    expect((refused.reason as AppError).status).toBe(409);
    const after = await snapshot(app.id);
    expect(after.rows).toEqual([expect.objectContaining({ status: "succeeded" })]);
    expect(after.paymentStatus).toBe("audit-fee-paid");
  });

  it("the application payment status only rises through its table, from the status read", async () => {
    const applicant = await user("applicant");
    const app = await makeApplication(applicant.userId);
    const results = await Promise.allSettled(
      [0, 1].map(() =>
        getDb().transaction((tx) =>
          setApplicationPaymentStatus(tx, app, "audit-fee-paid", "system:audit-fee-paid", {
            actorId: null,
          }),
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const down = await refusal(
      getDb().transaction((tx) =>
        setApplicationPaymentStatus(
          tx,
          { id: app.id, paymentStatus: "audit-fee-paid" },
          "pending",
          "system:audit-fee-paid",
          { actorId: null },
        ),
      ),
    );
    expect(down.status).toBe(409);
    const skip = await refusal(
      getDb().transaction((tx) =>
        setApplicationPaymentStatus(
          tx,
          { id: app.id, paymentStatus: "pending" },
          "membership-fee-paid",
          "system:membership-fee-paid",
          { actorId: null },
        ),
      ),
    );
    expect(skip.status).toBe(409);
    expect((await snapshot(app.id)).paymentStatus).toBe("audit-fee-paid");
  });
});
