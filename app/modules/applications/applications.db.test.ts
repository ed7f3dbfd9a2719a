import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  applicationStatusHistory,
  auditLog,
  emailOutbox,
  inspections,
  notifications,
  user,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { roles, type Role } from "~/modules/permissions/permissions";
import { assignExaminer } from "../../../tests/helpers/audits";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { getApplicationForViewer } from "./application-access.server";
import { serviceOptions, type ApplicationFormInput } from "./application-schema";
import { applicationStatuses, canTransition, type ApplicationStatus } from "./application-status";
import { changeApplicationStatus } from "~/modules/review/change-application-status.server";
import { createApplication } from "./create-application.server";
import { getApplicationTimeline } from "./get-application-timeline.server";
import { listApplications } from "./list-applications.server";
import { recordStatusChange } from "./record-status-change.server";
import { submitApplication } from "./submit-application.server";
import { updateApplication } from "./update-application.server";
import type { Viewer } from "~/modules/permissions";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";
import {
  addRequiredDocuments,
  createSubmittedApplication,
} from "../../../tests/helpers/applications";
import {
  certifyApplication,
  insertActiveCertificate,
} from "../../../tests/helpers/certified-application";

const complete: ApplicationFormInput = {
  businessName: "Gentle Exclusion LLC",
  street: "12 Maple Street",
  city: "Springfield",
  region: "Illinois",
  postalCode: "62704",
  country: "United States",
  contactName: "Dana Reyes",
  contactEmail: "dana@example.test",
  contactPhone: "(555) 123-4567",
  servicesOffered: [serviceOptions[0], serviceOptions[2]],
  serviceArea: "Sangamon County",
};

const as = (user: TestUser, activeRole: Role): Viewer => ({
  user: { id: user.userId },
  activeRole,
});

async function setStatus(id: string, status: ApplicationStatus) {
  // Certified needs the certificate in force (decision 051): the helper issues one.
  if (status === "certified") return certifyApplication(id);
  await getDb().update(applications).set({ status }).where(eq(applications.id, id));
}

async function historyOf(id: string) {
  return getDb()
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, id))
    .orderBy(applicationStatusHistory.createdAt);
}

let applicant: TestUser;
let otherApplicant: TestUser;
let admin: TestUser;
let committee: TestUser;
let examiner: TestUser;

beforeAll(async () => {
  applicant = await createTestUser("applicant", { name: "Dana Applicant" });
  otherApplicant = await createTestUser("applicant", { name: "Other Applicant" });
  admin = await createTestUser("administrator", {
    additionalRoles: ["committee", "examiner"],
    name: "Ada Admin",
  });
  committee = await createTestUser("committee", { name: "Cory Committee" });
  examiner = await createTestUser("examiner", { name: "Eli Examiner" });
});

