import { preflightResponse, readOnlyMethodResponse, withOpenCors } from "~/lib/cors.server";
import { getDb } from "~/lib/db.server";
import { credentialResponse } from "~/modules/credentials/index.server";
import type { Route } from "./+types/credential";

/**
 * GET /credentials/{verificationCode}: the certificate's signed Open Badges
 * credential (`?download=1` to save it as a file); 404 JSON when unknown.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (request.method === "OPTIONS") return preflightResponse();
  const download = new URL(request.url).searchParams.get("download") === "1";
  return withOpenCors(await credentialResponse(getDb(), params.code, download));
}

/** Read only, open to every origin (decision 053): a write answers 405; OPTIONS reaches the loader. */
export function action({ request }: Route.ActionArgs) {
  return readOnlyMethodResponse(request);
}
