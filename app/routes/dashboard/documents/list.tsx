import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { dashboardPageTitle } from "~/modules/applications";
import { requireAccess } from "~/modules/auth/index.server";
import { DocumentsListScreen, documentUiMessages } from "~/modules/documents";
import { getDocumentListPage } from "~/modules/documents/index.server";
import type { Route } from "./+types/list";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: dashboardPageTitle(matches, documentUiMessages.title) }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, "document.list");
  const params = new URL(request.url).searchParams;
  return loadPage(() => getDocumentListPage(getDb(), user, params), {
    fallback: "Something went wrong on our side. Please try again in a moment.",
    context: "list documents",
  });
}

export default function DocumentsPage({ loaderData }: Route.ComponentProps) {
  return <DocumentsListScreen page={loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
