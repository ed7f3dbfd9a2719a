import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { contentTranslations } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import {
  TRANSLATION_FIELDS,
  TRANSLATION_LOCALES,
  type TranslationKind,
  type TranslationLocale,
} from "~/domain/content-translation";
import type { Database, Executor } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { publicContentChanged } from "~/modules/public-cache/index.server";
import { partIdColumn, partIdValues } from "./find-content-translations.server";
import { translationMessages as t } from "./translation-messages";
import { findTranslatablePart } from "./translation-parts.server";

export const translationSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, t.titleRequired.defaultMessage)
    .max(300, t.titleTooLong.defaultMessage),
  body: z.string().trim().max(100_000, t.bodyTooLong.defaultMessage).default(""),
  excerpt: z.string().trim().max(1_000, t.excerptTooLong.defaultMessage).default(""),
  imageAlt: z.string().trim().max(300).default(""),
  /** The version of the English the translator worked from (the form carries it). */
  baseVersion: z.string().trim().min(1).max(100),
});
export type TranslationInput = z.infer<typeof translationSchema>;

type TranslationValues = {
  kind: TranslationKind;
  partId: string;
  locale: TranslationLocale;
  title: string;
  body: string;
  excerpt: string | null;
  imageAlt: string | null;
  sourceVersion: string;
};

/** The row of a translation as written (the part named by its kind's column). */
function rowOf(values: TranslationValues, updatedBy: string | null) {
  return {
    ...partIdValues(values.kind, values.partId),
    locale: values.locale,
    title: values.title,
    body: values.body,
    excerpt: values.excerpt,
    imageAlt: values.imageAlt,
    sourceVersion: values.sourceVersion,
    updatedBy,
  };
}

/**
 * A translation that ships with the app (the built-in standards, manual and
 * demo posts): written only where the part has none in that language yet, so
 * a translation staff edited is never overwritten. Returns whether it wrote.
 */
export async function seedTranslation(db: Executor, values: TranslationValues): Promise<boolean> {
  // The only unique index besides the key is the one part, one language index.
  const written = await db
    .insert(contentTranslations)
    .values(rowOf(values, null))
    .onConflictDoNothing()
    .returning({ id: contentTranslations.id });
  return written.length > 0;
}

/**
 * Saves staff's translation of one part into one language (issue 36): it
 * records the version of the English it translates, so it shows as current
 * until the English changes. Audited in the same transaction; the public
 * pages are refreshed.
 */
export async function saveContentTranslation(
  db: Database,
  viewer: Viewer,
  target: { kind: TranslationKind; partId: string; locale: string },
  input: TranslationInput,
): Promise<void> {
  assertCan(viewer, "translations.edit");
  const locale = TRANSLATION_LOCALES.find((l) => l === target.locale);
  if (!locale) throw new AppError("not_found", t.notFound.defaultMessage);
  const fields = TRANSLATION_FIELDS[target.kind];
  await db.transaction(async (tx) => {
    const part = await findTranslatablePart(tx, target.kind, target.partId);
    if (!part) throw new AppError("not_found", t.notFound.defaultMessage);
    if (fields.body && target.kind !== "standard_category" && input.body === "") {
      throw new AppError("validation", t.bodyRequired.defaultMessage, {
        body: t.bodyRequired.defaultMessage,
      });
    }
    const [before] = await tx
      .select({ id: contentTranslations.id, sourceVersion: contentTranslations.sourceVersion })
      .from(contentTranslations)
      .where(
        and(
          eq(contentTranslations.kind, target.kind),
          eq(partIdColumn[target.kind], target.partId),
          eq(contentTranslations.locale, locale),
        ),
      )
      .for("update");
    const row = rowOf(
      {
        kind: target.kind,
        partId: target.partId,
        locale,
        title: input.title,
        body: fields.body ? input.body : "",
        excerpt: fields.excerpt ? input.excerpt || null : null,
        imageAlt: fields.imageAlt ? input.imageAlt || null : null,
        sourceVersion: input.baseVersion,
      },
      viewer.user.id,
    );
    if (before) {
      await tx
        .update(contentTranslations)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(contentTranslations.id, before.id));
    } else {
      await tx.insert(contentTranslations).values(row);
    }
    await writeAuditLog(tx, {
      entityType: "content_translation",
      entityId: target.partId,
      action: before ? "content_translation_updated" : "content_translation_created",
      actorId: viewer.user.id,
      details: {
        kind: target.kind,
        locale,
        from: before?.sourceVersion ?? null,
        to: input.baseVersion,
        current: input.baseVersion === part.version,
        activeRole: viewer.activeRole,
      },
    });
  });
  publicContentChanged(`translation of ${target.kind} ${target.partId} (${locale})`);
}
