/**
 * Documents a decision rests on (decision 042): role × application status.
 * The applicant (uploader) deletes until the application is approved or
 * certified; examiners never; staff always, with a reason once it is decided.
 * A refusal changes nothing: the row, the file and the audit log stay.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applications, auditLog, documents } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import {
  applicationStatuses,
  type ApplicationStatus,
} from "~/modules/applications/application-status";
import { loadVisibleApplication } from "~/modules/applications/application-access.server";
import type { Role } from "~/modules/permissions/permissions";
import { assignExaminer } from "../../../tests/helpers/audits";
import { insertApplication, sampleFiles } from "../../../tests/helpers/documents";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { deleteDocument } from "./delete-document.server";
import { DOCUMENTS_BUCKET } from "./document-rules";
import { listDocumentDeletions } from "./list-document-deletions.server";
import { listDocuments } from "./list-documents.server";
import { uploadDocuments } from "./upload-documents.server";
import { refusal } from "../../../tests/helpers/refusals";
import { certifyApplication } from "../../../tests/helpers/certified-application";

const as = (user: TestUser, activeRole: Role) => ({ user: { id: user.userId }, activeRole });
const DECIDED: readonly ApplicationStatus[] = ["approved", "certified"];
const REASON = "Superseded by the renewed licence on file.";

let owner: TestUser;
const staff: Partial<Record<Role, TestUser>> = {};

beforeAll(async () => {
  owner = await createTestUser("applicant", { name: "Olive Owner" });
  staff.examiner = await createTestUser("examiner");
  staff.committee = await createTestUser("committee", { name: "Cleo Committee" });
  staff.administrator = await createTestUser("administrator");
});

function userFor(role: Role): TestUser {
  return role === "applicant" ? owner : staff[role]!;
}

/** The row, whether its file is on disk, and its audit entries. */
async function stateOf(documentId: string) {
  const [row] = await getDb().select().from(documents).where(eq(documents.id, documentId));
  const entries = await getDb().select().from(auditLog).where(eq(auditLog.entityId, documentId));
  const file = row
    ? fs.existsSync(
        path.join(getEnv().dataDir, "storage", DOCUMENTS_BUCKET, ...row.fileUrl.split("/")),
      )
    : false;
  return { row: row ?? null, file, entries: entries.map((e) => e.action).sort() };
}

type Outcome = "deleted" | "denied" | "reason required";

/** The rule of decision 042, written out (not asked of the policy). */
function expected(role: Role, status: ApplicationStatus, withReason: boolean): Outcome {
  const decided = DECIDED.includes(status);
  if (role === "examiner") return "denied";
  if (role === "applicant") return decided ? "denied" : "deleted";
  return decided && !withReason ? "reason required" : "deleted";
}

describe("deleting documents once the application is decided (role × status)", () => {
  it("follows decision 042 for every role and status; refusals change nothing", async () => {
    const db = getDb();
    const roles: Role[] = ["applicant", "examiner", "committee", "administrator"];
    const failures: string[] = [];
    for (const status of applicationStatuses) {
      const applicationId = await insertApplication(owner.userId, `Matrix ${status}`);
      await assignExaminer(applicationId, staff.examiner!.userId);
      const uploaded = await uploadDocuments(db, as(owner, "applicant"), {
        applicationId,
        type: "business_licence",
        files: roles.map((r) => ({ name: `${r}.pdf`, bytes: sampleFiles.pdf() })),
      });
      // Certified comes with its certificate (decision 051).
      if (status === "certified") await certifyApplication(applicationId);
      else await db.update(applications).set({ status }).where(eq(applications.id, applicationId));

      // What the lists tell each role (the UI shows the button, a reason field or why not).
      for (const role of roles) {
        const { rows } = await listDocuments(db, as(userFor(role), role), { applicationId });
        const decided = DECIDED.includes(status);
        for (const row of rows) {
          const want = {
            canDelete:
              role === "committee" ||
              role === "administrator" ||
              (role === "applicant" && !decided),
            deleteNeedsReason: (role === "committee" || role === "administrator") && decided,
            deleteLocked: role === "applicant" && decided,
          };
          const got = {
            canDelete: row.canDelete,
            deleteNeedsReason: row.deleteNeedsReason,
            deleteLocked: row.deleteLocked,
          };
          if (JSON.stringify(got) !== JSON.stringify(want)) {
            failures.push(`${role}/${status} list: ${JSON.stringify(got)}`);
          }
        }
      }

      for (const [i, role] of roles.entries()) {
        const document = uploaded[i]!;
        const viewer = as(userFor(role), role);
        for (const withReason of [false, true]) {
          const before = await stateOf(document.id);
          if (!before.row) break; // deleted by the first attempt
          const want = expected(role, status, withReason);
          const call = deleteDocument(
            db,
            viewer,
            document.id,
            withReason ? { reason: REASON } : {},
          );
          if (want === "deleted") {
            await call;
            const after = await stateOf(document.id);
            if (after.row || after.file || !after.entries.includes("document_deleted")) {
              failures.push(`${role}/${status}/${withReason}: not deleted`);
            }
            const logged = await db
              .select()
              .from(auditLog)
              .where(eq(auditLog.entityId, document.id));
            const deletion = logged.find((e) => e.action === "document_deleted");
            if (!deletion || deletion.details.reason !== (withReason ? REASON : null)) {
              failures.push(`${role}/${status}/${withReason}: reason not kept`);
            }
            continue;
          }
          const error = await refusal(call);
          const message =
            want === "denied"
              ? "You do not have permission to delete this document"
              : "Give the reason for deleting this document: the decision on its application rests on it";
          if (error.message !== message) {
            failures.push(`${role}/${status}/${withReason}: ${error.message}`);
          }
          if (want === "reason required" && !error.fieldErrors.reason) {
            failures.push(`${role}/${status}/${withReason}: no message at the reason field`);
          }
          const after = await stateOf(document.id);
          if (JSON.stringify(after) !== JSON.stringify(before)) {
            failures.push(`${role}/${status}/${withReason}: refused, yet something changed`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("staff deletions of a decided application show in its timeline with the reason", async () => {
    const db = getDb();
    const applicationId = await insertApplication(owner.userId, "Timeline Wildlife");
    const [document] = await uploadDocuments(db, as(owner, "applicant"), {
      applicationId,
      type: "wildlife_permit",
      files: [{ name: "permit-2025.pdf", bytes: sampleFiles.pdf() }],
    });
    await db
      .update(applications)
      .set({ status: "approved" })
      .where(eq(applications.id, applicationId));
    await deleteDocument(db, as(staff.committee!, "committee"), document!.id, {
      reason: `  ${REASON}  `,
    });
    const visible = await loadVisibleApplication(db, as(owner, "applicant"), applicationId);
    expect(await listDocumentDeletions(db, visible)).toMatchObject([
      { documentName: "permit-2025.pdf", actorName: "Cleo Committee", reason: REASON },
    ]);
  });
});
