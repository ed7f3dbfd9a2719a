import { formatDate } from "~/lib/format";
import { zonedDateTimeToUtc } from "~/lib/time-zones";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  applicationStatusHistory,
  auditLog,
  emailOutbox,
  inspectionFindings,
  inspections,
  notifications,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { Role } from "~/modules/permissions/permissions";
import { seedStandardsList } from "~/modules/standards/standards-content";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { deleteAudit } from "./delete-audit.server";
import { getAudit } from "./get-audit.server";
import { listAudits } from "./list-audits.server";
import { listScheduleOptions } from "./list-schedule-options.server";
import { saveAuditFindings } from "./save-audit-findings.server";
import { scheduleAudit } from "./schedule-audit.server";
import { setAuditStatus, updateAudit } from "./update-audit.server";
import { AppError } from "~/domain/app-error";
import type { Viewer } from "~/modules/permissions";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";

const as = (user: TestUser, activeRole: Role): Viewer => ({
  user: { id: user.userId },
  activeRole,
});

let applicant: TestUser;
let otherApplicant: TestUser;
let admin: TestUser;
let committee: TestUser;
let examiner: TestUser;
let otherExaminer: TestUser;

beforeAll(async () => {
  applicant = await createTestUser("applicant", { name: "Dana Applicant" });
  otherApplicant = await createTestUser("applicant", { name: "Other Applicant" });
  admin = await createTestUser("administrator", { name: "Ada Admin" });
  committee = await createTestUser("committee", { name: "Cory Committee" });
  examiner = await createTestUser("examiner", { name: "Eli Examiner" });
  otherExaminer = await createTestUser("applicant", {
    name: "Olive Other",
    additionalRoles: ["examiner"],
  });
});

let counter = 0;
async function makeApplication(
  values: { status?: string; paymentStatus?: string; applicantId?: string } = {},
) {
  counter++;
  const [row] = await getDb()
    .insert(applications)
    .values({
      applicantId: values.applicantId ?? applicant.userId,
      businessName: `Gentle Exclusion ${counter}`,
      businessAddress: {
        street: "12 Pine Road",
        city: "Thunder Bay",
        region: "Ontario",
        postalCode: "P7B 1A1",
        country: "Canada",
      },
      contactName: "Dana Reyes",
      contactEmail: `contact${counter}@example.test`,
      contactPhone: "+1 555 0100",
      status: values.status ?? "submitted",
      paymentStatus: values.paymentStatus ?? "audit-fee-paid",
    })
    .returning();
  return row!;
}

const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return { date: d.toISOString().slice(0, 10), time: "10:30" };
};

/** Each scheduled audit gets its own day (ten apart), so the shared examiners are never double-booked. */
let slot = 0;
async function schedule(applicationId: string, examinerId = examiner.userId, days = 7) {
  return scheduleAudit(getDb(), as(committee, "committee"), {
    applicationId,
    examinerId,
    ...inDays(days + 10 * slot++),
  });
}

/** An hour after the audit's scheduled start: it has started. */
const startedAt = (audit: { scheduledDate: Date }) =>
  new Date(audit.scheduledDate.getTime() + 3_600_000);

function fullReport(): Record<string, string> {
  const form: Record<string, string> = {
    recommendation: "recommend-approval",
    recommendationNotes: "A careful, humane operation.",
  };
  for (const s of seedStandardsList) {
    form[`finding-${s.number}`] = s.number === "6" ? "minor-non-conformity" : "compliant";
    form[`notes-${s.number}`] = `Checked standard ${s.number}`;
  }
  return form;
}

async function statusOf(applicationId: string) {
  const [row] = await getDb()
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row!.status;
}

