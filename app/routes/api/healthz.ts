import { healthResponse } from "~/lib/health.server";

export function loader() {
  return healthResponse();
}
