import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  applicationStatusHistory,
  auditLog,
  certificates,
  emailOutbox,
  notifications,
} from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { executeRows, getDb } from "~/lib/db.server";
import { deleteAudit } from "~/modules/audits/delete-audit.server";
import { saveAuditFindings } from "~/modules/audits/save-audit-findings.server";
import { scheduleAudit } from "~/modules/audits/schedule-audit.server";
import { updateAudit } from "~/modules/audits/update-audit.server";
import { castAppealVote, openAppealPanel, submitAppeal } from "~/modules/appeals/index.server";
import { generateCertificate } from "~/modules/certificates/generate-certificate.server";
import { revokeCertificate } from "~/modules/certificates/revoke-certificate.server";
import { createRenewal } from "~/modules/renewals/create-renewal.server";
import { updateRenewal } from "~/modules/renewals/update-renewal.server";
import type { Role } from "~/modules/permissions/permissions";
import { seedStandardsList as builtInStandards } from "~/modules/standards/standards-content";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { applicationMachine, type ApplicationStatus } from "./application-status";
import { changeApplicationStatus } from "~/modules/review/change-application-status.server";
import { recordStatusChange } from "./record-status-change.server";
import { setApplicationPaymentStatus } from "./set-application-payment-status.server";
import type { Viewer } from "~/modules/permissions";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";
import { insertApplication } from "../../../tests/helpers/certified-application";

const as = (user: TestUser, activeRole: Role): Viewer => ({
  user: { id: user.userId },
  activeRole,
});

let applicant: TestUser;
let committee: TestUser;
let admin: TestUser;
let examiner: TestUser;

beforeAll(async () => {
  applicant = await createTestUser("applicant");
  committee = await createTestUser("committee");
  admin = await createTestUser("administrator");
  examiner = await createTestUser("examiner", { name: "Edge Examiner" });
});

let counter = 0;
async function makeApplication(status: ApplicationStatus, paymentStatus = "audit-fee-paid") {
  counter++;
  // A certified one comes with its certificate (decision 051).
  return insertApplication(getDb(), {
    applicantId: applicant.userId,
    businessName: `Edge Wildlife ${counter}`,
    businessAddress: {
      street: "3 Cedar Lane",
      city: "Halifax",
      region: "Nova Scotia",
      postalCode: "B3H 1A1",
      country: "Canada",
    },
    contactName: "Robin Edge",
    contactEmail: `edge${counter}@example.test`,
    contactPhone: "+1 902 555 0101",
    status,
    paymentStatus,
  });
}

/** Each audit on its own day, so the one examiner is never double-booked. */
let day = 3;
async function schedule(applicationId: string) {
  day += 2;
  const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
  return scheduleAudit(getDb(), as(committee, "committee"), {
    applicationId,
    examinerId: examiner.userId,
    date,
    time: "09:00",
  });
}

function fullReport(): Record<string, string> {
  const form: Record<string, string> = { recommendation: "recommend-approval" };
  for (const s of builtInStandards) form[`finding-${s.number}`] = "compliant";
  return form;
}

async function statusOf(id: string) {
  const [row] = await getDb().select().from(applications).where(eq(applications.id, id));
  return row!.status;
}

/** The `by` of every status change of the application, in order (audit log). */
async function takers(applicationId: string): Promise<string[]> {
  const rows = await getDb()
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, "application"),
        eq(auditLog.entityId, applicationId),
        eq(auditLog.action, "status_changed"),
      ),
    )
    .orderBy(auditLog.createdAt);
  return rows.map((r) => String(r.details.by));
}

async function counts(applicationId: string) {
  const db = getDb();
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
  return {
    status: await statusOf(applicationId),
    history: await n(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(applicationStatusHistory)
        .where(eq(applicationStatusHistory.applicationId, applicationId)),
    ),
    audit: await n(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(eq(auditLog.entityId, applicationId)),
    ),
    mail: await n(db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox)),
    notes: await n(db.select({ n: sql<number>`count(*)::int` }).from(notifications)),
  };
}

