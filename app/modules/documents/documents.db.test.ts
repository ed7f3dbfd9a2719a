import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { applications, auditLog, documents } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { getStorage, setStorageForTests } from "~/modules/storage/get-storage.server";
import type { StorageDriver } from "~/modules/storage/storage-driver";
import type { Role } from "~/modules/permissions/permissions";
import { assignExaminer } from "../../../tests/helpers/audits";
import { insertApplication, sampleFiles } from "../../../tests/helpers/documents";
import { createTestUser } from "../../../tests/helpers/users";
import { deleteDocument } from "./delete-document.server";
import { DOCUMENTS_BUCKET, documentMessages, MAX_FILE_BYTES } from "./document-rules";
import { getDocumentForDownload } from "./get-document-for-download.server";
import { listDocuments } from "./list-documents.server";
import { uploadDocuments } from "./upload-documents.server";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { expectRefused } from "../../../tests/helpers/refusals";
import { filesUnder, fillDiskUnder, mountSmallTmpfs } from "../../../tests/helpers/full-disk";
import { createLocalDiskStorage } from "~/modules/storage/local-disk-storage.server";

const as = (userId: string, activeRole: Role) => ({ user: { id: userId }, activeRole });

async function newApplicant() {
  const user = await createTestUser("applicant");
  const applicationId = await insertApplication(user.userId, `Biz ${user.userId.slice(0, 6)}`);
  return { ...user, applicationId, viewer: as(user.userId, "applicant") };
}

function fileOnDisk(objectPath: string) {
  return path.join(getEnv().dataDir, "storage", DOCUMENTS_BUCKET, ...objectPath.split("/"));
}

async function rowsOf(applicationId: string) {
  return getDb().select().from(documents).where(eq(documents.applicationId, applicationId));
}

