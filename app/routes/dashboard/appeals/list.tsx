import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { AppealsListScreen } from "~/modules/appeals";
import { appealsPage } from "~/modules/appeals/index.server";
import { requireAccess } from "~/modules/auth/index.server";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: `Appeals | ${siteName}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "appeal.list");
  const params = new URL(request.url).searchParams;
  return loadPage(() => appealsPage(getDb(), session, params), {
    fallback: "Could not load the appeals. Please try again.",
    context: "list appeals",
  });
}

export default function Appeals({ loaderData }: Route.ComponentProps) {
  return <AppealsListScreen page={loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
