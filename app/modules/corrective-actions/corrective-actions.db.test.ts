import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  applicationStatusHistory,
  auditLog,
  correctiveActionEvidence,
  correctiveActions,
  emailOutbox,
  inspectionFindings,
  inspections,
  notifications,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getStorage } from "~/modules/storage/index.server";
import { timelineOf } from "~/modules/applications/index.server";
import type { Role, Viewer } from "~/modules/permissions";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { expectRefused } from "../../../tests/helpers/refusals";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { acceptCorrectiveAction } from "./accept-corrective-action.server";
import { answerCorrectiveAction } from "./answer-corrective-action.server";
import { createCorrectiveActionsForAudit } from "./create-corrective-actions.server";
import { getCorrectiveActionEvidence } from "./get-corrective-action-evidence.server";
import { getCorrectiveActionFigures } from "./get-corrective-action-figures.server";
import { getCorrectiveActionPage } from "./get-corrective-action.server";
import { correctiveActionsPage } from "./list-corrective-actions.server";
import { listRelatedCorrectiveActions } from "./list-related-corrective-actions.server";
import { returnCorrectiveAction } from "./return-corrective-action.server";
import { EVIDENCE_BUCKET } from "./corrective-action-rules";

const as = (user: TestUser, activeRole: Role): Viewer => ({
  user: { id: user.userId },
  activeRole,
});

let applicant: TestUser;
let otherApplicant: TestUser;
let examiner: TestUser;
let otherExaminer: TestUser;
let committee: TestUser;

beforeAll(async () => {
  applicant = await createTestUser("applicant", { name: "Dana Applicant" });
  otherApplicant = await createTestUser("applicant", { name: "Other Applicant" });
  examiner = await createTestUser("examiner", { name: "Eli Examiner" });
  otherExaminer = await createTestUser("examiner", { name: "Olive Other" });
  committee = await createTestUser("committee", { name: "Cory Committee" });
});

let counter = 0;
/** An application with an audit by `examiner` whose findings are recorded (not yet turned into actions). */
async function auditWithFindings(findings: Record<string, string>, applicantId = applicant.userId) {
  counter++;
  const db = getDb();
  const [app] = await db
    .insert(applications)
    .values({
      applicantId,
      businessName: `Gentle Exclusion ${counter}`,
      businessAddress: {
        street: "12 Pine Road",
        city: "Thunder Bay",
        region: "Ontario",
        postalCode: "P7B 1A1",
        country: "Canada",
      },
      contactName: "Dana Reyes",
      contactEmail: `ca-contact${counter}@example.test`,
      contactPhone: "+1 555 0100",
      status: "inspection-completed",
      paymentStatus: "audit-fee-paid",
    })
    .returning();
  const [audit] = await db
    .insert(inspections)
    .values({
      applicationId: app!.id,
      examinerId: examiner.userId,
      scheduledDate: new Date("2026-03-10T14:00:00Z"),
      status: "completed",
      completedAt: new Date("2026-03-11T03:30:00Z"),
    })
    .returning();
  await db.insert(inspectionFindings).values(
    Object.entries(findings).map(([number, finding]) => ({
      inspectionId: audit!.id,
      standardNumber: number,
      standardTitle: `Standard title ${number}`,
      finding,
      notes: `Notes on ${number}`,
    })),
  );
  return { app: app!, audit: audit! };
}

async function create(subject: { app: { id: string }; audit: { id: string } }) {
  return getDb().transaction((tx) =>
    createCorrectiveActionsForAudit(tx, {
      auditId: subject.audit.id,
      applicationId: subject.app.id,
      actorId: examiner.userId,
      // 23:30 in Toronto on March 10 (already March 11 in UTC).
      completedAt: new Date("2026-03-11T03:30:00Z"),
    }),
  );
}

async function row(id: string) {
  const [r] = await getDb().select().from(correctiveActions).where(eq(correctiveActions.id, id));
  return r!;
}

async function logOf(id: string) {
  return getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "corrective_action"), eq(auditLog.entityId, id)))
    .orderBy(auditLog.createdAt);
}

const pdf = (name: string) => ({
  name,
  bytes: new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
});

const answer = { rootCause: "Gaps under the shed door.", changesMade: "Fitted steel mesh." };

