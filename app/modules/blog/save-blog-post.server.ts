import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { blogPosts } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import {
  checkBlogImage,
  removeBlogImages,
  writeBlogImage,
  type BlogImageUpload,
  type CheckedBlogImage,
  type StoredBlogImage,
} from "./blog-images.server";
import { blogPostChanged } from "./blog-post-changed.server";
import { claimSlug, generateSlug, isSlugAvailable, slugsOfPost } from "./blog-post-slugs.server";
import { blogPostMachine, type BlogPostStatus } from "~/domain/blog-post-status";
import { setPostTags } from "./blog-post-tags.server";
import {
  blogMessages,
  blogPostFormSchema,
  parseLocalDateTime,
  parseTags,
  type SaveIntent,
} from "./blog-rules";
import { writeBlogPostStatus } from "./change-blog-post-status.server";

export type SaveBlogPostInput = {
  /** Absent: a new post. */
  id?: string;
  /** The editor's text fields as submitted. */
  fields: Record<string, string | undefined>;
  /** save (keep the status) · publish (now) · schedule (at `fields.publishAt`). */
  intent: SaveIntent;
  cover?: BlogImageUpload | null;
  ogImage?: BlogImageUpload | null;
};

export type SaveBlogPostResult = {
  id: string;
  slug: string;
  status: BlogPostStatus;
  publishedAt: Date | null;
  created: boolean;
};

const notPublishable = {
  scheduleAfterPublish: "A published post cannot be scheduled. Unpublish it first.",
} as const;

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

/**
 * Creates or updates a post from the editor, and in the same transaction
 * publishes or schedules it when asked (decision 026).
 *
 * Every field is checked first and all messages are returned at their
 * fields (nothing is written on a refusal). Publishing or scheduling needs an
 * excerpt and a body; scheduling a time in the future; a cover image its
 * description. Images are checked by content, written to storage before the
 * transaction and removed again if it fails; replaced images are removed
 * after it commits. When the public site may have changed, `blogPostChanged`
 * is called once, after the commit.
 */
