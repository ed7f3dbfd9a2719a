import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { documentOnlyForAnonymous } from "~/lib/page-scripts";
import { manualMessages, PublicManualSectionPage } from "~/modules/operations-manual";
import { getPublicManualSection } from "~/modules/operations-manual/index.server";
import { pageTitle } from "~/modules/site-content";
import type { Route } from "./+types/operations-manual-section";

/** Links only: sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

export const loader = ({ params }: Route.LoaderArgs) =>
  loadPage(() => getPublicManualSection(getDb(), params.slug), {
    fallback: manualMessages.fetchFailed,
    context: "public operations manual section",
  });

export function meta({ loaderData }: Route.MetaArgs) {
  const section = loaderData?.section;
  return [
    {
      title: pageTitle(
        section ? `${section.number} ${section.title} · Operations Manual` : "Operations Manual",
      ),
    },
  ];
}

export default function OperationsManualSection({ loaderData }: Route.ComponentProps) {
  return <PublicManualSectionPage page={loaderData} />;
}
