import { preflightResponse, readOnlyMethodResponse, withOpenCors } from "~/lib/cors.server";
import { getEnv } from "~/lib/env.server";
import { openApiDocumentFor } from "~/modules/verification/index.server";
import type { Route } from "./+types/openapi";

/** GET /api/openapi.json: the OpenAPI 3.1 description of the verification API (decision 053). */
export function loader({ request }: Route.LoaderArgs) {
  if (request.method === "OPTIONS") return preflightResponse();
  return withOpenCors(
    Response.json(openApiDocumentFor(getEnv().baseUrl), {
      headers: { "Cache-Control": "public, max-age=3600" },
    }),
  );
}

/** A write answers 405 (OPTIONS, the CORS preflight, reaches the loader). */
export function action({ request }: Route.ActionArgs) {
  return readOnlyMethodResponse(request);
}
