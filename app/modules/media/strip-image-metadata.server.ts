import sharp from "sharp";
import { MEDIA_MAX_INPUT_PIXELS } from "./media-rules";

/** Image kinds (file-type's `ext`) whose metadata `stripImageMetadata` removes. */
export const strippableImageKinds = ["jpg", "png", "webp"] as const;
export type StrippableImageKind = (typeof strippableImageKinds)[number];

export function isStrippableImage(kind: string): kind is StrippableImageKind {
  return (strippableImageKinds as readonly string[]).includes(kind);
}

/**
 * The one way an uploaded image loses its metadata (decisions 060, 081):
 * turned upright by its EXIF orientation, then written again by `sharp`,
 * which keeps no EXIF (GPS position, camera owner, author), XMP, IPTC or
 * comments unless asked to. Media uploads continue from here (resized, WebP).
 */
export function uprightImageWithoutMetadata(input: Uint8Array) {
  return sharp(input, { limitInputPixels: MEDIA_MAX_INPUT_PIXELS }).rotate();
}

/**
 * An uploaded photo kept in its own format but without location or personal
 * metadata (concern attachments, decision 081). Throws when `sharp` cannot
 * read it or it has too many pixels; the caller refuses the file.
 */
export async function stripImageMetadata(
  input: Uint8Array,
  kind: StrippableImageKind,
): Promise<Uint8Array> {
  const image = uprightImageWithoutMetadata(input);
  const written =
    kind === "jpg"
      ? image.jpeg({ quality: 92 })
      : kind === "png"
        ? image.png()
        : image.webp({ quality: 92 });
  return new Uint8Array(await written.toBuffer());
}