const systemEvents = [
  ...new Set(applicationMachine.edges.flatMap((e) => e.by.filter((a) => a.startsWith("system:")))),
].sort();

describe("system edges of the application table", () => {
  it("every system event of the table is taken by its service, recorded with the event", async () => {
    const db = getDb();
    const seen: string[] = [];

    // Scheduling, then completing an audit.
    const completed = await makeApplication("under-review");
    const audit = await schedule(completed.id);
    await saveAuditFindings(db, as(examiner, "examiner"), audit.id, fullReport(), {
      complete: true,
      now: new Date(audit.scheduledDate.getTime() + 3_600_000),
    });
    expect(await statusOf(completed.id)).toBe("inspection-completed");
    expect(await takers(completed.id)).toEqual([
      "system:audit-scheduled",
      "system:audit-completed",
    ]);
    seen.push(...(await takers(completed.id)));

    // Cancelling the last audit.
    const cancelled = await makeApplication("under-review");
    const toCancel = await schedule(cancelled.id);
    await updateAudit(db, as(committee, "committee"), toCancel.id, { status: "cancelled" });
    expect(await statusOf(cancelled.id)).toBe("under-review");
    expect(await takers(cancelled.id)).toEqual([
      "system:audit-scheduled",
      "system:last-audit-cancelled",
    ]);
    seen.push(...(await takers(cancelled.id)));

    // Deleting the last audit.
    const deleted = await makeApplication("submitted");
    const toDelete = await schedule(deleted.id);
    await deleteAudit(db, as(admin, "administrator"), toDelete.id);
    expect(await statusOf(deleted.id)).toBe("under-review");
    expect(await takers(deleted.id)).toEqual([
      "system:audit-scheduled",
      "system:last-audit-deleted",
    ]);
    seen.push(...(await takers(deleted.id)));

    // Generating, then revoking a certificate.
    const certified = await makeApplication("approved", "membership-fee-paid");
    const { certificate } = await generateCertificate(db, as(committee, "committee"), certified.id);
    expect(await statusOf(certified.id)).toBe("certified");
    await revokeCertificate(db, as(admin, "administrator"), certificate.id, "Glue traps found.");
    expect(await statusOf(certified.id)).toBe("approved");
    expect(await takers(certified.id)).toEqual([
      "system:certificate-generated",
      "system:certificate-revoked",
    ]);

    // An impartial panel upholds the business's appeal of the revocation (decision 057):
    // the certificate is reinstated and the application certified again.
    await createTestUser("committee");
    const appeal = await submitAppeal(db, as(applicant, "applicant"), {
      subject: { certificateId: certificate.id },
      grounds: "The traps found belonged to a neighbour.",
    });
    const { roll } = await openAppealPanel(db, as(admin, "administrator"), appeal.id);
    for (const memberId of roll) {
      await castAppealVote(db, { user: { id: memberId }, activeRole: "committee" }, appeal.id, {
        vote: "uphold",
      });
    }
    expect(await statusOf(certified.id)).toBe("certified");
    expect(await takers(certified.id)).toEqual([
      "system:certificate-generated",
      "system:certificate-revoked",
      "system:appeal-upheld",
    ]);
    seen.push(...(await takers(certified.id)));

    // A renewal without changes approved from the renewals list; with the membership fee
    // already paid it is certified at once (its certificate renewed).
    const original = await makeApplication("approved", "membership-fee-paid");
    const issued = await generateCertificate(db, as(committee, "committee"), original.id);
    await db
      .update(certificates)
      .set({ expiryDate: new Date(Date.now() + 20 * 86_400_000) })
      .where(eq(certificates.id, issued.certificate.id));
    const renewal = await createRenewal(db, as(applicant, "applicant"), issued.certificate.id, {
      hasAddressChanged: false,
      hasOwnerChanged: false,
      hasPracticesChanged: false,
      descriptionOfChanges: null,
    });
    await db
      .update(applications)
      .set({ paymentStatus: "membership-fee-paid" })
      .where(eq(applications.id, renewal.id));
    await updateRenewal(db, as(admin, "administrator"), renewal.id, {
      decision: "approve",
      waiveReason: "No changes since the last audit.",
    });
    expect(await statusOf(renewal.id)).toBe("certified");
    expect(await takers(renewal.id)).toEqual([
      "system:renewal-approved",
      "system:certificate-generated",
    ]);
    seen.push(...(await takers(renewal.id)));

    expect([...new Set(seen)].sort()).toEqual(systemEvents);

    // People's changes are recorded as such.
    await changeApplicationStatus(db, as(committee, "committee"), deleted.id, {
      status: "payment-pending",
    });
    expect((await takers(deleted.id)).at(-1)).toBe("person");
  });

  it("a service leaves the application alone where the table has no edge for its event", async () => {
    const db = getDb();
    // Completing an audit of an application staff moved to payment-pending meanwhile.
    const app = await makeApplication("under-review");
    const audit = await schedule(app.id);
    await changeApplicationStatus(db, as(committee, "committee"), app.id, {
      status: "under-review",
    });
    await changeApplicationStatus(db, as(committee, "committee"), app.id, {
      status: "payment-pending",
    });
    const before = await takers(app.id);
    const done = await saveAuditFindings(db, as(examiner, "examiner"), audit.id, fullReport(), {
      complete: true,
      now: new Date(audit.scheduledDate.getTime() + 3_600_000),
    });
    expect(done.status).toBe("completed");
    expect(await statusOf(app.id)).toBe("payment-pending");
    expect(await takers(app.id)).toEqual(before);

    // Deleting the last audit of an application the panel has moved on keeps its status.
    const decided = await makeApplication("under-review");
    const open = await schedule(decided.id);
    await getDb()
      .update(applications)
      .set({ status: "review-panel" })
      .where(eq(applications.id, decided.id));
    await deleteAudit(db, as(admin, "administrator"), open.id);
    expect(await statusOf(decided.id)).toBe("review-panel");
  });

  it("recordStatusChange refuses a system event on an edge the table lacks, and a person on a system edge; nothing is written", async () => {
    const db = getDb();
    const cases: { from: ApplicationStatus; to: ApplicationStatus; event: string }[] = [
      { from: "under-review", to: "certified", event: "system:certificate-generated" },
      { from: "approved", to: "inspection-scheduled", event: "system:audit-scheduled" },
      { from: "certified", to: "under-review", event: "system:last-audit-deleted" },
      { from: "review-panel", to: "under-review", event: "system:last-audit-cancelled" },
      { from: "approved", to: "inspection-completed", event: "system:audit-completed" },
      { from: "rejected", to: "approved", event: "system:certificate-revoked" },
    ];
    for (const c of cases) {
      expect(applicationMachine.allows(c.from, c.to, c.event as never)).toBe(false);
      const app = await makeApplication(c.from, "membership-fee-paid");
      const before = await counts(app.id);
      const error = await refusal(
        () =>
          db.transaction((tx) =>
            recordStatusChange(tx, {
              application: app,
              by: { event: c.event as never, actorId: admin.userId },
              to: c.to,
            }),
          ),
        { unchanged: databaseDigest },
      );
      expect(error.status).toBe(409);
      expect(await counts(app.id)).toEqual(before);
    }

    // A system-only edge is not open to people, whatever their role.
    const submitted = await makeApplication("submitted");
    const before = await counts(submitted.id);
    for (const viewer of [as(committee, "committee"), as(admin, "administrator")]) {
      const error = await refusal(
        () =>
          db.transaction((tx) =>
            recordStatusChange(tx, {
              application: submitted,
              by: { viewer },
              to: "inspection-scheduled",
            }),
          ),
        { unchanged: databaseDigest },
      );
      expect(error.message).toBe("You do not have permission to update application status");
    }
    // A person edge the viewer's role may not take.
    const denied = await refusal(
      () =>
        db.transaction((tx) =>
          recordStatusChange(tx, {
            application: submitted,
            by: { viewer: as(applicant, "applicant") },
            to: "under-review",
          }),
        ),
      { unchanged: databaseDigest },
    );
    expect([denied.status, denied.message]).toEqual([
      403,
      "You do not have permission to update application status",
    ]);
    expect(await counts(submitted.id)).toEqual(before);
  });

  it("two simultaneous status changes from the same status: exactly one wins", async () => {
    const db = getDb();
    const app = await makeApplication("submitted");
    const both = () =>
      Promise.allSettled([
        changeApplicationStatus(db, as(committee, "committee"), app.id, { status: "under-review" }),
        changeApplicationStatus(db, as(admin, "administrator"), app.id, {
          status: "rejected",
          feedback: "Missing insurance.",
        }),
      ]);
    let results: PromiseSettledResult<unknown>[];
    if (process.env.TEST_DB_DRIVER === "postgres") {
      // On PostgreSQL the overlap is made deterministic: the row is locked while
      // both changes read the application and reach their UPDATE; the lock is
      // released only once both wait on it (else under load one change could
      // finish before the other read, and the second edge would then be allowed).
      const waitingOnLocks = async () => {
        const [found] = await executeRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return found!.n;
      };
      let settled!: Promise<PromiseSettledResult<unknown>[]>;
      await db.transaction(async (tx) => {
        await executeRows(tx, sql`select id from applications where id = ${app.id} for update`);
        settled = both();
        const deadline = Date.now() + 20_000;
        while ((await waitingOnLocks()) < 2) {
          if (Date.now() > deadline) throw new Error("the two changes did not both reach the row");
          await new Promise((r) => setTimeout(r, 10));
        }
      });
      results = await settled;
    } else {
      // PGlite has one connection: both reads run before either transaction.
      results = await both();
    }
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((refused.reason as AppError).status).toBe(409);
    const history = await db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, app.id));
    expect(history).toHaveLength(1);
    expect(history[0]!.toStatus).toBe(await statusOf(app.id));
  });
});

