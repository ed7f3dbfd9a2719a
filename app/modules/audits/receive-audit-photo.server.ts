import { isAppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { readUploadForm } from "~/modules/documents/index.server";
import type { Viewer } from "~/modules/permissions";
import { auditPhotoText, MAX_PHOTO_BYTES } from "./audit-photo-rules";
import { uploadAuditPhoto, type AuditPhotoRow } from "./upload-audit-photo.server";

export type PhotoUploadOutcome =
  | { ok: true; photo: AuditPhotoRow; replayed: boolean; standardNumber: string }
  | { ok: false; status: number; message: string; standardNumber?: string };

/**
 * POST /dashboard/audits/:id/photos as one step: the multipart body
 * (fields standardNumber, clientKey, keepLocation; one file in `files`) is
 * streamed by the documents module's reader with the photo's limits (one
 * file of at most MAX_PHOTO_BYTES), then `uploadAuditPhoto`. The temporary
 * file is removed in every case; refusals come back with their status.
 */
export async function receiveAuditPhoto(
  db: Database,
  actor: Viewer,
  auditId: string,
  request: Request,
): Promise<PhotoUploadOutcome> {
  const read = await readUploadForm(request, {
    fileBytes: MAX_PHOTO_BYTES,
    files: 1,
    requestBytes: MAX_PHOTO_BYTES + 256 * 1024,
  });
  if (!read.ok) {
    const standardNumber = read.fields.standardNumber;
    if (read.error === "unreadable") {
      return {
        ok: false,
        status: 400,
        message: auditPhotoText.choosePhoto.defaultMessage,
        standardNumber,
      };
    }
    const many = read.limit === "file-count";
    return {
      ok: false,
      status: many ? 422 : 413,
      message: (many ? auditPhotoText.oneAtATime : auditPhotoText.tooLarge).defaultMessage,
      standardNumber,
    };
  }
  const { fields, files, dispose } = read.form;
  try {
    const { photo, replayed } = await uploadAuditPhoto(db, actor, auditId, {
      standardNumber: fields.standardNumber ?? "",
      clientKey: fields.clientKey,
      keepLocation: fields.keepLocation === "yes",
      file: files[0] ?? null,
    });
    return { ok: true, photo, replayed, standardNumber: photo.standardNumber };
  } catch (error) {
    if (isAppError(error) && error.code !== "failed") {
      return {
        ok: false,
        status: error.status,
        message: error.message,
        standardNumber: fields.standardNumber,
      };
    }
    throw error;
  } finally {
    await dispose();
  }
}