async function readAll(stream: ReadableStream<Uint8Array>) {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

afterEach(() => setStorageForTests(undefined));

describe("uploadDocuments", () => {
  it("stores every file at {application_id}/{timestamp}-{random}.{ext} with one row each and audit entries", async () => {
    const owner = await newApplicant();
    const uploaded = await uploadDocuments(getDb(), owner.viewer, {
      applicationId: owner.applicationId,
      type: "business_licence",
      files: [
        { name: "licence.pdf", bytes: sampleFiles.pdf() },
        { name: "C:\\fakepath\\photo.PNG", bytes: sampleFiles.png() },
      ],
    });
    expect(uploaded).toHaveLength(2);
    const rows = await rowsOf(owner.applicationId);
    expect(rows.map((r) => r.name).sort()).toEqual(["licence.pdf", "photo.PNG"]);
    for (const row of rows) {
      expect(row.fileUrl).toMatch(
        new RegExp(`^${owner.applicationId}/\\d{13}-[0-9a-f]{16}\\.(pdf|png)$`),
      );
      expect(row.uploadedBy).toBe(owner.userId);
      expect(row.type).toBe("business_licence");
      expect(fs.existsSync(fileOnDisk(row.fileUrl))).toBe(true);
    }
    expect(rows.find((r) => r.name === "photo.PNG")).toMatchObject({ mimeType: "image/png" });
    const audits = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "document_uploaded"));
    expect(audits.filter((a) => rows.some((r) => r.id === a.entityId))).toHaveLength(2);
  });

  it("accepts every allowed type by content: PDF, PNG, JPEG, WebP, DOCX, XLSX", async () => {
    const owner = await newApplicant();
    await uploadDocuments(getDb(), owner.viewer, {
      applicationId: owner.applicationId,
      type: "other",
      files: [
        { name: "a.pdf", bytes: sampleFiles.pdf() },
        { name: "b.png", bytes: sampleFiles.png() },
        { name: "c.jpeg", bytes: sampleFiles.jpeg() },
        { name: "d.webp", bytes: sampleFiles.webp() },
        { name: "e.docx", bytes: sampleFiles.docx() },
        { name: "f.xlsx", bytes: sampleFiles.xlsx() },
      ],
    });
    expect((await rowsOf(owner.applicationId)).map((r) => r.mimeType).sort()).toEqual([
      "application/pdf",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "image/jpeg",
      "image/png",
      "image/webp",
    ]);
  });

  it("refuses the whole upload with one message per bad file (disguised PNG, renamed .exe, too large)", async () => {
    const owner = await newApplicant();
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    big.set(sampleFiles.pdf());
    const attempt = uploadDocuments(getDb(), owner.viewer, {
      applicationId: owner.applicationId,
      type: "other",
      files: [
        { name: "good.pdf", bytes: sampleFiles.pdf() },
        { name: "scan.pdf", bytes: sampleFiles.png() },
        { name: "setup.pdf", bytes: sampleFiles.exe() },
        { name: "huge.pdf", bytes: big },
      ],
    });
    await expect(attempt).rejects.toMatchObject({
      code: "validation",
      fieldErrors: {
        files:
          "scan.pdf is not an allowed file type (PDF, PNG, JPEG, WebP, DOCX, XLSX). " +
          "setup.pdf is not an allowed file type (PDF, PNG, JPEG, WebP, DOCX, XLSX). " +
          "huge.pdf is larger than 20 MB",
      },
    });
    expect(await rowsOf(owner.applicationId)).toHaveLength(0);
    expect(
      fs.existsSync(path.join(getEnv().dataDir, "storage", "documents", owner.applicationId)),
    ).toBe(false);
  });

  it("accepts a file of exactly 20 MB", async () => {
    const owner = await newApplicant();
    const exact = new Uint8Array(MAX_FILE_BYTES);
    exact.set(sampleFiles.pdf());
    const [row] = await uploadDocuments(getDb(), owner.viewer, {
      applicationId: owner.applicationId,
      type: "other",
      files: [{ name: "exact.pdf", bytes: exact }],
    });
    expect(row!.size).toBe(MAX_FILE_BYTES);
    expect(fs.statSync(fileOnDisk(row!.fileUrl)).size).toBe(MAX_FILE_BYTES);
  });

  it("validates the type, the files and their count", async () => {
    const owner = await newApplicant();
    const base = { applicationId: owner.applicationId, type: "other" };
    await expectRefused(
      () => uploadDocuments(getDb(), owner.viewer, { ...base, type: "passport", files: [] }),
      { fieldErrors: { type: "Choose a document type" } },
      { unchanged: databaseDigest },
    );
    await expectRefused(
      () => uploadDocuments(getDb(), owner.viewer, { ...base, files: [] }),
      { fieldErrors: { files: "Choose at least one file" } },
      { unchanged: databaseDigest },
    );
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      name: `f${i}.pdf`,
      bytes: sampleFiles.pdf(),
    }));
    await expectRefused(
      () => uploadDocuments(getDb(), owner.viewer, { ...base, files: eleven }),
      { fieldErrors: { files: "Choose at most 10 files at a time" } },
      { unchanged: databaseDigest },
    );
  });

  it("per role: applicant own yes, another's 404; examiner refused; committee and administrator allowed", async () => {
    const owner = await newApplicant();
    const other = await newApplicant();
    const file = () => [{ name: "x.pdf", bytes: sampleFiles.pdf() }];

    await expectRefused(
      () =>
        uploadDocuments(getDb(), other.viewer, {
          applicationId: owner.applicationId,
          type: "other",
          files: file(),
        }),
      { status: 404, message: "Application not found" },
      { unchanged: databaseDigest },
    );

    const examiner = await createTestUser("examiner");
    await expectRefused(
      () =>
        uploadDocuments(getDb(), as(examiner.userId, "examiner"), {
          applicationId: owner.applicationId,
          type: "other",
          files: file(),
        }),
      {
        status: 403,
        message: "You do not have permission to upload documents",
      },
      { unchanged: databaseDigest },
    );

    // An administrator acting as examiner is refused too: the active role decides.
    const admin = await createTestUser("administrator", { additionalRoles: ["examiner"] });
    await expectRefused(
      () =>
        uploadDocuments(getDb(), as(admin.userId, "examiner"), {
          applicationId: owner.applicationId,
          type: "other",
          files: file(),
        }),
      { status: 403 },
      { unchanged: databaseDigest },
    );

    const committee = await createTestUser("committee");
    await uploadDocuments(getDb(), as(committee.userId, "committee"), {
      applicationId: owner.applicationId,
      type: "wildlife_permit",
      files: file(),
    });
    await uploadDocuments(getDb(), as(admin.userId, "administrator"), {
      applicationId: owner.applicationId,
      type: "other",
      files: file(),
    });
    await uploadDocuments(getDb(), owner.viewer, {
      applicationId: owner.applicationId,
      type: "other",
      files: file(),
    });
    expect(await rowsOf(owner.applicationId)).toHaveLength(3);
    await expectRefused(
      () =>
        uploadDocuments(getDb(), owner.viewer, {
          applicationId: "not-a-uuid",
          type: "other",
          files: file(),
        }),
      { status: 404 },
      { unchanged: databaseDigest },
    );
  });

  it("orphan-free: a failing insert removes the files already written", async () => {
    const owner = await newApplicant();
    const disk = getStorage();
    const written: string[] = [];
    // Writes succeed, then the application disappears, so the row insert fails (foreign key).
    setStorageForTests({
      ...disk,
      async put(bucket, objectPath, data) {
        await disk.put(bucket, objectPath, data);
        written.push(objectPath);
        if (written.length === 2) {
          await getDb().delete(applications).where(eq(applications.id, owner.applicationId));
        }
      },
    });
    await expectRefused(
      () =>
        uploadDocuments(getDb(), owner.viewer, {
          applicationId: owner.applicationId,
          type: "other",
          files: [
            { name: "a.pdf", bytes: sampleFiles.pdf() },
            { name: "b.png", bytes: sampleFiles.png() },
          ],
        }),
      // The simulated race deletes the application mid-call: no snapshot here.
      { code: "failed", message: "Failed to upload document" },
    );
    expect(written).toHaveLength(2);
    for (const objectPath of written) expect(fs.existsSync(fileOnDisk(objectPath))).toBe(false);
    expect(await rowsOf(owner.applicationId)).toHaveLength(0);
  });

  it("orphan-free: a failing write leaves no row and removes the earlier files", async () => {
    const owner = await newApplicant();
    const disk = getStorage();
    const written: string[] = [];
    setStorageForTests({
      ...disk,
      async put(bucket, objectPath, data) {
        if (written.length === 1) throw new Error("disk full");
        await disk.put(bucket, objectPath, data);
        written.push(objectPath);
      },
    });
    await expectRefused(
      () =>
        uploadDocuments(getDb(), owner.viewer, {
          applicationId: owner.applicationId,
          type: "other",
          files: [
            { name: "a.pdf", bytes: sampleFiles.pdf() },
            { name: "b.pdf", bytes: sampleFiles.pdf() },
          ],
        }),
      { message: "Failed to upload document" },
      { unchanged: databaseDigest },
    );
    expect(await rowsOf(owner.applicationId)).toHaveLength(0);
    expect(fs.existsSync(fileOnDisk(written[0]!))).toBe(false);
  });
});

