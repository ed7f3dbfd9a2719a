import { getAuth } from "~/modules/auth/index.server";
import type { Route } from "./+types/auth";

// better-auth's own endpoints (OIDC callback, session JSON, etc.).
export function loader({ request }: Route.LoaderArgs) {
  return getAuth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return getAuth().handler(request);
}