async function notificationsOf(userId: string, type: string) {
  return getDb()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

describe("scheduleAudit", () => {
  it("refuses applicants and examiners with the SPEC §8 text", async () => {
    const app = await makeApplication();
    for (const [user, role] of [
      [applicant, "applicant"],
      [examiner, "examiner"],
    ] as const) {
      const error = await refusal(
        () =>
          scheduleAudit(getDb(), as(user, role), {
            applicationId: app.id,
            examinerId: examiner.userId,
            ...inDays(3),
          }),
        { unchanged: databaseDigest },
      );
      expect([error.status, error.message]).toEqual([
        403,
        "You do not have permission to schedule audits",
      ]);
    }
    await expect(
      refusal(listScheduleOptions(getDb(), as(examiner, "examiner")).then(() => undefined)),
    ).resolves.toMatchObject({ status: 403 });
  });

  it("applies the SPEC §5 rules with their exact messages", async () => {
    const db = getDb();
    const actor = as(admin, "administrator");
    const base = { examinerId: examiner.userId, ...inDays(5) };
    const unknown = await refusal(
      () => scheduleAudit(db, actor, { ...base, applicationId: crypto.randomUUID() }),
      { unchanged: databaseDigest },
    );
    expect([unknown.status, unknown.message]).toEqual([404, "Application not found"]);
    expect(unknown.fieldErrors.applicationId).toBe("Application not found");

    const unpaid = await makeApplication({ paymentStatus: "pending" });
    const fee = await refusal(
      () => scheduleAudit(db, actor, { ...base, applicationId: unpaid.id }),
      { unchanged: databaseDigest },
    );
    expect(fee.message).toBe("Audit fee must be paid before scheduling an audit");

    for (const status of ["draft", "approved", "inspection-completed", "rejected"]) {
      const app = await makeApplication({ status });
      const error = await refusal(
        () => scheduleAudit(db, actor, { ...base, applicationId: app.id }),
        { unchanged: databaseDigest },
      );
      expect(error.message).toBe("Application must be under review to schedule an audit");
    }

    const app = await makeApplication({ status: "under-review" });
    const notExaminer = await refusal(
      () =>
        scheduleAudit(db, actor, { ...base, applicationId: app.id, examinerId: applicant.userId }),
      { unchanged: databaseDigest },
    );
    expect(notExaminer.fieldErrors).toEqual({
      examinerId: "Choose a user who holds the examiner role",
    });
    const past = await refusal(
      () => scheduleAudit(db, actor, { ...base, applicationId: app.id, ...inDays(-1) }),
      { unchanged: databaseDigest },
    );
    expect(past.fieldErrors).toEqual({ date: "Choose a date and time in the future" });
    const badTime = await refusal(
      () => scheduleAudit(db, actor, { ...base, applicationId: app.id, time: "25:00" }),
      { unchanged: databaseDigest },
    );
    expect(badTime.fieldErrors).toEqual({ time: "Enter a valid time" });
    expect(
      await db.select().from(inspections).where(eq(inspections.applicationId, app.id)),
    ).toEqual([]);

    // The membership fee paid counts as the audit fee paid; an additional examiner role counts.
    const paidAll = await makeApplication({ paymentStatus: "membership-fee-paid" });
    const audit = await scheduleAudit(db, actor, {
      ...base,
      applicationId: paidAll.id,
      examinerId: otherExaminer.userId,
    });
    expect(audit.status).toBe("scheduled");
  });

  it("in one go: the audit, inspection-scheduled, notifications and e-mails with a parseable .ics", async () => {
    const db = getDb();
    const app = await makeApplication({ status: "under-review" });
    const { date } = inDays(9);
    const audit = await scheduleAudit(db, as(committee, "committee"), {
      applicationId: app.id,
      examinerId: examiner.userId,
      date,
      time: "09:15",
    });
    expect(audit).toMatchObject({
      applicationId: app.id,
      examinerId: examiner.userId,
      status: "scheduled",
      createdBy: committee.userId,
    });
    // 09:15 in the business's zone (Ontario: America/Toronto), stored as the UTC instant.
    expect(audit.timeZone).toBe("America/Toronto");
    expect(audit.scheduledDate.toISOString()).toBe(
      zonedDateTimeToUtc(date, "09:15", "America/Toronto")!.toISOString(),
    );
    const localDay = formatDate(audit.scheduledDate, "America/Toronto");
    expect(await statusOf(app.id)).toBe("inspection-scheduled");
    const [history] = await db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, app.id));
    expect(history).toMatchObject({ fromStatus: "under-review", toStatus: "inspection-scheduled" });

    for (const userId of [applicant.userId, examiner.userId]) {
      const [n] = (await notificationsOf(userId, "inspection_scheduled")).filter(
        (x) => x.metadata.link === `/dashboard/audits/${audit.id}`,
      );
      expect(n!.message).toMatch(new RegExp(`on ${localDay} at 9:15 AM E[SD]T with Eli Examiner`));
    }
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "audit-scheduled"));
    const mine = mails.filter((m) => m.text.includes(app.businessName));
    expect(mine.map((m) => m.to).sort()).toEqual([app.contactEmail, examiner.email].sort());
    for (const mail of mine) {
      expect(mail.text).toContain(`Date: ${localDay}`);
      expect(mail.text).toMatch(/Time: 9:15 AM E[SD]T/);
      expect(mail.text).toContain("Time zone: Eastern Time (America/Toronto)");
      expect(mail.text).toContain("Auditor: Eli Examiner");
      expect(mail.attachments).toHaveLength(1);
      const [ics] = mail.attachments;
      expect(ics!.filename).toBe("audit.ics");
      expect(ics!.contentType).toMatch(/^text\/calendar/);
      const body = Buffer.from(ics!.contentBase64, "base64").toString("utf8");
      expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(body).toContain("BEGIN:VEVENT");
      // The invite carries the zone: a local DTSTART with its TZID and the VTIMEZONE.
      expect(body).toContain(`DTSTART;TZID=America/Toronto:${date.replace(/-/g, "")}T091500`);
      expect(body).toContain("BEGIN:VTIMEZONE\r\nTZID:America/Toronto");
      expect(body).toContain(`UID:audit-${audit.id}@humane-accreditation.portal`);
      expect(body).toMatch(/SUMMARY:Accreditation audit: Gentle Exclusion \d+/);
      expect(body).toContain("END:VEVENT");
    }

    // A second open audit of the same application is refused at the field; nothing is written.
    const second = await refusal(() => schedule(app.id, otherExaminer.userId, 10), {
      unchanged: databaseDigest,
    });
    expect([second.status, second.fieldErrors]).toEqual([
      409,
      {
        applicationId:
          "This application already has an audit scheduled. Reschedule or cancel that audit instead of adding another.",
      },
    ]);
    expect(
      await db.select().from(inspections).where(eq(inspections.applicationId, app.id)),
    ).toHaveLength(1);
    const changes = await db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, app.id));
    expect(changes).toHaveLength(1);
  });
});