/** A PDF of `bytes` bytes (the sample, padded): larger than what a full disk takes. */
function largePdf(bytes: number) {
  const file = new Uint8Array(bytes);
  file.set(sampleFiles.pdf());
  return file;
}

/** The refusal of an upload on a full disk (issue 25): said at the file field, 503. */
const storageFull = {
  code: "unavailable" as const,
  status: 503,
  message: documentMessages.storageFull,
  fieldErrors: { files: documentMessages.storageFull },
};

/** Uploads a small PDF and then one of `secondBytes`: refused as storage full, nothing changed. */
function expectStorageFull(owner: Awaited<ReturnType<typeof newApplicant>>, secondBytes: number) {
  return expectRefused(
    () =>
      uploadDocuments(getDb(), owner.viewer, {
        applicationId: owner.applicationId,
        type: "other",
        files: [
          { name: "licence.pdf", bytes: sampleFiles.pdf() },
          { name: "scan.pdf", bytes: largePdf(secondBytes) },
        ],
      }),
    storageFull,
    { unchanged: databaseDigest },
  );
}

describe("uploadDocuments on a full disk (issue 25)", () => {
  it("ENOSPC part-way through a file: 'storage full' at the field, no partial file, no row", async () => {
    const owner = await newApplicant();
    const storageRoot = path.join(getEnv().dataDir, "storage");
    // The first file fits; the second fills the disk after 16 KB.
    const full = fillDiskUnder(storageRoot, 16 * 1024);
    try {
      await expectStorageFull(owner, 200 * 1024);
    } finally {
      full.restore();
    }
    // The second file was written in part when the disk filled; neither file is left.
    expect(full.failed).toHaveLength(1);
    expect(filesUnder(path.join(storageRoot, DOCUMENTS_BUCKET, owner.applicationId))).toEqual([]);
    expect(await rowsOf(owner.applicationId)).toHaveLength(0);
  });

  it("a real 1 MB file system (tmpfs; needs root, else skipped): the same answer, the file system left empty", async (context) => {
    const tmpfs = mountSmallTmpfs(1024 * 1024);
    if (!tmpfs) return context.skip();
    const owner = await newApplicant();
    setStorageForTests(createLocalDiskStorage(tmpfs.dir));
    try {
      await expectStorageFull(owner, 1536 * 1024);
      expect(filesUnder(tmpfs.dir)).toEqual([]);
      expect(await rowsOf(owner.applicationId)).toHaveLength(0);
      // Space again: the same upload of a file that fits goes through.
      const [row] = await uploadDocuments(getDb(), owner.viewer, {
        applicationId: owner.applicationId,
        type: "other",
        files: [{ name: "scan.pdf", bytes: largePdf(512 * 1024) }],
      });
      expect(filesUnder(tmpfs.dir)).toEqual([`${DOCUMENTS_BUCKET}/${row!.fileUrl}`]);
    } finally {
      tmpfs.unmount();
    }
  });
});

