import { describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import type { Role } from "~/modules/permissions/permissions";
import { insertApplication, insertAudit } from "../../../tests/helpers/dashboard";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { listAuditAgenda } from "./list-audit-agenda.server";

const HOUR = 3_600_000;
const as = (u: TestUser, activeRole: Role) => ({ user: { id: u.userId }, activeRole });

describe("the examiner's audit agenda (dashboard)", () => {
  it("shows an examiner only their own audits: the next ones soonest first, in the audit's time zone", async () => {
    const now = new Date("2026-12-01T15:00:00Z");
    const examiner = await createTestUser("examiner");
    const other = await createTestUser("examiner");
    const applicant = await createTestUser("applicant");
    const app1 = await insertApplication({
      applicantId: applicant.userId,
      businessName: "Vancouver Bat Care",
      status: "inspection-scheduled",
    });
    const app2 = await insertApplication({
      applicantId: applicant.userId,
      businessName: "Later Critters",
      status: "inspection-scheduled",
    });
    const app3 = await insertApplication({ applicantId: applicant.userId, businessName: "Theirs" });
    const soon = await insertAudit({
      applicationId: app1.id,
      examinerId: examiner.userId,
      scheduledDate: new Date("2026-12-03T18:00:00Z"),
      timeZone: "America/Vancouver",
    });
    await insertAudit({
      applicationId: app2.id,
      examinerId: examiner.userId,
      scheduledDate: new Date("2026-12-10T15:00:00Z"),
    });
    await insertAudit({
      applicationId: app3.id,
      examinerId: other.userId,
      scheduledDate: new Date("2026-12-02T15:00:00Z"),
    });

    const agenda = await listAuditAgenda(getDb(), as(examiner, "examiner"), {
      which: "upcoming",
      now,
    });
    expect(agenda.total).toBe(2);
    expect(agenda.rows.map((r) => r.businessName)).toEqual([
      "Vancouver Bat Care",
      "Later Critters",
    ]);
    expect(agenda.rows[0]).toMatchObject({
      id: soon.id,
      href: `/dashboard/audits/${soon.id}`,
      date: "Dec 3, 2026",
      time: "10:00 AM PST",
      city: "Reno, Nevada",
    });
    expect(agenda.rows[0]!.timeZoneLabel).toContain("America/Vancouver");

    // The other examiner sees only theirs; nothing of the first examiner's.
    const theirs = await listAuditAgenda(getDb(), as(other, "examiner"), {
      which: "upcoming",
      now,
    });
    expect(theirs.rows.map((r) => r.businessName)).toEqual(["Theirs"]);
  });

  it("lists the reports to finish: started (time come or in progress) and not completed", async () => {
    const now = new Date();
    const examiner = await createTestUser("examiner");
    const applicant = await createTestUser("applicant");
    const mk = async (name: string, offsetHours: number, status: string) => {
      const app = await insertApplication({ applicantId: applicant.userId, businessName: name });
      return insertAudit({
        applicationId: app.id,
        examinerId: examiner.userId,
        scheduledDate: new Date(now.getTime() + offsetHours * HOUR),
        status,
      });
    };
    await mk("Started Yesterday", -24, "scheduled");
    await mk("In Progress Now", -2, "in-progress");
    await mk("Already Completed", -48, "completed");
    await mk("Cancelled One", -30, "cancelled");
    await mk("Tomorrow", 24, "scheduled");

    const viewer = as(examiner, "examiner");
    const toFinish = await listAuditAgenda(getDb(), viewer, { which: "toFinish", now });
    expect(toFinish.total).toBe(2);
    expect(toFinish.rows.map((r) => r.businessName)).toEqual([
      "Started Yesterday",
      "In Progress Now",
    ]);
    const upcoming = await listAuditAgenda(getDb(), viewer, { which: "upcoming", now });
    expect(upcoming.rows.map((r) => r.businessName)).toEqual(["Tomorrow"]);
  });

  it("counts in SQL and reads at most five rows", async () => {
    const now = new Date();
    const examiner = await createTestUser("examiner");
    const applicant = await createTestUser("applicant");
    for (let i = 0; i < 7; i++) {
      const app = await insertApplication({ applicantId: applicant.userId });
      await insertAudit({
        applicationId: app.id,
        examinerId: examiner.userId,
        scheduledDate: new Date(now.getTime() + (i + 1) * 24 * HOUR),
      });
    }
    const agenda = await listAuditAgenda(getDb(), as(examiner, "examiner"), {
      which: "upcoming",
      now,
    });
    expect(agenda.total).toBe(7);
    expect(agenda.rows).toHaveLength(5);
  });
});
