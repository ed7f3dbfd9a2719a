import { preflightResponse, readOnlyMethodResponse, withOpenCors } from "~/lib/cors.server";
import { getDb } from "~/lib/db.server";
import type { Route } from "./+types/did-document";
import { didDocumentResponse } from "~/modules/credentials/index.server";

/** GET /.well-known/did.json: the issuer's did:web DID document (decision 052). */
export async function loader({ request }: Route.LoaderArgs) {
  if (request.method === "OPTIONS") return preflightResponse();
  return withOpenCors(await didDocumentResponse(getDb()));
}

/** Read only, open to every origin (decision 053): a write answers 405; OPTIONS reaches the loader. */
export function action({ request }: Route.ActionArgs) {
  return readOnlyMethodResponse(request);
}
