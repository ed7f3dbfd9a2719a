import { data, redirect } from "react-router";
import { getDb } from "~/lib/db.server";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { translateText } from "~/lib/i18n/translate-text";
import { requireUser } from "~/modules/auth/index.server";
import { photoNoticeCode } from "~/modules/audits";
import { receiveAuditPhoto } from "~/modules/audits/index.server";
import type { Route } from "./+types/photos";

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/dashboard/audits/${params.id}`);
}

/**
 * POST /dashboard/audits/:id/photos (issue 37): one photo of a finding
 * (multipart: standardNumber, clientKey, keepLocation, files). Answers JSON
 * to `Accept: application/json` (the page's upload, also when a queued photo
 * is sent after the connection returns), else redirects back to the audit
 * with a notice code at the standard's photos.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireUser(request);
  const outcome = await receiveAuditPhoto(getDb(), session, params.id, request);
  if ((request.headers.get("accept") ?? "").includes("application/json")) {
    const locale = await requestLocale(request);
    const headers = { "Cache-Control": "private, no-store" };
    return outcome.ok
      ? data(
          {
            ok: true as const,
            replayed: outcome.replayed,
            photo: {
              id: outcome.photo.id,
              standardNumber: outcome.photo.standardNumber,
              name: outcome.photo.name,
              width: outcome.photo.width,
              height: outcome.photo.height,
              locationKept: outcome.photo.locationKept,
            },
          },
          { status: outcome.replayed ? 200 : 201, headers },
        )
      : data(
          { ok: false as const, message: translateText(outcome.message, locale) },
          { status: outcome.status, headers },
        );
  }
  const url = new URLSearchParams({
    photo: outcome.ok ? "added" : photoNoticeCode(outcome.message),
  });
  if (outcome.standardNumber && /^[0-9A-Za-z.-]{1,20}$/.test(outcome.standardNumber)) {
    url.set("standard", outcome.standardNumber);
  }
  return redirect(`/dashboard/audits/${params.id}?${url.toString()}#photos`);
}
