import { and, eq, inArray } from "drizzle-orm";
import { contentTranslations } from "~/db/schema";
import {
  isTranslationLocale,
  translationState,
  type TranslationKind,
  type TranslationLocale,
} from "~/domain/content-translation";
import type { Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";

export type StoredTranslation = typeof contentTranslations.$inferSelect;

/** The column naming each kind's part. */
export const partIdColumn = {
  standard_item: contentTranslations.standardItemId,
  sub_standard: contentTranslations.subStandardId,
  standard_category: contentTranslations.standardCategoryId,
  manual_chapter: contentTranslations.manualChapterId,
  manual_section: contentTranslations.manualSectionId,
  blog_post: contentTranslations.blogPostId,
} as const satisfies Record<TranslationKind, unknown>;

const partIdKey = {
  standard_item: "standardItemId",
  sub_standard: "subStandardId",
  standard_category: "standardCategoryId",
  manual_chapter: "manualChapterId",
  manual_section: "manualSectionId",
  blog_post: "blogPostId",
} as const satisfies Record<TranslationKind, keyof StoredTranslation>;

/** The part a stored translation belongs to. */
export function partIdOf(row: StoredTranslation): string {
  return row[partIdKey[row.kind]] ?? "";
}

/** The values that name a kind's part in an insert. */
export function partIdValues(kind: TranslationKind, partId: string) {
  return { kind, [partIdKey[kind]]: partId } as Pick<StoredTranslation, "kind"> &
    Partial<StoredTranslation>;
}

/** Every stored translation of a kind in one language (only of `partIds` when given), by part. */
export async function storedTranslations(
  db: Executor,
  kind: TranslationKind,
  locale: TranslationLocale,
  partIds?: readonly string[],
): Promise<Map<string, StoredTranslation>> {
  if (partIds && partIds.length === 0) return new Map();
  const column = partIdColumn[kind];
  const rows = await db
    .select()
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.kind, kind),
        eq(contentTranslations.locale, locale),
        partIds ? inArray(column, [...partIds]) : undefined,
      ),
    );
  return new Map(rows.map((row) => [partIdOf(row), row]));
}

/** A part as a reader in another language gets it (see `readerTranslations`). */
export type ReaderTranslation = {
  title: string;
  body: string;
  excerpt: string | null;
  imageAlt: string | null;
  /** `behind`: it translates an earlier version; the page says so and links to the English. */
  state: "current" | "behind";
  /** The version of the English it translates (`source_version`). */
  sourceVersion: string;
};

/**
 * The translations a reader gets for some parts (the public standards, the
 * manual, the blog): in English, none; otherwise each part's translation in
 * the reader's language with whether it is current. A part without one is
 * absent from the map, and the page shows the English with a note.
 */
export async function readerTranslations(
  db: Executor,
  kind: TranslationKind,
  locale: Locale,
  parts: readonly { id: string; version: string }[],
): Promise<Map<string, ReaderTranslation>> {
  const result = new Map<string, ReaderTranslation>();
  if (!isTranslationLocale(locale) || parts.length === 0) return result;
  const stored = await storedTranslations(
    db,
    kind,
    locale,
    parts.map((p) => p.id),
  );
  for (const part of parts) {
    const row = stored.get(part.id);
    if (!row) continue;
    const state = translationState(row.sourceVersion, part.version);
    result.set(part.id, {
      title: row.title,
      body: row.body,
      excerpt: row.excerpt,
      imageAlt: row.imageAlt,
      state: state === "current" ? "current" : "behind",
      sourceVersion: row.sourceVersion,
    });
  }
  return result;
}
