import { requestLocale } from "~/lib/i18n/request-locale.server";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireUser } from "~/modules/auth/index.server";
import { NotificationsPage, notificationUiMessages as m } from "~/modules/notifications";
import {
  getNotificationsPage,
  markNotificationsFromPage,
  NOTIFICATIONS_PAGE_FAILED,
} from "~/modules/notifications/index.server";
import type { Route } from "./+types/notifications";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [{ title: `${intl.formatMessage(m.title)} | ${intl.formatMessage(siteNameMessage)}` }];
}

/** All of the signed-in user's notifications (the bell shows the newest 20). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const locale = await requestLocale(request);
  return loadPage(
    () => getNotificationsPage(getDb(), session.user.id, new URL(request.url), locale),
    {
      fallback: NOTIFICATIONS_PAGE_FAILED,
      context: "list",
    },
  );
}

/** Bulk changes as plain form posts (they work without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireUser(request);
  return markNotificationsFromPage(getDb(), session.user.id, request);
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  return <NotificationsPage {...loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
