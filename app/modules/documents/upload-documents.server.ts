import crypto from "node:crypto";
import { z } from "zod";
import { documents } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { getApplicationForViewer } from "~/modules/applications/index.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { can, roleMayEver } from "~/modules/permissions";
import { getStorage } from "~/modules/storage/index.server";
import { uploadWriteFailure } from "./upload-write-failure";
import type { ObjectSource } from "~/modules/storage";
import { buildObjectPath } from "~/modules/storage";
import { checkFileContent, type CheckedFile } from "./check-file-content.server";
import {
  documentMessages,
  documentTypes,
  DOCUMENTS_BUCKET,
  MAX_FILES_PER_UPLOAD,
  type DocumentType,
  type DocumentViewer,
} from "./document-rules";

/** The form fields of an upload besides the files. */
export const uploadFieldsSchema = z.object({
  applicationId: z.string().trim().min(1, documentMessages.chooseApplication),
  type: z.enum(documentTypes, documentMessages.chooseType),
});

/** A file to upload: bytes in memory, or a spooled temporary file (the streamed HTTP upload). */
export type UploadFile =
  { name: string; bytes: Uint8Array } | { name: string; filePath: string; size: number };

function sourceOf(file: UploadFile): ObjectSource {
  return "bytes" in file ? file.bytes : { filePath: file.filePath };
}

function sizeOf(file: UploadFile): number {
  return "bytes" in file ? file.bytes.byteLength : file.size;
}
export type UploadedDocument = {
  id: string;
  name: string;
  type: string;
  fileUrl: string;
  mimeType: string;
  size: number;
};

/** The name as shown and as sent back on download: no folders, no control characters, at most 255. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (cleaned || "document").slice(0, 255);
}

/**
 * Uploads one or more files of one document type to an application.
 *
 * Checks: the viewer's role may upload (applicants and staff, not examiners);
 * the application is visible to the viewer (404 otherwise: an applicant only
 * reaches their own); 1..10 files; each file at most 20 MB and an allowed
 * type by content with an agreeing extension. One bad file refuses the whole
 * upload, with one message per bad file (`fieldErrors.files`).
 *
 * Orphan-free order: (1) write every file to storage; if a write fails,
 * remove the files already written and stop (no rows). (2) Insert all rows
 * (and the audit entries) in one transaction; if it fails, remove every file
 * written in step 1. So a row never exists without its file, and a file is
 * only left without a row if removing it after a failed insert also fails
 * (logged with its path).
 */
export async function uploadDocuments(
  db: Executor,
  viewer: DocumentViewer,
  input: { applicationId: string; type: string; files: UploadFile[] },
): Promise<UploadedDocument[]> {
  if (!roleMayEver(viewer.activeRole, "document.upload")) {
    throw new AppError("forbidden", documentMessages.uploadDenied);
  }
  const fields = uploadFieldsSchema.safeParse(input);
  if (!fields.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of fields.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    throw new AppError("validation", Object.values(fieldErrors)[0]!, fieldErrors);
  }
  const application = await getApplicationForViewer(db, viewer, fields.data.applicationId);
  if (!can(viewer, "document.upload", application)) {
    throw new AppError("forbidden", documentMessages.uploadDenied);
  }

  if (input.files.length === 0) {
    throw new AppError("validation", documentMessages.chooseFiles, {
      files: documentMessages.chooseFiles,
    });
  }
  if (input.files.length > MAX_FILES_PER_UPLOAD) {
    throw new AppError("validation", documentMessages.tooManyFiles, {
      files: documentMessages.tooManyFiles,
    });
  }

  const stored = await storeDocumentFiles(application.id, input.files);
  try {
    return await db.transaction((tx) =>
      insertDocumentRows(tx, {
        applicationId: application.id,
        type: fields.data.type,
        uploadedBy: viewer.user.id,
        activeRole: viewer.activeRole,
        stored: stored.files,
      }),
    );
  } catch (error) {
    logger.error({ err: error, applicationId: application.id }, "document rows insert failed");
    await stored.discard();
    throw new AppError("failed", documentMessages.uploadFailed);
  }
}

