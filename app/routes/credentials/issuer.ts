import { preflightResponse, readOnlyMethodResponse, withOpenCors } from "~/lib/cors.server";
import { issuerProfileResponse } from "~/modules/credentials/index.server";
import type { Route } from "./+types/issuer";

/** GET /credentials/issuer: the issuer's Open Badges Profile (decision 052). */
export async function loader({ request }: Route.LoaderArgs) {
  if (request.method === "OPTIONS") return preflightResponse();
  return withOpenCors(await issuerProfileResponse());
}

/** Read only, open to every origin (decision 053): a write answers 405; OPTIONS reaches the loader. */
export function action({ request }: Route.ActionArgs) {
  return readOnlyMethodResponse(request);
}
