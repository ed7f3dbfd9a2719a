import { preflightResponse, readOnlyMethodResponse, withOpenCors } from "~/lib/cors.server";
import { getDb } from "~/lib/db.server";
import { statusListResponse } from "~/modules/credentials/index.server";
import type { Route } from "./+types/status-list";

/** GET /credentials/status/{revocation|suspension}/{n}: a signed status list credential. */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (request.method === "OPTIONS") return preflightResponse();
  return withOpenCors(await statusListResponse(getDb(), params.purpose, params.list));
}

/** Read only, open to every origin (decision 053): a write answers 405; OPTIONS reaches the loader. */
export function action({ request }: Route.ActionArgs) {
  return readOnlyMethodResponse(request);
}
