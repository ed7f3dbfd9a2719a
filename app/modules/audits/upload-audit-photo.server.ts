import crypto from "node:crypto";
import fsp from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata } from "sharp";
import { z } from "zod";
import { auditPhotos } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { cleanText } from "~/lib/text-hygiene";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import type { Viewer } from "~/modules/permissions";
import { buildObjectPath } from "~/modules/storage";
import { getStorage } from "~/modules/storage/index.server";
import { getAuditForViewer } from "./audit-access.server";
import {
  AUDIT_PHOTO_BUCKET,
  auditPhotoText,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  PHOTO_LONGEST_SIDE,
  PHOTO_NAME_MAX,
  photoKinds,
} from "./audit-photo-rules";
import { standardsForAudit } from "./audit-standards.server";
import { assertMayModifyAudit } from "./update-audit.server";

export type AuditPhotoRow = typeof auditPhotos.$inferSelect;

/** The photo as received: bytes, or a file spooled by the multipart reader. */
export type PhotoFile =
  { name: string; bytes: Uint8Array } | { name: string; filePath: string; size: number };

export type UploadAuditPhotoInput = {
  standardNumber: string;
  /** The device's key for this upload (a replay finds the photo it made). */
  clientKey?: string;
  /** The examiner ticked "Keep the location": the photo's own bytes are kept. */
  keepLocation?: boolean;
  file: PhotoFile | null;
};

const inputSchema = z.object({
  standardNumber: z.string().trim().min(1).max(20),
  clientKey: z.uuid().optional(),
  keepLocation: z.boolean().optional(),
});

const refuse = (message: string) => new AppError("validation", message, { photo: message });

/**
 * A photo of one finding of an audit (issue 37): by the audit's examiner or
 * staff while the audit may be changed (`assertMayModifyAudit`: not cancelled;
 * completed only by staff). Checked here whatever the device did: the bytes
 * must be a JPEG, PNG or WebP image (by content), at most MAX_PHOTO_BYTES,
 * and declare at most MAX_PHOTO_PIXELS (read from the header, before any
 * decoding: a decompression bomb is never opened). Unless the location is
 * kept on purpose, the image is re-encoded as JPEG (turned upright, longest
 * side at most PHOTO_LONGEST_SIDE), which drops every metadata block (EXIF
 * with its GPS position, XMP, IPTC); kept, the bytes are stored as sent.
 * Stored in the private `audit-photos` bucket. A replayed `clientKey`
 * returns the photo it made, writing nothing.
 */
export async function uploadAuditPhoto(
  db: Database,
  actor: Viewer,
  auditId: string,
  input: UploadAuditPhotoInput,
): Promise<{ photo: AuditPhotoRow; replayed: boolean }> {
  const { audit } = await getAuditForViewer(db, actor, auditId);
  assertMayModifyAudit(actor, audit);
  const parsed = inputSchema.safeParse({
    standardNumber: input.standardNumber,
    clientKey: input.clientKey || undefined,
    keepLocation: input.keepLocation,
  });
  if (!parsed.success) throw refuse(auditPhotoText.unknownStandard.defaultMessage);
  const { standardNumber, clientKey, keepLocation = false } = parsed.data;
  if (clientKey) {
    const [earlier] = await db
      .select()
      .from(auditPhotos)
      .where(eq(auditPhotos.clientKey, clientKey));
    if (earlier) {
      if (earlier.inspectionId !== audit.id) throw refuse(auditPhotoText.keyUsed.defaultMessage);
      return { photo: earlier, replayed: true };
    }
  }
  const { standards } = await standardsForAudit(db, audit);
  if (!standards.some((s) => s.number === standardNumber)) {
    throw refuse(auditPhotoText.unknownStandard.defaultMessage);
  }
  const file = input.file;
  if (!file) throw refuse(auditPhotoText.choosePhoto.defaultMessage);
  const size = "bytes" in file ? file.bytes.byteLength : file.size;
  if (size === 0) throw refuse(auditPhotoText.notImage.defaultMessage);
  if (size > MAX_PHOTO_BYTES) throw refuse(auditPhotoText.tooLarge.defaultMessage);
  const bytes = "bytes" in file ? file.bytes : new Uint8Array(await fsp.readFile(file.filePath));
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !Object.hasOwn(photoKinds, detected.ext)) {
    throw refuse(auditPhotoText.notImage.defaultMessage);
  }
  // The header's size, before decoding anything.
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(auditPhotoText.notImage.defaultMessage);
  }
  if (!meta.width || !meta.height) throw refuse(auditPhotoText.notImage.defaultMessage);
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) {
    throw refuse(auditPhotoText.tooManyPixels.defaultMessage);
  }
  let stored: { bytes: Uint8Array; ext: string; mime: string; width: number; height: number };
  try {
    if (keepLocation) {
      // Decoded once all the same: a file that is not a whole image is refused.
      await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS }).stats();
      const ext = detected.ext as keyof typeof photoKinds;
      const upright = (meta.orientation ?? 1) >= 5;
      stored = {
        bytes,
        ext,
        mime: photoKinds[ext],
        width: upright ? meta.height : meta.width,
        height: upright ? meta.width : meta.height,
      };
    } else {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS })
        .rotate()
        .resize({
          width: PHOTO_LONGEST_SIDE,
          height: PHOTO_LONGEST_SIDE,
          fit: "inside",
          withoutEnlargement: true,
        })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      stored = {
        bytes: new Uint8Array(data),
        ext: "jpg",
        mime: "image/jpeg",
        width: info.width,
        height: info.height,
      };
    }
  } catch {
    throw refuse(auditPhotoText.notImage.defaultMessage);
  }
  const objectPath = buildObjectPath(
    audit.id,
    stored.ext,
    Date.now(),
    crypto.randomBytes(8).toString("hex"),
  );
  const storage = getStorage();
  await storage.put(AUDIT_PHOTO_BUCKET, objectPath, stored.bytes);
  const name = (cleanText(file.name).trim() || `photo.${stored.ext}`).slice(0, PHOTO_NAME_MAX);
  try {
    const photo = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(auditPhotos)
        .values({
          inspectionId: audit.id,
          standardNumber,
          name,
          objectPath,
          mimeType: stored.mime,
          size: stored.bytes.byteLength,
          width: stored.width,
          height: stored.height,
          locationKept: keepLocation,
          clientKey: clientKey ?? null,
          uploadedBy: actor.user.id,
        })
        .onConflictDoNothing({ target: auditPhotos.clientKey })
        .returning();
      if (!row) return null;
      await writeAuditLog(tx, {
        entityType: "inspection",
        entityId: audit.id,
        action: "audit_photo_added",
        actorId: actor.user.id,
        details: {
          photoId: row.id,
          standard: standardNumber,
          locationKept: keepLocation,
          activeRole: actor.activeRole,
        },
      });
      return row;
    });
    if (photo) return { photo, replayed: false };
    // The same key sent twice at once: the first upload stands.
    await storage.remove(AUDIT_PHOTO_BUCKET, objectPath);
    const [earlier] = await db
      .select()
      .from(auditPhotos)
      .where(and(eq(auditPhotos.clientKey, clientKey!), eq(auditPhotos.inspectionId, audit.id)));
    if (!earlier) throw refuse(auditPhotoText.keyUsed.defaultMessage);
    return { photo: earlier, replayed: true };
  } catch (error) {
    await storage.remove(AUDIT_PHOTO_BUCKET, objectPath).catch(() => undefined);
    throw error;
  }
}
