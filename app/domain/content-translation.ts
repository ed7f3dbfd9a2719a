/**
 * Translations of the programme's content (issue 36, decision 086): the
 * standards, the operations manual and the blog are written in English and may
 * carry a French and a Spanish translation of each part. A translation records
 * which version of the English it translates (`sourceVersion`), so readers and
 * staff can tell when it lags behind.
 */
import type { Locale } from "./locale";

/** The parts of the content that carry translations, as stored (`content_translations.kind`). */
export const TRANSLATION_KINDS = [
  "standard_item",
  "sub_standard",
  "standard_category",
  "manual_chapter",
  "manual_section",
  "blog_post",
] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

/** The languages content is translated into (English is the original). */
export const TRANSLATION_LOCALES = ["fr-CA", "es-MX"] as const satisfies readonly Locale[];
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

export function isTranslationLocale(value: string): value is TranslationLocale {
  return (TRANSLATION_LOCALES as readonly string[]).includes(value);
}

/** Each kind's segment in dashboard addresses (/dashboard/translations/{segment}/{id}/{locale}). */
export const TRANSLATION_KIND_SEGMENT: Readonly<Record<TranslationKind, string>> = {
  standard_item: "standard",
  sub_standard: "sub-standard",
  standard_category: "category",
  manual_chapter: "manual-chapter",
  manual_section: "manual-section",
  blog_post: "blog-post",
};

export function kindOfSegment(segment: string): TranslationKind | null {
  const found = TRANSLATION_KINDS.find((kind) => TRANSLATION_KIND_SEGMENT[kind] === segment);
  return found ?? null;
}

/** Which fields a kind's translation has (a chapter has only a title; a category a name and a description). */
export const TRANSLATION_FIELDS: Readonly<
  Record<TranslationKind, { body: boolean; excerpt: boolean; imageAlt: boolean }>
> = {
  standard_item: { body: true, excerpt: false, imageAlt: false },
  sub_standard: { body: true, excerpt: false, imageAlt: false },
  standard_category: { body: true, excerpt: false, imageAlt: false },
  manual_chapter: { body: false, excerpt: false, imageAlt: false },
  manual_section: { body: true, excerpt: false, imageAlt: false },
  blog_post: { body: true, excerpt: true, imageAlt: true },
};

/**
 * How a part's translation stands against the English:
 * - `missing`: none; readers get the English with a note;
 * - `behind`: it translates an earlier version of the English;
 * - `current`: it translates the English as it is now.
 */
export type TranslationState = "missing" | "behind" | "current";

export function translationState(
  translatedVersion: string | null | undefined,
  currentVersion: string,
): TranslationState {
  if (translatedVersion === null || translatedVersion === undefined) return "missing";
  return translatedVersion === currentVersion ? "current" : "behind";
}

/**
 * The version of the English a translation records (`source_version`), one
 * rule per kind, used wherever a translation is written or compared: a
 * standard's or sub-standard's version ("1.1"), a manual section's revision
 * ("3"), a post's last content change (ISO time), and for a chapter or a
 * category, which have no version, a fingerprint of the English text.
 */
export const englishVersion = {
  standard: (version: string | number) => Number(version).toFixed(1),
  section: (revision: number) => String(revision),
  post: (updatedAt: Date) => updatedAt.toISOString(),
  chapter: (title: string) => textFingerprint(title),
  category: (name: string, description: string | null) =>
    textFingerprint(`${name}\n${description ?? ""}`),
};

/** A short, stable fingerprint of a text (FNV-1a, 32 bits, hex): enough to notice that it changed. */
export function textFingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `t${hash.toString(16).padStart(8, "0")}`;
}
