import { getDb } from "~/lib/db.server";
import { credentialResponse } from "~/modules/credentials/index.server";
import type { Route } from "./+types/credential";

/**
 * GET /credentials/{verificationCode}: the certificate's signed Open Badges
 * credential (`?download=1` to save it as a file); 404 JSON when unknown.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const download = new URL(request.url).searchParams.get("download") === "1";
  return credentialResponse(getDb(), params.code, download);
}
