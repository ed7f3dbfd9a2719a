import { preflightResponse, readOnlyMethodResponse } from "~/lib/cors.server";
import { verifyCertificateJson } from "~/modules/verification/index.server";
import type { Route } from "./+types/verify-certificate";

/**
 * GET /api/verify/{code or number}: the public verification facts as JSON
 * (404 when not found, 429 when rate limited), cacheable for a minute, open
 * to every origin (decision 053; described at /api/openapi.json).
 */
export function loader({ request, params }: Route.LoaderArgs) {
  if (request.method === "OPTIONS") return preflightResponse();
  return verifyCertificateJson(request, params.id, { negotiated: false });
}

/** A write answers 405 (OPTIONS, the CORS preflight, reaches the loader). */
export function action({ request }: Route.ActionArgs) {
  return readOnlyMethodResponse(request);
}
