import { getDb } from "~/lib/db.server";
import { readOnlyMethodResponse } from "~/lib/cors.server";
import { sealResponse } from "~/modules/verification/index.server";
import type { Route } from "./+types/seal";

/**
 * GET /seal/{verificationCode}.svg and .png: the certificate's live seal for
 * other websites (decision 053). Public, read only, open to every origin.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return sealResponse(getDb(), request, params.file);
}

/** OPTIONS answers the CORS preflight; other methods 405. */
export function action({ request }: Route.ActionArgs) {
  return readOnlyMethodResponse(request);
}
