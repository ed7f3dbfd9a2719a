import { splitLocalePath } from "~/domain/locale";
import printStyles from "~/styles/manual-print.css?url";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { manualMessages, PublicManualPage } from "~/modules/operations-manual";
import { getOperationsManual } from "~/modules/operations-manual/index.server";
import { publicPageMeta } from "~/modules/site-content";
import type { Route } from "./+types/operations-manual";

export const loader = ({ request }: Route.LoaderArgs) =>
  loadPage(
    () => getOperationsManual(getDb(), splitLocalePath(new URL(request.url).pathname).locale),
    {
      fallback: manualMessages.fetchFailed,
      context: "public operations manual",
    },
  );

export function meta({ location }: { location: { pathname: string } }) {
  return publicPageMeta("/operations-manual", location);
}

export function links() {
  return [{ rel: "stylesheet", href: printStyles, media: "print" }];
}

export default function OperationsManual({ loaderData }: Route.ComponentProps) {
  return <PublicManualPage {...loaderData} />;
}
