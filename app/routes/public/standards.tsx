import { splitLocalePath } from "~/domain/locale";
import printStylesheet from "~/styles/standards-print.css?url";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { loadPage } from "~/lib/form-action.server";
import { documentOnlyForAnonymous } from "~/lib/page-scripts";
import { publicPageMeta } from "~/modules/site-content";
import { PublicStandardsPage, standardsMessages } from "~/modules/standards";
import { getPublicStandards } from "~/modules/standards/index.server";
import type { Route } from "./+types/standards";

/** Sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

export function meta({ location }: { location: { pathname: string } }) {
  return publicPageMeta("/standards", location);
}

export function links() {
  return [{ rel: "stylesheet", href: printStylesheet, media: "print" }];
}

/** SPEC §2 /standards: the published standards, public and server-rendered (no JavaScript needed). */
export const loader = ({ request }: Route.LoaderArgs) =>
  loadPage(
    async () => {
      const timeZone = getEnv().PROGRAMME_TIME_ZONE;
      const { locale } = splitLocalePath(new URL(request.url).pathname);
      return { standards: await getPublicStandards(getDb(), timeZone, locale), timeZone };
    },
    { fallback: standardsMessages.failedToLoad, context: "public standards" },
  );

export default function Standards({ loaderData }: Route.ComponentProps) {
  return <PublicStandardsPage {...loaderData} />;
}
