/**
 * The operations manual as it ships (manual-content.ts) in another language
 * (issue 36, decision 086): keyed by the English seed's chapter and section
 * keys. Seeded into content_translations as the translation of revision 1.
 */
export type ManualTranslation = Record<
  string,
  { title: string; sections: Record<string, { title: string; body: string }> }
>;