describe("createApplication", () => {
  it("an applicant creates a draft (status draft, payment pending) with a history and audit entry", async () => {
    const db = getDb();
    const created = await createApplication(db, as(applicant, "applicant"), {
      businessName: "Only A Name Wildlife",
    });
    expect(created).toMatchObject({
      applicantId: applicant.userId,
      status: "draft",
      paymentStatus: "pending",
      businessName: "Only A Name Wildlife",
      submittedAt: null,
    });
    expect(created.metadata).toEqual({
      services_offered: [],
      service_area: "",
      business_description: "",
    });
    const history = await historyOf(created.id);
    expect(history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: "draft", actorId: applicant.userId }),
    ]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audit).toEqual([
      expect.objectContaining({ action: "created", actorId: applicant.userId }),
    ]);
    // Saving a draft sends nothing.
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "dana@example.test"));
    expect(mails).toEqual([]);
  });

  it("an administrator may create; committee and examiner get the SPEC §5 text", async () => {
    const byAdmin = await createApplication(getDb(), as(admin, "administrator"), complete);
    expect(byAdmin.status).toBe("draft");
    for (const [user, role] of [
      [committee, "committee"],
      [examiner, "examiner"],
      [admin, "committee"],
    ] as const) {
      const refused = await refusal(() => createApplication(getDb(), as(user, role), complete), {
        unchanged: databaseDigest,
      });
      expect(refused.status).toBe(403);
      expect(refused.message).toBe(`Your current role (${role}) cannot create applications.`);
    }
  });

  it("needs a signed-in user with a profile", async () => {
    const none = await refusal(() => createApplication(getDb(), null, complete), {
      unchanged: databaseDigest,
    });
    expect(none.message).toBe("User not authenticated");
    const noProfile = await refusal(
      () =>
        createApplication(
          getDb(),
          { user: { id: "no-such-user" }, activeRole: "applicant" },
          complete,
        ),
      { unchanged: databaseDigest },
    );
    expect(noProfile.message).toBe("User profile not found");
  });

  it("a draft needs a business name; create-and-submit needs every field (nothing written)", async () => {
    const db = getDb();
    const [before] = await db.select({ n: sql<number>`count(*)::int` }).from(applications);
    const noName = await refusal(() => createApplication(db, as(applicant, "applicant"), {}), {
      unchanged: databaseDigest,
    });
    expect(noName.status).toBe(422);
    expect(noName.fieldErrors).toEqual({ businessName: "Enter the business name" });
    const incomplete = await refusal(
      () =>
        createApplication(
          db,
          as(applicant, "applicant"),
          { businessName: "Half Done" },
          { submit: true },
        ),
      { unchanged: databaseDigest },
    );
    expect(incomplete.message).toBe(
      "Complete the highlighted fields before submitting your application.",
    );
    expect(Object.keys(incomplete.fieldErrors)).toContain("contactEmail");
    const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(applications);
    expect(after!.n).toBe(before!.n);
  });

  it("create-and-submit is refused: a new application has no documents yet (nothing written)", async () => {
    const db = getDb();
    const refused = await refusal(
      () => createApplication(db, as(applicant, "applicant"), complete, { submit: true }),
      { unchanged: databaseDigest },
    );
    expect(refused.status).toBe(422);
    expect(refused.message).toBe(
      "Upload your Business licence, Liability insurance and Wildlife permit before submitting.",
    );
    expect(refused.fieldErrors).toEqual({ documents: refused.message });
  });

  it("saving a draft, uploading the documents and submitting writes the draft and the submission", async () => {
    const created = await createSubmittedApplication(getDb(), as(applicant, "applicant"), complete);
    expect(created.status).toBe("submitted");
    expect(created.submittedAt).toBeInstanceOf(Date);
    expect((await historyOf(created.id)).map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, "draft"],
      ["draft", "submitted"],
    ]);
  });
});

