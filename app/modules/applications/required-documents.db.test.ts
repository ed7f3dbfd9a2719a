import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applications, applicationStatusHistory, auditLog } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { Role } from "~/modules/permissions/permissions";
import type { Viewer } from "~/modules/permissions";
import { changeApplicationStatus } from "~/modules/review/change-application-status.server";
import { addRequiredDocuments } from "../../../tests/helpers/applications";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { serviceOptions, type ApplicationFormInput } from "./application-schema";
import { createApplication } from "./create-application.server";
import { submitApplication } from "./submit-application.server";
import { updateApplication } from "./update-application.server";

/** Issue 19: an application is submitted only with every required document uploaded. */

const complete: ApplicationFormInput = {
  businessName: "Paperwork Wildlife Co.",
  street: "12 Maple Street",
  city: "Springfield",
  region: "Illinois",
  postalCode: "62704",
  country: "United States",
  contactName: "Dana Reyes",
  contactEmail: "paperwork@example.test",
  contactPhone: "(555) 123-4567",
  servicesOffered: [serviceOptions[0]],
  serviceArea: "Sangamon County",
};

const ALL_MISSING =
  "Upload your Business licence, Liability insurance and Wildlife permit before submitting.";

const as = (user: TestUser, activeRole: Role): Viewer => ({
  user: { id: user.userId },
  activeRole,
});

let applicant: TestUser;
let admin: TestUser;
let committee: TestUser;

beforeAll(async () => {
  applicant = await createTestUser("applicant", { name: "Dana Applicant" });
  admin = await createTestUser("administrator", {
    additionalRoles: ["committee"],
    name: "Ada Admin",
  });
  committee = await createTestUser("committee", { name: "Cory Committee" });
});

async function draft(name = complete.businessName) {
  return createApplication(getDb(), as(applicant, "applicant"), {
    ...complete,
    businessName: name,
  });
}

async function statusOf(id: string) {
  const [row] = await getDb()
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, id));
  return row!.status;
}

