import { formatDate } from "~/lib/format";
import { zonedDateTimeToUtc } from "~/lib/time-zones";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applications, auditLog, emailOutbox, inspections, notifications } from "~/db/schema";
import type { AppError } from "~/domain/app-error";
import { getDb } from "~/lib/db.server";
import { pgError } from "~/lib/pg-error";
import type { Role } from "~/modules/permissions/permissions";
import { seedStandardsList as builtInStandards } from "~/modules/standards/standards-content";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { auditMachine } from "./audit-rules";
import { getAudit } from "./get-audit.server";
import { saveAuditFindings } from "./save-audit-findings.server";
import { scheduleAudit } from "./schedule-audit.server";
import { updateAudit } from "./update-audit.server";
import type { Viewer } from "~/modules/permissions";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";

const as = (user: TestUser, activeRole: Role): Viewer => ({
  user: { id: user.userId },
  activeRole,
});

let applicant: TestUser;
let committee: TestUser;

beforeAll(async () => {
  applicant = await createTestUser("applicant");
  committee = await createTestUser("committee");
});

let counter = 0;
async function makeApplication() {
  counter++;
  const [row] = await getDb()
    .insert(applications)
    .values({
      applicantId: applicant.userId,
      businessName: `Calendar Wildlife Co. ${counter}`,
      businessAddress: {
        street: "9 Oak Street",
        city: "Regina",
        region: "Saskatchewan",
        postalCode: "S4P 3Y2",
        country: "Canada",
      },
      contactName: "Kim Cal",
      contactEmail: `cal${counter}@example.test`,
      contactPhone: "+1 306 555 0101",
      status: "under-review",
      paymentStatus: "audit-fee-paid",
    })
    .returning();
  return row!;
}

/** A fresh examiner per test: their calendar holds only what the test books. */
async function newExaminer() {
  return createTestUser("examiner", { name: "Cal Examiner" });
}

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** The businesses here are in Saskatchewan: America/Regina, CST all year (decision 038). */
const zone = "America/Regina";
const instant = (date: string, time: string) => zonedDateTimeToUtc(date, time, zone)!.toISOString();
const shownDay = (date: string) => formatDate(instant(date, "12:00"), zone);

function book(applicationId: string, examinerId: string, date: string, time: string) {
  return scheduleAudit(getDb(), as(committee, "committee"), {
    applicationId,
    examinerId,
    date,
    time,
  });
}

async function writes() {
  const db = getDb();
  return {
    audits: (await db.select({ id: inspections.id }).from(inspections)).length,
    mails: (await db.select({ id: emailOutbox.id }).from(emailOutbox)).length,
    notes: (await db.select({ id: notifications.id }).from(notifications)).length,
    log: (await db.select({ id: auditLog.id }).from(auditLog)).length,
  };
}

function fullReport(): Record<string, string> {
  const form: Record<string, string> = { recommendation: "recommend-approval" };
  for (const s of builtInStandards) form[`finding-${s.number}`] = "compliant";
  return form;
}

describe("the audit table", () => {
  it("completed and cancelled are final; people take every edge through audit.update", () => {
    expect([...auditMachine.final].sort()).toEqual(["cancelled", "completed"]);
    expect(auditMachine.next("scheduled", ["audit.update"]).sort()).toEqual([
      "cancelled",
      "completed",
      "in-progress",
    ]);
    expect(auditMachine.next("in-progress", ["audit.update"]).sort()).toEqual([
      "cancelled",
      "completed",
    ]);
  });
});

