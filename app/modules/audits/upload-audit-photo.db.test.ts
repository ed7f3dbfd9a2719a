import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { auditPhotos, inspections } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getStorage } from "~/modules/storage/index.server";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { auditUnderWay, viewerOf } from "../../../tests/helpers/field-audits";
import { bombPng, jpegWithLocation } from "../../../tests/helpers/images";
import { expectRefused } from "../../../tests/helpers/refusals";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { AUDIT_PHOTO_BUCKET, MAX_PHOTO_BYTES } from "./audit-photo-rules";
import { standardsForAudit } from "./audit-standards.server";
import { deleteAuditPhoto } from "./delete-audit-photo.server";
import { getAuditPhoto } from "./get-audit-photo.server";
import { uploadAuditPhoto } from "./upload-audit-photo.server";

let applicant: TestUser;
let examiner: TestUser;
let otherExaminer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  applicant = await createTestUser("applicant", { name: "Photo Applicant" });
  examiner = await createTestUser("examiner", { name: "Photo Examiner" });
  otherExaminer = await createTestUser("examiner", { name: "Other Photo Examiner" });
  admin = await createTestUser("administrator", { name: "Photo Admin" });
});

async function firstStandard(auditId: string) {
  const [audit] = await getDb().select().from(inspections).where(eq(inspections.id, auditId));
  return (await standardsForAudit(getDb(), audit!)).standards[0]!.number;
}

async function storedBytes(objectPath: string) {
  const object = await getStorage().get(AUDIT_PHOTO_BUCKET, objectPath);
  return new Uint8Array(await new Response(object!.body).arrayBuffer());
}

const photoRefusal = (message: string) => ({
  code: "validation" as const,
  message,
  fieldErrors: { photo: message },
});

