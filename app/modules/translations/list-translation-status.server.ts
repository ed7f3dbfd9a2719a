import { z } from "zod";
import {
  TRANSLATION_KINDS,
  TRANSLATION_LOCALES,
  translationState,
  type TranslationKind,
  type TranslationLocale,
  type TranslationState,
} from "~/domain/content-translation";
import type { Executor } from "~/lib/db.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { storedTranslations } from "./find-content-translations.server";
import { areaOfKind, translationAreas } from "./translation-messages";
import { listTranslatableParts, type TranslatablePart } from "./translation-parts.server";

export const TRANSLATIONS_PAGE_SIZE = 50;
const states = ["missing", "behind", "current"] as const;

const querySchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  area: z.enum(translationAreas).optional().catch(undefined),
  locale: z.enum(TRANSLATION_LOCALES).optional().catch(undefined),
  /** Default: what needs work (missing or behind). "all" lists current ones too. */
  state: z
    .enum([...states, "todo", "all"])
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

export type TranslationStatusRow = {
  key: string;
  kind: TranslationKind;
  partId: string;
  itemKind: "standard" | "appendix" | null;
  number: string | null;
  title: string;
  locale: TranslationLocale;
  state: TranslationState;
  /** The English's version now, and the one the translation is of (labels; null when they have none). */
  englishVersion: string | null;
  translatedVersion: string | null;
  /** When the translation was last saved (ISO). */
  translatedAt: string | null;
  publicPath: string | null;
};

const order: Record<TranslationState, number> = { behind: 0, missing: 1, current: 2 };

/**
 * Translations staff keep up (issue 36): every part of the standards, the
 * manual and the blog in French and in Spanish, with whether its translation
 * is missing, behind the English ("the French translation of Standard 8 is at
 * 1.0; the standard is at 1.1") or current. What needs work comes first.
 */
export async function listTranslationStatus(db: Executor, viewer: Viewer, params: URLSearchParams) {
  assertCan(viewer, "translations.view");
  const query = querySchema.parse(Object.fromEntries(params));
  const kinds = TRANSLATION_KINDS.filter((k) => !query.area || areaOfKind[k] === query.area);
  const locales = query.locale ? [query.locale] : [...TRANSLATION_LOCALES];
  const all: TranslationStatusRow[] = [];
  const counts: Record<TranslationLocale, Record<TranslationState, number>> = {
    "fr-CA": { missing: 0, behind: 0, current: 0 },
    "es-MX": { missing: 0, behind: 0, current: 0 },
  };
  for (const kind of kinds) {
    const parts = await listTranslatableParts(db, kind);
    for (const locale of locales) {
      const stored = await storedTranslations(db, kind, locale);
      for (const part of parts) {
        const row = rowOf(part, locale, stored.get(part.id));
        counts[locale][row.state] += 1;
        all.push(row);
      }
    }
  }
  const needle = query.q?.toLocaleLowerCase("en");
  const wanted = query.state ?? "todo";
  const rows = all
    .filter((r) =>
      wanted === "all" ? true : wanted === "todo" ? r.state !== "current" : r.state === wanted,
    )
    .filter(
      (r) =>
        !needle ||
        r.title.toLocaleLowerCase("en").includes(needle) ||
        (r.number ?? "").toLocaleLowerCase("en") === needle,
    )
    .sort((a, b) => order[a.state] - order[b.state]);
  const pageCount = Math.max(1, Math.ceil(rows.length / TRANSLATIONS_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page ?? 1), pageCount);
  return {
    rows: rows.slice((page - 1) * TRANSLATIONS_PAGE_SIZE, page * TRANSLATIONS_PAGE_SIZE),
    total: rows.length,
    page,
    pageCount,
    counts,
    filters: {
      q: query.q ?? "",
      area: query.area ?? "",
      locale: query.locale ?? "",
      state: wanted === "todo" ? "" : wanted,
    },
  };
}

function rowOf(
  part: TranslatablePart,
  locale: TranslationLocale,
  stored: { sourceVersion: string; updatedAt: Date } | undefined,
): TranslationStatusRow {
  const state = translationState(stored?.sourceVersion, part.version);
  return {
    key: `${part.kind}:${part.id}:${locale}`,
    kind: part.kind,
    partId: part.id,
    itemKind: part.itemKind ?? null,
    number: part.number,
    title: part.title,
    locale,
    state,
    englishVersion: part.versionLabel,
    translatedVersion: stored && part.versionLabel !== null ? stored.sourceVersion : null,
    translatedAt: stored?.updatedAt.toISOString() ?? null,
    publicPath: part.publicPath,
  };
}

export type TranslationStatusPage = Awaited<ReturnType<typeof listTranslationStatus>>;