describe("updateAudit and saveAuditFindings", () => {
  it("refuses others than the assigned examiner and staff; examiners cannot reschedule", async () => {
    const db = getDb();
    const app = await makeApplication();
    const audit = await schedule(app.id);
    const applicantTry = await refusal(
      () => updateAudit(db, as(applicant, "applicant"), audit.id, { status: "in-progress" }),
      { unchanged: databaseDigest },
    );
    expect([applicantTry.status, applicantTry.message]).toEqual([
      403,
      "You do not have permission to update this audit",
    ]);
    const report = await refusal(
      () => saveAuditFindings(db, as(applicant, "applicant"), audit.id, fullReport()),
      { unchanged: databaseDigest },
    );
    expect(report.message).toBe("You do not have permission to update this audit");
    // Another examiner does not even see it.
    const stranger = await refusal(
      () => updateAudit(db, as(otherExaminer, "examiner"), audit.id, { status: "in-progress" }),
      { unchanged: databaseDigest },
    );
    expect([stranger.status, stranger.message]).toEqual([404, "Audit not found"]);
    const other = await refusal(
      () => updateAudit(db, as(otherApplicant, "applicant"), audit.id, { status: "in-progress" }),
      { unchanged: databaseDigest },
    );
    expect(other.status).toBe(404);
    const reschedule = await refusal(
      () => updateAudit(db, as(examiner, "examiner"), audit.id, inDays(12)),
      { unchanged: databaseDigest },
    );
    expect(reschedule.status).toBe(403);

    const started = await updateAudit(
      db,
      as(examiner, "examiner"),
      audit.id,
      { status: "in-progress" },
      startedAt(audit),
    );
    expect(started.status).toBe("in-progress");
    const back = await refusal(
      () => updateAudit(db, as(examiner, "examiner"), audit.id, { status: "scheduled" }),
      { unchanged: databaseDigest },
    );
    expect(back.message).toBe("An audit cannot change from In progress to Scheduled");

    // Staff reschedule: new date, a new invite to both.
    const moved = await updateAudit(db, as(committee, "committee"), audit.id, inDays(14));
    expect(moved.scheduledDate.toISOString().slice(0, 10)).toBe(inDays(14).date);
    const rescheduled = (await notificationsOf(examiner.userId, "inspection_scheduled")).filter(
      (n) => n.message.startsWith(`Audit rescheduled for ${app.businessName}`),
    );
    expect(rescheduled).toHaveLength(1);
  });

  it("completing needs every standard and a recommendation, then sets inspection-completed and notifies", async () => {
    const db = getDb();
    const app = await makeApplication();
    const audit = await schedule(app.id);
    const examinerActor = as(examiner, "examiner");

    const partial = fullReport();
    delete partial["finding-15"];
    delete partial["notes-15"];
    await saveAuditFindings(db, examinerActor, audit.id, partial);
    const incomplete = await refusal(
      () => updateAudit(db, examinerActor, audit.id, { status: "completed" }, startedAt(audit)),
      { unchanged: databaseDigest },
    );
    expect(incomplete.message).toBe(
      "Record a finding for every standard before completing the audit",
    );
    const noRecommendation = { ...fullReport(), recommendation: "" };
    const missing = await refusal(
      () =>
        saveAuditFindings(db, examinerActor, audit.id, noRecommendation, {
          complete: true,
          now: startedAt(audit),
        }),
      { unchanged: databaseDigest },
    );
    expect(missing.fieldErrors).toEqual({
      recommendation: "Choose an overall recommendation before completing the audit",
    });
    const badFinding = await refusal(
      () =>
        saveAuditFindings(db, examinerActor, audit.id, { ...fullReport(), "finding-3": "great" }),
      { unchanged: databaseDigest },
    );
    expect(badFinding.fieldErrors).toEqual({ "finding-3": "Choose a finding from the list" });
    expect(
      (await getDb().select().from(inspections).where(eq(inspections.id, audit.id)))[0]!.status,
    ).toBe("scheduled");

    expect(await statusOf(app.id)).toBe("inspection-scheduled");
    const done = await saveAuditFindings(db, examinerActor, audit.id, fullReport(), {
      complete: true,
      now: startedAt(audit),
    });
    expect(done.status).toBe("completed");
    expect(done.completedAt).toBeInstanceOf(Date);
    expect(await statusOf(app.id)).toBe("inspection-completed");
    const findings = await db
      .select()
      .from(inspectionFindings)
      .where(eq(inspectionFindings.inspectionId, audit.id));
    expect(findings).toHaveLength(15);
    // Recorded against the standards in the database: each finding with its item's
    // version, the audit with the current standards version (SPEC §3 seed: 1.0).
    expect(findings.every((f) => f.standardItemVersion === "1.0")).toBe(true);
    expect(done.standardsVersion).toBe("1.0");
    expect(
      (await notificationsOf(applicant.userId, "inspection_completed")).length,
    ).toBeGreaterThan(0);
    const staffNotes = await notificationsOf(committee.userId, "inspection_completed");
    expect(staffNotes.some((n) => n.message.includes(app.businessName))).toBe(true);

    // Completed is final for the examiner; staff may correct the report, keeping it complete.
    const locked = await refusal(
      () => saveAuditFindings(db, examinerActor, audit.id, fullReport()),
      { unchanged: databaseDigest },
    );
    expect([locked.status, locked.message]).toEqual([403, "Completed audits cannot be modified"]);
    const lockedStatus = await refusal(
      () => updateAudit(db, examinerActor, audit.id, { status: "cancelled" }),
      { unchanged: databaseDigest },
    );
    expect(lockedStatus.message).toBe("Completed audits cannot be modified");
    const corrected = await saveAuditFindings(db, as(admin, "administrator"), audit.id, {
      ...fullReport(),
      "finding-6": "compliant",
    });
    expect(corrected.status).toBe("completed");
    const breaking = await refusal(
      () =>
        saveAuditFindings(db, as(admin, "administrator"), audit.id, {
          ...fullReport(),
          "finding-6": "",
          "notes-6": "",
        }),
      { unchanged: databaseDigest },
    );
    expect(breaking.message).toBe(
      "Record a finding for every standard before completing the audit",
    );
    const cannotReopen = await refusal(
      () => updateAudit(db, as(committee, "committee"), audit.id, { status: "in-progress" }),
      { unchanged: databaseDigest },
    );
    expect(cannotReopen.message).toBe("An audit cannot change from Completed to In progress");
  });

  it("cancelling notifies the applicant and the examiner; the last open audit returns the application to under-review", async () => {
    const db = getDb();
    const app = await makeApplication({ status: "under-review" });
    const audit = await schedule(app.id);
    const cancelled = await updateAudit(db, as(committee, "committee"), audit.id, {
      status: "cancelled",
    });
    expect(cancelled.status).toBe("cancelled");
    for (const userId of [applicant.userId, examiner.userId]) {
      const list = await notificationsOf(userId, "inspection_cancelled");
      expect(list.some((n) => n.message.includes(app.businessName))).toBe(true);
    }
    expect(await statusOf(app.id)).toBe("under-review");
    const again = await refusal(
      () => updateAudit(db, as(committee, "committee"), audit.id, { status: "scheduled" }),
      { unchanged: databaseDigest },
    );
    expect(again.message).toBe("Cancelled audits cannot be modified");
  });
});