describe("updateApplication", () => {
  it("an applicant edits their own draft; another applicant gets not found", async () => {
    const db = getDb();
    const draft = await createApplication(db, as(applicant, "applicant"), {
      businessName: "Draft Co",
    });
    const updated = await updateApplication(db, as(applicant, "applicant"), draft.id, {
      ...complete,
      businessName: "Draft Co Renamed",
    });
    expect(updated).toMatchObject({ businessName: "Draft Co Renamed", status: "draft" });
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(draft.updatedAt.getTime());
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, draft.id), eq(auditLog.action, "updated")));
    expect(audit[0]!.details.changedFields).toEqual(
      expect.arrayContaining(["businessName", "city"]),
    );

    const hidden = await refusal(
      () => updateApplication(db, as(otherApplicant, "applicant"), draft.id, complete),
      { unchanged: databaseDigest },
    );
    expect(hidden.status).toBe(404);
    expect(hidden.message).toBe("Application not found");
  });

  it("an applicant is refused outside draft and rejected; staff and examiners edit at any time", async () => {
    const db = getDb();
    const app = await createSubmittedApplication(db, as(applicant, "applicant"), complete);
    for (const status of applicationStatuses) {
      await setStatus(app.id, status);
      const call = updateApplication(db, as(applicant, "applicant"), app.id, complete);
      if (status === "draft" || status === "rejected") {
        await expect(call).resolves.toMatchObject({ status });
      } else {
        const refused = await refusal(call);
        expect(refused.status).toBe(403);
        expect(refused.message).toBe("You do not have permission to update this application");
      }
    }
    await setStatus(app.id, "under-review");
    // An examiner edits the applications assigned to them (SPEC §6).
    await assignExaminer(app.id, examiner.userId);
    for (const [user, role] of [
      [admin, "administrator"],
      [committee, "committee"],
      [examiner, "examiner"],
    ] as const) {
      const edited = await updateApplication(db, as(user, role), app.id, {
        ...complete,
        contactPhone: `555 000 000${roles.indexOf(role)}`,
      });
      expect(edited.status).toBe("under-review");
    }
  });

  it("after submission every field stays required, and other metadata is kept", async () => {
    const db = getDb();
    const app = await createSubmittedApplication(db, as(applicant, "applicant"), complete);
    await db
      .update(applications)
      .set({ metadata: { ...app.metadata, renewal_type: "standard" } })
      .where(eq(applications.id, app.id));
    const refused = await refusal(
      () =>
        updateApplication(db, as(committee, "committee"), app.id, { businessName: "Only Name" }),
      { unchanged: databaseDigest },
    );
    expect(refused.status).toBe(422);
    expect(refused.fieldErrors.street).toBe("Enter the street address");
    const edited = await updateApplication(db, as(committee, "committee"), app.id, {
      ...complete,
      serviceArea: "All of Illinois",
    });
    expect(edited.metadata).toMatchObject({
      renewal_type: "standard",
      service_area: "All of Illinois",
    });
  });
});