describe("creating corrective actions when an audit completes", () => {
  it("turns each minor (30 days) and major (60 days) non-conformity into an open action, once", async () => {
    const subject = await auditWithFindings({
      "3": "major-non-conformity",
      "6": "minor-non-conformity",
      "7": "compliant",
      "8": "not-applicable",
    });
    const created = await create(subject);
    expect(created.map((a) => [a.standardNumber, a.severity, a.dueOn, a.status])).toEqual([
      // Completed on March 10 in the programme's zone (Toronto).
      ["6", "minor", "2026-04-09", "open"],
      ["3", "major", "2026-05-09", "open"],
    ]);
    expect(created[0]).toMatchObject({
      standardTitle: "Standard title 6",
      findingNotes: "Notes on 6",
      applicationId: subject.app.id,
      version: 0,
    });
    for (const action of created) {
      expect((await logOf(action.id)).map((l) => l.action)).toEqual(["corrective_action_created"]);
    }
    const timeline = await getDb()
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, subject.app.id));
    expect(timeline.map((t) => t.note)).toEqual([
      "Corrective actions opened after the audit: standard 6 (minor, due Apr 9, 2026), standard 3 (major, due May 9, 2026).",
    ]);
    // The line reads in the reader's language (stored as a message).
    expect(
      (await timelineOf(getDb(), { application: subject.app }, "fr-CA")).map((t) => t.note),
    ).toEqual([
      "Mesures correctives ouvertes après l’audit : norme 6 (mineure, échéance le 9 avr. 2026), norme 3 (majeure, échéance le 9 mai 2026).",
    ]);
    const told = await getDb()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, applicant.userId),
          eq(notifications.type, "corrective_action"),
        ),
      );
    expect(told.some((n) => n.message.includes(subject.app.businessName))).toBe(true);
    const mail = await getDb()
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.template, "corrective-action"),
          eq(emailOutbox.to, `ca-contact${counter}@example.test`),
        ),
      );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain("Standard 3, Standard title 3 (major non-conformity)");

    // Completing again (a correction by staff) writes nothing twice.
    const before = await databaseDigest();
    expect(await create(subject)).toEqual([]);
    expect(await databaseDigest()).toEqual(before);
  });

  it("makes none for an audit with only compliant or not-applicable findings", async () => {
    const subject = await auditWithFindings({ "1": "compliant", "2": "not-applicable" });
    expect(await create(subject)).toEqual([]);
    const rows = await getDb()
      .select()
      .from(correctiveActions)
      .where(eq(correctiveActions.inspectionId, subject.audit.id));
    expect(rows).toEqual([]);
  });
});

describe("answering, accepting and returning", () => {
  it("runs open → answered → returned → answered → accepted, with audit log, evidence and notices", async () => {
    const db = getDb();
    const subject = await auditWithFindings({ "5": "minor-non-conformity" });
    const [action] = await create(subject);
    const id = action!.id;
    const business = as(applicant, "applicant");

    const answered = await answerCorrectiveAction(db, business, id, {
      ...answer,
      version: 0,
      files: [pdf("mesh.pdf")],
    });
    expect(answered).toMatchObject({ status: "answered", version: 1, rootCause: answer.rootCause });
    const evidence = await db
      .select()
      .from(correctiveActionEvidence)
      .where(eq(correctiveActionEvidence.correctiveActionId, id));
    expect(evidence.map((e) => [e.name, e.mimeType])).toEqual([["mesh.pdf", "application/pdf"]]);
    expect(await getStorage().exists(EVIDENCE_BUCKET, evidence[0]!.objectPath)).toBe(true);
    const examinerNotes = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, examiner.userId), eq(notifications.type, "corrective_action")),
      );
    // The examiner who audited is told once, with the link to the action.
    expect(
      examinerNotes.map((row) => [(row.metadata.text as { id: string }).id, row.metadata.link]),
    ).toEqual([["correctiveActions.notification.answered", `/dashboard/corrective-actions/${id}`]]);
    const download = await getCorrectiveActionEvidence(
      db,
      as(examiner, "examiner"),
      id,
      evidence[0]!.id,
    );
    expect(download.name).toBe("mesh.pdf");
    await expectRefused(
      () => getCorrectiveActionEvidence(db, as(otherApplicant, "applicant"), id, evidence[0]!.id),
      { status: 404 },
    );

    // Return needs a reason; nothing changes without one.
    await expectRefused(
      () => returnCorrectiveAction(db, as(examiner, "examiner"), id, { reason: " ", version: 1 }),
      { status: 422, fieldErrors: { reason: expect.any(String) } },
      { unchanged: databaseDigest },
    );
    const returned = await returnCorrectiveAction(db, as(examiner, "examiner"), id, {
      reason: "The photo does not show the door.",
      version: 1,
    });
    expect(returned).toMatchObject({ status: "returned", version: 2 });
    const page = await getCorrectiveActionPage(db, business, id);
    expect(page.canAnswer).toBe(true);
    expect(page.action.returnReason).toBe("The photo does not show the door.");

    await answerCorrectiveAction(db, business, id, { ...answer, version: 2 });
    // A stale copy (version 2 again) is refused, nothing written.
    await expectRefused(
      () => acceptCorrectiveAction(db, as(committee, "committee"), id, { version: 2 }),
      { status: 409 },
      { unchanged: databaseDigest },
    );
    const accepted = await acceptCorrectiveAction(db, as(committee, "committee"), id, {
      version: 3,
    });
    expect(accepted).toMatchObject({ status: "accepted", verifiedBy: committee.userId });
    expect((await logOf(id)).map((l) => l.action)).toEqual([
      "corrective_action_created",
      "corrective_action_answered",
      "corrective_action_returned",
      "corrective_action_answered",
      "corrective_action_accepted",
    ]);
    const history = (await getCorrectiveActionPage(db, business, id)).history;
    expect(history.map((h) => h.to)).toEqual([
      "open",
      "answered",
      "returned",
      "answered",
      "accepted",
    ]);
    expect(history[2]!.reason).toBe("The photo does not show the door.");

    // An answer after the action was accepted is refused with a clear message, nothing written.
    await expectRefused(
      () =>
        answerCorrectiveAction(db, business, id, { ...answer, version: 4, files: [pdf("x.pdf")] }),
      {
        status: 409,
        message:
          "This corrective action has been accepted and is closed: it can no longer be answered.",
      },
      { unchanged: databaseDigest },
    );
    const mails = await db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "corrective-action"));
    expect(mails.some((m) => m.subject === "Corrective action accepted: standard 5")).toBe(true);
    expect(mails.some((m) => m.subject === "Corrective action returned: standard 5")).toBe(true);
  });

  it("refuses outsiders, missing answers, bad files and stale copies, changing nothing", async () => {
    const db = getDb();
    const subject = await auditWithFindings({ "9": "major-non-conformity" });
    const [action] = await create(subject);
    const id = action!.id;
    const unchanged = { unchanged: databaseDigest };

    // Another business: not found.
    await expectRefused(
      () =>
        answerCorrectiveAction(db, as(otherApplicant, "applicant"), id, { ...answer, version: 0 }),
      { status: 404, message: "Corrective action not found" },
      unchanged,
    );
    await expectRefused(
      () =>
        answerCorrectiveAction(db, as(applicant, "applicant"), id, {
          rootCause: "",
          changesMade: "",
          version: 0,
        }),
      {
        status: 422,
        fieldErrors: {
          rootCause: "Say what caused the non-conformity.",
          changesMade: "Say what you changed to correct it.",
        },
      },
      unchanged,
    );
    await expectRefused(
      () =>
        answerCorrectiveAction(db, as(applicant, "applicant"), id, {
          ...answer,
          version: 0,
          files: [{ name: "notes.pdf", bytes: new TextEncoder().encode("<script>x</script>") }],
        }),
      { status: 422, fieldErrors: { files: expect.any(String) } },
      unchanged,
    );
    await expectRefused(
      () => answerCorrectiveAction(db, as(applicant, "applicant"), id, { ...answer, version: 7 }),
      { status: 409 },
      unchanged,
    );
    // The examiner may not answer for the business.
    await expectRefused(
      () => answerCorrectiveAction(db, as(examiner, "examiner"), id, { ...answer, version: 0 }),
      { status: 403 },
      unchanged,
    );
    await answerCorrectiveAction(db, as(applicant, "applicant"), id, { ...answer, version: 0 });
    // Verifying: an examiner who did not audit it does not see it; the business may not verify.
    await expectRefused(
      () => acceptCorrectiveAction(db, as(otherExaminer, "examiner"), id, { version: 1 }),
      { status: 404 },
      unchanged,
    );
    await expectRefused(
      () => acceptCorrectiveAction(db, as(applicant, "applicant"), id, { version: 1 }),
      { status: 403 },
      unchanged,
    );
    // Answered: waiting for verification, the business cannot answer again.
    await expectRefused(
      () => answerCorrectiveAction(db, as(applicant, "applicant"), id, { ...answer, version: 1 }),
      { status: 409 },
      unchanged,
    );
    expect((await row(id)).status).toBe("answered");
  });
});

