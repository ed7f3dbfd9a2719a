import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { toLocale } from "~/domain/locale";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { intlFor } from "~/lib/i18n/intl";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import {
  correctiveActionText,
  correctiveActionUiMessages,
  CorrectiveActionsListScreen,
} from "~/modules/corrective-actions";
import { correctiveActionsPage } from "~/modules/corrective-actions/index.server";
import type { Route } from "./+types/list";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [
    {
      title: `${intl.formatMessage(correctiveActionUiMessages.listTitle)} | ${intl.formatMessage(siteNameMessage)}`,
    },
  ];
}

/** GET /dashboard/corrective-actions: each role's scope, filters, pages (issue 37). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "correctiveAction.list");
  const params = new URL(request.url).searchParams;
  return loadPage(() => correctiveActionsPage(getDb(), session, params), {
    fallback: correctiveActionText.loadList.defaultMessage,
    context: "list corrective actions",
  });
}

export default function CorrectiveActions({ loaderData }: Route.ComponentProps) {
  return <CorrectiveActionsListScreen page={loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