describe("submitApplication", () => {
  it("refuses an incomplete draft with a message per missing field", async () => {
    const db = getDb();
    const draft = await createApplication(db, as(applicant, "applicant"), { businessName: "Half" });
    const refused = await refusal(
      () => submitApplication(db, as(applicant, "applicant"), draft.id),
      { unchanged: databaseDigest },
    );
    expect(refused.status).toBe(422);
    expect(refused.fieldErrors).toMatchObject({
      street: "Enter the street address",
      servicesOffered: "Choose at least one service you offer",
    });
    const [row] = await db.select().from(applications).where(eq(applications.id, draft.id));
    expect(row!.status).toBe("draft");
  });

  it("refuses an account whose e-mail address is not confirmed, with the way out; nothing written (decision 080)", async () => {
    const db = getDb();
    const unconfirmed = await createTestUser("applicant");
    await db.update(user).set({ emailVerified: false }).where(eq(user.id, unconfirmed.userId));
    const draft = await createApplication(db, as(unconfirmed, "applicant"), complete);
    await addRequiredDocuments(draft.id, { uploadedBy: unconfirmed.userId });
    const refused = await refusal(
      () => submitApplication(db, as(unconfirmed, "applicant"), draft.id),
      { unchanged: databaseDigest },
    );
    expect([refused.status, refused.message]).toEqual([
      403,
      "Confirm your e-mail address before you submit an application: follow the link we e-mailed you, or send the link again.",
    ]);
    await db.update(user).set({ emailVerified: true }).where(eq(user.id, unconfirmed.userId));
    expect((await submitApplication(db, as(unconfirmed, "applicant"), draft.id)).status).toBe(
      "submitted",
    );
  });

  it("submits: submitted_at, history, audit, e-mail, applicant notification and one staff notification per person", async () => {
    const db = getDb();
    const draft = await createApplication(db, as(applicant, "applicant"), {
      ...complete,
      businessName: "Submit Test Wildlife",
      contactEmail: "submit-test@example.test",
    });
    await addRequiredDocuments(draft.id, { uploadedBy: applicant.userId });
    const submitted = await submitApplication(db, as(applicant, "applicant"), draft.id);
    expect(submitted.status).toBe("submitted");
    expect(submitted.submittedAt).toBeInstanceOf(Date);
    expect(submitted.updatedAt.getTime()).toBeGreaterThanOrEqual(draft.updatedAt.getTime());

    const history = await historyOf(draft.id);
    expect(history.at(-1)).toMatchObject({
      fromStatus: "draft",
      toStatus: "submitted",
      actorId: applicant.userId,
    });
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, draft.id), eq(auditLog.action, "status_changed")));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: applicant.userId,
        details: expect.objectContaining({ from: "draft", to: "submitted" }),
      }),
    ]);
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "submit-test@example.test"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: "application-status",
      subject: "Application status: Submitted (Submit Test Wildlife)",
    });
    expect(mails[0]!.text).toContain("We have received your application.");
    expect(mails[0]!.text).toContain(`http://localhost:3000/dashboard/applications/${draft.id}`);
    expect(mails[0]!.html).toContain(`/dashboard/applications/${draft.id}`);

    const notes = await db
      .select()
      .from(notifications)
      .where(sql`${notifications.metadata}->>'link' = ${`/dashboard/applications/${draft.id}`}`);
    const byUser = (userId: string, type: string) =>
      notes.filter((n) => n.userId === userId && n.type === type);
    expect(byUser(applicant.userId, "application_status")).toEqual([
      expect.objectContaining({
        message: "Your application for Submit Test Wildlife is now: Submitted",
      }),
    ]);
    // Administrator (also committee) once, committee once, examiner and applicant never.
    expect(byUser(admin.userId, "new_application_submitted")).toHaveLength(1);
    expect(byUser(committee.userId, "new_application_submitted")).toEqual([
      expect.objectContaining({ message: "New application submitted: Submit Test Wildlife" }),
    ]);
    expect(byUser(examiner.userId, "new_application_submitted")).toEqual([]);
    expect(byUser(applicant.userId, "new_application_submitted")).toEqual([]);

    const again = await refusal(() => submitApplication(db, as(applicant, "applicant"), draft.id), {
      unchanged: databaseDigest,
    });
    expect(again.message).toBe("Only a draft or a rejected application can be submitted.");
  });

  it("committee and examiner may not submit on the applicant's behalf; an administrator may", async () => {
    const db = getDb();
    const draft = await createApplication(db, as(applicant, "applicant"), complete);
    await addRequiredDocuments(draft.id);
    await assignExaminer(draft.id, examiner.userId);
    for (const [user, role] of [
      [committee, "committee"],
      [examiner, "examiner"],
    ] as const) {
      const refused = await refusal(() => submitApplication(db, as(user, role), draft.id), {
        unchanged: databaseDigest,
      });
      expect(refused.message).toBe("You do not have permission to update application status");
    }
    const done = await submitApplication(db, as(admin, "administrator"), draft.id);
    expect(done.status).toBe("submitted");
  });
});

