import { issuerProfileResponse } from "~/modules/credentials/index.server";

/** GET /credentials/issuer: the issuer's Open Badges Profile (decision 052). */
export function loader() {
  return issuerProfileResponse();
}
