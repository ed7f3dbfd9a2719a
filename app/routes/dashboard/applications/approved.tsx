import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import {
  applicationListMessages,
  ApprovedApplicationsScreen,
  dashboardPageTitle,
} from "~/modules/applications";
import { applicationMessages, listApprovedApplications } from "~/modules/applications/index.server";
import { requireAccess } from "~/modules/auth/index.server";
import type { Route } from "./+types/approved";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: dashboardPageTitle(matches, applicationListMessages.approvedTitle) }];
}

const querySchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "application.listApproved");
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return loadPage(() => listApprovedApplications(getDb(), session, { page: query.page }), {
    fallback: applicationMessages.fetchListFailed,
    context: "list approved applications",
  });
}

export default function ApprovedApplications({ loaderData }: Route.ComponentProps) {
  return <ApprovedApplicationsScreen page={loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
