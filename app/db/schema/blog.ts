import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { blogPostMachine } from "../../domain/blog-post-status";
import { user } from "../auth-schema";
import { createdAt } from "./columns";

/**
 * Blog posts. `published_at` is the publication time: for a scheduled post
 * the time the scheduler publishes it, for a published post when it went
 * out. `updated_at` changes only when the content changes. Images live in
 * the `blog` bucket of the document storage at `{post id}/{timestamp}-{random}.{ext}`.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** The current slug (also in blog_post_slugs, which holds every slug a post ever had). */
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull().default(""),
    /** Markdown. */
    body: text("body").notNull().default(""),
    coverImagePath: text("cover_image_path"),
    coverImageType: text("cover_image_type"),
    coverImageAlt: text("cover_image_alt"),
    metaDescription: text("meta_description"),
    ogTitle: text("og_title"),
    ogDescription: text("og_description"),
    ogImagePath: text("og_image_path"),
    ogImageType: text("og_image_type"),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    status: text("status").notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("blog_posts_status_published_idx").on(t.status, t.publishedAt),
    index("blog_posts_author_idx").on(t.authorId),
    check("blog_posts_status_check", sql.raw(blogPostMachine.checkConstraint("status"))),
    // Scheduled and published posts always have their time.
    check(
      "blog_posts_published_at_check",
      sql`${t.status} = 'draft' or ${t.publishedAt} is not null`,
    ),
  ],
);

/**
 * Every slug a post has had, current and old: the primary key keeps a slug
 * from ever meaning two posts, and old slugs redirect (301) to the current one.
 */
export const blogPostSlugs = pgTable(
  "blog_post_slugs",
  {
    slug: text("slug").primaryKey(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("blog_post_slugs_post_idx").on(t.postId)],
);

export const blogTags = pgTable("blog_tags", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
});

export const blogPostTags = pgTable(
  "blog_post_tags",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => blogTags.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tagId] }),
    index("blog_post_tags_tag_idx").on(t.tagId),
  ],
);
