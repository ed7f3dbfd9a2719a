import { AppError } from "~/domain/app-error";
import {
  isTranslationLocale,
  TRANSLATION_FIELDS,
  translationState,
  type TranslationKind,
  type TranslationState,
} from "~/domain/content-translation";
import type { Executor } from "~/lib/db.server";
import { renderMarkdown } from "~/modules/content/index.server";
import { assertCan, can, type Viewer } from "~/modules/permissions";
import { storedTranslations } from "./find-content-translations.server";
import { translationMessages as t } from "./translation-messages";
import { findTranslatablePart } from "./translation-parts.server";

/**
 * The translation editor (issue 36): one part's English, shown beside the
 * form, and its translation into one language as saved, with how it stands.
 * An unknown part, or a language that is not translated into, is not found.
 */
export async function getTranslationEditor(
  db: Executor,
  viewer: Viewer,
  kind: TranslationKind | null,
  partId: string,
  locale: string,
) {
  assertCan(viewer, "translations.view");
  if (!kind || !isTranslationLocale(locale)) {
    throw new AppError("not_found", t.notFound.defaultMessage);
  }
  const part = await findTranslatablePart(db, kind, partId);
  if (!part) throw new AppError("not_found", t.notFound.defaultMessage);
  const stored = (await storedTranslations(db, kind, locale, [part.id])).get(part.id) ?? null;
  const state: TranslationState = translationState(stored?.sourceVersion, part.version);
  return {
    kind,
    locale,
    fields: TRANSLATION_FIELDS[kind],
    part: {
      id: part.id,
      number: part.number,
      itemKind: part.itemKind ?? null,
      title: part.title,
      body: part.body,
      bodyHtml: part.body ? renderMarkdown(part.body, { topHeadingLevel: 3 }).html : "",
      excerpt: part.excerpt,
      imageAlt: part.imageAlt,
      version: part.version,
      versionLabel: part.versionLabel,
      publicPath: part.publicPath,
    },
    translation: stored
      ? {
          title: stored.title,
          body: stored.body,
          excerpt: stored.excerpt ?? "",
          imageAlt: stored.imageAlt ?? "",
          sourceVersion: part.versionLabel === null ? null : stored.sourceVersion,
          updatedAt: stored.updatedAt.toISOString(),
        }
      : null,
    state,
    canEdit: can(viewer, "translations.edit"),
  };
}

export type TranslationEditorPage = Awaited<ReturnType<typeof getTranslationEditor>>;
