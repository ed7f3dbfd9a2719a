import { getDb } from "~/lib/db.server";
import { didDocumentResponse } from "~/modules/credentials/index.server";

/** GET /.well-known/did.json: the issuer's did:web DID document (decision 052). */
export function loader() {
  return didDocumentResponse(getDb());
}
