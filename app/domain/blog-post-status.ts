// Relative import: app/db/schema.ts (read by drizzle-kit) imports this table.
import { defineStateMachine } from "./state-machine";

/**
 * A blog post's status (decision 026), one pure table (decision 014).
 *
 * - draft: being written; only staff see it (preview).
 * - scheduled: will be published by the app's scheduler at `published_at`.
 * - published: public on /blog, in the feed and the sitemap.
 *
 * Edges name the policy action that may take them (`blog.manage`) or the
 * scheduler's system event. Deleting a post is not a status: it removes the
 * row (with confirmation), from any status.
 */
export const blogPostStatuses = ["draft", "scheduled", "published"] as const;
export type BlogPostStatus = (typeof blogPostStatuses)[number];

export const blogPostMachine = defineStateMachine({
  name: "blog post",
  statuses: blogPostStatuses,
  initial: "draft",
  edges: [
    // Publish now (also a scheduled post, ahead of its time).
    { from: ["draft", "scheduled"], to: "published", by: ["blog.manage"] },
    // Schedule, or move the time of a scheduled post.
    { from: ["draft", "scheduled"], to: "scheduled", by: ["blog.manage"] },
    // Unschedule, or unpublish (the post returns to draft and leaves the site).
    { from: ["scheduled", "published"], to: "draft", by: ["blog.manage"] },
    // The scheduler publishes a scheduled post once its time has come.
    { from: "scheduled", to: "published", by: ["system:scheduled-publish"] },
  ],
});

export type BlogPostActor = "blog.manage" | "system:scheduled-publish";

export const blogPostStatusLabels: Record<BlogPostStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

export function isBlogPostStatus(value: unknown): value is BlogPostStatus {
  return blogPostMachine.isStatus(value);
}