describe("submitting needs the required documents", () => {
  it("refuses a draft without documents, naming all three, and changes nothing", async () => {
    const db = getDb();
    const app = await draft();
    const refused = await refusal(() => submitApplication(db, as(applicant, "applicant"), app.id), {
      unchanged: databaseDigest,
    });
    expect(refused.status).toBe(422);
    expect(refused.message).toBe(ALL_MISSING);
    expect(refused.fieldErrors).toEqual({ documents: ALL_MISSING });
    expect(await statusOf(app.id)).toBe("draft");
  });

  it("names only the missing ones; other document types do not count; allowed once all are uploaded", async () => {
    const db = getDb();
    const app = await draft("Partly Papered Wildlife");
    await addRequiredDocuments(app.id, {
      uploadedBy: applicant.userId,
      types: ["liability_insurance", "other", "standard_operating_procedures"],
    });
    const refused = await refusal(() => submitApplication(db, as(applicant, "applicant"), app.id), {
      unchanged: databaseDigest,
    });
    expect(refused.message).toBe(
      "Upload your Business licence and Wildlife permit before submitting.",
    );
    await addRequiredDocuments(app.id, { types: ["wildlife_permit"] });
    const one = await refusal(() => submitApplication(db, as(applicant, "applicant"), app.id), {
      unchanged: databaseDigest,
    });
    expect(one.message).toBe("Upload your Business licence before submitting.");

    await addRequiredDocuments(app.id, { types: ["business_licence"] });
    const submitted = await submitApplication(db, as(applicant, "applicant"), app.id);
    expect(submitted.status).toBe("submitted");
    const [history] = await db
      .select()
      .from(applicationStatusHistory)
      .where(
        and(
          eq(applicationStatusHistory.applicationId, app.id),
          eq(applicationStatusHistory.toStatus, "submitted"),
        ),
      );
    expect(history).toMatchObject({ actorId: applicant.userId, note: null });
  });

  it("every way in is refused the same: the status change, save-and-submit, create-and-submit, resubmitting", async () => {
    const db = getDb();
    const app = await draft("Every Door Wildlife");
    // A replayed or forged status change to submitted.
    const viaStatus = await refusal(
      () =>
        changeApplicationStatus(db, as(applicant, "applicant"), app.id, { status: "submitted" }),
      { unchanged: databaseDigest },
    );
    expect([viaStatus.status, viaStatus.message]).toEqual([422, ALL_MISSING]);
    // Save and submit: the edits are not saved either.
    const viaEdit = await refusal(
      () =>
        updateApplication(
          db,
          as(applicant, "applicant"),
          app.id,
          { ...complete, businessName: "Renamed Wildlife" },
          { submit: true },
        ),
      { unchanged: databaseDigest },
    );
    expect(viaEdit.message).toBe(ALL_MISSING);
    // Create and submit: nothing is created.
    const viaCreate = await refusal(
      () => createApplication(db, as(applicant, "applicant"), complete, { submit: true }),
      { unchanged: databaseDigest },
    );
    expect(viaCreate.message).toBe(ALL_MISSING);
    // A rejected application is resubmitted under the same rule.
    await db.update(applications).set({ status: "rejected" }).where(eq(applications.id, app.id));
    const resubmit = await refusal(
      () => submitApplication(db, as(applicant, "applicant"), app.id),
      { unchanged: databaseDigest },
    );
    expect(resubmit.message).toBe(ALL_MISSING);
    await addRequiredDocuments(app.id);
    expect((await submitApplication(db, as(applicant, "applicant"), app.id)).status).toBe(
      "submitted",
    );
  });

  it("the business is refused even with a reason; committee may not submit at all", async () => {
    const db = getDb();
    const app = await draft("Reasonable Wildlife");
    const withReason = await refusal(
      () => submitApplication(db, as(applicant, "applicant"), app.id, { reason: "Please let me" }),
      { unchanged: databaseDigest },
    );
    expect(withReason.message).toBe(ALL_MISSING);
    const byCommittee = await refusal(
      () =>
        changeApplicationStatus(db, as(committee, "committee"), app.id, {
          status: "submitted",
          feedback: "On their behalf",
        }),
      { unchanged: databaseDigest },
    );
    expect(byCommittee.status).toBe(403);
  });

  it("an administrator submits on the business's behalf without them only with a reason, recorded in the timeline and the audit log", async () => {
    const db = getDb();
    const app = await draft("On Behalf Wildlife");
    await addRequiredDocuments(app.id, { types: ["business_licence"] });
    for (const reason of [undefined, "", "   "]) {
      const refused = await refusal(
        () => submitApplication(db, as(admin, "administrator"), app.id, { reason }),
        { unchanged: databaseDigest },
      );
      expect(refused.status).toBe(422);
      expect(refused.message).toBe(
        "The Liability insurance and Wildlife permit are not uploaded. To submit on the business's behalf without them, give the reason.",
      );
      expect(Object.keys(refused.fieldErrors)).toEqual(["reason"]);
    }
    // Acting as committee the administrator may not.
    await refusal(
      () =>
        changeApplicationStatus(db, as(admin, "committee"), app.id, {
          status: "submitted",
          feedback: "Because",
        }),
      { unchanged: databaseDigest },
    );

    const reason = "Permit renewal is with the state agency; the office has seen the receipt.";
    const submitted = await submitApplication(db, as(admin, "administrator"), app.id, {
      reason: `  ${reason} `,
    });
    expect(submitted.status).toBe("submitted");
    const [history] = await db
      .select()
      .from(applicationStatusHistory)
      .where(
        and(
          eq(applicationStatusHistory.applicationId, app.id),
          eq(applicationStatusHistory.toStatus, "submitted"),
        ),
      );
    expect(history).toMatchObject({
      actorId: admin.userId,
      note: `Submitted without the Liability insurance and Wildlife permit. Reason: ${reason}`,
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, app.id), eq(auditLog.action, "status_changed")));
    expect(audit!.details).toMatchObject({
      from: "draft",
      to: "submitted",
      activeRole: "administrator",
      missingDocuments: ["liability_insurance", "wildlife_permit"],
      reason,
    });
  });

  it("an administrator's status change to submitted takes its feedback as the reason", async () => {
    const db = getDb();
    const app = await draft("Status Form Wildlife");
    const refused = await refusal(
      () =>
        changeApplicationStatus(db, as(admin, "administrator"), app.id, { status: "submitted" }),
      { unchanged: databaseDigest },
    );
    expect(refused.fieldErrors.reason).toContain("give the reason");
    const moved = await changeApplicationStatus(db, as(admin, "administrator"), app.id, {
      status: "submitted",
      feedback: "Documents arrive by post.",
    });
    expect(moved.status).toBe("submitted");
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, app.id), eq(auditLog.action, "status_changed")));
    expect(audit!.details).toMatchObject({
      missingDocuments: ["business_licence", "liability_insurance", "wildlife_permit"],
      reason: "Documents arrive by post.",
    });
  });

  it("with every document uploaded an administrator submits without a reason", async () => {
    const db = getDb();
    const app = await draft("Complete Papers Wildlife");
    await addRequiredDocuments(app.id);
    const submitted = await submitApplication(db, as(admin, "administrator"), app.id);
    expect(submitted.status).toBe("submitted");
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, app.id), eq(auditLog.action, "status_changed")));
    expect(audit!.details).not.toHaveProperty("missingDocuments");
  });
});