describe("setAuditStatus", () => {
  async function auditRowsOf(entityId: string) {
    return getDb()
      .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "inspection"), eq(auditLog.entityId, entityId)))
      .orderBy(auditLog.createdAt, auditLog.id);
  }

  it("writes the status and its audit row together, and neither when the transaction rolls back", async () => {
    const app = await makeApplication({ status: "under-review" });
    const audit = await schedule(app.id);
    const viewer = as(examiner, "examiner");
    const before = await auditRowsOf(audit.id);
    const rolledBack = await refusal(
      getDb().transaction(async (tx) => {
        await setAuditStatus(tx, viewer, audit, "in-progress");
        throw new AppError("conflict", "Undone.");
      }),
    );
    expect(rolledBack.message).toBe("Undone.");
    const [kept] = await getDb().select().from(inspections).where(eq(inspections.id, audit.id));
    expect(kept!.status).toBe("scheduled");
    expect(await auditRowsOf(audit.id)).toEqual(before);

    const started = await getDb().transaction((tx) =>
      setAuditStatus(tx, viewer, audit, "in-progress"),
    );
    const cancelled = await getDb().transaction((tx) =>
      setAuditStatus(tx, as(committee, "committee"), started, "cancelled"),
    );
    expect(cancelled.status).toBe("cancelled");
    expect((await auditRowsOf(audit.id)).slice(before.length)).toEqual([
      {
        action: "audit_status_changed",
        actorId: examiner.userId,
        details: { from: "scheduled", to: "in-progress", activeRole: "examiner" },
      },
      {
        action: "audit_cancelled",
        actorId: committee.userId,
        details: { applicationId: app.id, activeRole: "committee" },
      },
    ]);
  });
});

