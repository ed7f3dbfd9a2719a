import crypto from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, auditLog, documents, emailOutbox, notifications } from "~/db/schema";
import { isAppError } from "~/domain/app-error";
import { getDb } from "~/lib/db.server";
import type { Role } from "~/modules/permissions/permissions";
import { insertApplication } from "../../../tests/helpers/documents";
import { createTestUser } from "../../../tests/helpers/users";
import {
  planMissingDocumentReminders,
  remindMissingDocuments,
} from "./remind-missing-documents.server";
import { certifyApplication } from "../../../tests/helpers/certified-application";

const as = (userId: string, activeRole: Role) => ({ user: { id: userId }, activeRole });

async function application(applicantId: string, name: string, status: string, types: string[]) {
  const id = await insertApplication(applicantId, name);
  // Certified comes with its certificate (decision 051).
  if (status === "certified") await certifyApplication(id);
  else await getDb().update(applications).set({ status }).where(eq(applications.id, id));
  for (const type of types) {
    await getDb()
      .insert(documents)
      .values({
        applicationId: id,
        name: `${type}.pdf`,
        type,
        fileUrl: `${id}/${crypto.randomBytes(8).toString("hex")}.pdf`,
        mimeType: "application/pdf",
        size: 10,
        uploadedBy: applicantId,
      });
  }
  return id;
}

describe("remind applicants with missing documents", () => {
  it("plans who is missing what, sends one e-mail, notification and audit entry each; examiners are refused", async () => {
    const db = getDb();
    const staff = await createTestUser("committee");
    const examiner = await createTestUser("examiner");
    const business = await createTestUser("applicant");
    const missingTwo = await application(business.userId, "B Missing Two", "under-review", [
      "business_licence",
      "other",
    ]);
    const complete = await application(business.userId, "C Complete", "submitted", [
      "business_licence",
      "liability_insurance",
      "wildlife_permit",
    ]);
    const draft = await application(business.userId, "D Draft", "draft", []);
    const decided = await application(business.userId, "E Certified", "certified", []);
    const missingAll = await application(business.userId, "A Missing All", "submitted", []);
    const applicationIds = [missingTwo, complete, draft, decided, missingAll, missingAll];

    const plan = await planMissingDocumentReminders(db, as(staff.userId, "committee"), {
      applicationIds,
    });
    expect(plan.remind.map((r) => [r.businessName, r.missing])).toEqual([
      ["A Missing All", ["Business licence", "Liability insurance", "Wildlife permit"]],
      ["B Missing Two", ["Liability insurance", "Wildlife permit"]],
    ]);
    expect(plan.skipped.map((s) => [s.businessName, s.reason])).toEqual([
      ["C Complete", "no document missing"],
      ["D Draft", "not submitted yet"],
      ["E Certified", "already decided"],
    ]);

    const refused = await remindMissingDocuments(db, as(examiner.userId, "examiner"), {
      applicationIds,
    }).catch((e: unknown) => e);
    expect(isAppError(refused) && refused.status).toBe(403);
    const reminded = [missingTwo, missingAll];
    const written = async () => ({
      mail: await db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.template, "documents-reminder"))),
      log: await db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, "documents_reminder_sent"),
            inArray(auditLog.entityId, applicationIds),
          ),
        ),
      notes: await db.select().from(notifications).where(eq(notifications.userId, business.userId)),
    });
    expect(await written()).toEqual({ mail: [], log: [], notes: [] });

    const done = await remindMissingDocuments(db, as(staff.userId, "committee"), {
      applicationIds,
    });
    expect(done.remind.map((r) => r.id)).toEqual([missingAll, missingTwo]);
    const after = await written();
    expect(after.mail).toHaveLength(2);
    expect(after.mail.map((m) => m.subject).sort()).toEqual([
      "Documents missing: A Missing All",
      "Documents missing: B Missing Two",
    ]);
    expect(after.mail[0]!.to).toBe("pat@example.test");
    expect(after.mail.find((m) => m.subject.endsWith("B Missing Two"))!.text).toContain(
      "- Liability insurance\n- Wildlife permit",
    );
    expect(after.log.map((l) => l.entityId).sort()).toEqual([...reminded].sort());
    expect(after.log.every((l) => l.actorId === staff.userId)).toBe(true);
    expect(after.notes.map((n) => n.message).sort()).toEqual([
      "Documents missing for A Missing All: Business licence, Liability insurance, Wildlife permit",
      "Documents missing for B Missing Two: Liability insurance, Wildlife permit",
    ]);
  });

  it("refuses an empty or oversized selection", async () => {
    const staff = await createTestUser("administrator");
    const viewer = as(staff.userId, "administrator");
    const empty = await planMissingDocumentReminders(getDb(), viewer, {
      applicationIds: [],
    }).catch((e: unknown) => e);
    expect((empty as Error).message).toBe("Choose at least one application");
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    const tooMany = await planMissingDocumentReminders(getDb(), viewer, {
      applicationIds: many,
    }).catch((e: unknown) => e);
    expect((tooMany as Error).message).toBe("Choose at most 100 applications at a time");
  });
});
