import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { appealPageMessages, AppealsListScreen } from "~/modules/appeals";
import { appealsPage } from "~/modules/appeals/index.server";
import { requireAccess } from "~/modules/auth/index.server";
import type { Route } from "./+types/list";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [
    {
      title: `${intl.formatMessage(appealPageMessages.list)} | ${intl.formatMessage(siteNameMessage)}`,
    },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "appeal.list");
  const params = new URL(request.url).searchParams;
  return loadPage(() => appealsPage(getDb(), session, params), {
    fallback: appealPageMessages.loadList.defaultMessage,
    context: "list appeals",
  });
}

export default function Appeals({ loaderData }: Route.ComponentProps) {
  return <AppealsListScreen page={loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