async function uploadOne(viewer: ReturnType<typeof as>, applicationId: string, name = "x.pdf") {
  const [row] = await uploadDocuments(getDb(), viewer, {
    applicationId,
    type: "other",
    files: [{ name, bytes: sampleFiles.pdf() }],
  });
  return row!;
}

describe("deleteDocument", () => {
  it("by the uploader: row, audit entry and file gone", async () => {
    const owner = await newApplicant();
    const doc = await uploadOne(owner.viewer, owner.applicationId);
    await deleteDocument(getDb(), owner.viewer, doc.id);
    expect(await rowsOf(owner.applicationId)).toHaveLength(0);
    expect(fs.existsSync(fileOnDisk(doc.fileUrl))).toBe(false);
    const actions = await getDb().select().from(auditLog).where(eq(auditLog.entityId, doc.id));
    expect(actions.map((a) => a.action).sort()).toEqual(["document_deleted", "document_uploaded"]);
  });

  it("another applicant gets 404; a non-uploader examiner or applicant-owner gets the SPEC refusal; committee may", async () => {
    const owner = await newApplicant();
    const other = await newApplicant();
    const committee = await createTestUser("committee");
    const examiner = await createTestUser("examiner");
    await assignExaminer(owner.applicationId, examiner.userId);
    const byCommittee = await uploadOne(as(committee.userId, "committee"), owner.applicationId);
    const byOwner = await uploadOne(owner.viewer, owner.applicationId);

    await expectRefused(
      () => deleteDocument(getDb(), other.viewer, byOwner.id),
      {
        status: 404,
      },
      { unchanged: databaseDigest },
    );
    await expectRefused(
      () => deleteDocument(getDb(), as(examiner.userId, "examiner"), byOwner.id),
      {
        status: 403,
        message: "You do not have permission to delete this document",
      },
      { unchanged: databaseDigest },
    );
    // The owner did not upload the committee's document.
    await expectRefused(
      () => deleteDocument(getDb(), owner.viewer, byCommittee.id),
      {
        status: 403,
        message: "You do not have permission to delete this document",
      },
      { unchanged: databaseDigest },
    );
    const anotherCommittee = await createTestUser("committee");
    await deleteDocument(getDb(), as(anotherCommittee.userId, "committee"), byOwner.id);
    const admin = await createTestUser("administrator");
    await deleteDocument(getDb(), as(admin.userId, "administrator"), byCommittee.id);
    expect(await rowsOf(owner.applicationId)).toHaveLength(0);
  });

  it("a failing row delete answers `Failed to delete document` and keeps row and file", async () => {
    const owner = await newApplicant();
    const doc = await uploadOne(owner.viewer, owner.applicationId);
    const db = getDb();
    const failing = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === "transaction") return () => Promise.reject(new Error("connection lost"));
        const value = Reflect.get(target, prop, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await expect(deleteDocument(failing, owner.viewer, doc.id)).rejects.toMatchObject({
      code: "failed",
      message: "Failed to delete document",
    });
    expect(await rowsOf(owner.applicationId)).toHaveLength(1);
    expect(fs.existsSync(fileOnDisk(doc.fileUrl))).toBe(true);
  });

  it("a failing file removal after the commit still deletes (the row is gone, the error is logged)", async () => {
    const owner = await newApplicant();
    const doc = await uploadOne(owner.viewer, owner.applicationId);
    const disk = getStorage();
    const failingRemove: StorageDriver = {
      ...disk,
      remove: () => Promise.reject(new Error("permission denied")),
    };
    setStorageForTests(failingRemove);
    await deleteDocument(getDb(), owner.viewer, doc.id);
    expect(await rowsOf(owner.applicationId)).toHaveLength(0);
    // The unreferenced file is what the log reports for removal by hand.
    expect(fs.existsSync(fileOnDisk(doc.fileUrl))).toBe(true);
  });
});

