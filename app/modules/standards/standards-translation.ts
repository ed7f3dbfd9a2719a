import type { SeedCategoryName } from "./standards-content";

/**
 * The built-in standards (standards-content.ts) in another language
 * (issue 36, decision 086): keyed by the English seed's names and numbers.
 * Seeded into content_translations as the translation of version 1.0.
 */
export type StandardsTranslation = {
  releaseNotes: string;
  categories: Record<SeedCategoryName, { name: string; description: string }>;
  /** Keyed by the standard's number ("1" … "15"). */
  standards: Record<
    string,
    {
      title: string;
      content: string;
      /** Keyed by the sub-standard's number ("1.1" …). */
      subStandards: Record<string, { title: string; content: string }>;
    }
  >;
  /** Keyed by the appendix's letter ("A" … "E"). */
  appendices: Record<string, { title: string; content: string }>;
};
