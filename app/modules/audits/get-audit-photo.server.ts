import { uuidPattern } from "~/lib/uuid";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { auditPhotos } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { can, type Viewer } from "~/modules/permissions";
import { getStorage } from "~/modules/storage/index.server";
import { auditPhotoResource, getAuditForViewer } from "./audit-access.server";
import {
  AUDIT_PHOTO_BUCKET,
  auditPhotoText,
  MAX_PHOTO_PIXELS,
  PHOTO_THUMB_SIDE,
} from "./audit-photo-rules";

export type AuditPhotoFile = {
  mimeType: string;
  size: number;
  body: ReadableStream<Uint8Array> | Uint8Array;
};

/**
 * One photo of an audit, for GET /dashboard/audits/:id/photos/:photoId
 * (policy `auditPhoto.view`: the examiner and staff; the business once the
 * audit is completed). Hidden or missing: 404 "Photo not found". With
 * `thumb`, a small JPEG of it (PHOTO_THUMB_SIDE).
 */
export async function getAuditPhoto(
  db: Executor,
  viewer: Viewer,
  auditId: string,
  photoId: string,
  options: { thumb?: boolean } = {},
): Promise<AuditPhotoFile> {
  const notFound = new AppError("not_found", auditPhotoText.notFound.defaultMessage);
  if (!uuidPattern.test(photoId)) throw notFound;
  let loaded;
  try {
    loaded = await getAuditForViewer(db, viewer, auditId);
  } catch {
    throw notFound;
  }
  if (!can(viewer, "auditPhoto.view", auditPhotoResource(loaded))) throw notFound;
  const [photo] = await db
    .select()
    .from(auditPhotos)
    .where(and(eq(auditPhotos.id, photoId), eq(auditPhotos.inspectionId, loaded.audit.id)));
  if (!photo) throw notFound;
  const object = await getStorage().get(AUDIT_PHOTO_BUCKET, photo.objectPath);
  if (!object) throw notFound;
  if (!options.thumb) return { mimeType: photo.mimeType, size: object.size, body: object.body };
  const bytes = new Uint8Array(await new Response(object.body).arrayBuffer());
  const thumb = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS })
    .rotate()
    .resize({ width: PHOTO_THUMB_SIDE, height: PHOTO_THUMB_SIDE, fit: "inside" })
    .jpeg({ quality: 75 })
    .toBuffer();
  return { mimeType: "image/jpeg", size: thumb.byteLength, body: new Uint8Array(thumb) };
}