describe("getDocumentForDownload", () => {
  it("owner, committee, administrator and examiner get the bytes; another applicant 404", async () => {
    const owner = await newApplicant();
    const other = await newApplicant();
    const doc = await uploadOne(owner.viewer, owner.applicationId, "licence.pdf");
    const committee = await createTestUser("committee");
    const admin = await createTestUser("administrator");
    const examiner = await createTestUser("examiner");
    const unassigned = await createTestUser("examiner");
    await assignExaminer(owner.applicationId, examiner.userId);
    // An examiner without an audit of this application does not see it (SPEC §6).
    await expect(
      getDocumentForDownload(getDb(), as(unassigned.userId, "examiner"), doc.id),
    ).rejects.toMatchObject({ status: 404, message: "Document not found" });
    for (const viewer of [
      owner.viewer,
      as(committee.userId, "committee"),
      as(admin.userId, "administrator"),
      as(examiner.userId, "examiner"),
    ]) {
      const result = await getDocumentForDownload(getDb(), viewer, doc.id);
      expect(result).toMatchObject({ name: "licence.pdf", mimeType: "application/pdf" });
      expect(Buffer.from(await readAll(result.object.body))).toEqual(
        Buffer.from(sampleFiles.pdf()),
      );
    }
    await expect(getDocumentForDownload(getDb(), other.viewer, doc.id)).rejects.toMatchObject({
      status: 404,
      message: "Document not found",
    });
    await expect(
      getDocumentForDownload(getDb(), owner.viewer, "00000000-0000-4000-8000-000000000000"),
    ).rejects.toMatchObject({ status: 404 });
    await expect(getDocumentForDownload(getDb(), owner.viewer, "../etc")).rejects.toMatchObject({
      status: 404,
    });
  });

  it("a stored path that is not valid is refused with `Invalid file path`", async () => {
    const owner = await newApplicant();
    const doc = await uploadOne(owner.viewer, owner.applicationId);
    await getDb()
      .update(documents)
      .set({ fileUrl: "../../pglite/base" })
      .where(eq(documents.id, doc.id));
    await expect(getDocumentForDownload(getDb(), owner.viewer, doc.id)).rejects.toMatchObject({
      message: "Invalid file path",
    });
  });
});

