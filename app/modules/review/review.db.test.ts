import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  applicationStatusHistory,
  correctiveActions,
  emailOutbox,
  notifications,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getApplicationTimeline } from "~/modules/applications/get-application-timeline.server";
import { saveAuditFindings } from "~/modules/audits/save-audit-findings.server";
import { scheduleAudit } from "~/modules/audits/schedule-audit.server";
import type { Role } from "~/modules/permissions/permissions";
import { seedStandardsList } from "~/modules/standards/standards-content";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { decideReview } from "./decide-review.server";
import { listReviewQueue } from "./list-review-queue.server";
import type { Viewer } from "~/modules/permissions";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";

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
  examiner = await createTestUser("examiner", { name: "Eli Examiner" });
});

let n = 0;
/** An application through a completed audit (2 minor, 1 major, 1 n/a, 11 compliant). */
async function auditedApplication() {
  n++;
  const [app] = await getDb()
    .insert(applications)
    .values({
      applicantId: applicant.userId,
      businessName: `Review Wildlife ${n}`,
      businessAddress: {
        street: "5 Elm St",
        city: "Halifax",
        region: "Nova Scotia",
        postalCode: "B3H 1A1",
        country: "Canada",
      },
      contactName: "Robin",
      contactEmail: `review${n}@example.test`,
      contactPhone: "+1 555 0101",
      status: "under-review",
      paymentStatus: "audit-fee-paid",
    })
    .returning();
  // One day per audited application: the shared examiner is never double-booked.
  const date = new Date(Date.now() + (5 + n) * 86_400_000).toISOString().slice(0, 10);
  const audit = await scheduleAudit(getDb(), as(committee, "committee"), {
    applicationId: app!.id,
    examinerId: examiner.userId,
    date,
    time: "11:00",
  });
  const form: Record<string, string> = { recommendation: "approval-after-minor-corrections" };
  for (const s of seedStandardsList) {
    form[`finding-${s.number}`] =
      s.number === "2" || s.number === "3"
        ? "minor-non-conformity"
        : s.number === "4"
          ? "major-non-conformity"
          : s.number === "5"
            ? "not-applicable"
            : "compliant";
  }
  // Completed once it has started (an hour after its scheduled start).
  await saveAuditFindings(getDb(), as(examiner, "examiner"), audit.id, form, {
    complete: true,
    now: new Date(audit.scheduledDate.getTime() + 3_600_000),
  });
  return { app: app!, audit };
}

/**
 * The approval gate (issue 37) waits for the corrective actions the audit's
 * non-conformities made: accepted here, as the examiner would.
 */
async function acceptCorrectiveActions(applicationId: string) {
  await getDb()
    .update(correctiveActions)
    .set({
      status: "accepted",
      rootCause: "Found on audit.",
      changesMade: "Corrected.",
      answeredAt: new Date(),
      verifiedAt: new Date(),
      verifiedBy: examiner.userId,
    })
    .where(eq(correctiveActions.applicationId, applicationId));
}

async function statusOf(id: string) {
  const [row] = await getDb().select().from(applications).where(eq(applications.id, id));
  return row!;
}

