import { eq } from "drizzle-orm";
import { documents } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import type { Executor } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { writeAuditLog } from "~/modules/audit-log/write-audit-log.server";
import { getStorage } from "~/modules/storage/get-storage.server";
import { isValidObjectPath } from "~/modules/storage/object-path";
import { getDocumentForViewer } from "./document-access.server";
import { can } from "~/modules/permissions/policy";
import { documentMessages, DOCUMENTS_BUCKET, type DocumentViewer } from "./document-rules";

/**
 * Deletes a document: by its uploader or administrator/committee (SPEC §6),
 * else `You do not have permission to delete this document`. A document the
 * viewer cannot see answers 404.
 *
 * Order: the row (and its audit entry) is deleted in a transaction first; if
 * that fails → `Failed to delete document` and the file stays with its row.
 * After the commit the file is removed; if that fails the row is already
 * gone, so the download route can no longer reach the file — it is logged
 * (path included) for removal by hand. A row never points at a missing file.
 */
export async function deleteDocument(
  db: Executor,
  viewer: DocumentViewer,
  documentId: string,
): Promise<{ applicationId: string }> {
  const document = await getDocumentForViewer(db, viewer, documentId);
  if (!can(viewer, "document.delete", document.resource)) {
    throw new AppError("forbidden", documentMessages.deleteDenied);
  }
  try {
    await db.transaction(async (tx) => {
      await tx.delete(documents).where(eq(documents.id, document.id));
      await writeAuditLog(tx, {
        entityType: "document",
        entityId: document.id,
        action: "document_deleted",
        actorId: viewer.user.id,
        details: {
          applicationId: document.applicationId,
          name: document.name,
          type: document.type,
          role: viewer.activeRole,
        },
      });
    });
  } catch (error) {
    logger.error({ err: error, documentId }, "document row delete failed");
    throw new AppError("failed", documentMessages.deleteFailed);
  }
  if (!isValidObjectPath(document.fileUrl)) {
    logger.error({ documentId, objectPath: document.fileUrl }, "document had an invalid file path");
    return { applicationId: document.applicationId };
  }
  try {
    await getStorage().remove(DOCUMENTS_BUCKET, document.fileUrl);
  } catch (error) {
    logger.error(
      { err: error, bucket: DOCUMENTS_BUCKET, objectPath: document.fileUrl, documentId },
      "document row deleted but its file could not be removed; remove it by hand",
    );
  }
  return { applicationId: document.applicationId };
}