describe("changeApplicationStatus", () => {
  it("staff move a submitted application on with feedback: review_feedback, history note, e-mail and notification", async () => {
    const db = getDb();
    const app = await createSubmittedApplication(db, as(applicant, "applicant"), {
      ...complete,
      businessName: "Review Me Wildlife",
      contactEmail: "review-me@example.test",
    });
    const feedback = "Please upload your liability insurance certificate.";
    const moved = await changeApplicationStatus(db, as(committee, "committee"), app.id, {
      status: "under-review",
      feedback: `  ${feedback}  `,
    });
    expect(moved).toMatchObject({ status: "under-review", reviewFeedback: feedback });
    expect((await historyOf(app.id)).at(-1)).toMatchObject({
      fromStatus: "submitted",
      toStatus: "under-review",
      actorId: committee.userId,
      note: feedback,
    });
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to, "review-me@example.test"),
          sql`${emailOutbox.subject} like 'Application status: Under review%'`,
        ),
      );
    expect(mail!.text).toContain("Our committee is now reviewing your application");
    expect(mail!.text).toContain(feedback);
    const [note] = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, applicant.userId),
          eq(notifications.message, "Your application for Review Me Wildlife is now: Under review"),
        ),
      );
    expect(note).toMatchObject({
      type: "application_status",
      metadata: { link: `/dashboard/applications/${app.id}` },
    });

    // A change without feedback keeps the earlier feedback.
    const next = await changeApplicationStatus(db, as(admin, "administrator"), app.id, {
      status: "payment-pending",
    });
    expect(next.reviewFeedback).toBe(feedback);
    const timeline = await getApplicationTimeline(db, as(applicant, "applicant"), app.id);
    expect(timeline.map((t) => [t.from, t.to, t.actorName, t.note])).toEqual([
      [null, "draft", "Dana Applicant", null],
      ["draft", "submitted", "Dana Applicant", null],
      ["submitted", "under-review", "Cory Committee", feedback],
      ["under-review", "payment-pending", "Ada Admin", null],
    ]);
  });

  it("follows the transition table for every role, status and target, with the SPEC §8 refusal", async () => {
    const db = getDb();
    const users: Record<Role, TestUser> = {
      applicant,
      examiner,
      committee,
      administrator: admin,
    };
    let allowed = 0;
    let refused = 0;
    for (const role of roles) {
      const app = await createApplication(db, as(applicant, "applicant"), complete);
      // Submitting needs the required documents (tested in required-documents.db.test.ts).
      await addRequiredDocuments(app.id);
      await assignExaminer(app.id, examiner.userId);
      // Its certificate is in force, so Certified is a matter of the table alone (decision 051).
      await insertActiveCertificate(db, app);
      for (const from of applicationStatuses) {
        for (const to of applicationStatuses) {
          await setStatus(app.id, from);
          const call = changeApplicationStatus(db, as(users[role], role), app.id, { status: to });
          const resource = {
            applicantId: applicant.userId,
            status: from,
            assignedExaminerIds: [examiner.userId],
          };
          if (canTransition(as(users[role], role), resource, to)) {
            await expect(call).resolves.toMatchObject({ status: to });
            allowed++;
          } else {
            const error = await refusal(call);
            expect(error.status).toBe(403);
            expect(error.message).toBe("You do not have permission to update application status");
            refused++;
          }
        }
      }
    }
    expect(allowed + refused).toBe(4 * 11 * 11);
    expect(allowed).toBeGreaterThan(30);
  });

  it("refuses an unknown status value and hides other applicants' applications", async () => {
    const db = getDb();
    const app = await createSubmittedApplication(db, as(applicant, "applicant"), complete);
    const bogus = await refusal(
      () => changeApplicationStatus(db, as(committee, "committee"), app.id, { status: "done" }),
      { unchanged: databaseDigest },
    );
    expect(bogus).toMatchObject({ status: 422, fieldErrors: { status: "Choose a valid status." } });
    const hidden = await refusal(
      () =>
        changeApplicationStatus(db, as(otherApplicant, "applicant"), app.id, {
          status: "submitted",
        }),
      { unchanged: databaseDigest },
    );
    expect(hidden.status).toBe(404);
  });

  it("a concurrent change wins: a stale status change is refused and writes nothing", async () => {
    const db = getDb();
    const app = await createSubmittedApplication(db, as(applicant, "applicant"), complete);
    await changeApplicationStatus(db, as(committee, "committee"), app.id, {
      status: "under-review",
    });
    const before = (await historyOf(app.id)).length;
    const stale = await refusal(
      () =>
        db.transaction((tx) =>
          recordStatusChange(tx, {
            application: app,
            by: { viewer: as(admin, "administrator") },
            to: "rejected",
          }),
        ),
      { unchanged: databaseDigest },
    );
    expect(stale.status).toBe(409);
    expect(await historyOf(app.id)).toHaveLength(before);
  });

  it("all writes share one transaction: a failing e-mail insert rolls back status, history, audit and notifications", async () => {
    const db = getDb();
    await db.execute(
      sql.raw(
        `alter table email_outbox add constraint test_no_explode check ("to" <> 'explode@example.test')`,
      ),
    );
    try {
      const app = await createApplication(db, as(applicant, "applicant"), {
        ...complete,
        businessName: "Rollback Wildlife",
        contactEmail: "explode@example.test",
      });
      // With its documents: the e-mail insert, not the document rule, makes the submit fail.
      await addRequiredDocuments(app.id);
      const counts = async () => {
        const history = (await historyOf(app.id)).length;
        const audit = (
          await db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.entityId, app.id), eq(auditLog.action, "status_changed")))
        ).length;
        const notes = (
          await db
            .select()
            .from(notifications)
            .where(sql`${notifications.message} like '%Rollback Wildlife%'`)
        ).length;
        const [row] = await db.select().from(applications).where(eq(applications.id, app.id));
        return { history, audit, notes, status: row!.status, submittedAt: row!.submittedAt };
      };
      const before = await counts();
      expect(before).toEqual({
        history: 1,
        audit: 0,
        notes: 0,
        status: "draft",
        submittedAt: null,
      });

      await expect(submitApplication(db, as(applicant, "applicant"), app.id)).rejects.toThrow();
      expect(await counts()).toEqual(before);

      await setStatus(app.id, "submitted");
      await expect(
        changeApplicationStatus(db, as(committee, "committee"), app.id, {
          status: "under-review",
          feedback: "Never stored",
        }),
      ).rejects.toThrow();
      const [row] = await db.select().from(applications).where(eq(applications.id, app.id));
      expect(row).toMatchObject({ status: "submitted", reviewFeedback: null });
      expect(await counts()).toMatchObject({ history: 1, audit: 0, notes: 0 });
    } finally {
      await db.execute(sql.raw(`alter table email_outbox drop constraint test_no_explode`));
    }
  });
});