export async function saveBlogPost(
  db: Database,
  viewer: Viewer,
  input: SaveBlogPostInput,
  options: { now?: Date; timeZone?: string } = {},
): Promise<SaveBlogPostResult> {
  assertCan(viewer, "blog.manage");
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? getEnv().PROGRAMME_TIME_ZONE;
  const errors: Record<string, string> = {};

  const parsed = blogPostFormSchema.safeParse(input.fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      errors[String(issue.path[0] ?? "form")] ??= issue.message;
    throw new AppError("validation", Object.values(errors)[0]!, errors);
  }
  const fields = parsed.data;

  const [existing] = input.id
    ? await db.select().from(blogPosts).where(eq(blogPosts.id, input.id))
    : [];
  if (input.id && !existing) throw new AppError("not_found", blogMessages.notFound);
  const from = (existing?.status ?? "draft") as BlogPostStatus;

  // What the buttons ask for, on this post's current status.
  let to: BlogPostStatus | null = null;
  if (input.intent === "publish" && from !== "published") to = "published";
  if (input.intent === "schedule") {
    if (!blogPostMachine.allows(from, "scheduled", "blog.manage")) {
      errors.publishAt = notPublishable.scheduleAfterPublish;
    } else to = "scheduled";
  }
  const goesPublic = to !== null || from !== "draft";
  if (goesPublic) {
    if (!fields.excerpt) errors.excerpt = blogMessages.excerptRequired;
    if (!fields.body.trim()) errors.body = blogMessages.bodyRequired;
  }
  let publishAt: Date | undefined;
  if (to === "scheduled") {
    if (!fields.publishAt) errors.publishAt = blogMessages.publishAtRequired;
    else {
      const parsedAt = parseLocalDateTime(fields.publishAt, timeZone);
      if (!parsedAt) errors.publishAt = blogMessages.publishAtInvalid;
      else if (parsedAt.getTime() <= now.getTime()) errors.publishAt = blogMessages.publishAtPast;
      else publishAt = parsedAt;
    }
  }

  // Images: checked by content before anything is written.
  let cover: CheckedBlogImage | null = null;
  let ogImage: CheckedBlogImage | null = null;
  if (input.cover) {
    const checked = await checkBlogImage(input.cover);
    if (checked.ok) cover = checked.image;
    else errors.coverImage = checked.message;
  }
  if (input.ogImage) {
    const checked = await checkBlogImage(input.ogImage);
    if (checked.ok) ogImage = checked.image;
    else errors.ogImage = checked.message;
  }
  const keepsCover = Boolean(existing?.coverImagePath) && !fields.removeCover;
  if ((input.cover || keepsCover) && !fields.coverImageAlt)
    errors.coverImageAlt = blogMessages.altRequired;

  const postId = existing?.id ?? crypto.randomUUID();
  // An empty slug field: made from the title (a post keeps its own slugs).
  let slug = fields.slug;
  if (!slug) slug = await generateSlug(db, fields.title, existing?.id ?? null);
  else if (!(await isSlugAvailable(db, slug, existing?.id ?? null))) {
    errors.slug = blogMessages.slugTaken;
  }

  if (Object.keys(errors).length > 0) {
    throw new AppError("validation", Object.values(errors)[0]!, errors);
  }

  // (1) new image files first
  const written: StoredBlogImage[] = [];
  const storedCover = cover ? await writeBlogImage(postId, cover, now.getTime()) : null;
  if (storedCover) written.push(storedCover);
  const storedOg = ogImage
    ? await writeBlogImage(postId, ogImage, now.getTime()).catch(async (error: unknown) => {
        await removeBlogImages(written.map((w) => w.path));
        throw error;
      })
    : null;
  if (storedOg) written.push(storedOg);

  const coverPath =
    storedCover?.path ?? (fields.removeCover ? null : (existing?.coverImagePath ?? null));
  const coverType =
    storedCover?.mime ?? (fields.removeCover ? null : (existing?.coverImageType ?? null));
  const ogPath = storedOg?.path ?? (fields.removeOgImage ? null : (existing?.ogImagePath ?? null));
  const ogType = storedOg?.mime ?? (fields.removeOgImage ? null : (existing?.ogImageType ?? null));
  const content = {
    title: fields.title,
    slug,
    excerpt: fields.excerpt,
    body: fields.body,
    coverImagePath: coverPath,
    coverImageType: coverType,
    coverImageAlt: coverPath ? fields.coverImageAlt : null,
    metaDescription: fields.metaDescription,
    ogTitle: fields.ogTitle,
    ogDescription: fields.ogDescription,
    ogImagePath: ogPath,
    ogImageType: ogType,
  };
  const tags = parseTags(fields.tags);

  // (2) rows, all or nothing
  let result: SaveBlogPostResult;
  try {
    result = await db.transaction(async (tx) => {
      if (existing) {
        await tx
          .update(blogPosts)
          .set({ ...content, updatedAt: now })
          .where(eq(blogPosts.id, postId));
      } else {
        await tx.insert(blogPosts).values({
          id: postId,
          ...content,
          authorId: viewer.user.id,
          status: "draft",
          createdAt: now,
          updatedAt: now,
        });
      }
      await claimSlug(tx, slug, postId);
      await setPostTags(tx, postId, tags);
      await writeAuditLog(tx, {
        entityType: "blog_post",
        entityId: postId,
        action: existing ? "blog_post_updated" : "blog_post_created",
        actorId: viewer.user.id,
        details: {
          title: content.title,
          slug,
          ...(existing && existing.slug !== slug ? { previousSlug: existing.slug } : {}),
        },
      });
      let status: BlogPostStatus = from;
      let publishedAt = existing?.publishedAt ?? null;
      if (to) {
        const changed = await writeBlogPostStatus(tx, {
          post: { id: postId, status: from, publishedAt },
          to,
          by: { viewer },
          now,
          publishAt,
        });
        status = changed.status;
        publishedAt = changed.publishedAt;
      }
      return { id: postId, slug, status, publishedAt, created: !existing };
    });
  } catch (error) {
    await removeBlogImages(written.map((w) => w.path));
    if (isUniqueViolation(error)) {
      throw new AppError("validation", blogMessages.slugTaken, { slug: blogMessages.slugTaken });
    }
    throw error;
  }

  // (3) files no row points at any more
  await removeBlogImages([
    existing?.coverImagePath && existing.coverImagePath !== coverPath
      ? existing.coverImagePath
      : null,
    existing?.ogImagePath && existing.ogImagePath !== ogPath ? existing.ogImagePath : null,
  ]);

  if (result.status === "published" || from === "published") {
    await blogPostChanged({
      postId,
      kind: from === "published" ? "updated" : "published",
      slugs: await slugsOfPost(db, postId, slug),
    });
  }
  return result;
}
