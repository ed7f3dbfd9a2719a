import { and, eq } from "drizzle-orm";
import { blogPosts } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import {
  blogPostMachine,
  type BlogPostActor,
  type BlogPostStatus,
} from "~/domain/blog-post-status";
import { blogMessages } from "./blog-rules";

export type StatusChangeBy = { viewer: Viewer } | { system: "system:scheduled-publish" };

const auditAction: Record<BlogPostStatus, string> = {
  draft: "blog_post_unpublished",
  scheduled: "blog_post_scheduled",
  published: "blog_post_published",
};

/**
 * THE one function that writes a blog post's status (decision 014). Checks
 * the edge in the table (and, for a person, the policy action it names),
 * updates only if the status is still the one read (`where status = $from`;
 * zero rows → conflict, nothing written) and writes the audit row in the
 * caller's transaction.
 *
 * `publishedAt`: the scheduled time (→ scheduled), the publication time
 * (→ published; the scheduler keeps the scheduled time), null (→ draft).
 */
export async function writeBlogPostStatus(
  tx: Executor,
  input: {
    post: { id: string; status: BlogPostStatus; publishedAt: Date | null };
    to: BlogPostStatus;
    by: StatusChangeBy;
    now: Date;
    publishAt?: Date;
  },
): Promise<{ status: BlogPostStatus; publishedAt: Date | null }> {
  const { post, to, by, now } = input;
  const actor: BlogPostActor = "viewer" in by ? "blog.manage" : by.system;
  if ("viewer" in by) assertCan(by.viewer, "blog.manage");
  blogPostMachine.assertEdge(post.status, to, actor, blogMessages.conflict);
  const publishedAt =
    to === "draft"
      ? null
      : to === "scheduled"
        ? (input.publishAt ?? null)
        : actor === "system:scheduled-publish"
          ? (post.publishedAt ?? now)
          : now;
  if (to === "scheduled" && !publishedAt) {
    throw new AppError("validation", blogMessages.publishAtRequired, {
      publishAt: blogMessages.publishAtRequired,
    });
  }
  const [row] = await tx
    .update(blogPosts)
    .set({ status: to, publishedAt })
    .where(and(eq(blogPosts.id, post.id), eq(blogPosts.status, post.status)))
    .returning({ id: blogPosts.id });
  if (!row) throw new AppError("conflict", blogMessages.conflict);
  await writeAuditLog(tx, {
    entityType: "blog_post",
    entityId: post.id,
    action: auditAction[to],
    actorId: "viewer" in by ? by.viewer.user.id : null,
    details: {
      from: post.status,
      to,
      by: actor,
      ...(publishedAt ? { publishedAt: publishedAt.toISOString() } : {}),
    },
  });
  return { status: to, publishedAt };
}
