import { isUuid } from "~/lib/uuid";
import { and, eq } from "drizzle-orm";
import { auditPhotos } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database, Executor } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import type { Viewer } from "~/modules/permissions";
import { getStorage } from "~/modules/storage/index.server";
import { canWorkOnAudit, getAuditForViewer } from "./audit-access.server";
import { AUDIT_PHOTO_BUCKET, auditPhotoText } from "./audit-photo-rules";
import { auditMessages } from "./audit-rules";

export type PhotoRow = typeof auditPhotos.$inferSelect;

/**
 * Deletes the row of one photo of `auditId` with its audit_log row, inside the
 * caller's transaction; null when there is no such photo. The stored file is
 * removed after the commit (`removePhotoFile`).
 */
export async function deletePhotoRow(
  tx: Executor,
  actor: Viewer,
  auditId: string,
  photoId: string,
  details: Record<string, unknown> = {},
): Promise<PhotoRow | null> {
  const [row] = await tx
    .delete(auditPhotos)
    .where(and(eq(auditPhotos.id, photoId), eq(auditPhotos.inspectionId, auditId)))
    .returning();
  if (!row) return null;
  await writeAuditLog(tx, {
    entityType: "inspection",
    entityId: auditId,
    action: "audit_photo_deleted",
    actorId: actor.user.id,
    details: {
      photoId: row.id,
      standard: row.standardNumber,
      ...details,
      activeRole: actor.activeRole,
    },
  });
  return row;
}

/** The stored file of a deleted photo (a failure is logged: the row is already gone). */
export async function removePhotoFile(row: PhotoRow): Promise<void> {
  await getStorage()
    .remove(AUDIT_PHOTO_BUCKET, row.objectPath)
    .catch((error: unknown) => {
      logger.error(
        { err: error, photoId: row.id },
        "could not remove a deleted audit photo's file",
      );
    });
}

/**
 * Deletes a photo of an audit: by its examiner or staff (`audit.update`)
 * while the audit is neither completed nor cancelled. The row goes with its
 * audit_log row; the stored file after the commit.
 */
export async function deleteAuditPhoto(
  db: Database,
  actor: Viewer,
  auditId: string,
  photoId: string,
): Promise<void> {
  const { audit } = await getAuditForViewer(db, actor, auditId);
  if (!isUuid(photoId)) {
    throw new AppError("not_found", auditPhotoText.notFound.defaultMessage);
  }
  if (!canWorkOnAudit(actor, audit)) throw new AppError("forbidden", auditMessages.updateDenied);
  if (audit.status === "completed" || audit.status === "cancelled") {
    throw new AppError("validation", auditPhotoText.deleteClosed.defaultMessage);
  }
  const removed = await db.transaction(async (tx) => {
    const row = await deletePhotoRow(tx, actor, audit.id, photoId);
    if (!row) throw new AppError("not_found", auditPhotoText.notFound.defaultMessage);
    return row;
  });
  await removePhotoFile(removed);
}
