import { eq } from "drizzle-orm";
import { blogPosts } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { blogMessages } from "./blog-rules";
import { saveBlogPost } from "./save-blog-post.server";

/**
 * The editor's autosave (decision 060): the text fields of a DRAFT saved as
 * "Save draft" would (same checks, same audit entry), images untouched. A
 * scheduled or published post is never changed by itself: its writer saves.
 */
export async function autosaveBlogDraft(
  db: Database,
  viewer: Viewer,
  postId: string,
  fields: Record<string, string | undefined>,
  options: { now?: Date } = {},
): Promise<{ savedAt: string }> {
  assertCan(viewer, "blog.manage");
  const [post] = await db
    .select({ status: blogPosts.status })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId));
  if (!post) throw new AppError("not_found", blogMessages.notFound);
  if (post.status !== "draft") throw new AppError("conflict", blogMessages.autosaveDraftsOnly);
  const now = options.now ?? new Date();
  await saveBlogPost(
    db,
    viewer,
    { id: postId, intent: "save", fields: { ...fields, removeCover: "", removeOgImage: "" } },
    { now },
  );
  return { savedAt: now.toISOString() };
}