describe("getAudit", () => {
  it("staff and the examiner see the report; the applicant only once completed; others 404", async () => {
    const db = getDb();
    const app = await makeApplication();
    const audit = await schedule(app.id);
    await saveAuditFindings(db, as(examiner, "examiner"), audit.id, fullReport());

    const byExaminer = await getAudit(db, as(examiner, "examiner"), audit.id);
    expect(byExaminer.report!.findings).toHaveLength(15);
    expect(byExaminer.can).toMatchObject({ editReport: true, reschedule: false, delete: false });
    const byStaff = await getAudit(db, as(committee, "committee"), audit.id);
    expect(byStaff.report!.recommendation).toBe("recommend-approval");
    expect(byStaff.can).toMatchObject({ reschedule: true, delete: true });
    const byOwner = await getAudit(db, as(applicant, "applicant"), audit.id);
    expect(byOwner.report).toBeNull();
    expect(byOwner.can.editReport).toBe(false);
    expect(byOwner.examiner.name).toBe("Eli Examiner");
    for (const viewer of [as(otherApplicant, "applicant"), as(otherExaminer, "examiner")]) {
      const error = await refusal(getAudit(db, viewer, audit.id));
      expect([error.status, error.message]).toEqual([404, "Audit not found"]);
    }
    expect((await refusal(getAudit(db, as(admin, "administrator"), "nope"))).status).toBe(404);

    await updateAudit(
      db,
      as(examiner, "examiner"),
      audit.id,
      { status: "completed" },
      startedAt(audit),
    );
    const completed = await getAudit(db, as(applicant, "applicant"), audit.id);
    expect(completed.report!.findings[5]).toMatchObject({
      number: "6",
      finding: "minor-non-conformity",
      notes: "Checked standard 6",
    });
  });
});

