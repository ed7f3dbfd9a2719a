import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applications, auditLog, correctiveActions, inspections } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getApplicationTimeline } from "~/modules/applications/get-application-timeline.server";
import { standardsForAudit } from "~/modules/audits/audit-standards.server";
import { saveAuditFindings } from "~/modules/audits/save-audit-findings.server";
import { scheduleAudit } from "~/modules/audits/schedule-audit.server";
import type { Viewer } from "~/modules/permissions";
import type { Role } from "~/modules/permissions/permissions";
import { seedStandardsList } from "~/modules/standards/standards-content";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { changeApplicationStatus } from "./change-application-status.server";
import { decideReview } from "./decide-review.server";
import { listReviewQueue } from "./list-review-queue.server";

const as = (user: TestUser, activeRole: Role): Viewer => ({
  user: { id: user.userId },
  activeRole,
});

let applicant: TestUser;
let committee: TestUser;
let examiner: TestUser;
beforeAll(async () => {
  applicant = await createTestUser("applicant");
  committee = await createTestUser("committee");
  examiner = await createTestUser("examiner", { name: "Gia Gate" });
});

let n = 0;
/** A day of its own for each audit: the shared examiner is never double-booked. */
function nextDay(): string {
  n++;
  return new Date(Date.now() + (40 + n) * 86_400_000).toISOString().slice(0, 10);
}

type ActionSpec = { standard: string; severity: "minor" | "major"; status: string; dueOn?: string };

/**
 * An application through a completed audit, with exactly the corrective
 * actions given (any the completion made are replaced: the actions module
 * creates them on completion, the gate only reads them).
 */
async function auditedApplication(actions: ActionSpec[]) {
  const [app] = await getDb()
    .insert(applications)
    .values({
      applicantId: applicant.userId,
      businessName: `Gate Wildlife ${n + 1}`,
      businessAddress: {
        street: "9 Oak St",
        city: "Moncton",
        region: "New Brunswick",
        postalCode: "E1C 1A1",
        country: "Canada",
      },
      contactName: "Sam",
      contactEmail: `gate${n + 1}@example.test`,
      contactPhone: "+1 555 0102",
      status: "under-review",
      paymentStatus: "audit-fee-paid",
    })
    .returning();
  const audit = await scheduleAudit(getDb(), as(committee, "committee"), {
    applicationId: app!.id,
    examinerId: examiner.userId,
    date: nextDay(),
    time: "10:00",
  });
  const form: Record<string, string> = { recommendation: "approval-after-minor-corrections" };
  for (const s of seedStandardsList) {
    const spec = actions.find((a) => a.standard === s.number);
    form[`finding-${s.number}`] = spec ? `${spec.severity}-non-conformity` : "compliant";
  }
  await saveAuditFindings(getDb(), as(examiner, "examiner"), audit.id, form, {
    complete: true,
    now: new Date(audit.scheduledDate.getTime() + 3_600_000),
  });
  await getDb().delete(correctiveActions).where(eq(correctiveActions.inspectionId, audit.id));
  for (const a of actions) await insertAction(app!.id, audit.id, a);
  return { app: app!, audit };
}

async function insertAction(applicationId: string, inspectionId: string, a: ActionSpec) {
  const answered = a.status !== "open";
  await getDb()
    .insert(correctiveActions)
    .values({
      applicationId,
      inspectionId,
      standardNumber: a.standard,
      standardTitle: seedStandardsList.find((s) => s.number === a.standard)!.title,
      severity: a.severity,
      status: a.status,
      dueOn: a.dueOn ?? "2099-01-01",
      rootCause: answered ? "Traps were checked weekly." : null,
      changesMade: answered ? "Daily trap checks, logged." : null,
      answeredAt: answered ? new Date() : null,
      returnReason: a.status === "returned" ? "Send the log." : null,
      verifiedAt: a.status === "accepted" ? new Date() : null,
      verifiedBy: a.status === "accepted" ? examiner.userId : null,
    });
}

async function statusOf(id: string) {
  const [row] = await getDb().select().from(applications).where(eq(applications.id, id));
  return row!.status;
}

