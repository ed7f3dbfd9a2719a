import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  auditPhotos,
  auditSyncReceipts,
  inspectionFindings,
  inspections,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { auditUnderWay, viewerOf } from "../../../tests/helpers/field-audits";
import { jpegWithLocation } from "../../../tests/helpers/images";
import { expectRefused } from "../../../tests/helpers/refusals";
import { getStorage } from "~/modules/storage/index.server";
import { AUDIT_PHOTO_BUCKET } from "./audit-photo-rules";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { standardsForAudit } from "./audit-standards.server";
import { syncAuditChange } from "./sync-audit-change.server";
import { updateAudit } from "./update-audit.server";
import { uploadAuditPhoto } from "./upload-audit-photo.server";

let applicant: TestUser;
let examiner: TestUser;
let otherExaminer: TestUser;
let committee: TestUser;

beforeAll(async () => {
  applicant = await createTestUser("applicant", { name: "Sync Applicant" });
  examiner = await createTestUser("examiner", { name: "Sync Examiner" });
  otherExaminer = await createTestUser("examiner", { name: "Other Sync Examiner" });
  committee = await createTestUser("committee", { name: "Sync Committee" });
});

async function firstStandard(auditId: string) {
  const [audit] = await getDb().select().from(inspections).where(eq(inspections.id, auditId));
  return (await standardsForAudit(getDb(), audit!)).standards[0]!.number;
}

async function findingOf(auditId: string, number: string) {
  const [row] = await getDb()
    .select()
    .from(inspectionFindings)
    .where(
      and(
        eq(inspectionFindings.inspectionId, auditId),
        eq(inspectionFindings.standardNumber, number),
      ),
    );
  return row;
}

const findingChange = (number: string, finding: string, notes: string, base: string | null) => ({
  key: crypto.randomUUID(),
  kind: "finding" as const,
  standardNumber: number,
  finding,
  notes,
  base,
});

