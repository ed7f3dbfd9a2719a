import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import { ComplaintsListScreen } from "~/modules/complaints";
import { complaintsPage } from "~/modules/complaints/index.server";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: `Complaints | ${siteName}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "complaint.list");
  const params = new URL(request.url).searchParams;
  return loadPage(() => complaintsPage(getDb(), session, params), {
    fallback: "Could not load the complaints. Please try again.",
    context: "list complaints",
  });
}

export default function Complaints({ loaderData }: Route.ComponentProps) {
  return <ComplaintsListScreen page={loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
