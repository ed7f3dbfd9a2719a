import sharp from "sharp";
import { getDb } from "~/lib/db.server";
import { uploadMediaImage } from "~/modules/media/index.server";
import { seedOperationsManual } from "~/modules/operations-manual/seed-operations-manual.server";
import { createTestManualSection } from "../../helpers/blog";
import { defineGroup, publicPage, staffOnly, type Asker, type Expected } from "./types";

/** Writers (decisions 060, 061): site search, manual pages, the media library, uploaded images. */
type F = { sectionSlug: string; imagePath: string };

const everyone = (expected: Expected): Record<Asker, Expected> => ({
  anonymous: expected,
  applicant: expected,
  examiner: expected,
  committee: expected,
  administrator: expected,
});

export default defineGroup<F>({
  name: "writers",
  setup: async (users) => {
    await seedOperationsManual(getDb());
    const { slug } = await createTestManualSection(users.administrator.userId);
    const png = await sharp({
      create: { width: 24, height: 16, channels: 3, background: "#2f855a" },
    })
      .png()
      .toBuffer();
    // Uploaded but shown by no published content yet: staff only.
    const image = await uploadMediaImage(
      getDb(),
      { user: { id: users.administrator.userId }, activeRole: "administrator" },
      { file: { name: "matrix.png", bytes: new Uint8Array(png) }, alt: "A green test swatch" },
    );
    return { sectionSlug: slug, imagePath: new URL(image.url, "http://x").pathname };
  },
  rows: [
    {
      route: "/search",
      method: "GET",
      note: "one search over standards, manual and blog",
      path: () => "/search?q=humane",
      expect: publicPage,
    },
    {
      route: "/operations-manual/:slug",
      method: "GET",
      note: "one manual section as a page",
      path: (f) => `/operations-manual/${f.sectionSlug}`,
      expect: publicPage,
    },
    {
      route: "/operations-manual/:slug",
      method: "GET",
      note: "an unknown section",
      path: () => "/operations-manual/no-such-section",
      expect: everyone("not-found"),
    },
    {
      route: "/media/:id/:file",
      method: "GET",
      note: "an image no published content shows yet: staff only",
      path: (f) => f.imagePath,
      expect: {
        anonymous: "not-found",
        applicant: "not-found",
        examiner: "not-found",
        committee: "ok",
        administrator: "ok",
      },
    },
    {
      route: "/dashboard/media",
      method: "GET",
      note: "the editor's media library",
      path: () => "/dashboard/media",
      expect: staffOnly,
    },
    {
      route: "/dashboard/media",
      method: "POST",
      note: "an upload without a file is refused at its field",
      path: () => "/dashboard/media",
      form: () => ({ alt: "No file here" }),
      expect: { ...staffOnly, committee: { status: 422 }, administrator: { status: 422 } },
    },
  ],
});
