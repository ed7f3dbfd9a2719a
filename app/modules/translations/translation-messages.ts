import type { TranslationKind, TranslationLocale } from "~/domain/content-translation";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";

/** Errors and results of the translation services (translated at the edge). */
export const translationMessages = defineMessages({
  notFound: {
    id: "translations.error.notFound",
    defaultMessage: "This part of the content does not exist or was removed.",
  },
  titleRequired: { id: "translations.error.titleRequired", defaultMessage: "Enter the title." },
  titleTooLong: {
    id: "translations.error.titleTooLong",
    defaultMessage: "The title must be at most 300 characters.",
  },
  bodyRequired: { id: "translations.error.bodyRequired", defaultMessage: "Enter the text." },
  bodyTooLong: {
    id: "translations.error.bodyTooLong",
    defaultMessage: "The text must be at most 100,000 characters.",
  },
  excerptTooLong: {
    id: "translations.error.excerptTooLong",
    defaultMessage: "The excerpt must be at most 1,000 characters.",
  },
  saved: { id: "translations.saved", defaultMessage: "Translation saved." },
  failed: { id: "translations.failed", defaultMessage: "The translation could not be saved." },
  loadFailed: {
    id: "translations.loadFailed",
    defaultMessage: "The translations could not be loaded.",
  },
});

/** Each language's name in English's sentence ("the French translation"), as staff read it. */
export const translationLocaleMessages: Record<TranslationLocale, EnglishMessage> = defineMessages({
  "fr-CA": { id: "translations.locale.fr", defaultMessage: "French" },
  "es-MX": { id: "translations.locale.es", defaultMessage: "Spanish" },
});

/** A part as staff name it ("Standard 8", "Sub-standard 8.2 …"). */
export const translationPartMessages: Record<TranslationKind | "appendix", EnglishMessage> =
  defineMessages({
    standard_item: { id: "translations.part.standard", defaultMessage: "Standard {number}" },
    appendix: { id: "translations.part.appendix", defaultMessage: "Appendix {number}" },
    sub_standard: { id: "translations.part.subStandard", defaultMessage: "Sub-standard {number}" },
    standard_category: {
      id: "translations.part.category",
      defaultMessage: "Category “{title}”",
    },
    manual_chapter: { id: "translations.part.chapter", defaultMessage: "Manual chapter {number}" },
    manual_section: { id: "translations.part.section", defaultMessage: "Manual section {number}" },
    blog_post: { id: "translations.part.post", defaultMessage: "Blog post “{title}”" },
  });

/** Which content a kind belongs to (the list's filter). */
export const translationAreas = ["standards", "manual", "blog"] as const;
export type TranslationArea = (typeof translationAreas)[number];
export const areaOfKind: Record<TranslationKind, TranslationArea> = {
  standard_item: "standards",
  sub_standard: "standards",
  standard_category: "standards",
  manual_chapter: "manual",
  manual_section: "manual",
  blog_post: "blog",
};
export const translationAreaMessages: Record<TranslationArea, EnglishMessage> = defineMessages({
  standards: { id: "translations.area.standards", defaultMessage: "Standards" },
  manual: { id: "translations.area.manual", defaultMessage: "Operations manual" },
  blog: { id: "translations.area.blog", defaultMessage: "Blog" },
});

/** What readers of a translated page are told (public pages, in their language). */
export const readerNoteMessages = defineMessages({
  notTranslated: {
    id: "translations.reader.notTranslated",
    defaultMessage: "This text has not been translated yet; it is shown in English, the original.",
  },
  behind: {
    id: "translations.reader.behind",
    defaultMessage:
      "This translation is of an earlier version; the English text, the original, has changed since.",
  },
  behindVersion: {
    id: "translations.reader.behindVersion",
    defaultMessage:
      "This translation is of version {from}; the English text, the original, is at version {to}.",
  },
  readEnglish: { id: "translations.reader.readEnglish", defaultMessage: "Read the English text" },
  inEnglish: { id: "translations.reader.inEnglish", defaultMessage: "In English" },
});

/** The policy's refusals for translations, as catalog messages (translated at the edge). */
export const translationDeniedMessages = defineMessages({
  view: {
    id: "translations.error.viewDenied",
    defaultMessage: "You do not have permission to view content translations",
  },
  edit: {
    id: "translations.error.editDenied",
    defaultMessage: "You do not have permission to translate the programme's content",
  },
});