describe("lists and figures", () => {
  it("scopes the list: a business its own, an examiner their audits', staff all; overdue flagged", async () => {
    const db = getDb();
    const mine = await auditWithFindings({ "11": "minor-non-conformity" });
    const theirs = await auditWithFindings({ "12": "major-non-conformity" }, otherApplicant.userId);
    await create(mine);
    await create(theirs);
    const ids = async (viewer: Viewer, query = "") =>
      (await correctiveActionsPage(db, viewer, new URLSearchParams(query))).rows.map(
        (r) => r.standardNumber,
      );
    const afterDue = new Date("2026-06-01T12:00:00Z");
    expect(await ids(as(applicant, "applicant"))).toContain("11");
    expect(await ids(as(applicant, "applicant"))).not.toContain("12");
    expect(await ids(as(otherExaminer, "examiner"))).toEqual([]);
    expect(await ids(as(examiner, "examiner"))).toEqual(expect.arrayContaining(["11", "12"]));
    expect(await ids(as(committee, "committee"), "severity=major")).toContain("12");
    expect(await ids(as(committee, "committee"), "severity=major")).not.toContain("11");
    const overdue = await correctiveActionsPage(
      db,
      as(committee, "committee"),
      new URLSearchParams(`overdue=1&application=${mine.app.id}`),
      afterDue,
    );
    expect(overdue.rows.map((r) => [r.standardNumber, r.overdue])).toEqual([["11", true]]);
    const related = await listRelatedCorrectiveActions(db, as(otherApplicant, "applicant"), {
      applicationId: mine.app.id,
    });
    expect(related).toEqual([]);
    const figures = await getCorrectiveActionFigures(db, as(committee, "committee"), afterDue);
    expect(figures.overdue).toBeGreaterThanOrEqual(2);
    expect(figures.unresolved).toBeGreaterThanOrEqual(figures.overdue);
  });
});
