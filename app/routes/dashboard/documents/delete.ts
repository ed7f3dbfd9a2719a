import { redirect } from "react-router";
import { isAppError } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { requireUser, safeRedirect } from "~/modules/auth/session.server";
import { deleteDocument } from "~/modules/documents/delete-document.server";
import { documentMessages, type DocumentNoticeCode } from "~/modules/documents/document-rules";
import type { Route } from "./+types/delete";
import { readFormData } from "~/lib/form-data.server";

function back(target: string, code: DocumentNoticeCode, confirmAgain?: string) {
  const url = new URL(safeRedirect(target), "http://local");
  url.searchParams.delete("confirmDelete");
  // A missing reason: the confirmation (with the reason field) opens again.
  if (confirmAgain) url.searchParams.set("confirmDelete", confirmAgain);
  url.searchParams.set("documents", code);
  url.hash = "documents";
  return redirect(`${url.pathname}${url.search}${url.hash}`);
}

export function loader() {
  return redirect("/dashboard/documents");
}

/**
 * POST /dashboard/documents/{id}/delete (after the confirmation in the UI):
 * deletes by the uploader or administrator/committee (with a `reason` once
 * the application is approved or certified, decision 042), then redirects
 * back to `redirectTo` with a notice code.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readFormData(request);
  const redirectTo = safeRedirect(form.get("redirectTo") ?? "/dashboard/documents");
  try {
    await deleteDocument(getDb(), user, params.id, { reason: String(form.get("reason") ?? "") });
    return back(redirectTo, "deleted");
  } catch (error) {
    if (isAppError(error)) {
      if (error.fieldErrors.reason) {
        const code: DocumentNoticeCode =
          error.message === documentMessages.reasonTooLong ? "reason_too_long" : "reason_required";
        return back(redirectTo, code, params.id);
      }
      const code: DocumentNoticeCode =
        error.code === "forbidden"
          ? "delete_denied"
          : error.code === "not_found"
            ? "not_found"
            : "delete_failed";
      return back(redirectTo, code);
    }
    throw error;
  }
}