describe("syncAuditChange", () => {
  it("applies a change once: a replay returns the same answer and writes nothing", async () => {
    const { audit } = await auditUnderWay(applicant.userId, examiner.userId);
    const number = await firstStandard(audit.id);
    const as = viewerOf(examiner, "examiner");
    const change = findingChange(
      number,
      "minor-non-conformity",
      "Latch on the attic door is loose",
      null,
    );
    const first = await syncAuditChange(getDb(), as, audit.id, change);
    expect(first).toMatchObject({ key: change.key, outcome: "accepted" });
    expect(await findingOf(audit.id, number)).toMatchObject({
      finding: "minor-non-conformity",
      notes: "Latch on the attic door is loose",
      updatedBy: examiner.userId,
    });
    const before = await databaseDigest();
    const again = await syncAuditChange(getDb(), as, audit.id, change);
    expect(again).toEqual(first);
    expect(await databaseDigest()).toEqual(before);
    const receipts = await getDb()
      .select()
      .from(auditSyncReceipts)
      .where(eq(auditSyncReceipts.key, change.key));
    expect(receipts).toHaveLength(1);
    const logs = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, audit.id), eq(auditLog.action, "audit_report_saved")));
    expect(logs).toHaveLength(1);
  });

  it("applies changes in order and records the recommendation", async () => {
    const { audit } = await auditUnderWay(applicant.userId, examiner.userId);
    const number = await firstStandard(audit.id);
    const as = viewerOf(examiner, "examiner");
    const one = await syncAuditChange(
      getDb(),
      as,
      audit.id,
      findingChange(number, "compliant", "", null),
    );
    expect(one.outcome).toBe("accepted");
    const base = one.outcome === "accepted" ? one.updatedAt : null;
    const two = await syncAuditChange(
      getDb(),
      as,
      audit.id,
      findingChange(number, "major-non-conformity", "No escape route", base),
    );
    expect(two.outcome).toBe("accepted");
    expect(await findingOf(audit.id, number)).toMatchObject({ finding: "major-non-conformity" });
    const rec = await syncAuditChange(getDb(), as, audit.id, {
      key: crypto.randomUUID(),
      kind: "recommendation",
      recommendation: "re-audit-required",
      recommendationNotes: "Come back in spring",
      base: { recommendation: "", recommendationNotes: "" },
    });
    expect(rec.outcome).toBe("accepted");
    const [row] = await getDb().select().from(inspections).where(eq(inspections.id, audit.id));
    expect(row).toMatchObject({
      recommendation: "re-audit-required",
      recommendationNotes: "Come back in spring",
    });
  });

  it("refuses and keeps a change to an audit cancelled meanwhile, and a replay gets the same refusal", async () => {
    const { audit } = await auditUnderWay(applicant.userId, examiner.userId, "scheduled");
    const number = await firstStandard(audit.id);
    await updateAudit(getDb(), viewerOf(committee, "committee"), audit.id, { status: "cancelled" });
    const as = viewerOf(examiner, "examiner");
    const change = findingChange(number, "compliant", "Fine", null);
    const answer = await syncAuditChange(getDb(), as, audit.id, change);
    expect(answer).toMatchObject({ outcome: "refused", reason: "cancelled" });
    expect(await findingOf(audit.id, number)).toBeUndefined();
    const before = await databaseDigest();
    expect(await syncAuditChange(getDb(), as, audit.id, change)).toEqual(answer);
    expect(await databaseDigest()).toEqual(before);
  });

  it("refuses the examiner's change to a completed audit", async () => {
    const open = await auditUnderWay(applicant.userId, examiner.userId);
    const number = await firstStandard(open.audit.id);
    const { audit } = await auditUnderWay(applicant.userId, examiner.userId, "completed");
    const answer = await syncAuditChange(
      getDb(),
      viewerOf(examiner, "examiner"),
      audit.id,
      findingChange(number, "compliant", "", null),
    );
    expect(answer).toMatchObject({ outcome: "refused", reason: "completed" });
  });

  it("a photo deleted on the phone goes once, with its file; one already gone is accepted; never from a completed audit", async () => {
    const { audit } = await auditUnderWay(applicant.userId, examiner.userId);
    const number = await firstStandard(audit.id);
    const as = viewerOf(examiner, "examiner");
    const { photo } = await uploadAuditPhoto(getDb(), as, audit.id, {
      standardNumber: number,
      clientKey: crypto.randomUUID(),
      file: { name: "attic.jpg", bytes: await jpegWithLocation(800, 600) },
    });
    const deletion = {
      key: crypto.randomUUID(),
      kind: "photoDeletion" as const,
      photoId: photo.id,
      standardNumber: number,
      index: 1,
    };
    const first = await syncAuditChange(getDb(), as, audit.id, deletion);
    expect(first).toEqual({ key: deletion.key, outcome: "accepted", updatedAt: null });
    expect(await getDb().select().from(auditPhotos).where(eq(auditPhotos.id, photo.id))).toEqual(
      [],
    );
    expect(await getStorage().get(AUDIT_PHOTO_BUCKET, photo.objectPath)).toBeNull();
    const logs = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, audit.id), eq(auditLog.action, "audit_photo_deleted")));
    expect(logs.map((l) => l.details)).toEqual([
      expect.objectContaining({ photoId: photo.id, via: "offline-sync", key: deletion.key }),
    ]);
    // Replayed: the same answer, nothing written.
    const before = await databaseDigest();
    expect(await syncAuditChange(getDb(), as, audit.id, deletion)).toEqual(first);
    expect(await databaseDigest()).toEqual(before);
    // Deleted meanwhile from another device: what was asked is done.
    expect(
      await syncAuditChange(getDb(), as, audit.id, { ...deletion, key: crypto.randomUUID() }),
    ).toMatchObject({ outcome: "accepted" });
    // A completed audit keeps its photos, even for staff who may correct its report.
    const completed = await auditUnderWay(applicant.userId, examiner.userId, "completed");
    expect(
      await syncAuditChange(getDb(), viewerOf(committee, "committee"), completed.audit.id, {
        ...deletion,
        key: crypto.randomUUID(),
      }),
    ).toMatchObject({ outcome: "refused", reason: "completed" });
  });

  it("two devices: a finding changed elsewhere since the device saw it is not overwritten", async () => {
    const { audit } = await auditUnderWay(applicant.userId, examiner.userId);
    const number = await firstStandard(audit.id);
    const as = viewerOf(examiner, "examiner");
    const seen = await syncAuditChange(
      getDb(),
      as,
      audit.id,
      findingChange(number, "compliant", "Phone A", null),
    );
    const base = seen.outcome === "accepted" ? seen.updatedAt : null;
    // The tablet saves a newer value.
    const tablet = await syncAuditChange(
      getDb(),
      as,
      audit.id,
      findingChange(number, "major-non-conformity", "Tablet: no water", base),
    );
    expect(tablet.outcome).toBe("accepted");
    // The phone, still at its old base, sends its own.
    const phone = await syncAuditChange(
      getDb(),
      as,
      audit.id,
      findingChange(number, "minor-non-conformity", "Phone: bowl dirty", base),
    );
    expect(phone).toMatchObject({
      outcome: "refused",
      reason: "conflict",
      server: { finding: "major-non-conformity", notes: "Tablet: no water" },
    });
    expect(await findingOf(audit.id, number)).toMatchObject({
      finding: "major-non-conformity",
      notes: "Tablet: no water",
    });
    // A change from a device that never saw the finding is refused too.
    const fresh = await syncAuditChange(
      getDb(),
      as,
      audit.id,
      findingChange(number, "compliant", "", null),
    );
    expect(fresh).toMatchObject({ outcome: "refused", reason: "conflict" });
  });

  it("keeps a change that breaks the report's rules as refused, with the rule's message", async () => {
    const { audit } = await auditUnderWay(applicant.userId, examiner.userId);
    const number = await firstStandard(audit.id);
    const answer = await syncAuditChange(
      getDb(),
      viewerOf(examiner, "examiner"),
      audit.id,
      findingChange(number, "compliant", "x".repeat(2001), null),
    );
    expect(answer).toMatchObject({
      outcome: "refused",
      reason: "invalid",
      message: "Notes must be at most 2000 characters",
    });
  });

  it("outsiders get not found and nothing is written; a malformed change is refused", async () => {
    const { audit } = await auditUnderWay(applicant.userId, examiner.userId);
    const number = await firstStandard(audit.id);
    const change = findingChange(number, "compliant", "", null);
    await expectRefused(
      () => syncAuditChange(getDb(), viewerOf(otherExaminer, "examiner"), audit.id, change),
      { code: "not_found" },
      { unchanged: databaseDigest },
    );
    await expectRefused(
      () => syncAuditChange(getDb(), viewerOf(applicant, "applicant"), audit.id, change),
      { code: "not_found" },
      { unchanged: databaseDigest },
    );
    await expectRefused(
      () => syncAuditChange(getDb(), viewerOf(examiner, "examiner"), audit.id, { kind: "finding" }),
      { code: "validation", message: "The change could not be read" },
      { unchanged: databaseDigest },
    );
  });
});
