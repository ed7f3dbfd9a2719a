import { data } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import { reportsPage } from "~/modules/reports/index.server";
import { reportsPageMessages, ReportsScreen } from "~/modules/reports";
import printStyles from "~/styles/reports-print.css?url";
import type { Route } from "./+types/index";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: printStyles, media: "print" },
];

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [
    {
      title: `${intl.formatMessage(reportsPageMessages.pageTitle)} | ${intl.formatMessage(siteNameMessage)}`,
    },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "reports.view");
  const params = new URL(request.url).searchParams;
  const page = await loadPage(() => reportsPage(getDb(), session, params), {
    fallback: reportsPageMessages.loadFailed.defaultMessage,
    context: "reports",
  });
  // A refused period (an end before the start, a date that is not one) answers 400.
  return data(page, { status: page.errors ? 400 : 200 });
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  return <ReportsScreen page={loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
