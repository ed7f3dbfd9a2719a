/**
 * Decision 051: the membership fee paid for an approved application issues its
 * certificate at once, in the payment's transaction, through the service staff
 * use — exactly once, whatever the webhook deliveries (twice, at the same time,
 * out of order).
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  applications,
  auditLog,
  certificates,
  emailOutbox,
  notifications,
  payments,
} from "~/db/schema";
import { executeRows, getDb, type Database } from "~/lib/db.server";
import type { Role } from "~/modules/permissions/permissions";
import type { Viewer } from "~/modules/permissions";
import { changeApplicationStatus } from "~/modules/review/change-application-status.server";
import { createTestUser } from "../../../tests/helpers/users";
import { createPaymentIntent } from "./create-payment-intent.server";
import { getTestModeProvider } from "./get-payment-provider.server";
import { handlePaymentEvent, receivePaymentEvent } from "./handle-payment-event.server";
import { FAILED_EVENT, SUCCEEDED_EVENT, type PaymentEvent } from "./payment-provider.server";
import { recordOfflinePayment } from "./record-offline-payment.server";

const db = () => getDb();
const MEMBERSHIP = 45000;

async function user(role: Role) {
  const u = await createTestUser(role);
  const viewer: Viewer = { user: { id: u.userId }, activeRole: role };
  return { ...u, viewer };
}

let counter = 0;
/** An approved application with its audit fee paid, and the membership intent its owner opened. */
async function approvedWithIntent() {
  counter++;
  const applicant = await user("applicant");
  const [app] = await db()
    .insert(applications)
    .values({
      applicantId: applicant.userId,
      status: "approved",
      paymentStatus: "audit-fee-paid",
      businessName: `Paid Wildlife ${counter}`,
      businessAddress: {
        street: "9 Spruce Street",
        city: "Madison",
        region: "Wisconsin",
        postalCode: "53703",
        country: "United States",
      },
      contactName: "Lee Paid",
      contactEmail: `paid${counter}@example.test`,
      contactPhone: "+1 608 555 0100",
    })
    .returning();
  const intent = await createPaymentIntent(db(), applicant.viewer, {
    applicationId: app!.id,
    paymentType: "membership",
  });
  expect(intent.amount).toBe(MEMBERSHIP);
  return { applicant, app: app!, intent };
}

/** A verified provider event for the intent (each call a new event id unless given). */
function event(
  intentId: string,
  ok = true,
  id = `evt_test_${Math.random().toString(36).slice(2)}`,
): PaymentEvent {
  return {
    id,
    provider: "test",
    type: ok ? SUCCEEDED_EVENT : FAILED_EVENT,
    intent: {
      id: intentId,
      amount: MEMBERSHIP,
      currency: "usd",
      metadata: {},
      failureMessage: ok ? null : "Your card was declined.",
    },
  };
}

async function certificatesOf(applicationId: string) {
  return db().select().from(certificates).where(eq(certificates.applicationId, applicationId));
}

async function statusOf(applicationId: string) {
  const [row] = await db()
    .select({ status: applications.status, paymentStatus: applications.paymentStatus })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row!;
}

async function issuedMails(to: string) {
  return db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, "certificate-issued"), eq(emailOutbox.to, to)));
}

/**
 * Runs `start` while a transaction holds the payment row; lets go once
 * `waiters` sessions wait on a lock (PostgreSQL), so the deliveries overlap
 * deterministically. PGlite has one connection: the deliveries run one after
 * the other.
 */