describe("uploadAuditPhoto", () => {
  it("stores a resized JPEG without its location, once per client key", async () => {
    const { audit } = await auditUnderWay(applicant.userId, examiner.userId);
    const number = await firstStandard(audit.id);
    const as = viewerOf(examiner, "examiner");
    const clientKey = crypto.randomUUID();
    const input = {
      standardNumber: number,
      clientKey,
      file: { name: "attic.jpg", bytes: await jpegWithLocation(2400, 1600) },
    };
    const { photo, replayed } = await uploadAuditPhoto(getDb(), as, audit.id, input);
    expect(replayed).toBe(false);
    expect(photo).toMatchObject({
      inspectionId: audit.id,
      standardNumber: number,
      mimeType: "image/jpeg",
      width: 2000,
      height: 1333,
      locationKept: false,
    });
    const meta = await sharp(await storedBytes(photo.objectPath)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(2000);
    // The same upload again (the device did not hear the answer): the same row, nothing new.
    const before = await databaseDigest();
    const again = await uploadAuditPhoto(getDb(), as, audit.id, input);
    expect(again).toMatchObject({ replayed: true, photo: { id: photo.id } });
    expect(await databaseDigest()).toEqual(before);
    const rows = await getDb()
      .select()
      .from(auditPhotos)
      .where(eq(auditPhotos.inspectionId, audit.id));
    expect(rows).toHaveLength(1);
  });

  it("keeps the location only when the examiner asks for it", async () => {
    const { audit } = await auditUnderWay(applicant.userId, examiner.userId);
    const number = await firstStandard(audit.id);
    const bytes = await jpegWithLocation(1200, 800);
    const { photo } = await uploadAuditPhoto(getDb(), viewerOf(admin, "administrator"), audit.id, {
      standardNumber: number,
      keepLocation: true,
      file: { name: "site.jpg", bytes },
    });
    expect(photo).toMatchObject({ locationKept: true, width: 1200, height: 800 });
    const meta = await sharp(await storedBytes(photo.objectPath)).metadata();
    // The location the camera wrote is stored as it came.
    expect(meta.exif).toEqual((await sharp(bytes).metadata()).exif);
  });

  it("refuses a file that is not an image, one too large and a decompression bomb, writing nothing", async () => {
    const { audit } = await auditUnderWay(applicant.userId, examiner.userId);
    const number = await firstStandard(audit.id);
    const as = viewerOf(examiner, "examiner");
    const upload = (name: string, bytes: Uint8Array) => () =>
      uploadAuditPhoto(getDb(), as, audit.id, { standardNumber: number, file: { name, bytes } });
    await expectRefused(
      upload("notes.jpg", new TextEncoder().encode("%PDF-1.7 not a photo at all")),
      photoRefusal("This file is not a photo: choose a JPEG, PNG or WebP image"),
      { unchanged: databaseDigest },
    );
    const large = new Uint8Array(MAX_PHOTO_BYTES + 1);
    large.set(await jpegWithLocation(64, 64));
    await expectRefused(
      upload("huge.jpg", large),
      photoRefusal("This photo is larger than 10 MB: choose a smaller one"),
      { unchanged: databaseDigest },
    );
    const bomb = await bombPng();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    await expectRefused(
      upload("bomb.png", bomb),
      photoRefusal(
        "This image has too many pixels to be a photo (more than 40 megapixels) and was not opened",
      ),
      { unchanged: databaseDigest },
    );
  });

  it("refuses outsiders (not found), the business, an unknown standard and a cancelled audit", async () => {
    const { audit } = await auditUnderWay(applicant.userId, examiner.userId);
    const number = await firstStandard(audit.id);
    const file = { name: "a.jpg", bytes: await jpegWithLocation(64, 64) };
    await expectRefused(
      () =>
        uploadAuditPhoto(getDb(), viewerOf(otherExaminer, "examiner"), audit.id, {
          standardNumber: number,
          file,
        }),
      { code: "not_found" },
      { unchanged: databaseDigest },
    );
    await expectRefused(
      () =>
        uploadAuditPhoto(getDb(), viewerOf(applicant, "applicant"), audit.id, {
          standardNumber: number,
          file,
        }),
      { code: "forbidden" },
      { unchanged: databaseDigest },
    );
    await expectRefused(
      () =>
        uploadAuditPhoto(getDb(), viewerOf(examiner, "examiner"), audit.id, {
          standardNumber: "999",
          file,
        }),
      photoRefusal("This audit has no such standard"),
      { unchanged: databaseDigest },
    );
    const cancelled = await auditUnderWay(applicant.userId, examiner.userId, "cancelled");
    await expectRefused(
      () =>
        uploadAuditPhoto(getDb(), viewerOf(examiner, "examiner"), cancelled.audit.id, {
          standardNumber: number,
          file,
        }),
      { code: "validation", message: "Cancelled audits cannot be modified" },
      { unchanged: databaseDigest },
    );
  });
});

describe("getAuditPhoto and deleteAuditPhoto", () => {
  it("shows the photo to the examiner, to the business only once completed, never to others; deletes with the audit open", async () => {
    const { audit } = await auditUnderWay(applicant.userId, examiner.userId);
    const number = await firstStandard(audit.id);
    const { photo } = await uploadAuditPhoto(getDb(), viewerOf(examiner, "examiner"), audit.id, {
      standardNumber: number,
      file: { name: "a.jpg", bytes: await jpegWithLocation(640, 480) },
    });
    const file = await getAuditPhoto(getDb(), viewerOf(examiner, "examiner"), audit.id, photo.id);
    expect(file.mimeType).toBe("image/jpeg");
    const thumb = await getAuditPhoto(getDb(), viewerOf(examiner, "examiner"), audit.id, photo.id, {
      thumb: true,
    });
    expect((await sharp(thumb.body as Uint8Array).metadata()).width).toBe(320);
    for (const viewer of [viewerOf(applicant, "applicant"), viewerOf(otherExaminer, "examiner")]) {
      await expectRefused(() => getAuditPhoto(getDb(), viewer, audit.id, photo.id), {
        code: "not_found",
        message: "Photo not found",
      });
    }
    await getDb()
      .update(inspections)
      .set({ status: "completed" })
      .where(eq(inspections.id, audit.id));
    const seen = await getAuditPhoto(getDb(), viewerOf(applicant, "applicant"), audit.id, photo.id);
    expect(seen.mimeType).toBe("image/jpeg");
    await expectRefused(
      () => deleteAuditPhoto(getDb(), viewerOf(examiner, "examiner"), audit.id, photo.id),
      { code: "validation", message: "Photos of a completed or cancelled audit cannot be deleted" },
      { unchanged: databaseDigest },
    );
    await getDb()
      .update(inspections)
      .set({ status: "in-progress" })
      .where(eq(inspections.id, audit.id));
    await deleteAuditPhoto(getDb(), viewerOf(examiner, "examiner"), audit.id, photo.id);
    expect(await getDb().select().from(auditPhotos).where(eq(auditPhotos.id, photo.id))).toEqual(
      [],
    );
    expect(await getStorage().exists(AUDIT_PHOTO_BUCKET, photo.objectPath)).toBe(false);
  });
});
