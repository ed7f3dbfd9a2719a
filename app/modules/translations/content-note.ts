import type { Locale } from "~/domain/locale";

/**
 * What a reader in French or Spanish is told about a text (issue 36): null
 * when it is in the page's language and current; `missing` when it is shown
 * in English; `behind` when its translation is of an earlier version (`from`
 * and `to` name the versions when the text has version numbers).
 */
export type ContentNote =
  { state: "missing" } | { state: "behind"; from: string | null; to: string | null };

/** The note for a text on a page in `locale`, given its translation (if any). */
export function contentNote(
  locale: Locale,
  text: { state: "current" | "behind"; sourceVersion: string } | undefined,
  versions?: { from: string; to: string },
): ContentNote | null {
  if (locale === "en") return null;
  if (!text) return { state: "missing" };
  if (text.state === "current") return null;
  return { state: "behind", from: versions?.from ?? null, to: versions?.to ?? null };
}

/** The `lang` of a text shown in English on another language's page. */
export const englishIf = (note: ContentNote | null) =>
  note?.state === "missing" ? "en" : undefined;
