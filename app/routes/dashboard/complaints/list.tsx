import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import { complaintCaseMessages, ComplaintsListScreen, complaintText } from "~/modules/complaints";
import { complaintsPage } from "~/modules/complaints/index.server";
import type { Route } from "./+types/list";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [
    {
      title: `${intl.formatMessage(complaintCaseMessages.back)} | ${intl.formatMessage(siteNameMessage)}`,
    },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "complaint.list");
  const params = new URL(request.url).searchParams;
  return loadPage(() => complaintsPage(getDb(), session, params), {
    fallback: complaintText.loadList.defaultMessage,
    context: "list complaints",
  });
}

export default function Complaints({ loaderData }: Route.ComponentProps) {
  return <ComplaintsListScreen page={loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
