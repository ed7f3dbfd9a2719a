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
  const thumb = await photoThumbnail(object.body, PHOTO_THUMB_SIDE);
  return { mimeType: "image/jpeg", size: thumb.jpeg.byteLength, body: new Uint8Array(thumb.jpeg) };
}

/**
 * A small upright JPEG of a stored photo, at most `side` pixels each way (no
 * metadata; transparency on white): the audit page's thumbnails and the
 * report PDF's. Never decodes past the photos' pixel limit.
 */
export async function photoThumbnail(
  body: ReadableStream<Uint8Array>,
  side: number,
): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const bytes = new Uint8Array(await new Response(body).arrayBuffer());
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS })
    .rotate()
    .resize(side, side, { fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: info.width, height: info.height };
}
