import { data } from "react-router";
import { isAppError } from "~/domain/app-error";
import { getDb } from "~/lib/db.server";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { translateText } from "~/lib/i18n/translate-text";
import { getSessionUser } from "~/modules/auth/index.server";
import { syncText } from "~/modules/audits";
import { syncAuditChange } from "~/modules/audits/index.server";
import type { Route } from "./+types/sync";

const noStore = { "Cache-Control": "private, no-store" };

/**
 * POST /dashboard/audits/:id/sync (issue 37): one change the examiner's
 * device kept while offline, as JSON with the session cookie (the root
 * middleware refuses other sites' writes). Answers the change's SyncAnswer
 * (accepted, or refused with the reason, the same for a replayed key); signed
 * out 401, outside the viewer's audits 404, an unreadable change 400, all JSON.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const locale = await requestLocale(request);
  const t = (text: string) => translateText(text, locale);
  const session = await getSessionUser(request);
  if (!session) {
    return data(
      { ok: false, message: t(syncText.signedOut.defaultMessage) },
      { status: 401, headers: noStore },
    );
  }
  let body: unknown;
  try {
    if (!(request.headers.get("content-type") ?? "").includes("application/json"))
      throw new Error();
    body = await request.json();
  } catch {
    return data(
      { ok: false, message: t(syncText.badRequest.defaultMessage) },
      { status: 400, headers: noStore },
    );
  }
  try {
    const answer = await syncAuditChange(getDb(), session, params.id, body);
    return data(answer.outcome === "refused" ? { ...answer, message: t(answer.message) } : answer, {
      headers: noStore,
    });
  } catch (error) {
    if (isAppError(error) && error.code !== "failed") {
      return data(
        { ok: false, message: t(error.message) },
        { status: error.code === "validation" ? 400 : error.status, headers: noStore },
      );
    }
    throw error;
  }
}