describe("deleteAudit", () => {
  it("administrator/committee only, never a completed audit; the last one returns the application to under-review", async () => {
    const db = getDb();
    const app = await makeApplication();
    const first = await schedule(app.id);
    for (const [user, role] of [
      [examiner, "examiner"],
      [applicant, "applicant"],
    ] as const) {
      const error = await refusal(() => deleteAudit(db, as(user, role), first.id), {
        unchanged: databaseDigest,
      });
      expect([error.status, error.message]).toEqual([
        403,
        "You do not have permission to delete audits",
      ]);
    }
    // Cancelled, then a new audit: deleting the cancelled one leaves the application as it is.
    await updateAudit(db, as(committee, "committee"), first.id, { status: "cancelled" });
    expect(await statusOf(app.id)).toBe("under-review");
    const second = await schedule(app.id, otherExaminer.userId, 8);
    await deleteAudit(db, as(committee, "committee"), first.id);
    expect(await statusOf(app.id)).toBe("inspection-scheduled");
    expect(
      (await notificationsOf(examiner.userId, "inspection_cancelled")).some((n) =>
        n.message.includes(app.businessName),
      ),
    ).toBe(true);
    await deleteAudit(db, as(admin, "administrator"), second.id);
    expect(await statusOf(app.id)).toBe("under-review");
    const history = await db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, app.id))
      .orderBy(applicationStatusHistory.createdAt, applicationStatusHistory.seq);
    expect(history.map((h) => [h.toStatus, h.note])).toEqual([
      ["inspection-scheduled", null],
      ["under-review", "The audit was cancelled."],
      ["inspection-scheduled", null],
      ["under-review", "The audit was deleted."],
    ]);
    expect(
      (
        await refusal(() => deleteAudit(db, as(admin, "administrator"), second.id), {
          unchanged: databaseDigest,
        })
      ).status,
    ).toBe(404);

    const app2 = await makeApplication();
    const done = await schedule(app2.id);
    await saveAuditFindings(db, as(examiner, "examiner"), done.id, fullReport(), {
      complete: true,
      now: startedAt(done),
    });
    const error = await refusal(() => deleteAudit(db, as(admin, "administrator"), done.id), {
      unchanged: databaseDigest,
    });
    expect(error.message).toBe("Completed audits cannot be deleted");
  });
});

