import { readOnlyMethodResponse } from "~/lib/cors.server";
import { verifyCertificateJson } from "~/modules/verification/index.server";
import type { Route } from "./+types/verify-certificate";

/**
 * GET /api/verify/{code or number}: the public verification facts as JSON
 * (404 when not found, 429 when rate limited), cacheable for a minute, open
 * to every origin (decision 053; described at /api/openapi.json).
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return verifyCertificateJson(request, params.id, { negotiated: false });
}

/** OPTIONS answers the CORS preflight; other methods 405. */
export function action({ request }: Route.ActionArgs) {
  return readOnlyMethodResponse(request);
}
