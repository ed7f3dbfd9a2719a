import { getDb } from "~/lib/db.server";
import { documentOnlyForAnonymous } from "~/lib/page-scripts";
import { DirectoryPage } from "~/modules/directory";
import { getDirectoryPage } from "~/modules/directory/index.server";
import { publicPageMeta } from "~/modules/site-content";
import type { Route } from "./+types/directory";

/** Sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

export function meta({ location }: { location: { pathname: string } }) {
  return publicPageMeta("/directory", location);
}

export function loader({ request }: Route.LoaderArgs) {
  return getDirectoryPage(getDb(), new URL(request.url));
}

export default function Directory({ loaderData }: Route.ComponentProps) {
  return <DirectoryPage {...loaderData} />;
}