describe("listAudits visibility (SPEC §6)", () => {
  it("administrator all incl. past; committee all future; examiner and applicant their own future; by application past too", async () => {
    const db = getDb();
    const mine = await makeApplication({ applicantId: otherApplicant.userId });
    const theirs = await makeApplication();
    const future = await schedule(mine.id, examiner.userId, 20);
    const otherFuture = await schedule(theirs.id, otherExaminer.userId, 21);
    // A past audit (as if held last month).
    const [past] = await db
      .insert(inspections)
      .values({
        applicationId: mine.id,
        examinerId: examiner.userId,
        scheduledDate: new Date(Date.now() - 30 * 86_400_000),
        status: "completed",
      })
      .returning();
    const ids = async (viewer: Viewer, filter = {}) =>
      (await listAudits(db, viewer, filter)).map((r) => r.id);

    const adminSees = await ids(as(admin, "administrator"));
    expect(adminSees).toEqual(expect.arrayContaining([future.id, otherFuture.id, past!.id]));
    const committeeSees = await ids(as(committee, "committee"));
    expect(committeeSees).toEqual(expect.arrayContaining([future.id, otherFuture.id]));
    expect(committeeSees).not.toContain(past!.id);

    const examinerSees = await ids(as(examiner, "examiner"));
    expect(examinerSees).toContain(future.id);
    expect(examinerSees).not.toContain(otherFuture.id);
    expect(examinerSees).not.toContain(past!.id);
    expect(await ids(as(examiner, "examiner"), { applicationId: mine.id })).toEqual([
      past!.id,
      future.id,
    ]);

    expect(await ids(as(otherApplicant, "applicant"))).toEqual([future.id]);
    expect(await ids(as(otherApplicant, "applicant"), { applicationId: mine.id })).toEqual([
      past!.id,
      future.id,
    ]);
    expect(await ids(as(otherApplicant, "applicant"), { applicationId: theirs.id })).toEqual([]);

    const [row] = await listAudits(db, as(otherApplicant, "applicant"));
    expect(row).toMatchObject({
      businessName: mine.businessName,
      businessAddress: "12 Pine Road, Thunder Bay, Ontario P7B 1A1, Canada",
      examinerName: "Eli Examiner",
      status: "scheduled",
      time: expect.stringMatching(/^10:30 AM E[SD]T$/),
      timeZone: "America/Toronto",
    });

    // Filters: status and month.
    expect(
      await ids(as(admin, "administrator"), { status: "completed", applicationId: mine.id }),
    ).toEqual([past!.id]);
    const month = future.scheduledDate.toISOString().slice(0, 7);
    expect(await ids(as(otherApplicant, "applicant"), { month })).toEqual([future.id]);
    expect(await ids(as(otherApplicant, "applicant"), { month: "2001-01" })).toEqual([]);
  });

  it("today is the date at the audit's place: an Arizona afternoon audit is listed that evening, after midnight UTC", async () => {
    const db = getDb();
    const app = await makeApplication({ applicantId: otherApplicant.userId });
    // 16:00 in Phoenix (UTC-7, no daylight saving) on 1 March 2030 is 23:00 UTC.
    const [audit] = await db
      .insert(inspections)
      .values({
        applicationId: app.id,
        examinerId: examiner.userId,
        scheduledDate: new Date("2030-03-01T23:00:00Z"),
        timeZone: "America/Phoenix",
        status: "in-progress",
      })
      .returning();
    const examinerSeesAt = async (iso: string) =>
      (await listAudits(db, as(examiner, "examiner"), {}, new Date(iso))).map((r) => r.id);
    // 17:20 in Phoenix, already 2 March in UTC.
    expect(await examinerSeesAt("2030-03-02T00:20:00Z")).toContain(audit!.id);
    // The next morning in Phoenix it is a past audit.
    expect(await examinerSeesAt("2030-03-02T15:00:00Z")).not.toContain(audit!.id);
  });
});
