import { splitLocalePath } from "~/domain/locale";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { intlFor } from "~/lib/i18n/intl";
import { documentOnlyForAnonymous } from "~/lib/page-scripts";
import {
  manualMessages,
  PublicManualSectionPage,
  publicManualMessages,
} from "~/modules/operations-manual";
import { getPublicManualSection } from "~/modules/operations-manual/index.server";
import { pageTitle } from "~/modules/site-content";
import type { Route } from "./+types/operations-manual-section";

/** Links only: sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

export const loader = ({ params, request }: Route.LoaderArgs) =>
  loadPage(
    () =>
      getPublicManualSection(
        getDb(),
        params.slug,
        splitLocalePath(new URL(request.url).pathname).locale,
      ),
    {
      fallback: manualMessages.fetchFailed,
      context: "public operations manual section",
    },
  );

export function meta({ loaderData, location }: Route.MetaArgs) {
  const section = loaderData?.section;
  const intl = intlFor(splitLocalePath(location.pathname).locale);
  return [
    {
      title: pageTitle(
        section
          ? intl.formatMessage(publicManualMessages.sectionTitle, {
              number: section.number,
              title: section.title,
            })
          : intl.formatMessage(publicManualMessages.title),
      ),
    },
  ];
}

export default function OperationsManualSection({ loaderData }: Route.ComponentProps) {
  return <PublicManualSectionPage page={loaderData} />;
}
