/**
 * Images in Markdown (decision 060): uploaded through the editor, resized and
 * converted to WebP on the server, stored in the `media` bucket, reused from
 * the media library. Pure: shared by the services, the renderer and the UI.
 */
import { z } from "zod";
import { defineMessages } from "~/lib/i18n/messages";

export const MEDIA_BUCKET = "media";
export const MEDIA_ROUTE_PREFIX = "/media/";
/** Wider images are scaled down to this width (a reading column is ~750 px; 2× for sharp screens). */
export const MEDIA_MAX_WIDTH = 1600;
/** An upload: at most 10 MB before processing. */
export const MEDIA_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Decompression bombs: images with more pixels are refused before decoding. */
export const MEDIA_MAX_INPUT_PIXELS = 50_000_000;
export const MEDIA_ALT_MAX = 250;
/** Images per page of the media library. */
export const MEDIA_LIBRARY_PAGE_SIZE = 24;
export const mediaAccept = "image/png,image/jpeg,image/webp,image/gif";
/** The upload's field in the form and the dashboard route that takes it. */
export const MEDIA_UPLOAD_PATH = "/dashboard/media";

/**
 * The media upload's refusals (issue 36): services keep the English text,
 * the upload's answer is translated at the edge (`translateText`).
 */
export const mediaText = defineMessages({
  altRequired: {
    id: "media.error.altRequired",
    defaultMessage: "Describe the image for readers who cannot see it",
  },
  altTooLong: {
    id: "media.error.altTooLong",
    defaultMessage: "The description can be at most 250 characters",
  },
  fileRequired: { id: "media.error.fileRequired", defaultMessage: "Choose an image to upload" },
  tooLarge: { id: "media.error.tooLarge", defaultMessage: "The image is larger than 10 MB" },
  type: {
    id: "media.error.type",
    defaultMessage: "The image must be a PNG, JPEG, WebP or GIF file",
  },
  tooManyPixels: {
    id: "media.error.tooManyPixels",
    defaultMessage: "The image is too large (more than 50 megapixels)",
  },
  unreadable: {
    id: "media.error.unreadable",
    defaultMessage: "The image could not be read. Try saving it again as PNG or JPEG.",
  },
  saveFailed: {
    id: "media.error.saveFailed",
    defaultMessage: "Failed to save the image. Please try again.",
  },
  notFound: { id: "media.error.notFound", defaultMessage: "Image not found" },
  fetchFailed: {
    id: "media.error.fetchFailed",
    defaultMessage: "Failed to load the media library. Please try again.",
  },
});

export const mediaMessages = {
  altRequired: mediaText.altRequired.defaultMessage,
  altTooLong: mediaText.altTooLong.defaultMessage,
  fileRequired: mediaText.fileRequired.defaultMessage,
  tooLarge: mediaText.tooLarge.defaultMessage,
  type: mediaText.type.defaultMessage,
  tooManyPixels: mediaText.tooManyPixels.defaultMessage,
  unreadable: mediaText.unreadable.defaultMessage,
  saveFailed: mediaText.saveFailed.defaultMessage,
  notFound: mediaText.notFound.defaultMessage,
  fetchFailed: mediaText.fetchFailed.defaultMessage,
} as const;

export const mediaUploadSchema = z.object({
  alt: z
    .string({ error: mediaMessages.altRequired })
    .trim()
    .min(1, mediaMessages.altRequired)
    .max(MEDIA_ALT_MAX, mediaMessages.altTooLong),
});

export const mediaLibraryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});

/** An image as the editor and the library show it. */
export type MediaImageView = {
  id: string;
  url: string;
  width: number;
  height: number;
  alt: string;
  createdAt: string;
};

/** The upload's answer (the editor's Image dialog reads it). */
export type MediaUploadAnswer =
  | { ok: true; image: MediaImageView }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

/** One page of the media library. */
export type MediaLibraryPage = {
  images: MediaImageView[];
  page: number;
  pageCount: number;
  total: number;
};

/**
 * The object path of a processed image: `{id}/{timestamp}-{random}w{width}h{height}.webp`.
 * The size rides in the name so the renderer can set width and height on
 * `<img>` without asking the database.
 */
export function mediaObjectPath(
  id: string,
  now: number,
  random: string,
  size: { width: number; height: number },
): string {
  return `${id}/${now}-${random}w${size.width}h${size.height}.webp`;
}

export function mediaUrl(objectPath: string): string {
  return `${MEDIA_ROUTE_PREFIX}${objectPath}`;
}

const MEDIA_SRC =
  /^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-9]{10,16}-[0-9a-f]+w([0-9]{1,5})h([0-9]{1,5})\.webp$/;

/** The width and height an uploaded image's address carries, or null for any other address. */
export function mediaSizeFromSrc(src: string): { width: number; height: number } | null {
  const match = MEDIA_SRC.exec(src);
  if (!match) return null;
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** The Markdown that shows an image: `![alt](url)` with the brackets in the alt escaped. */
export function imageMarkdown(image: { url: string; alt: string }): string {
  const alt = image.alt.replace(/([\\[\]])/g, "\\$1").replace(/\s+/g, " ");
  return `![${alt}](${image.url})`;
}
