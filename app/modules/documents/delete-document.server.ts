import { eq } from "drizzle-orm";
import { applications, documents } from "~/db/schema";
import { AppError, isAppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { getStorage } from "~/modules/storage/index.server";
import { isValidObjectPath } from "~/modules/storage";
import { getDocumentForViewer } from "./document-access.server";
import { can, isDecisionDocument } from "~/modules/permissions";
import {
  DELETE_REASON_MAX,
  documentMessages,
  DOCUMENTS_BUCKET,
  type DocumentNoticeCode,
  type DocumentViewer,
} from "./document-rules";

export type DeleteDocumentOptions = {
  /** Why (required once the application is approved or certified; decision 042). */
  reason?: string;
};

/**
 * Deletes a document: by its uploader or administrator/committee (SPEC §6),
 * else `You do not have permission to delete this document`. A document the
 * viewer cannot see answers 404. Once its application is approved or
 * certified the decision rests on it (decision 042): its uploader may no
 * longer delete it (the policy), and staff must give a reason, kept in the
 * audit log and shown in the application's timeline.
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
  options: DeleteDocumentOptions = {},
): Promise<{ applicationId: string }> {
  const document = await getDocumentForViewer(db, viewer, documentId);
  if (!can(viewer, "document.delete", document.resource)) {
    throw new AppError("forbidden", documentMessages.deleteDenied);
  }
  const reason = options.reason?.trim() || null;
  if (reason && reason.length > DELETE_REASON_MAX) {
    throw new AppError("validation", documentMessages.reasonTooLong, {
      reason: documentMessages.reasonTooLong,
    });
  }
  try {
    await db.transaction(async (tx) => {
      // The decision may have been taken meanwhile: ask again on the locked application row.
      const [application] = await tx
        .select({ status: applications.status })
        .from(applications)
        .where(eq(applications.id, document.applicationId))
        .for("update");
      const now = {
        ...document.resource,
        application: { ...document.resource.application, status: application?.status ?? "" },
      };
      if (!can(viewer, "document.delete", now)) {
        throw new AppError("forbidden", documentMessages.deleteDenied);
      }
      if (isDecisionDocument(now) && !reason) {
        throw new AppError("validation", documentMessages.reasonRequired, {
          reason: documentMessages.reasonRequired,
        });
      }
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
          applicationStatus: application?.status ?? null,
          reason,
        },
      });
    });
  } catch (error) {
    if (isAppError(error)) throw error;
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

/** A delete's outcome as the documents UI shows it: a notice code, and whether to ask again. */
export type DeleteNotice = {
  code: DocumentNoticeCode;
  /** A reason is missing or too long: the confirmation (with the reason field) opens again. */
  confirmAgain: boolean;
};

/**
 * The delete form's one step (the pages show notices, not field messages):
 * deletes the document and answers `deleted`, or says why not — a refusal
 * becomes its notice code; anything unexpected is thrown.
 */
export async function deleteDocumentForNotice(
  db: Executor,
  viewer: DocumentViewer,
  documentId: string,
  options: DeleteDocumentOptions = {},
): Promise<DeleteNotice> {
  try {
    await deleteDocument(db, viewer, documentId, options);
    return { code: "deleted", confirmAgain: false };
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.fieldErrors.reason) {
      const tooLong = error.message === documentMessages.reasonTooLong;
      return { code: tooLong ? "reason_too_long" : "reason_required", confirmAgain: true };
    }
    const code: DocumentNoticeCode =
      error.code === "forbidden"
        ? "delete_denied"
        : error.code === "not_found"
          ? "not_found"
          : "delete_failed";
    return { code, confirmAgain: false };
  }
}
