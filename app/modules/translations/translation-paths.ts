import { TRANSLATION_KIND_SEGMENT, type TranslationKind } from "~/domain/content-translation";

export const TRANSLATIONS_PATH = "/dashboard/translations";

/** The editor of one part's translation into one language. */
export function translationEditPath(kind: TranslationKind, partId: string, locale: string) {
  return `${TRANSLATIONS_PATH}/${TRANSLATION_KIND_SEGMENT[kind]}/${partId}/${locale}`;
}
