import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, inspections } from "~/db/schema";
import { isAppError } from "~/domain/app-error";
import { getDb } from "~/lib/db.server";
import { listScheduleOptions } from "~/modules/audits/list-schedule-options.server";
import { scheduleAudit } from "~/modules/audits/schedule-audit.server";
import type { Role } from "~/modules/permissions/permissions";
import { createTestUser } from "../../../tests/helpers/users";
import { addExaminerConflict } from "./add-examiner-conflict.server";
import { deactivateUser } from "./deactivate-user.server";
import { conflictOfInterestMessage } from "./examiner-conflict.server";
import { getUserDetails } from "./get-user-details.server";
import { removeExaminerConflict } from "./remove-examiner-conflict.server";
import { userMessages } from "~/domain/user-status";

const viewer = (userId: string, activeRole: Role) => ({ user: { id: userId }, activeRole });

async function makeApplication(applicantId: string) {
  const [row] = await getDb()
    .insert(applications)
    .values({
      applicantId,
      businessName: "Conflict Wildlife Co.",
      businessAddress: {
        street: "1 Elm St",
        city: "Albany",
        region: "New York",
        postalCode: "12207",
        country: "United States",
      },
      contactName: "Casey",
      contactEmail: "casey@example.test",
      contactPhone: "+1 555 0100",
      status: "submitted",
      paymentStatus: "audit-fee-paid",
    })
    .returning();
  return row!;
}

const nextWeek = (days = 9) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return { date: d.toISOString().slice(0, 10), time: "10:30" };
};

describe("examiners' conflicts of interest", () => {
  it("are recorded on the examiner and refuse scheduling an audit of that business", async () => {
    const admin = await createTestUser("administrator");
    const examiner = await createTestUser("examiner");
    const business = await createTestUser("applicant");
    const application = await makeApplication(business.userId);
    const db = getDb();
    const { id } = await addExaminerConflict(db, viewer(admin.userId, "administrator"), {
      examinerId: examiner.userId,
      businessId: business.userId,
      reason: "Brother-in-law owns the business",
    });
    let message = "";
    try {
      await addExaminerConflict(db, viewer(admin.userId, "administrator"), {
        examinerId: examiner.userId,
        businessId: business.userId,
        reason: "Again",
      });
    } catch (error) {
      if (isAppError(error)) message = error.message;
    }
    expect(message).toBe(userMessages.conflictRecorded);
    const details = await getUserDetails(db, viewer(admin.userId, "committee"), examiner.userId);
    expect(details.conflicts).toMatchObject([{ reason: "Brother-in-law owns the business" }]);

    let refusal: unknown;
    try {
      await scheduleAudit(db, viewer(admin.userId, "committee"), {
        applicationId: application.id,
        examinerId: examiner.userId,
        ...nextWeek(),
      });
    } catch (error) {
      refusal = error;
    }
    expect(isAppError(refusal) && refusal.fieldErrors.examinerId).toBe(conflictOfInterestMessage);
    expect(
      await db.select().from(inspections).where(eq(inspections.applicationId, application.id)),
    ).toHaveLength(0);

    await removeExaminerConflict(db, viewer(admin.userId, "administrator"), {
      examinerId: examiner.userId,
      conflictId: id,
    });
    const audit = await scheduleAudit(db, viewer(admin.userId, "committee"), {
      applicationId: application.id,
      examinerId: examiner.userId,
      ...nextWeek(11),
    });
    expect(audit.examinerId).toBe(examiner.userId);
  });

  it("a deactivated examiner cannot be scheduled", async () => {
    const admin = await createTestUser("administrator");
    const examiner = await createTestUser("examiner");
    const business = await createTestUser("applicant");
    const application = await makeApplication(business.userId);
    const db = getDb();
    await deactivateUser(db, viewer(admin.userId, "administrator"), { userId: examiner.userId });
    let refusal: unknown;
    try {
      await scheduleAudit(db, viewer(admin.userId, "administrator"), {
        applicationId: application.id,
        examinerId: examiner.userId,
        ...nextWeek(13),
      });
    } catch (error) {
      refusal = error;
    }
    expect(isAppError(refusal) && Object.keys(refusal.fieldErrors)).toEqual(["examinerId"]);
  });

  it("a conflicted examiner is not offered in the schedule form for that business, only for others", async () => {
    const admin = await createTestUser("administrator");
    const examiner = await createTestUser("examiner", { name: "Conflicted Examiner" });
    const [business, other] = [
      await createTestUser("applicant"),
      await createTestUser("applicant"),
    ];
    const application = await makeApplication(business.userId);
    const otherApplication = await makeApplication(other.userId);
    const db = getDb();
    const staff = viewer(admin.userId, "committee");
    await addExaminerConflict(db, viewer(admin.userId, "administrator"), {
      examinerId: examiner.userId,
      businessId: business.userId,
      reason: "Former employer",
    });
    // The application's own page: the list leaves the examiner out.
    const forIt = await listScheduleOptions(db, staff, {
      withApplications: false,
      businessId: business.userId,
    });
    expect(forIt.examiners.map((e) => e.id)).not.toContain(examiner.userId);
    const forOther = await listScheduleOptions(db, staff, {
      withApplications: false,
      businessId: other.userId,
    });
    expect(forOther.examiners.map((e) => e.id)).toContain(examiner.userId);
    // The audits page: each application names its conflicted examiners (the form leaves them out).
    const all = await listScheduleOptions(db, staff);
    expect(all.examiners.map((e) => e.id)).toContain(examiner.userId);
    expect(all.applications.find((a) => a.id === application.id)?.conflictedExaminerIds).toEqual([
      examiner.userId,
    ]);
    expect(
      all.applications.find((a) => a.id === otherApplication.id)?.conflictedExaminerIds,
    ).toEqual([]);
  });
});