describe("the approval gate (issue 37)", () => {
  it("refuses approval while a major's action is not accepted, naming the standard; nothing changes", async () => {
    const { app } = await auditedApplication([
      { standard: "4", severity: "major", status: "answered" },
      { standard: "2", severity: "minor", status: "open" },
    ]);
    const byPanel = await refusal(
      () =>
        decideReview(getDb(), as(committee, "committee"), app.id, {
          decision: "approved",
          feedback: "Looks fine.",
          approveAnyway: "The minor one is cosmetic.",
        }),
      { unchanged: databaseDigest },
    );
    const message =
      "Approval is refused: the corrective action for standard 4 (major non-conformity) is not accepted yet.";
    expect([byPanel.status, byPanel.message, byPanel.fieldErrors]).toEqual([
      422,
      message,
      { decision: message },
    ]);
    // The application page's status change takes the same gate (at its own field).
    const byStatus = await refusal(
      () =>
        changeApplicationStatus(getDb(), as(committee, "committee"), app.id, {
          status: "approved",
          feedback: "Looks fine.",
        }),
      { unchanged: databaseDigest },
    );
    expect(byStatus.fieldErrors).toEqual({ status: message });
    expect(await statusOf(app.id)).toBe("inspection-completed");
  });

  it("asks for a reason to approve anyway while minors are open; with it approves and records it", async () => {
    const { app } = await auditedApplication([
      { standard: "4", severity: "major", status: "accepted" },
      { standard: "3", severity: "minor", status: "returned" },
      { standard: "2", severity: "minor", status: "open" },
    ]);
    for (const approveAnyway of [undefined, "", "   "]) {
      const missing = await refusal(
        () =>
          decideReview(getDb(), as(committee, "committee"), app.id, {
            decision: "approved",
            feedback: "Major fixed and verified.",
            approveAnyway,
          }),
        { unchanged: databaseDigest },
      );
      expect([missing.status, missing.fieldErrors]).toEqual([
        422,
        {
          approveAnyway:
            "The corrective action for standards 2 and 3 (minor non-conformity) is not accepted yet. Give the reason to approve anyway.",
        },
      ]);
    }
    const reason = "Both minors are paperwork; the examiner checks them at the annual visit.";
    const approved = await decideReview(getDb(), as(committee, "committee"), app.id, {
      decision: "approved",
      feedback: "Major fixed and verified.",
      approveAnyway: ` ${reason} `,
    });
    expect(approved.status).toBe("approved");
    const logged = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "application"), eq(auditLog.entityId, app.id)));
    expect(logged.map((row) => row.details.approvedAnyway).filter(Boolean)).toEqual([
      { standards: ["2", "3"], reason },
    ]);
    const timeline = await getApplicationTimeline(getDb(), as(applicant, "applicant"), app.id);
    expect(timeline.map((t) => t.note)).toContain(
      `Approved with open minor corrective actions (standards 2, 3): ${reason}`,
    );
  });

  it("approves without a further reason once every action is accepted", async () => {
    const { app } = await auditedApplication([
      { standard: "4", severity: "major", status: "accepted" },
      { standard: "2", severity: "minor", status: "accepted" },
    ]);
    const approved = await changeApplicationStatus(getDb(), as(committee, "committee"), app.id, {
      status: "approved",
      feedback: "Every action accepted.",
    });
    expect(approved.status).toBe("approved");
  });

  it("the review queue shows each application's actions, the overdue flag and the gate", async () => {
    const { app } = await auditedApplication([
      { standard: "4", severity: "major", status: "open", dueOn: "2020-01-01" },
      { standard: "2", severity: "minor", status: "answered", dueOn: "2020-01-01" },
    ]);
    const item = (await listReviewQueue(getDb(), as(committee, "committee"))).find(
      (q) => q.applicationId === app.id,
    );
    expect(item?.gate).toEqual({ blockingMajor: ["4"], openMinor: ["2"] });
    expect(
      item?.correctiveActions.map((a) => [a.standardNumber, a.severity, a.status, a.overdue]),
    ).toEqual([
      ["2", "minor", "answered", false],
      ["4", "major", "open", true],
    ]);
  });
});

describe("Re-audit required: a follow-up audit limited to the open standards", () => {
  it("scheduling after open actions makes a follow-up of the latest audit; standardsForAudit covers its scope", async () => {
    const { app, audit } = await auditedApplication([
      { standard: "4", severity: "major", status: "answered" },
      { standard: "12", severity: "minor", status: "returned" },
      { standard: "2", severity: "minor", status: "accepted" },
    ]);
    await decideReview(getDb(), as(committee, "committee"), app.id, {
      decision: "audit-required",
    });
    expect(await statusOf(app.id)).toBe("audit-required");
    const followUp = await scheduleAudit(getDb(), as(committee, "committee"), {
      applicationId: app.id,
      examinerId: examiner.userId,
      date: nextDay(),
      time: "10:00",
    });
    expect([followUp.followUpOf, followUp.scopeStandardNumbers]).toEqual([audit.id, ["4", "12"]]);
    expect(await statusOf(app.id)).toBe("inspection-scheduled");
    const { standards } = await standardsForAudit(getDb(), followUp);
    expect(standards.map((s) => s.number)).toEqual(["4", "12"]);
    // The follow-up's report: a finding for the scope only completes it.
    await saveAuditFindings(
      getDb(),
      as(examiner, "examiner"),
      followUp.id,
      { "finding-4": "compliant", "finding-12": "compliant", recommendation: "recommend-approval" },
      { complete: true, now: new Date(followUp.scheduledDate.getTime() + 3_600_000) },
    );
    const [done] = await getDb().select().from(inspections).where(eq(inspections.id, followUp.id));
    expect(done?.status).toBe("completed");
    expect((await standardsForAudit(getDb(), done!)).standards.map((s) => s.number)).toEqual([
      "4",
      "12",
    ]);
  });

  it("a full audit when staff ask for one, or when no action is open", async () => {
    const full = await auditedApplication([{ standard: "4", severity: "major", status: "open" }]);
    await decideReview(getDb(), as(committee, "committee"), full.app.id, {
      decision: "audit-required",
    });
    const chosen = await scheduleAudit(getDb(), as(committee, "committee"), {
      applicationId: full.app.id,
      examinerId: examiner.userId,
      date: nextDay(),
      time: "10:00",
      fullAudit: "yes",
    });
    expect([chosen.followUpOf, chosen.scopeStandardNumbers]).toEqual([null, null]);
    expect((await standardsForAudit(getDb(), chosen)).standards).toHaveLength(
      seedStandardsList.length,
    );

    const closed = await auditedApplication([
      { standard: "4", severity: "major", status: "accepted" },
    ]);
    await decideReview(getDb(), as(committee, "committee"), closed.app.id, {
      decision: "audit-required",
    });
    const plain = await scheduleAudit(getDb(), as(committee, "committee"), {
      applicationId: closed.app.id,
      examinerId: examiner.userId,
      date: nextDay(),
      time: "10:00",
    });
    expect(plain.scopeStandardNumbers).toBeNull();
  });
});
