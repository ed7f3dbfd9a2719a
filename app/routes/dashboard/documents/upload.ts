import { data, redirect } from "react-router";
import { AppError, isAppError } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { requireUser, safeRedirect } from "~/modules/auth/session.server";
import {
  documentMessages,
  MAX_FILE_BYTES,
  MAX_UPLOAD_REQUEST_BYTES,
  type DocumentNoticeCode,
  type UploadResponse,
} from "~/modules/documents/document-rules";
import { uploadDocuments, type UploadFile } from "~/modules/documents/upload-documents.server";
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
 * The body is read with request.formData() (no streaming parser is
 * installed), so its size is checked first against Content-Length.
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

  const length = Number(request.headers.get("content-length"));
  if (!Number.isFinite(length) || length <= 0 || length > MAX_UPLOAD_REQUEST_BYTES) {
    const message =
      length > MAX_UPLOAD_REQUEST_BYTES
        ? documentMessages.requestTooLarge
        : documentMessages.chooseFiles;
    if (wantsJson) {
      return data<UploadResponse>(
        { ok: false, message, fieldErrors: { files: message } },
        { status: length > MAX_UPLOAD_REQUEST_BYTES ? 413 : 411 },
      );
    }
    return back(fallback, length > MAX_UPLOAD_REQUEST_BYTES ? "request_too_large" : "invalid");
  }

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    const message = documentMessages.uploadFailed;
    return wantsJson
      ? data<UploadResponse>({ ok: false, message, fieldErrors: {} }, { status: 400 })
      : back(fallback, "upload_failed");
  }
  const redirectTo = safeRedirect(form.get("redirectTo") ?? fallback);

  const files: UploadFile[] = [];
  const oversized: string[] = [];
  for (const entry of form.getAll("files")) {
    if (typeof entry === "string" || (entry.size === 0 && entry.name === "")) continue;
    // Refuse oversized files before reading their bytes.
    if (entry.size > MAX_FILE_BYTES) oversized.push(documentMessages.tooLarge(entry.name));
    else files.push({ name: entry.name, bytes: new Uint8Array(await entry.arrayBuffer()) });
  }

  try {
    if (oversized.length > 0) {
      const message = oversized.join(". ");
      throw new AppError("validation", message, { files: message });
    }
    const uploaded = await uploadDocuments(getDb(), user, {
      applicationId: String(form.get("applicationId") ?? ""),
      type: String(form.get("type") ?? ""),
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
  }
}