/** A file checked and written to storage, waiting for its row. */
export type StoredDocumentFile = {
  name: string;
  objectPath: string;
  mime: string;
  size: number;
};

/**
 * The first half of an upload, for callers that write the rows in their own
 * transaction (an appeal's documents, decision 057): every file is checked
 * (allowed type by content, agreeing extension; one bad file refuses all,
 * with one message per bad file at `files`), then written to storage under
 * the application. A failed write removes the files already written. The
 * caller inserts the rows (`insertDocumentRows`) and calls `discard` if its
 * transaction fails, so no file is left without a row.
 */
export async function storeDocumentFiles(
  applicationId: string,
  files: UploadFile[],
): Promise<{ files: StoredDocumentFile[]; discard: () => Promise<void> }> {
  const checked: { name: string; source: ObjectSource; size: number; file: CheckedFile }[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const name = cleanFileName(file.name);
    const result = await checkFileContent({ ...file, name });
    if (result.ok) {
      checked.push({ name, source: sourceOf(file), size: sizeOf(file), file: result.file });
    } else problems.push(result.message);
  }
  if (problems.length > 0) {
    const message = problems.join(". ");
    throw new AppError("validation", message, { files: message });
  }

  const storage = getStorage();
  const now = Date.now();
  const planned = checked.map((c) => ({
    ...c,
    objectPath: buildObjectPath(
      applicationId,
      c.file.extension,
      now,
      crypto.randomBytes(8).toString("hex"),
    ),
  }));

  const removeWritten = async (paths: string[]) => {
    for (const objectPath of paths) {
      try {
        await storage.remove(DOCUMENTS_BUCKET, objectPath);
      } catch (error) {
        logger.error(
          { err: error, bucket: DOCUMENTS_BUCKET, objectPath },
          "could not remove an uploaded file after a failed upload; remove it by hand",
        );
      }
    }
  };

  const written: string[] = [];
  for (const item of planned) {
    try {
      await storage.put(DOCUMENTS_BUCKET, item.objectPath, item.source);
      written.push(item.objectPath);
    } catch (error) {
      logger.error({ err: error, objectPath: item.objectPath }, "document file write failed");
      await removeWritten(written);
      throw uploadWriteFailure(error);
    }
  }
  return {
    files: planned.map((p) => ({
      name: p.name,
      objectPath: p.objectPath,
      mime: p.file.mime,
      size: p.size,
    })),
    discard: () => removeWritten(written),
  };
}

/** The rows of stored files (and their audit entries), inside the caller's transaction. */
export async function insertDocumentRows(
  tx: Executor,
  input: {
    applicationId: string;
    type: DocumentType;
    uploadedBy: string;
    activeRole: string;
    stored: StoredDocumentFile[];
  },
): Promise<UploadedDocument[]> {
  if (input.stored.length === 0) return [];
  const rows = await tx
    .insert(documents)
    .values(
      input.stored.map((item) => ({
        applicationId: input.applicationId,
        name: item.name,
        type: input.type,
        fileUrl: item.objectPath,
        mimeType: item.mime,
        size: item.size,
        uploadedBy: input.uploadedBy,
      })),
    )
    .returning({
      id: documents.id,
      name: documents.name,
      type: documents.type,
      fileUrl: documents.fileUrl,
      mimeType: documents.mimeType,
      size: documents.size,
    });
  for (const row of rows) {
    await writeAuditLog(tx, {
      entityType: "document",
      entityId: row.id,
      action: "document_uploaded",
      actorId: input.uploadedBy,
      details: {
        applicationId: input.applicationId,
        name: row.name,
        type: row.type,
        size: row.size,
        role: input.activeRole,
      },
    });
  }
  return rows;
}
