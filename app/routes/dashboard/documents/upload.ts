import { data, redirect } from "react-router";
import { getDb } from "~/lib/db.server";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/form-data.server";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { translateText } from "~/lib/i18n/translate-text";
import { requireUser, safeRedirect } from "~/modules/auth/index.server";
import {
  receiveUpload,
  type DocumentNoticeCode,
  type UploadResponse,
} from "~/modules/documents/index.server";
import type { Route } from "./+types/upload";

/** Back to the page the form was on, with a notice code (no free text in the URL). */
function back(target: string, code: DocumentNoticeCode) {
  const url = new URL(safeRedirect(target), "http://local");
  url.searchParams.set("documents", code);
  url.hash = "documents";
  return redirect(`${url.pathname}${url.search}${url.hash}`);
}

export function loader() {
  return redirect("/dashboard/documents");
}

/**
 * POST /dashboard/documents/upload — fields applicationId, type, files (one
 * or more), redirectTo. The multipart body is streamed, so it is read by the
 * documents module (`receiveUpload`), not the form helper. Answers JSON to
 * `Accept: application/json` (the XMLHttpRequest upload with progress), else
 * redirects back with a notice.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  const outcome = await receiveUpload(getDb(), user, request);
  if (wantsJson) {
    // The refusals in the reader's language (those declared as messages).
    const locale = await requestLocale(request);
    const t = (text: string) => translateText(text, locale);
    return outcome.ok
      ? data<UploadResponse>({ ok: true, message: t(outcome.message), count: outcome.count })
      : data<UploadResponse>(
          {
            ok: false,
            message: t(outcome.message),
            fieldErrors: Object.fromEntries(
              Object.entries(outcome.fieldErrors).map(([k, v]) => [k, t(v)]),
            ),
          },
          { status: outcome.status },
        );
  }
  const target = safeRedirect(outcome.redirectTo ?? "/dashboard/documents");
  if (outcome.ok) return back(target, "uploaded");
  if (outcome.code === "unreadable") {
    throw new Response(UNREADABLE_FORM_MESSAGE, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return back(target, outcome.code);
}
