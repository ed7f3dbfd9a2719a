import { asc, inArray, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  blogPosts,
  manualChapters,
  manualSections,
  standardCategories,
  standardItems,
  subStandards,
} from "~/db/schema";
import { englishVersion, type TranslationKind } from "~/domain/content-translation";
import type { Executor } from "~/lib/db.server";

/**
 * One part of the programme's content as written in English, as the
 * translations need it: what it is (for labels), its text, and its version
 * now (`englishVersion`).
 */
export type TranslatablePart = {
  kind: TranslationKind;
  id: string;
  /** "8" (standard), "B" (appendix), "8.2", "3" (chapter), "3.2" (section); null for categories and posts. */
  number: string | null;
  /** For a standard item: standard or appendix. */
  itemKind?: "standard" | "appendix";
  title: string;
  body: string;
  excerpt: string | null;
  imageAlt: string | null;
  /** The version a current translation records (`source_version`). */
  version: string;
  /** The version as staff read it: "1.1", a revision number, an ISO time; null when it has none. */
  versionLabel: string | null;
  /** Where the public reads it (null: not public, e.g. a draft post). */
  publicPath: string | null;
};

const standardVersion = englishVersion.standard;
const idFilter = (column: AnyPgColumn, ids?: readonly string[]) =>
  ids ? inArray(column, [...ids]) : undefined;

async function standardItemParts(db: Executor, ids?: readonly string[]) {
  const rows = await db
    .select()
    .from(standardItems)
    .where(idFilter(standardItems.id, ids))
    .orderBy(
      sql`case when ${standardItems.kind} = 'standard' then 0 else 1 end`,
      sql`length(${standardItems.number})`,
      asc(standardItems.number),
    );
  return rows.map((r): TranslatablePart => ({
    kind: "standard_item",
    id: r.id,
    number: r.number,
    itemKind: r.kind === "appendix" ? "appendix" : "standard",
    title: r.title,
    body: r.content,
    excerpt: null,
    imageAlt: null,
    version: standardVersion(r.version),
    versionLabel: standardVersion(r.version),
    publicPath: `/standards#${r.kind === "appendix" ? "appendix" : "standard"}-${r.number.toLowerCase()}`,
  }));
}

async function subStandardParts(db: Executor, ids?: readonly string[]) {
  const rows = await db
    .select()
    .from(subStandards)
    .where(idFilter(subStandards.id, ids))
    .orderBy(
      sql`length(split_part(${subStandards.subNumber}, '.', 1))`,
      sql`split_part(${subStandards.subNumber}, '.', 1)`,
      sql`length(${subStandards.subNumber})`,
      asc(subStandards.subNumber),
    );
  return rows.map((r): TranslatablePart => ({
    kind: "sub_standard",
    id: r.id,
    number: r.subNumber,
    title: r.title,
    body: r.content,
    excerpt: null,
    imageAlt: null,
    version: standardVersion(r.version),
    versionLabel: standardVersion(r.version),
    publicPath: `/standards#standard-${r.subNumber.replace(".", "-")}`,
  }));
}

async function categoryParts(db: Executor, ids?: readonly string[]) {
  const rows = await db
    .select()
    .from(standardCategories)
    .where(idFilter(standardCategories.id, ids))
    .orderBy(asc(standardCategories.createdAt), asc(standardCategories.name));
  return rows.map((r): TranslatablePart => ({
    kind: "standard_category",
    id: r.id,
    number: null,
    title: r.name,
    body: r.description ?? "",
    excerpt: null,
    imageAlt: null,
    version: englishVersion.category(r.name, r.description),
    versionLabel: null,
    publicPath: "/standards",
  }));
}

async function manualParts(
  db: Executor,
  kind: "manual_chapter" | "manual_section",
  ids?: readonly string[],
) {
  const chapters = await db
    .select()
    .from(manualChapters)
    .where(isNull(manualChapters.removedAt))
    .orderBy(asc(manualChapters.position), asc(manualChapters.createdAt));
  if (kind === "manual_chapter") {
    return chapters
      .map((c, i): TranslatablePart => ({
        kind,
        id: c.id,
        number: String(i + 1),
        title: c.title,
        body: "",
        excerpt: null,
        imageAlt: null,
        version: englishVersion.chapter(c.title),
        versionLabel: null,
        publicPath: `/operations-manual#${c.slug}`,
      }))
      .filter((p) => !ids || ids.includes(p.id));
  }
  const sections = await db
    .select()
    .from(manualSections)
    .where(isNull(manualSections.removedAt))
    .orderBy(asc(manualSections.position), asc(manualSections.createdAt));
  return chapters.flatMap((c, i) =>
    sections
      .filter((s) => s.chapterId === c.id)
      .map((s, j): TranslatablePart => ({
        kind,
        id: s.id,
        number: `${i + 1}.${j + 1}`,
        title: s.title,
        body: s.body,
        excerpt: null,
        imageAlt: null,
        version: englishVersion.section(s.revision),
        versionLabel: String(s.revision),
        publicPath: `/operations-manual/${s.slug}`,
      }))
      .filter((p) => !ids || ids.includes(p.id)),
  );
}

async function blogParts(db: Executor, ids?: readonly string[]) {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(idFilter(blogPosts.id, ids))
    .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, asc(blogPosts.title));
  return rows.map((r): TranslatablePart => ({
    kind: "blog_post",
    id: r.id,
    number: null,
    title: r.title,
    body: r.body,
    excerpt: r.excerpt,
    imageAlt: r.coverImageAlt,
    version: englishVersion.post(r.updatedAt),
    versionLabel: r.updatedAt.toISOString(),
    publicPath: r.status === "published" ? `/blog/${r.slug}` : null,
  }));
}

/** The English parts of one kind, in reading order (only `ids` when given). */
export async function listTranslatableParts(
  db: Executor,
  kind: TranslationKind,
  ids?: readonly string[],
): Promise<TranslatablePart[]> {
  if (ids && ids.length === 0) return [];
  switch (kind) {
    case "standard_item":
      return standardItemParts(db, ids);
    case "sub_standard":
      return subStandardParts(db, ids);
    case "standard_category":
      return categoryParts(db, ids);
    case "manual_chapter":
    case "manual_section":
      return manualParts(db, kind, ids);
    case "blog_post":
      return blogParts(db, ids);
  }
}

/** One part, or null when there is none (or it was removed). */
export async function findTranslatablePart(
  db: Executor,
  kind: TranslationKind,
  id: string,
): Promise<TranslatablePart | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [part] = await listTranslatableParts(db, kind, [id]);
  return part ?? null;
}
