import { getDb } from "~/lib/db.server";
import { statusListResponse } from "~/modules/credentials/index.server";
import type { Route } from "./+types/status-list";

/** GET /credentials/status/{revocation|suspension}/{n}: a signed status list credential. */
export function loader({ params }: Route.LoaderArgs) {
  return statusListResponse(getDb(), params.purpose, params.list);
}
