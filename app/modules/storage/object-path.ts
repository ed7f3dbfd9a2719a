import { AppError } from "~/domain/app-error";

/** SPEC §5: a document's file path must be valid. */
export const INVALID_FILE_PATH = "Invalid file path";

const bucketPattern = /^[a-z][a-z0-9-]{1,62}$/;

/**
 * The only object path shape accepted: `{uuid}/{timestamp}-{random}.{ext}`
 * (SPEC §3), lower-case, no other segments.
 */
const objectPathPattern =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-9]{10,16}-[a-z0-9]{6,64}\.[a-z0-9]{1,10}$/;

export function isValidObjectPath(objectPath: unknown): objectPath is string {
  if (typeof objectPath !== "string") return false;
  // Spelled out for the reader; the pattern below refuses all of these too.
  if (objectPath.includes("\0") || objectPath.includes("\\") || objectPath.includes("..")) {
    return false;
  }
  if (objectPath.startsWith("/")) return false;
  return objectPathPattern.test(objectPath);
}

/** Throws `Invalid file path` for a bad bucket or object path (traversal, absolute, wrong shape). */
export function assertObjectPath(
  bucket: string,
  objectPath: unknown,
): asserts objectPath is string {
  if (!bucketPattern.test(bucket) || !isValidObjectPath(objectPath)) {
    throw new AppError("validation", INVALID_FILE_PATH);
  }
}

/**
 * A new object path for a file of `ownerId` (an application id):
 * `{ownerId}/{timestamp}-{random}.{ext}`.
 */
export function buildObjectPath(
  ownerId: string,
  extension: string,
  now: number,
  random: string,
): string {
  const objectPath = `${ownerId.toLowerCase()}/${now}-${random.toLowerCase()}.${extension.toLowerCase()}`;
  if (!isValidObjectPath(objectPath)) throw new AppError("validation", INVALID_FILE_PATH);
  return objectPath;
}
