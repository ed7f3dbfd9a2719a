import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  TRANSLATION_KINDS,
  TRANSLATION_LOCALES,
  type TranslationKind,
} from "../../domain/content-translation";
import { valuesCheck } from "../../domain/state-machine";
import { user } from "../auth-schema";
import { blogPosts } from "./blog";
import { createdAt, checkOf } from "./columns";
import { manualChapters, manualSections } from "./operations-manual";
import { standardCategories, standardItems, subStandards } from "./standards";

/** The column that names each kind's part (exactly one is set, the one of its kind). */
const partColumn: Record<TranslationKind, string> = {
  standard_item: "standard_item_id",
  sub_standard: "sub_standard_id",
  standard_category: "standard_category_id",
  manual_chapter: "manual_chapter_id",
  manual_section: "manual_section_id",
  blog_post: "blog_post_id",
};

/**
 * Translations of the programme's content (issue 36, decision 086): one row
 * per part (a standard, a sub-standard, a category, a manual chapter or
 * section, a blog post) and language. The part is named by the one foreign
 * key of its kind, so a translation goes with its part when the part is
 * deleted. `source_version` says which version of the English it translates
 * (app/domain/content-translation.ts `englishVersion`).
 */
export const contentTranslations = pgTable(
  "content_translations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<TranslationKind>().notNull(),
    standardItemId: uuid("standard_item_id").references(() => standardItems.id, {
      onDelete: "cascade",
    }),
    subStandardId: uuid("sub_standard_id").references(() => subStandards.id, {
      onDelete: "cascade",
    }),
    standardCategoryId: uuid("standard_category_id").references(() => standardCategories.id, {
      onDelete: "cascade",
    }),
    manualChapterId: uuid("manual_chapter_id").references(() => manualChapters.id, {
      onDelete: "cascade",
    }),
    manualSectionId: uuid("manual_section_id").references(() => manualSections.id, {
      onDelete: "cascade",
    }),
    blogPostId: uuid("blog_post_id").references(() => blogPosts.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    /** Markdown (a category's description); empty for a chapter. */
    body: text("body").notNull().default(""),
    /** A blog post's excerpt. */
    excerpt: text("excerpt"),
    /** A blog post's cover image description. */
    imageAlt: text("image_alt"),
    sourceVersion: text("source_version").notNull(),
    /** Null for the translations that ship with the app. */
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("content_translations_part_uq").on(
      t.kind,
      sql`coalesce(${t.standardItemId}, ${t.subStandardId}, ${t.standardCategoryId}, ${t.manualChapterId}, ${t.manualSectionId}, ${t.blogPostId})`,
      t.locale,
    ),
    index("content_translations_standard_item_idx").on(t.standardItemId),
    index("content_translations_sub_standard_idx").on(t.subStandardId),
    index("content_translations_category_idx").on(t.standardCategoryId),
    index("content_translations_manual_chapter_idx").on(t.manualChapterId),
    index("content_translations_manual_section_idx").on(t.manualSectionId),
    index("content_translations_blog_post_idx").on(t.blogPostId),
    index("content_translations_updated_by_idx").on(t.updatedBy),
    checkOf("content_translations_kind_check", valuesCheck("kind", TRANSLATION_KINDS)),
    checkOf("content_translations_locale_check", valuesCheck("locale", TRANSLATION_LOCALES)),
    checkOf(
      "content_translations_part_check",
      TRANSLATION_KINDS.map(
        (kind) => `((kind = '${kind}') = (${partColumn[kind]} is not null))`,
      ).join(" and "),
    ),
    checkOf("content_translations_title_check", "length(trim(title)) > 0"),
  ],
);
