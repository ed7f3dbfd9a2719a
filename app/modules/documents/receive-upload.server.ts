import { type AppError, isAppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/form-data.server";
import {
  documentMessages,
  MAX_UPLOAD_REQUEST_BYTES,
  type DocumentNoticeCode,
  type DocumentViewer,
} from "./document-rules";
import { declaresMoreThan, readUploadForm } from "./read-upload-form.server";
import { uploadDocuments } from "./upload-documents.server";

/**
 * An upload's outcome, for the route to answer as JSON (the XMLHttpRequest
 * upload) or as a redirect back with a notice code. `redirectTo` is the
 * form's own target as posted (the route checks it), if it was read.
 */
export type UploadOutcome = { redirectTo?: string } & (
  | { ok: true; message: string; count: number }
  | {
      ok: false;
      status: number;
      message: string;
      fieldErrors: Record<string, string>;
      /** `unreadable`: not a multipart body at all. */
      code: DocumentNoticeCode | "unreadable";
    }
);

function noticeFor(error: AppError): DocumentNoticeCode {
  if (error.code === "forbidden") return "upload_denied";
  if (error.code === "not_found") return "not_found";
  if (error.code === "unavailable") return "storage_full";
  if (error.code === "validation") {
    if (error.message === documentMessages.requestTooLarge) return "request_too_large";
    if (error.fieldErrors.files?.includes("larger than 20 MB")) return "too_large";
    if (error.fieldErrors.files?.includes("not an allowed file type")) return "bad_type";
    return "invalid";
  }
  return "upload_failed";
}

function refused(error: AppError, redirectTo: string | undefined): UploadOutcome {
  const tooLarge = error.message === documentMessages.requestTooLarge;
  return {
    ok: false,
    status: tooLarge ? 413 : error.status,
    message: error.message,
    fieldErrors: error.fieldErrors,
    code: noticeFor(error),
    redirectTo,
  };
}

/**
 * POST /dashboard/documents/upload as one step. The multipart body is
 * streamed (readUploadForm): files are spooled to temporary files with the
 * per-file, file-count and request limits enforced while reading, so an
 * oversized upload is refused early and memory stays flat. A declared
 * Content-Length over the request limit is refused before reading anything.
 * The temporary files are removed in every case; a refusal becomes its
 * notice code; anything unexpected is thrown.
 */
export async function receiveUpload(
  db: Executor,
  viewer: DocumentViewer,
  request: Request,
): Promise<UploadOutcome> {
  if (declaresMoreThan(request, MAX_UPLOAD_REQUEST_BYTES)) {
    const message = documentMessages.requestTooLarge;
    return {
      ok: false,
      status: 413,
      message,
      fieldErrors: { files: message },
      code: "request_too_large",
    };
  }
  const read = await readUploadForm(request);
  if (!read.ok) {
    const redirectTo = read.fields.redirectTo;
    if (read.error === "unreadable") {
      const message = UNREADABLE_FORM_MESSAGE;
      return { ok: false, status: 400, message, fieldErrors: {}, code: "unreadable", redirectTo };
    }
    return refused(read.error, redirectTo);
  }
  const { fields, files, dispose } = read.form;
  try {
    const uploaded = await uploadDocuments(db, viewer, {
      applicationId: fields.applicationId ?? "",
      type: fields.type ?? "",
      files,
    });
    const count = uploaded.length;
    return {
      ok: true,
      message: documentMessages.uploaded(count),
      count,
      redirectTo: fields.redirectTo,
    };
  } catch (error) {
    if (isAppError(error)) return refused(error, fields.redirectTo);
    throw error;
  } finally {
    await dispose();
  }
}
