import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applications, correctiveActions } from "~/db/schema";
import { isoDate } from "~/lib/format";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import type { Role, Viewer } from "~/modules/permissions";
import { seedStandardsList } from "~/modules/standards/standards-content";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { saveAuditFindings } from "./save-audit-findings.server";
import { scheduleAudit } from "./schedule-audit.server";

const as = (user: TestUser, activeRole: Role): Viewer => ({
  user: { id: user.userId },
  activeRole,
});

let applicant: TestUser;
let committee: TestUser;
let examiner: TestUser;

beforeAll(async () => {
  applicant = await createTestUser("applicant", { name: "Dana Applicant" });
  committee = await createTestUser("committee", { name: "Cory Committee" });
  examiner = await createTestUser("examiner", { name: "Eli Examiner" });
});

/** Calendar days from `from` to `to` (YYYY-MM-DD). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

describe("completing an audit opens its corrective actions (issue 37)", () => {
  it("one per minor (30 days) or major (60 days) non-conformity, none for the others", async () => {
    const db = getDb();
    const [app] = await db
      .insert(applications)
      .values({
        applicantId: applicant.userId,
        businessName: "Careful Critters",
        businessAddress: {
          street: "1 Elm Street",
          city: "Sudbury",
          region: "Ontario",
          postalCode: "P3A 1A1",
          country: "Canada",
        },
        contactName: "Dana Reyes",
        contactEmail: "careful@example.test",
        contactPhone: "+1 555 0101",
        status: "submitted",
        paymentStatus: "audit-fee-paid",
      })
      .returning();
    const start = new Date(Date.now() + 3 * 86_400_000);
    const audit = await scheduleAudit(db, as(committee, "committee"), {
      applicationId: app!.id,
      examinerId: examiner.userId,
      date: start.toISOString().slice(0, 10),
      time: "10:30",
    });
    const form: Record<string, string> = { recommendation: "approval-after-minor-corrections" };
    for (const s of seedStandardsList) {
      form[`finding-${s.number}`] =
        s.number === "2"
          ? "major-non-conformity"
          : s.number === "6"
            ? "minor-non-conformity"
            : s.number === "7"
              ? "not-applicable"
              : "compliant";
      form[`notes-${s.number}`] = `Checked standard ${s.number}`;
    }
    const done = await saveAuditFindings(db, as(examiner, "examiner"), audit.id, form, {
      complete: true,
      now: new Date(audit.scheduledDate.getTime() + 3_600_000),
    });
    expect(done.status).toBe("completed");
    const actions = async () =>
      db.select().from(correctiveActions).where(eq(correctiveActions.inspectionId, audit.id));
    const made = await actions();
    const completedDay = isoDate(done.completedAt!, getEnv().PROGRAMME_TIME_ZONE);
    expect(
      made
        .map((a) => [a.standardNumber, a.severity, daysBetween(completedDay, a.dueOn), a.status])
        .sort(),
    ).toEqual([
      ["2", "major", 60, "open"],
      ["6", "minor", 30, "open"],
    ]);
    expect(made.find((a) => a.standardNumber === "6")!.findingNotes).toBe("Checked standard 6");

    // Staff correct the completed report: the actions are neither made twice nor changed.
    await saveAuditFindings(db, as(committee, "committee"), audit.id, form, {
      now: new Date(audit.scheduledDate.getTime() + 7_200_000),
    });
    expect(await actions()).toEqual(made);
  });
});