describe("review panel", () => {
  it("the queue (staff only) lists inspection-completed and review-panel with the report summary", async () => {
    const { app, audit } = await auditedApplication();
    const queue = await listReviewQueue(getDb(), as(committee, "committee"));
    const item = queue.find((q) => q.applicationId === app.id);
    expect(item).toMatchObject({
      status: "inspection-completed",
      businessAddress: "5 Elm St, Halifax, Nova Scotia B3H 1A1, Canada",
      audit: {
        id: audit.id,
        examinerName: "Eli Examiner",
        recommendation: "approval-after-minor-corrections",
        counts: {
          compliant: 11,
          "minor-non-conformity": 2,
          "major-non-conformity": 1,
          "not-applicable": 1,
        },
      },
    });
    for (const role of ["examiner", "applicant"] as const) {
      const user = role === "examiner" ? examiner : applicant;
      const error = await refusal(listReviewQueue(getDb(), as(user, role)));
      expect(error.status).toBe(403);
    }
  });

  it("moves to the panel, then approves with the status e-mail and notification", async () => {
    const { app } = await auditedApplication();
    await decideReview(getDb(), as(committee, "committee"), app.id, { decision: "review-panel" });
    expect((await statusOf(app.id)).status).toBe("review-panel");
    await acceptCorrectiveActions(app.id);
    const approved = await decideReview(getDb(), as(admin, "administrator"), app.id, {
      decision: "approved",
      feedback: "Every standard met after the minor corrections.",
    });
    expect(approved.status).toBe("approved");
    const mails = await getDb()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, app.contactEmail));
    expect(mails.some((m) => m.subject.startsWith("Application status: Approved"))).toBe(true);
    const notes = await getDb()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, applicant.userId));
    expect(
      notes.some((x) => x.message === `Your application for ${app.businessName} is now: Approved`),
    ).toBe(true);
    // Out of the queue now.
    const again = await refusal(
      () =>
        decideReview(getDb(), as(admin, "administrator"), app.id, {
          decision: "rejected",
          feedback: "x",
        }),
      { unchanged: databaseDigest },
    );
    expect(again.message).toBe("This application is not waiting for a review decision");
  });

  it("reject requires a reason (at the field) and stores it; audit-required works; others refused", async () => {
    const { app } = await auditedApplication();
    const missing = await refusal(
      () =>
        decideReview(getDb(), as(committee, "committee"), app.id, {
          decision: "rejected",
          feedback: "  ",
        }),
      { unchanged: databaseDigest },
    );
    expect(missing.fieldErrors).toEqual({
      feedback: "Give the reason for rejecting this application",
    });
    const unknown = await refusal(
      () => decideReview(getDb(), as(committee, "committee"), app.id, { decision: "certified" }),
      { unchanged: databaseDigest },
    );
    expect(unknown.fieldErrors).toEqual({ decision: "Choose a decision" });
    const byExaminer = await refusal(
      () =>
        decideReview(getDb(), as(examiner, "examiner"), app.id, {
          decision: "approved",
          feedback: "x",
        }),
      { unchanged: databaseDigest },
    );
    expect([byExaminer.status, byExaminer.message]).toEqual([
      403,
      "You do not have permission to update application status",
    ]);
    const rejected = await decideReview(getDb(), as(committee, "committee"), app.id, {
      decision: "rejected",
      feedback: "Standard 4 needs a written conflict diagnosis.",
    });
    expect(rejected).toMatchObject({
      status: "rejected",
      reviewFeedback: "Standard 4 needs a written conflict diagnosis.",
    });

    const second = await auditedApplication();
    const again = await decideReview(getDb(), as(committee, "committee"), second.app.id, {
      decision: "audit-required",
    });
    expect(again.status).toBe("audit-required");
  });

  it("approve requires a reason too; a refusal changes nothing; the reason is kept in the timeline", async () => {
    const { app } = await auditedApplication();
    const snapshot = async () => ({
      application: await statusOf(app.id),
      history: await getDb()
        .select()
        .from(applicationStatusHistory)
        .where(eq(applicationStatusHistory.applicationId, app.id)),
      mails: await getDb().select().from(emailOutbox).where(eq(emailOutbox.to, app.contactEmail)),
    });
    const before = await snapshot();
    for (const feedback of [undefined, "", "   \n  "]) {
      const error = await refusal(
        () =>
          decideReview(getDb(), as(committee, "committee"), app.id, {
            decision: "approved",
            feedback,
          }),
        { unchanged: databaseDigest },
      );
      expect([error.status, error.fieldErrors]).toEqual([
        422,
        { feedback: "Give the reason for approving this application" },
      ]);
    }
    expect(await snapshot()).toEqual(before);

    await acceptCorrectiveActions(app.id);
    const reason = "All fifteen standards met; the two minor findings were corrected on site.";
    const approved = await decideReview(getDb(), as(committee, "committee"), app.id, {
      decision: "approved",
      feedback: `  ${reason} `,
    });
    expect(approved).toMatchObject({ status: "approved", reviewFeedback: reason });
    const timeline = await getApplicationTimeline(getDb(), as(applicant, "applicant"), app.id);
    expect(timeline.at(-1)).toMatchObject({
      from: "inspection-completed",
      to: "approved",
      note: reason,
    });
  });
});