describe("an examiner cannot be double-booked (audits last four hours)", () => {
  it("refuses an overlapping audit of the same examiner at the date field; nothing is written", async () => {
    const examiner = await newExaminer();
    const first = await makeApplication();
    const second = await makeApplication();
    const date = day(20);
    await book(first.id, examiner.userId, date, "09:00");
    const before = await writes();
    for (const time of ["09:00", "12:59", "05:01"]) {
      const error = await refusal(() => book(second.id, examiner.userId, date, time), {
        unchanged: databaseDigest,
      });
      expect(error.status).toBe(409);
      expect(error.fieldErrors.date).toBe(
        `This examiner already has an audit at that time (${first.businessName}, ${shownDay(date)} at 9:00 AM CST). Audits take four hours: choose another time or examiner.`,
      );
    }
    expect(await writes()).toEqual(before);
    // Four hours later (or before) the examiner is free; another examiner is free at once.
    const later = await book(second.id, examiner.userId, date, "13:00");
    expect(later.status).toBe("scheduled");
    const other = await newExaminer();
    const third = await makeApplication();
    await book(third.id, other.userId, date, "09:00");
  });

  it("a cancelled audit frees the slot; rescheduling into another audit's slot is refused", async () => {
    const examiner = await newExaminer();
    const [a, b] = [await makeApplication(), await makeApplication()];
    const date = day(30);
    const first = await book(a.id, examiner.userId, date, "08:00");
    const second = await book(b.id, examiner.userId, date, "14:00");
    const moved = await refusal(
      () => updateAudit(getDb(), as(committee, "committee"), second.id, { date, time: "10:00" }),
      { unchanged: databaseDigest },
    );
    expect(moved.fieldErrors.date).toContain("This examiner already has an audit at that time");
    const [unchanged] = await getDb()
      .select()
      .from(inspections)
      .where(eq(inspections.id, second.id));
    expect(unchanged!.scheduledDate.toISOString()).toBe(instant(date, "14:00"));
    // Moving within its own slot is fine (it does not clash with itself).
    await updateAudit(getDb(), as(committee, "committee"), second.id, { date, time: "13:00" });
    await updateAudit(getDb(), as(committee, "committee"), first.id, { status: "cancelled" });
    const now = await updateAudit(getDb(), as(committee, "committee"), second.id, {
      date,
      time: "09:00",
    });
    expect(now.scheduledDate.toISOString()).toBe(instant(date, "09:00"));
  });

  it("two overlapping bookings of one examiner at once: exactly one is written", async () => {
    const examiner = await newExaminer();
    const [a, b] = [await makeApplication(), await makeApplication()];
    const date = day(40);
    const results = await Promise.allSettled([
      book(a.id, examiner.userId, date, "10:00"),
      book(b.id, examiner.userId, date, "11:00"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((refused.reason as AppError).fieldErrors.date).toContain(
      "This examiner already has an audit at that time",
    );
    const booked = await getDb()
      .select()
      .from(inspections)
      .where(eq(inspections.examinerId, examiner.userId));
    expect(booked).toHaveLength(1);
  });
});

describe("clashes are instants, whatever zone each audit is written in (decision 066)", () => {
  function bookIn(
    applicationId: string,
    examinerId: string,
    date: string,
    time: string,
    timeZone: string,
  ) {
    return scheduleAudit(getDb(), as(committee, "committee"), {
      applicationId,
      examinerId,
      date,
      time,
      timeZone,
    });
  }

  it("09:00 EST and 07:00 or 10:59 MST the same day overlap in time and are refused", async () => {
    const examiner = await newExaminer();
    const [east, west] = [await makeApplication(), await makeApplication()];
    // A winter day: Toronto on EST (UTC-5), Edmonton on MST (UTC-7).
    const date = `${new Date().getUTCFullYear() + 1}-01-14`;
    await bookIn(east.id, examiner.userId, date, "09:00", "America/Toronto"); // 14:00 UTC
    for (const time of ["07:00", "10:59", "05:01"]) {
      // 14:00, 17:59 and 12:01 UTC: within four hours of 14:00 UTC.
      const error = await refusal(
        () => bookIn(west.id, examiner.userId, date, time, "America/Edmonton"),
        { unchanged: databaseDigest },
      );
      expect(error.fieldErrors.date).toBe(
        `This examiner already has an audit at that time (${east.businessName}, ${formatDate(`${date}T17:00:00Z`)} at 9:00 AM EST). Audits take four hours: choose another time or examiner.`,
      );
    }
  });

  it("09:00 EST and 14:00 MST the same day clash (travel); the next day, or the same zone, is free", async () => {
    const examiner = await newExaminer();
    const [east, west, near] = [
      await makeApplication(),
      await makeApplication(),
      await makeApplication(),
    ];
    const date = `${new Date().getUTCFullYear() + 1}-01-21`;
    await bookIn(east.id, examiner.userId, date, "09:00", "America/Toronto"); // 14:00 UTC
    const before = await writes();
    // 14:00 MST is 21:00 UTC: seven hours later, but in another time zone that day.
    const error = await refusal(
      () => bookIn(west.id, examiner.userId, date, "14:00", "America/Edmonton"),
      { unchanged: databaseDigest },
    );
    expect(error.status).toBe(409);
    expect(error.fieldErrors.date).toBe(
      `This examiner already has an audit in another time zone that day (${east.businessName}, ${formatDate(`${date}T17:00:00Z`)} at 9:00 AM EST). An examiner audits in one time zone a day: choose another day or examiner.`,
    );
    expect(await writes()).toEqual(before);
    // The same zone the same afternoon is fine (four hours later).
    await bookIn(near.id, examiner.userId, date, "14:00", "America/Toronto");
    // The next day in Edmonton is fine.
    const next = `${date.slice(0, 8)}22`;
    const west2 = await bookIn(west.id, examiner.userId, next, "14:00", "America/Edmonton");
    expect(west2.scheduledDate.toISOString()).toBe(`${next}T21:00:00.000Z`);
    // Rescheduling it back onto the Toronto day is refused the same way.
    const moved = await refusal(
      () =>
        updateAudit(getDb(), as(committee, "committee"), west2.id, {
          date,
          time: "16:00",
          timeZone: "America/Edmonton",
        }),
      { unchanged: databaseDigest },
    );
    expect(moved.fieldErrors.date).toContain("in another time zone that day");
  });
});

describe("an application cannot get two open audits", () => {
  it("two bookings for one application at once: exactly one is written, the other refused at the field", async () => {
    const [x, y] = [await newExaminer(), await newExaminer()];
    const app = await makeApplication();
    const results = await Promise.allSettled([
      book(app.id, x.userId, day(50), "10:00"),
      book(app.id, y.userId, day(51), "10:00"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((refused.reason as AppError).fieldErrors).toEqual({
      applicationId:
        "This application already has an audit scheduled. Reschedule or cancel that audit instead of adding another.",
    });
    const open = await getDb()
      .select()
      .from(inspections)
      .where(eq(inspections.applicationId, app.id));
    expect(open).toHaveLength(1);
  });

  it("the database refuses a second open audit even when a service is bypassed", async () => {
    const examiner = await newExaminer();
    const app = await makeApplication();
    await book(app.id, examiner.userId, day(60), "10:00");
    const insert = getDb()
      .insert(inspections)
      .values({ applicationId: app.id, examinerId: examiner.userId, scheduledDate: new Date() });
    const refused = await insert.then(
      () => null,
      (error: unknown) => error,
    );
    expect(pgError(refused)).toEqual({
      code: "23505",
      constraint: "inspections_one_open_per_application_uq",
    });
    // A completed or cancelled audit does not count.
    await getDb()
      .insert(inspections)
      .values({
        applicationId: app.id,
        examinerId: examiner.userId,
        scheduledDate: new Date(Date.now() - 86_400_000),
        status: "cancelled",
      });
  });
});

describe("carrying out an audit before its date: one rule, recorded (decision 078)", () => {
  it("the examiner may start and complete early, like staff; the report says when it was carried out", async () => {
    const examiner = await newExaminer();
    const app = await makeApplication();
    const audit = await book(app.id, examiner.userId, day(3), "10:00");
    const asExaminer = as(examiner, "examiner");
    await saveAuditFindings(getDb(), asExaminer, audit.id, fullReport());

    const detail = await getAudit(getDb(), asExaminer, audit.id);
    expect(detail.can.changeStatus.sort()).toEqual(["cancelled", "completed", "in-progress"]);
    expect(detail.startedAt).toBeNull();

    const started = await updateAudit(getDb(), asExaminer, audit.id, { status: "in-progress" });
    expect(started.startedAt!.getTime()).toBeLessThan(audit.scheduledDate.getTime());
    const done = await updateAudit(getDb(), asExaminer, audit.id, { status: "completed" });
    expect(done.status).toBe("completed");
    // The start stays the moment it was carried out; completing does not move it.
    expect(done.startedAt!.getTime()).toBe(started.startedAt!.getTime());
    const shown = await getAudit(getDb(), asExaminer, audit.id);
    expect(shown.startedAt).toBe(started.startedAt!.toISOString());
    expect(shown.startedEarly).toBe(true);
    const completion = (
      await getDb().select().from(auditLog).where(eq(auditLog.entityId, audit.id))
    ).find((r) => r.action === "audit_completed")!;
    expect(completion.details).toMatchObject({ beforeScheduledStart: true });
  });

  it("completed after its date without a recorded start: carried out at the scheduled time", async () => {
    const examiner = await newExaminer();
    const app = await makeApplication();
    const audit = await book(app.id, examiner.userId, day(3), "10:00");
    await saveAuditFindings(getDb(), as(examiner, "examiner"), audit.id, fullReport());
    await getDb()
      .update(inspections)
      .set({ scheduledDate: new Date(Date.now() - 86_400_000) })
      .where(eq(inspections.id, audit.id));
    const done = await updateAudit(getDb(), as(committee, "committee"), audit.id, {
      status: "completed",
    });
    const [row] = await getDb().select().from(inspections).where(eq(inspections.id, audit.id));
    expect(done.status).toBe("completed");
    expect(row!.startedAt!.getTime()).toBe(row!.scheduledDate.getTime());
    expect((await getAudit(getDb(), as(committee, "committee"), audit.id)).startedEarly).toBe(
      false,
    );
    const completion = (
      await getDb().select().from(auditLog).where(eq(auditLog.entityId, audit.id))
    ).find((r) => r.action === "audit_completed")!;
    expect(completion.details).not.toHaveProperty("beforeScheduledStart");
  });

  it("complete and cancel at once: exactly one wins", async () => {
    const examiner = await newExaminer();
    const app = await makeApplication();
    const audit = await book(app.id, examiner.userId, day(4), "10:00");
    await saveAuditFindings(getDb(), as(examiner, "examiner"), audit.id, fullReport());
    const during = new Date(audit.scheduledDate.getTime() + 3_600_000);
    const results = await Promise.allSettled([
      updateAudit(getDb(), as(examiner, "examiner"), audit.id, { status: "completed" }, during),
      updateAudit(getDb(), as(committee, "committee"), audit.id, { status: "cancelled" }, during),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [row] = await getDb().select().from(inspections).where(eq(inspections.id, audit.id));
    const winner = (
      results.find((r) => r.status === "fulfilled") as PromiseFulfilledResult<{
        status: string;
      }>
    ).value.status;
    expect(row!.status).toBe(winner);
    const [application] = await getDb()
      .select()
      .from(applications)
      .where(eq(applications.id, app.id));
    expect(application!.status).toBe(
      winner === "completed" ? "inspection-completed" : "under-review",
    );
  });
});
