import { fileTypeFromBuffer } from "file-type";
import { AppError } from "~/domain/app-error";
import { MEDIA_MAX_WIDTH, MEDIA_UPLOAD_MAX_BYTES, mediaMessages } from "./media-rules";
import { uprightImageWithoutMetadata } from "./strip-image-metadata.server";

/** What an editor may upload, by content (magic bytes): never SVG (it can carry scripts). */
const ACCEPTED = new Set(["png", "jpg", "webp", "gif"]);

export type ProcessedImage = { bytes: Uint8Array; width: number; height: number };

/**
 * An uploaded image made fit for the web with `sharp` (decision 060): checked
 * by content, turned upright (EXIF orientation), scaled down to at most
 * MEDIA_MAX_WIDTH wide, metadata (EXIF, GPS) dropped, converted to WebP.
 * AVIF is not produced: on the two shared cores it costs several times
 * WebP's time for a smaller gain, and every browser we support reads WebP.
 * Refusals are validation errors at the `file` field.
 */
export async function processMediaImage(input: Uint8Array): Promise<ProcessedImage> {
  const refuse = (message: string) => new AppError("validation", message, { file: message });
  if (input.byteLength === 0) throw refuse(mediaMessages.fileRequired);
  if (input.byteLength > MEDIA_UPLOAD_MAX_BYTES) throw refuse(mediaMessages.tooLarge);
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.ext)) throw refuse(mediaMessages.type);
  try {
    const { data, info } = await uprightImageWithoutMetadata(input)
      .resize({ width: MEDIA_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw refuse(mediaMessages.tooManyPixels);
    }
    throw refuse(mediaMessages.unreadable);
  }
}
