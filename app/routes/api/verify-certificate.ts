import { verifyCertificateJson } from "~/modules/verification/index.server";
import type { Route } from "./+types/verify-certificate";

/**
 * GET /api/verify/{code or number}: the public verification facts as JSON
 * (404 when not found, 429 when rate limited), cacheable for a minute.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return verifyCertificateJson(request, params.id);
}
