import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "../auth-schema";
import { createdAt } from "./columns";

/**
 * Operations manual chapters. `key` names chapters that come with the app
 * (seeded on every start when missing); chapters added in the dashboard have
 * none. Removed chapters keep their row (`removed_at`) so the seed never
 * brings them back.
 */
export const manualChapters = pgTable("manual_chapters", {
  id: uuid("id").primaryKey().defaultRandom(),
  key: text("key").unique(),
  title: text("title").notNull(),
  /** The anchor on /operations-manual; fixed at creation so links keep working. */
  slug: text("slug").notNull().unique(),
  position: integer("position").notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  removedAt: timestamp("removed_at", { withTimezone: true }),
});

/** Operations manual sections (Markdown); every save is a row in manual_section_revisions. */
export const manualSections = pgTable(
  "manual_sections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").unique(),
    chapterId: uuid("chapter_id")
      .notNull()
      .references(() => manualChapters.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    body: text("body").notNull(),
    position: integer("position").notNull(),
    /** The number of the revision the section shows now. */
    revision: integer("revision").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    removedBy: text("removed_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("manual_sections_chapter_idx").on(t.chapterId, t.position),
    index("manual_sections_updated_by_idx").on(t.updatedBy),
    index("manual_sections_removed_by_idx").on(t.removedBy),
  ],
);

export const manualSectionRevisions = pgTable(
  "manual_section_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sectionId: uuid("section_id")
      .notNull()
      .references(() => manualSections.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    summary: text("summary").notNull(),
    /** Null for the text that ships with the app. */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    /** Set when this revision brought back an earlier one. */
    restoredFrom: integer("restored_from"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("manual_section_revisions_uq").on(t.sectionId, t.revision),
    index("manual_section_revisions_author_idx").on(t.authorId),
  ],
);

// --- Security (issue 7): one-time TOTP codes ------------------------------