describe("listDocuments", () => {
  it("applicants see their own across applications; staff see all with filters, search and pages", async () => {
    const owner = await createTestUser("applicant");
    const first = await insertApplication(owner.userId, "Alpha Humane Removal");
    const second = await insertApplication(owner.userId, "Beta Critter Care");
    const stranger = await newApplicant();
    const viewer = as(owner.userId, "applicant");
    await uploadOne(viewer, first, "alpha-licence.pdf");
    await uploadDocuments(getDb(), viewer, {
      applicationId: second,
      type: "liability_insurance",
      files: [{ name: "beta-insurance.pdf", bytes: sampleFiles.pdf() }],
    });
    await uploadOne(stranger.viewer, stranger.applicationId, "stranger.pdf");

    const own = await listDocuments(getDb(), viewer);
    expect(own.total).toBe(2);
    expect(own.rows.map((r) => r.name).sort()).toEqual(["alpha-licence.pdf", "beta-insurance.pdf"]);
    expect(own.rows.every((r) => r.canDelete)).toBe(true);
    expect(own.rows[0]).toMatchObject({ uploaderName: "Test applicant" });
    // an applicant filtering by someone else's application sees nothing
    expect(
      (await listDocuments(getDb(), viewer, { applicationId: stranger.applicationId })).total,
    ).toBe(0);

    const committee = await createTestUser("committee");
    const staff = as(committee.userId, "committee");
    const all = await listDocuments(getDb(), staff);
    expect(all.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(["alpha-licence.pdf", "beta-insurance.pdf", "stranger.pdf"]),
    );
    expect(all.rows.every((r) => r.canDelete)).toBe(true);
    expect(
      (await listDocuments(getDb(), staff, { type: "liability_insurance" })).rows.map(
        (r) => r.name,
      ),
    ).toEqual(["beta-insurance.pdf"]);
    expect(
      (await listDocuments(getDb(), staff, { search: "alpha humane" })).rows.map((r) => r.name),
    ).toEqual(["alpha-licence.pdf"]);
    expect(
      (await listDocuments(getDb(), staff, { search: "INSURANCE" })).rows.map((r) => r.name),
    ).toEqual(["beta-insurance.pdf"]);
    expect((await listDocuments(getDb(), staff, { search: "%" })).total).toBe(0);
    expect(
      (await listDocuments(getDb(), staff, { applicationId: first })).rows.map((r) => r.name),
    ).toEqual(["alpha-licence.pdf"]);

    const examiner = await createTestUser("examiner");
    expect((await listDocuments(getDb(), as(examiner.userId, "examiner"))).total).toBe(0);
    await assignExaminer(first, examiner.userId);
    const asExaminer = await listDocuments(getDb(), as(examiner.userId, "examiner"), {
      applicationId: first,
    });
    expect(asExaminer.rows).toHaveLength(1);
    expect((await listDocuments(getDb(), as(examiner.userId, "examiner"))).total).toBe(1);
    expect(asExaminer.rows[0]!.canDelete).toBe(false);

    const paged = await listDocuments(getDb(), staff, { pageSize: 2, page: 2 });
    expect(paged.page).toBe(2);
    expect(paged.pageCount).toBe(Math.ceil(paged.total / 2));
  });
});
