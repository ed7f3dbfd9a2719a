import type { Executor } from "~/lib/db.server";
import { AppError } from "~/domain/app-error";
import { logger } from "~/lib/logger.server";
import { getStorage } from "~/modules/storage/index.server";
import { assertObjectPath } from "~/modules/storage";
import type { StoredObject } from "~/modules/storage";
import { getDocumentForViewer } from "./document-access.server";
import { documentMessages, DOCUMENTS_BUCKET, type DocumentViewer } from "./document-rules";

/**
 * A document's file for an authorized download: the application's owner,
 * staff, or an examiner with an audit of the application assigned to them (see
 * getDocumentForViewer). Not visible or missing: 404 `Document not found`.
 */
export async function getDocumentForDownload(
  db: Executor,
  viewer: DocumentViewer,
  documentId: string,
): Promise<{ name: string; mimeType: string; object: StoredObject }> {
  const document = await getDocumentForViewer(db, viewer, documentId);
  assertObjectPath(DOCUMENTS_BUCKET, document.fileUrl);
  const object = await getStorage().get(DOCUMENTS_BUCKET, document.fileUrl);
  if (!object) {
    logger.error(
      { documentId, objectPath: document.fileUrl },
      "document row without its file in storage",
    );
    throw new AppError("not_found", documentMessages.notFound);
  }
  return { name: document.name, mimeType: document.mimeType, object };
}