describe("setApplicationPaymentStatus", () => {
  it("writes the payment status and its audit row together, and neither when the transaction rolls back", async () => {
    const app = await makeApplication("submitted", "pending");
    const rows = () =>
      getDb()
        .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.entityId, app.id), eq(auditLog.action, "payment_status_changed")));
    const paymentStatusOf = async () =>
      (await getDb().select().from(applications).where(eq(applications.id, app.id)))[0]!
        .paymentStatus;
    const rolledBack = await refusal(
      getDb().transaction(async (tx) => {
        await setApplicationPaymentStatus(tx, app, "audit-fee-paid", "system:audit-fee-paid", {
          actorId: null,
        });
        throw new AppError("conflict", "Undone.");
      }),
    );
    expect(rolledBack.message).toBe("Undone.");
    expect(await paymentStatusOf()).toBe("pending");
    expect(await rows()).toEqual([]);

    await getDb().transaction((tx) =>
      setApplicationPaymentStatus(tx, app, "audit-fee-paid", "system:audit-fee-paid", {
        actorId: admin.userId,
        details: { paymentId: "p-1" },
      }),
    );
    expect(await paymentStatusOf()).toBe("audit-fee-paid");
    expect(await rows()).toEqual([
      {
        action: "payment_status_changed",
        actorId: admin.userId,
        details: {
          from: "pending",
          to: "audit-fee-paid",
          event: "system:audit-fee-paid",
          paymentId: "p-1",
        },
      },
    ]);
  });
});
