import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { throwLoaderError } from "~/lib/route-errors.server";
import { publicPageMeta } from "~/modules/site-content/public-pages";
import { getPublicStandards } from "~/modules/standards/get-public-standards.server";
import { standardsMessages } from "~/modules/standards/standards-messages";
import { PublicStandardsPage } from "~/modules/standards/ui/public-standards-page";
import printStylesheet from "~/modules/standards/ui/standards-print.css?url";
import type { Route } from "./+types/standards";
import { documentOnlyForAnonymous } from "~/lib/page-scripts";

/** Sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

export function meta() {
  return publicPageMeta("/standards");
}

export function links() {
  return [{ rel: "stylesheet", href: printStylesheet, media: "print" }];
}

/** SPEC §2 /standards: the published standards, public and server-rendered (no JavaScript needed). */
export async function loader() {
  try {
    const timeZone = getEnv().PROGRAMME_TIME_ZONE;
    return { standards: await getPublicStandards(getDb(), timeZone), timeZone };
  } catch (error) {
    throwLoaderError(error, standardsMessages.failedToLoad, "public standards");
  }
}

export default function Standards({ loaderData }: Route.ComponentProps) {
  return <PublicStandardsPage {...loaderData} />;
}
