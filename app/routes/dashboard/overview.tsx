import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { siteName } from "~/lib/site-config";
import { requireUser } from "~/modules/auth/index.server";
import { OverviewScreen } from "~/modules/dashboard";
import { getOverviewPage } from "~/modules/dashboard/index.server";
import type { Route } from "./+types/overview";

export function meta() {
  return [{ title: `Dashboard | ${siteName}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireUser(request);
  return getOverviewPage(getDb(), session);
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  return <OverviewScreen {...loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
