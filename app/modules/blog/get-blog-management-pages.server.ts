import { z } from "zod";
import { blogPostStatuses } from "~/domain/blog-post-status";
import type { Database } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import type { Viewer } from "~/modules/permissions";
import { isBlogNotice, toLocalDateTimeInput } from "./blog-rules";
import { getBlogPostForEdit } from "./get-blog-post-for-edit.server";
import { listBlogPosts } from "./list-blog-posts.server";
import { previewBlogPost } from "./preview-blog-post.server";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const listQuerySchema = z.object({
  status: z.enum(blogPostStatuses).optional().catch(undefined),
  tag: z.string().trim().max(60).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  notice: z.string().optional().catch(undefined),
});

/** /dashboard/blog: one page of posts by the address's filters, with the notice (code) of the last action. */
export async function getBlogManagementPage(db: Database, viewer: Viewer, url: URL) {
  const query = listQuerySchema.parse(Object.fromEntries(url.searchParams));
  const list = await listBlogPosts(db, viewer, query);
  return {
    ...list,
    filters: { status: query.status ?? "", tag: query.tag ?? "", q: query.q ?? "" },
    notice: isBlogNotice(query.notice) ? query.notice : null,
  };
}

export type BlogManagementPageData = Awaited<ReturnType<typeof getBlogManagementPage>>;

/** /dashboard/blog/new: the programme's time zone and a suggested time (tomorrow, on the hour). */
export function getNewBlogPostPage() {
  const timeZone = getEnv().PROGRAMME_TIME_ZONE;
  const suggestion = new Date(Math.ceil((Date.now() + DAY_MS) / HOUR_MS) * HOUR_MS);
  return { timeZone, scheduleDefault: toLocalDateTimeInput(suggestion, timeZone) };
}

/**
 * /dashboard/blog/edit/{id}: the post, its rendered preview, the time to
 * suggest for scheduling, the notice of the last action and whether the
 * delete confirmation is open.
 */
export async function getEditBlogPostPage(db: Database, viewer: Viewer, id: string, url: URL) {
  const timeZone = getEnv().PROGRAMME_TIME_ZONE;
  const post = await getBlogPostForEdit(db, viewer, id);
  const notice = url.searchParams.get("notice");
  return {
    post,
    preview: previewBlogPost(viewer, post.body).html,
    timeZone,
    scheduleDefault: toLocalDateTimeInput(
      post.status === "scheduled" && post.publishedAt
        ? post.publishedAt
        : new Date(Date.now() + DAY_MS),
      timeZone,
    ),
    notice: isBlogNotice(notice) ? notice : null,
    confirmDelete: url.searchParams.get("confirm") === "delete",
  };
}

export type EditBlogPostPageData = Awaited<ReturnType<typeof getEditBlogPostPage>>;
