import { getDb } from "~/lib/db.server";
import { preflightResponse, readOnlyMethodResponse } from "~/lib/cors.server";
import { sealResponse } from "~/modules/verification/index.server";
import type { Route } from "./+types/seal";

/**
 * GET /seal/{verificationCode}.svg and .png: the certificate's live seal for
 * other websites (decision 053). Public, read only, open to every origin.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  if (request.method === "OPTIONS") return preflightResponse();
  return sealResponse(getDb(), request, params.file);
}

/** A write answers 405 (OPTIONS, the CORS preflight, reaches the loader). */
export function action({ request }: Route.ActionArgs) {
  return readOnlyMethodResponse(request);
}