describe("examiner assignment (SPEC §6: examiners see the applications assigned to them)", () => {
  it("an examiner sees, lists and changes only applications with an audit assigned to them", async () => {
    const db = getDb();
    const assigned = await createSubmittedApplication(db, as(applicant, "applicant"), complete);
    const other = await createSubmittedApplication(db, as(applicant, "applicant"), complete);
    const lone = await createTestUser("examiner", { name: "Lone Examiner" });
    const viewer = as(lone, "examiner");

    expect((await listApplications(db, viewer)).total).toBe(0);
    expect((await refusal(getApplicationForViewer(db, viewer, assigned.id))).status).toBe(404);

    const auditId = await assignExaminer(assigned.id, lone.userId);
    const list = await listApplications(db, viewer);
    expect(list.title).toBe("Assigned Applications");
    expect(list.rows.map((r) => r.id)).toEqual([assigned.id]);
    expect((await getApplicationForViewer(db, viewer, assigned.id)).id).toBe(assigned.id);
    const hidden = await refusal(getApplicationForViewer(db, viewer, other.id));
    expect([hidden.status, hidden.message]).toEqual([404, "Application not found"]);
    const refused = await refusal(
      () => changeApplicationStatus(db, viewer, other.id, { status: "inspection-completed" }),
      { unchanged: databaseDigest },
    );
    expect(refused.status).toBe(404);

    // A cancelled audit no longer assigns the application.
    await db.update(inspections).set({ status: "cancelled" }).where(eq(inspections.id, auditId));
    expect((await listApplications(db, viewer)).total).toBe(0);
    // Staff still see both.
    const staffList = await listApplications(db, as(committee, "committee"));
    expect(staffList.rows.map((r) => r.id)).toEqual(
      expect.arrayContaining([assigned.id, other.id]),
    );
  });
});
