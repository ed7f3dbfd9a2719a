import { requestLocale } from "~/lib/i18n/request-locale.server";
import { getDb } from "~/lib/db.server";
import { getSessionUser } from "~/modules/auth/index.server";
import { changeFeedOrRevert, readFeedOrKeep } from "~/modules/notifications";
import {
  changeFromFeed,
  feedSignedOut,
  notificationFeed,
} from "~/modules/notifications/index.server";
import type { Route } from "./+types/notifications-feed";

/**
 * Resource route for the notification bell (/dashboard/notifications/feed):
 * GET returns the signed-in user's newest notifications and unread count;
 * POST changes them (own only). The page with all of them is
 * /dashboard/notifications (decision 041). Signed out: 401 JSON, not the
 * redirect to /login of the dashboard's screens (see feedSignedOut).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSessionUser(request);
  if (!session) return feedSignedOut(request);
  return notificationFeed(getDb(), session, await requestLocale(request));
}

export async function action({ request }: Route.ActionArgs) {
  const session = await getSessionUser(request);
  if (!session) return feedSignedOut(request);
  return changeFromFeed(getDb(), session, request);
}

/** In the browser a network failure keeps the bell's last list instead of the error screen. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  readFeedOrKeep(serverLoader);

/** … and a failed change is reverted with a message. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  changeFeedOrRevert(serverAction);
