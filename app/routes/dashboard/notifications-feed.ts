import { getDb } from "~/lib/db.server";
import { requireUser } from "~/modules/auth/index.server";
import { changeFeedOrRevert, readFeedOrKeep } from "~/modules/notifications";
import { changeFromFeed, notificationFeed } from "~/modules/notifications/index.server";
import type { Route } from "./+types/notifications-feed";

/**
 * Resource route for the notification bell (/dashboard/notifications/feed):
 * GET returns the signed-in user's newest notifications and unread count;
 * POST changes them (own only). The page with all of them is
 * /dashboard/notifications (decision 041).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireUser(request);
  return notificationFeed(getDb(), session);
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireUser(request);
  return changeFromFeed(getDb(), session, request);
}

/** In the browser a network failure keeps the bell's last list instead of the error screen. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) =>
  readFeedOrKeep(serverLoader);

/** … and a failed change is reverted with a message. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  changeFeedOrRevert(serverAction);
