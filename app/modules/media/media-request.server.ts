import { data } from "react-router";
import { isAppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { readFormData } from "~/lib/form-data.server";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { translateText } from "~/lib/i18n/translate-text";
import { logger } from "~/lib/logger.server";
import type { Viewer } from "~/modules/permissions";
import { listMediaImages } from "./list-media-images.server";
import {
  MEDIA_UPLOAD_MAX_BYTES,
  mediaLibraryQuerySchema,
  mediaMessages,
  type MediaUploadAnswer,
} from "./media-rules";
import { uploadMediaImage } from "./upload-media-image.server";
import { databaseUnavailableReason } from "~/lib/database-unavailable.server";

/**
 * POST /dashboard/media (the editor's Image dialog, by fetcher): `file` and
 * `alt`. The size is checked from the header before the body is read. Answers
 * the stored image, or the refusal at its fields (422; 413 for an oversized
 * body), never a half-stored image. Refusals are in the writer's language.
 */
export async function mediaUploadAnswer(db: Executor, viewer: Viewer, request: Request) {
  // Refusals in the writer's language (decision 086); the services keep their English.
  const locale = await requestLocale(request);
  const refuse = (english: Record<string, string>, status: number) => {
    const fieldErrors = Object.fromEntries(
      Object.entries(english).map(([name, text]) => [name, translateText(text, locale)]),
    );
    return data<MediaUploadAnswer>(
      { ok: false, message: Object.values(fieldErrors)[0]!, fieldErrors },
      { status },
    );
  };
  const length = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(length) && length > MEDIA_UPLOAD_MAX_BYTES + 64 * 1024) {
    return refuse({ file: mediaMessages.tooLarge }, 413);
  }
  const form = await readFormData(request);
  const entry = form.get("file");
  const file =
    entry && typeof entry !== "string" && entry.size > 0
      ? { name: entry.name, bytes: new Uint8Array(await entry.arrayBuffer()) }
      : null;
  const alt = form.get("alt");
  try {
    const image = await uploadMediaImage(db, viewer, {
      file,
      alt: typeof alt === "string" ? alt : undefined,
    });
    return data<MediaUploadAnswer>({ ok: true, image });
  } catch (error) {
    if (isAppError(error) && error.status < 500) {
      const fieldErrors = Object.keys(error.fieldErrors).length
        ? error.fieldErrors
        : { file: error.message };
      return refuse(fieldErrors, error.status === 400 ? 422 : error.status);
    }
    // The database out of reach: 503 with Retry-After (app/lib/database-unavailable.server.ts).
    if (databaseUnavailableReason(error)) throw error;
    if (!isAppError(error)) logger.error({ err: error }, "media upload failed");
    return refuse({ file: mediaMessages.saveFailed }, 500);
  }
}

/** GET /dashboard/media?page=n: one page of the media library (the editor's picker reads it). */
export async function mediaLibraryAnswer(db: Executor, viewer: Viewer, url: URL) {
  const query = mediaLibraryQuerySchema.parse(Object.fromEntries(url.searchParams));
  return listMediaImages(db, viewer, { page: query.page });
}