async function overlapping<T>(paymentId: string, waiters: number, start: () => Promise<T>) {
  if (process.env.TEST_DB_DRIVER !== "postgres") return start();
  const database: Database = db();
  const waitingOnLocks = async () => {
    const [found] = await executeRows<{ n: number }>(
      database,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return found!.n;
  };
  let settled!: Promise<T>;
  await database.transaction(async (tx) => {
    await executeRows(tx, sql`select id from payments where id = ${paymentId} for update`);
    settled = start();
    const deadline = Date.now() + 20_000;
    while ((await waitingOnLocks()) < waiters) {
      if (Date.now() > deadline) throw new Error("the deliveries did not all reach the payment");
      await new Promise((r) => setTimeout(r, 10));
    }
  });
  return settled;
}

describe("certificate issued on payment of the membership fee", () => {
  it("a card payment issues the certificate in the payment's transaction; the same event again changes nothing", async () => {
    const admin = await user("administrator");
    const { applicant, app, intent } = await approvedWithIntent();
    const provider = getTestModeProvider()!;
    const { rawBody, headers } = provider.signedOutcomeEvent({
      intentId: intent.paymentIntentId,
      amount: MEMBERSHIP,
      currency: "usd",
      metadata: { applicationId: app.id, paymentType: "membership", paymentId: intent.paymentId },
      outcome: { ok: true },
    });
    expect((await receivePaymentEvent(db(), provider, rawBody, headers)).outcome).toBe("succeeded");
    const [certificate, ...more] = await certificatesOf(app.id);
    expect(more).toEqual([]);
    expect(certificate).toMatchObject({ status: "active", createdBy: null });
    expect(await statusOf(app.id)).toEqual({
      status: "certified",
      paymentStatus: "membership-fee-paid",
    });
    // The same audit trail as a staff generation, naming the payment.
    const [generated] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, certificate!.id), eq(auditLog.action, "certificate_generated")),
      );
    expect(generated!.details).toMatchObject({
      applicationId: app.id,
      paymentId: intent.paymentId,
    });
    expect(await issuedMails(applicant.email)).toHaveLength(1);
    const [alert] = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, admin.userId),
          sql`${notifications.message} like ${`%${app.businessName}%`}`,
        ),
      );
    expect(alert!.message).toBe(
      `Membership fee paid ($450.00 USD) for ${app.businessName}: certificate ${certificate!.certificateNumber} issued.`,
    );

    expect((await receivePaymentEvent(db(), provider, rawBody, headers)).outcome).toBe("duplicate");
    // A second, different success event for the same intent, then a late decline.
    expect((await handlePaymentEvent(db(), event(intent.paymentIntentId))).outcome).toBe(
      "already-succeeded",
    );
    expect((await handlePaymentEvent(db(), event(intent.paymentIntentId, false))).outcome).toBe(
      "already-succeeded",
    );
    expect(await certificatesOf(app.id)).toHaveLength(1);
    expect(await issuedMails(applicant.email)).toHaveLength(1);
  });

  it("an offline membership payment recorded by staff issues it too (created by that staff member)", async () => {
    const committee = await user("committee");
    const { app } = await approvedWithIntent();
    await recordOfflinePayment(db(), committee.viewer, {
      applicationId: app.id,
      paymentType: "membership",
      method: "cheque",
      reference: "CHQ-051",
    });
    const issued = await certificatesOf(app.id);
    expect(issued).toHaveLength(1);
    expect(issued[0]!.createdBy).toBe(committee.userId);
    expect((await statusOf(app.id)).status).toBe("certified");
    // The card attempt the owner had opened was canceled: a late success is never applied.
    expect((await handlePaymentEvent(db(), event(await openIntent(app.id)))).outcome).toBe(
      "late-success",
    );
    expect(await certificatesOf(app.id)).toHaveLength(1);
  });

  it("two deliveries of different success events at the same time: one certificate; the loser is retried", async () => {
    const { applicant, app, intent } = await approvedWithIntent();
    const first = event(intent.paymentIntentId);
    const second = event(intent.paymentIntentId);
    const results = await overlapping(intent.paymentId, 2, () =>
      Promise.allSettled([handlePaymentEvent(db(), first), handlePaymentEvent(db(), second)]),
    );
    const outcomes = results.map((r) =>
      r.status === "fulfilled" ? r.value.outcome : (r.reason as { status?: number }).status,
    );
    // One applies the payment; the other sees it applied (PGlite: one after the other) or
    // loses the race and is rolled back with a conflict (PostgreSQL), for the provider to retry.
    expect(outcomes).toContain("succeeded");
    expect(outcomes.filter((o) => o === "succeeded")).toHaveLength(1);
    const loser = results[outcomes[0] === "succeeded" ? 1 : 0]!;
    if (loser.status === "rejected") {
      expect((loser.reason as { status: number }).status).toBe(409);
      const retried = outcomes[0] === "succeeded" ? second : first;
      expect((await handlePaymentEvent(db(), retried)).outcome).toBe("already-succeeded");
    } else {
      expect(loser.value.outcome).toBe("already-succeeded");
    }
    expect(await certificatesOf(app.id)).toHaveLength(1);
    expect(await issuedMails(applicant.email)).toHaveLength(1);
    const [paid] = await db().select().from(payments).where(eq(payments.id, intent.paymentId));
    expect(paid!.status).toBe("succeeded");
  });

  it("the same event delivered twice at the same time: one applies it, the other is a duplicate", async () => {
    const { applicant, app, intent } = await approvedWithIntent();
    const once = event(intent.paymentIntentId);
    const results = await overlapping(intent.paymentId, 2, () =>
      Promise.all([handlePaymentEvent(db(), once), handlePaymentEvent(db(), once)]),
    );
    expect(results.map((r) => r.outcome).sort()).toEqual(["duplicate", "succeeded"]);
    expect(await certificatesOf(app.id)).toHaveLength(1);
    expect(await issuedMails(applicant.email)).toHaveLength(1);
  });

  it("a success arriving while the application is not approved: paid, no certificate yet; approval issues it", async () => {
    const admin = await user("administrator");
    const { app, intent } = await approvedWithIntent();
    // Staff sent it back to the review panel before the card confirmation arrived.
    await db()
      .update(applications)
      .set({ status: "review-panel" })
      .where(eq(applications.id, app.id));
    expect((await handlePaymentEvent(db(), event(intent.paymentIntentId))).outcome).toBe(
      "succeeded",
    );
    expect(await certificatesOf(app.id)).toEqual([]);
    expect(await statusOf(app.id)).toEqual({
      status: "review-panel",
      paymentStatus: "membership-fee-paid",
    });
    const [alert] = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, admin.userId),
          sql`${notifications.message} like ${`%${app.businessName}%`}`,
        ),
      );
    expect(alert!.message).toContain("the certificate is issued when the application is approved");

    const approved = await changeApplicationStatus(db(), admin.viewer, app.id, {
      status: "approved",
    });
    expect(approved.status).toBe("certified");
    expect(await certificatesOf(app.id)).toHaveLength(1);
  });
});

/** The card attempt still recorded for the application (canceled by the offline payment). */
async function openIntent(applicationId: string): Promise<string> {
  const [row] = await db()
    .select({ intentId: payments.stripePaymentId })
    .from(payments)
    .where(and(eq(payments.applicationId, applicationId), eq(payments.provider, "test")));
  return row!.intentId!;
}
