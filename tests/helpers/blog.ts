import crypto from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { blogPosts, manualChapters, manualSections } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { demoCoverPng } from "~/modules/blog/demo-cover-image";
import { saveBlogPost } from "~/modules/blog/save-blog-post.server";
import { addManualChapter } from "~/modules/operations-manual/add-manual-chapter.server";
import { addManualSection } from "~/modules/operations-manual/add-manual-section.server";
import { removeManualSection } from "~/modules/operations-manual/remove-manual-section.server";
import { saveManualSection } from "~/modules/operations-manual/save-manual-section.server";
import type { Viewer } from "~/modules/permissions";

/** Staff viewer for fixtures (the user must hold the role). */
export const staffViewer = (userId: string): Viewer => ({
  user: { id: userId },
  activeRole: "administrator",
});

export type TestPost = { id: string; slug: string; coverPath: string | null };

/** A post written through the editor's service: draft, scheduled (far future) or published. */
export async function createTestPost(
  authorId: string,
  options: {
    status?: "draft" | "scheduled" | "published";
    slug?: string;
    title?: string;
    body?: string;
    cover?: boolean;
  } = {},
): Promise<TestPost> {
  const suffix = crypto.randomBytes(4).toString("hex");
  const status = options.status ?? "draft";
  const saved = await saveBlogPost(
    getDb(),
    staffViewer(authorId),
    {
      intent: status === "published" ? "publish" : status === "scheduled" ? "schedule" : "save",
      fields: {
        title: options.title ?? `Test post ${suffix}`,
        slug: options.slug ?? `test-post-${suffix}`,
        excerpt: "An excerpt for the test post.",
        body: options.body ?? "## Section\n\nBody text of the test post.",
        tags: "Testing",
        publishAt: "2099-01-01T09:00",
        coverImageAlt: options.cover ? "A test cover" : "",
      },
      cover: options.cover
        ? { name: "cover.png", bytes: demoCoverPng([20, 80, 40], [10, 110, 100], 120, 63) }
        : null,
    },
    { timeZone: "UTC" },
  );
  const [row] = await getDb()
    .select({ cover: blogPosts.coverImagePath })
    .from(blogPosts)
    .where(eq(blogPosts.id, saved.id));
  return { id: saved.id, slug: saved.slug, coverPath: row?.cover ?? null };
}

/** A manual chapter with one section (for tests that change structure). */
export async function createTestManualSection(adminId: string, chapterId?: string) {
  const viewer = staffViewer(adminId);
  const chapter =
    chapterId ??
    (await addManualChapter(getDb(), viewer, { title: `Test chapter ${crypto.randomUUID()}` })).id;
  const section = await addManualSection(getDb(), viewer, {
    chapterId: chapter,
    title: `Test section ${crypto.randomBytes(3).toString("hex")}`,
    body: "The first text of the test section.",
  });
  return { chapterId: chapter, sectionId: section.id, slug: section.slug };
}

export async function removeTestManualSection(adminId: string, sectionId: string) {
  await removeManualSection(getDb(), staffViewer(adminId), sectionId);
}

/** Saves a new revision of a section and returns the section's current revision number. */
export async function reviseTestManualSection(adminId: string, sectionId: string) {
  const [section] = await getDb()
    .select()
    .from(manualSections)
    .where(eq(manualSections.id, sectionId));
  const { revision } = await saveManualSection(getDb(), staffViewer(adminId), sectionId, {
    title: section!.title,
    body: `${section!.body}\n\nRevised ${crypto.randomBytes(3).toString("hex")}.`,
    summary: "Test revision",
    chapterId: section!.chapterId,
    baseRevision: String(section!.revision),
  });
  return revision;
}

/** The first live section of a chapter. */
export async function firstSectionOf(chapterId: string) {
  const [row] = await getDb()
    .select({ id: manualSections.id })
    .from(manualSections)
    .where(and(eq(manualSections.chapterId, chapterId), isNull(manualSections.removedAt)))
    .orderBy(asc(manualSections.position))
    .limit(1);
  return row!.id;
}

/** The first live chapter. */
export async function firstChapter() {
  const [row] = await getDb()
    .select({ id: manualChapters.id })
    .from(manualChapters)
    .where(isNull(manualChapters.removedAt))
    .orderBy(asc(manualChapters.position))
    .limit(1);
  return row!.id;
}
