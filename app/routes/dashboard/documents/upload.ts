import { data, redirect } from "react-router";
import { isAppError, type AppError } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { requireUser, safeRedirect } from "~/modules/auth/session.server";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/form-data.server";
import {
  documentMessages,
  MAX_UPLOAD_REQUEST_BYTES,
  type DocumentNoticeCode,
  type UploadResponse,
} from "~/modules/documents/document-rules";
import { readUploadForm } from "~/modules/documents/read-upload-form.server";
import { uploadDocuments } from "~/modules/documents/upload-documents.server";
import type { Route } from "./+types/upload";

/** Back to the page the form was on, with a notice code (no free text in the URL). */
function back(target: string, code: DocumentNoticeCode) {
  const url = new URL(safeRedirect(target), "http://local");
  url.searchParams.set("documents", code);
  url.hash = "documents";
  return redirect(`${url.pathname}${url.search}${url.hash}`);
}

function noticeFor(error: AppError): DocumentNoticeCode {
  if (error.code === "forbidden") return "upload_denied";
  if (error.code === "not_found") return "not_found";
  if (error.code === "validation") {
    if (error.fieldErrors.files?.includes("larger than 20 MB")) return "too_large";
    if (error.fieldErrors.files?.includes("not an allowed file type")) return "bad_type";
    return "invalid";
  }
  return "upload_failed";
}

export function loader() {
  return redirect("/dashboard/documents");
}

/**
 * POST /dashboard/documents/upload — fields applicationId, type, files (one
 * or more), redirectTo. Answers JSON to `Accept: application/json` (the
 * XMLHttpRequest upload with progress), else redirects back with a notice.
 * The multipart body is streamed (readUploadForm): files are spooled to
 * temporary files with the per-file, file-count and request limits enforced
 * while reading, so an oversized upload is refused early and memory stays
 * flat. A declared Content-Length over the request limit is refused before
 * reading anything.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  const fallback = "/dashboard/documents";

  const fail = (error: AppError, redirectTo: string) =>
    wantsJson
      ? data<UploadResponse>(
          { ok: false, message: error.message, fieldErrors: error.fieldErrors },
          { status: error.status },
        )
      : back(redirectTo, noticeFor(error));

  const length = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(length) && length > MAX_UPLOAD_REQUEST_BYTES) {
    const message = documentMessages.requestTooLarge;
    if (wantsJson) {
      return data<UploadResponse>(
        { ok: false, message, fieldErrors: { files: message } },
        { status: 413 },
      );
    }
    return back(fallback, "request_too_large");
  }

  const read = await readUploadForm(request);
  if (!read.ok) {
    const redirectTo = safeRedirect(read.fields.redirectTo ?? fallback);
    if (read.error === "unreadable") {
      if (wantsJson) {
        const message = UNREADABLE_FORM_MESSAGE;
        return data<UploadResponse>({ ok: false, message, fieldErrors: {} }, { status: 400 });
      }
      throw new Response(UNREADABLE_FORM_MESSAGE, {
        status: 400,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    if (read.error.message === documentMessages.requestTooLarge) {
      return wantsJson
        ? data<UploadResponse>(
            { ok: false, message: read.error.message, fieldErrors: read.error.fieldErrors },
            { status: 413 },
          )
        : back(redirectTo, "request_too_large");
    }
    return fail(read.error, redirectTo);
  }
  const { fields, files, dispose } = read.form;
  const redirectTo = safeRedirect(fields.redirectTo ?? fallback);
  try {
    const uploaded = await uploadDocuments(getDb(), user, {
      applicationId: fields.applicationId ?? "",
      type: fields.type ?? "",
      files,
    });
    if (wantsJson) {
      return data<UploadResponse>({
        ok: true,
        message: documentMessages.uploaded(uploaded.length),
        count: uploaded.length,
      });
    }
    return back(redirectTo, "uploaded");
  } catch (error) {
    if (isAppError(error)) return fail(error, redirectTo);
    throw error;
  } finally {
    await dispose();
  }
}
