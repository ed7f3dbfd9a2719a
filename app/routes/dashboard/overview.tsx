import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm } from "~/lib/form-action.server";
import { dashboardPageTitle } from "~/modules/applications";
import { requireUser } from "~/modules/auth/index.server";
import { OverviewScreen, overviewMessages } from "~/modules/dashboard";
import { getOverviewPage } from "~/modules/dashboard/index.server";
import { acknowledgeStandardNotices } from "~/modules/standards/index.server";
import { z } from "zod";
import type { Route } from "./+types/overview";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: dashboardPageTitle(matches, overviewMessages.pageTitle) }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireUser(request);
  return getOverviewPage(getDb(), session);
}

/** The business acknowledges the standards changed since its audit (decision 059). */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireUser(request);
  return handleForm(request, {
    context: "dashboard",
    fallback: overviewMessages.acknowledgeFailed.defaultMessage,
    intents: {
      acknowledgeStandardChanges: formIntent(z.object({}), async () => {
        await acknowledgeStandardNotices(getDb(), session);
        return done(overviewMessages.acknowledged.defaultMessage);
      }),
    },
  });
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  return <OverviewScreen {...loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
