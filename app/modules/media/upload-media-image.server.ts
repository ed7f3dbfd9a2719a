import crypto from "node:crypto";
import { mediaImages } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { getStorage } from "~/modules/storage/index.server";
import {
  MEDIA_BUCKET,
  mediaMessages,
  mediaObjectPath,
  mediaUploadSchema,
  mediaUrl,
  type MediaImageView,
} from "./media-rules";
import { processMediaImage } from "./process-media-image.server";

/**
 * Uploads an image for Markdown (a blog post or a manual section; decision
 * 060): the description is required, the image is processed (WebP, at most
 * 1600 px wide), written to the `media` bucket through the storage driver and
 * recorded for the media library. Nothing is stored on refusal; a file whose
 * row cannot be written is removed again.
 */
export async function uploadMediaImage(
  db: Executor,
  viewer: Viewer,
  input: { file: { name: string; bytes: Uint8Array } | null; alt: string | undefined },
  options: { now?: Date } = {},
): Promise<MediaImageView> {
  assertCan(viewer, "media.manage");
  const fieldErrors: Record<string, string> = {};
  const alt = mediaUploadSchema.safeParse({ alt: input.alt ?? "" });
  if (!alt.success) fieldErrors.alt = alt.error.issues[0]?.message ?? mediaMessages.altRequired;
  if (!input.file) fieldErrors.file = mediaMessages.fileRequired;
  if (!alt.success || !input.file) {
    throw new AppError("validation", Object.values(fieldErrors)[0]!, fieldErrors);
  }
  const image = await processMediaImage(input.file.bytes);
  const now = options.now ?? new Date();
  const id = crypto.randomUUID();
  const path = mediaObjectPath(id, now.getTime(), crypto.randomBytes(8).toString("hex"), image);
  try {
    await getStorage().put(MEDIA_BUCKET, path, image.bytes);
  } catch (error) {
    logger.error({ err: error, path }, "media image write failed");
    throw new AppError("failed", mediaMessages.saveFailed);
  }
  try {
    await db.insert(mediaImages).values({
      id,
      path,
      mime: "image/webp",
      width: image.width,
      height: image.height,
      bytes: image.bytes.byteLength,
      alt: alt.data.alt,
      originalName: input.file.name.slice(0, 200),
      uploadedBy: viewer.user.id,
      createdAt: now,
    });
  } catch (error) {
    await getStorage()
      .remove(MEDIA_BUCKET, path)
      .catch(() => undefined);
    logger.error({ err: error, path }, "media image row failed");
    throw new AppError("failed", mediaMessages.saveFailed);
  }
  return {
    id,
    url: mediaUrl(path),
    width: image.width,
    height: image.height,
    alt: alt.data.alt,
    createdAt: now.toISOString(),
  };
}
