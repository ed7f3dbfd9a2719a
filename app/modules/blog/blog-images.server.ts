import crypto from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "~/domain/app-error";
import { logger } from "~/lib/logger.server";
import { getStorage } from "~/modules/storage/index.server";
import { buildObjectPath } from "~/modules/storage";
import {
  BLOG_IMAGES_BUCKET,
  blogMessages,
  IMAGE_MAX_BYTES,
  imageKinds,
  type ImageKind,
} from "./blog-rules";

/** A file from the editor form (cover or social image). */
export type BlogImageUpload = { name: string; bytes: Uint8Array };
export type CheckedBlogImage = { bytes: Uint8Array; mime: string; extension: string };
export type StoredBlogImage = { path: string; mime: string };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/**
 * Checks an image by its CONTENT (magic bytes): PNG, JPEG or WebP, at most
 * 5 MB, with a file name extension that agrees. SVG is never accepted (it can
 * carry scripts). Returns the message for the field on refusal.
 */
export async function checkBlogImage(
  upload: BlogImageUpload,
): Promise<{ ok: true; image: CheckedBlogImage } | { ok: false; message: string }> {
  if (upload.bytes.byteLength > IMAGE_MAX_BYTES)
    return { ok: false, message: blogMessages.imageTooLarge };
  const detected = upload.bytes.byteLength > 0 ? await fileTypeFromBuffer(upload.bytes) : undefined;
  if (!detected || !Object.hasOwn(imageKinds, detected.ext)) {
    return { ok: false, message: blogMessages.imageType };
  }
  const kind = imageKinds[detected.ext as ImageKind];
  const extension = extensionOf(upload.name);
  if (!(kind.extensions as readonly string[]).includes(extension)) {
    return { ok: false, message: blogMessages.imageType };
  }
  return { ok: true, image: { bytes: upload.bytes, mime: kind.mime, extension } };
}

/** Writes a checked image of post `postId` to the document storage (bucket `blog`). */
export async function writeBlogImage(
  postId: string,
  image: CheckedBlogImage,
  now = Date.now(),
): Promise<StoredBlogImage> {
  const path = buildObjectPath(postId, image.extension, now, crypto.randomBytes(8).toString("hex"));
  try {
    await getStorage().put(BLOG_IMAGES_BUCKET, path, image.bytes);
  } catch (error) {
    logger.error({ err: error, path }, "blog image write failed");
    throw new AppError("failed", blogMessages.saveFailed);
  }
  return { path, mime: image.mime };
}

/** Removes images no row points at any more; a failure is logged (with the path), never thrown. */
export async function removeBlogImages(paths: readonly (string | null | undefined)[]) {
  for (const path of paths) {
    if (!path) continue;
    try {
      await getStorage().remove(BLOG_IMAGES_BUCKET, path);
    } catch (error) {
      logger.error(
        { err: error, bucket: BLOG_IMAGES_BUCKET, path },
        "could not remove a blog image; remove it by hand",
      );
    }
  }
}
