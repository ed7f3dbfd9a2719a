import { getEnv } from "~/lib/env.server";
import { documentOnlyForAnonymous } from "~/lib/page-scripts";
import { publicPageMeta } from "~/modules/site-content";
import { DevelopersPage } from "~/modules/verification";
import type { Route } from "./+types/developers";

/** Sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

export function meta({ location }: { location: { pathname: string } }) {
  return publicPageMeta("/developers", location);
}

export function loader() {
  return { baseUrl: getEnv().baseUrl };
}

export default function Developers({ loaderData }: Route.ComponentProps) {
  return <DevelopersPage baseUrl={loaderData.baseUrl} />;
}
