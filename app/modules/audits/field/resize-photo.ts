import { PHOTO_LONGEST_SIDE } from "../audit-photo-rules";

/**
 * A photo made ready on the device before it is sent (issue 37): drawn on a
 * canvas at most PHOTO_LONGEST_SIDE on its longest side and encoded as JPEG.
 * Re-encoding through the canvas drops every metadata block, the EXIF GPS
 * position with it. When the examiner keeps the location on purpose the
 * original file is sent as it is (the server checks and keeps its bytes);
 * a file the browser cannot draw is sent as it is too, for the server to judge.
 */
export async function preparePhoto(
  file: File,
  keepLocation: boolean,
): Promise<{ blob: Blob; name: string }> {
  if (keepLocation) return { blob: file, name: file.name };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return { blob: file, name: file.name };
  }
  const scale = Math.min(1, PHOTO_LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, "image/jpeg", 0.85),
  );
  if (!blob) return { blob: file, name: file.name };
  const base = file.name.replace(/\.[^.]+$/, "") || "photo";
  return { blob, name: `${base}.jpg` };
}
