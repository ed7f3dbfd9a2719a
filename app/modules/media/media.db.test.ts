import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, mediaImages } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { Role } from "~/modules/permissions/permissions";
import type { Viewer } from "~/modules/permissions";
import { getStorage, setStorageForTests } from "~/modules/storage/get-storage.server";
import type { StorageDriver } from "~/modules/storage/storage-driver";
import { createTestPost } from "../../../tests/helpers/blog";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";
import { startTestS3 } from "../../../tests/helpers/s3";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { mediaImageResponse } from "./get-media-image.server";
import { listMediaImages } from "./list-media-images.server";
import { imageMarkdown, MEDIA_BUCKET, mediaMessages } from "./media-rules";
import { uploadMediaImage } from "./upload-media-image.server";

const as = (user: TestUser, activeRole: Role): Viewer => ({
  user: { id: user.userId },
  activeRole,
});

const photo = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#2f855a" } })
      .jpeg()
      .toBuffer(),
  );

let admin: TestUser;
let committee: TestUser;
let applicant: TestUser;
let examiner: TestUser;

// A real S3-compatible server (s3rver) in the test process, for the S3 driver.
let s3server: Awaited<ReturnType<typeof startTestS3>> | undefined;
let s3: StorageDriver;

beforeAll(async () => {
  [admin, committee, applicant, examiner] = await Promise.all([
    createTestUser("administrator"),
    createTestUser("committee"),
    createTestUser("applicant"),
    createTestUser("examiner"),
  ]);
  s3server = await startTestS3("hap-media");
  s3 = s3server.storage;
});

afterAll(async () => {
  setStorageForTests(undefined);
  await s3server?.stop();
});

for (const driver of ["local disk", "S3"] as const) {
  describe(`uploading an image for a post's body (decision 060), ${driver}`, () => {
    beforeAll(() => setStorageForTests(driver === "S3" ? s3 : undefined));
    afterAll(() => setStorageForTests(undefined));

    it("stores it through the storage driver as WebP at most 1600 px wide and lists it first in the media library", async () => {
      const image = await uploadMediaImage(getDb(), as(committee, "committee"), {
        file: { name: "barn.jpg", bytes: await photo(2400, 1200) },
        alt: "  A barn at dusk  ",
      });
      expect(image).toMatchObject({ width: 1600, height: 800, alt: "A barn at dusk" });
      expect(image.url).toMatch(/^\/media\/[0-9a-f-]{36}\/\d+-[0-9a-f]+w1600h800\.webp$/);
      const objectPath = image.url.slice("/media/".length);
      const stored = await getStorage().get(MEDIA_BUCKET, objectPath);
      expect(stored).not.toBeNull();
      const bytes = Buffer.from(await new Response(stored!.body).arrayBuffer());
      expect(await sharp(bytes).metadata()).toMatchObject({
        format: "webp",
        width: 1600,
        height: 800,
      });
      const [row] = await getDb().select().from(mediaImages).where(eq(mediaImages.id, image.id));
      expect(row).toMatchObject({
        path: objectPath,
        mime: "image/webp",
        uploadedBy: committee.userId,
        originalName: "barn.jpg",
      });
      const library = await listMediaImages(getDb(), as(admin, "administrator"));
      expect(library.images[0]).toEqual(image);
      expect(imageMarkdown(image)).toBe(`![A barn at dusk](${image.url})`);
    });

    it("shows it to staff only until a published post shows it, then to everyone (cached); unpublished again, it is private", async () => {
      const image = await uploadMediaImage(getDb(), as(admin, "administrator"), {
        file: { name: "bat.jpg", bytes: await photo(300, 200) },
        alt: "A bat house",
      });
      const objectPath = image.url.slice("/media/".length);
      const anonymous = async () => null;
      const staff = async () => as(committee, "committee");
      const outsider = async () => as(applicant, "applicant");

      const hidden = await mediaImageResponse(getDb(), objectPath, anonymous);
      expect(hidden.status).toBe(404);
      expect((await mediaImageResponse(getDb(), objectPath, outsider)).status).toBe(404);
      const preview = await mediaImageResponse(getDb(), objectPath, staff);
      expect(preview.status).toBe(200);
      expect(preview.headers.get("Cache-Control")).toBe("private, no-store");
      await preview.body?.cancel();

      const post = await createTestPost(admin.userId, {
        status: "published",
        body: `Hang it high.\n\n${imageMarkdown(image)}`,
      });
      const shown = await mediaImageResponse(getDb(), objectPath, anonymous);
      expect(shown.status).toBe(200);
      expect(shown.headers.get("Content-Type")).toBe("image/webp");
      expect(shown.headers.get("Cache-Control")).toBe("public, max-age=86400");
      expect((await shown.arrayBuffer()).byteLength).toBeGreaterThan(0);

      await getDb().update(blogPosts).set({ status: "draft" }).where(eq(blogPosts.id, post.id));
      expect((await mediaImageResponse(getDb(), objectPath, anonymous)).status).toBe(404);
      expect((await mediaImageResponse(getDb(), "no/such.webp", staff)).status).toBe(404);
    });
  });
}

describe("refusals: a message at the field, nothing stored", () => {
  it("requires a description and a file, refuses other roles, and keeps no file when the row cannot be written", async () => {
    const bytes = await photo(40, 30);
    const noAlt = await refusal(
      () =>
        uploadMediaImage(getDb(), as(admin, "administrator"), {
          file: { name: "a.jpg", bytes },
          alt: "   ",
        }),
      { unchanged: databaseDigest },
    );
    expect(noAlt.fieldErrors).toEqual({ alt: mediaMessages.altRequired });
    const noFile = await refusal(
      () => uploadMediaImage(getDb(), as(admin, "administrator"), { file: null, alt: "x" }),
      { unchanged: databaseDigest },
    );
    expect(noFile.fieldErrors).toEqual({ file: mediaMessages.fileRequired });
    for (const viewer of [as(applicant, "applicant"), as(examiner, "examiner")]) {
      const denied = await refusal(
        () => uploadMediaImage(getDb(), viewer, { file: { name: "a.jpg", bytes }, alt: "x" }),
        { unchanged: databaseDigest },
      );
      expect(denied.status).toBe(403);
      expect((await refusal(listMediaImages(getDb(), viewer))).status).toBe(403);
    }

    // The row fails (uploader unknown): the stored file is removed again.
    const written: string[] = [];
    const removed: string[] = [];
    const local = getStorage();
    setStorageForTests({
      get: (bucket, objectPath) => local.get(bucket, objectPath),
      exists: (bucket, objectPath) => local.exists(bucket, objectPath),
      put: async (bucket, objectPath, data) => {
        written.push(objectPath);
        return local.put(bucket, objectPath, data);
      },
      remove: async (bucket, objectPath) => {
        removed.push(objectPath);
        return local.remove(bucket, objectPath);
      },
    });
    try {
      const failed = await refusal(
        () =>
          uploadMediaImage(
            getDb(),
            { user: { id: "no-such-user" }, activeRole: "administrator" },
            { file: { name: "a.jpg", bytes }, alt: "An orphan" },
          ),
        { unchanged: databaseDigest },
      );
      expect([failed.status, failed.message]).toEqual([500, mediaMessages.saveFailed]);
    } finally {
      setStorageForTests(undefined);
    }
    expect(written).toHaveLength(1);
    expect(removed).toEqual(written);
    expect(await getStorage().get(MEDIA_BUCKET, written[0]!)).toBeNull();
  });
});
