import { isRouteErrorResponse } from "react-router";
import { z } from "zod";
import { isAppError } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/form-data.server";
import { logger } from "~/lib/logger.server";
import { requireUser } from "~/modules/auth/session.server";
import { countUnread } from "~/modules/notifications/create-notification.server";
import { deleteNotification } from "~/modules/notifications/delete-notification.server";
import { listNotifications } from "~/modules/notifications/list-notifications.server";
import { markAllNotificationsRead } from "~/modules/notifications/mark-all-notifications-read.server";
import { markNotificationRead } from "~/modules/notifications/mark-notification-read.server";
import { notificationMessages } from "~/modules/notifications/notification-types";
import type { Route } from "./+types/notifications-feed";

/**
 * Resource route for the notification bell (/dashboard/notifications/feed):
 * GET returns the signed-in user's newest notifications and unread count;
 * POST changes them (own only). The page with all of them is
 * /dashboard/notifications (decision 041).
 */

function json(body: unknown, init: { status?: number; headers?: Headers } = {}) {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "private, no-store");
  return Response.json(body, { status: init.status ?? 200, headers });
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const db = getDb();
  const [notifications, unread] = await Promise.all([
    listNotifications(db, session.user.id),
    countUnread(db, session.user.id),
  ]);
  return json({ notifications, unread }, { headers: session.headers });
}

const idField = z.uuid("Unknown notification");
const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("mark-read"), id: idField }),
  z.object({ intent: z.literal("delete"), id: idField }),
  z.object({ intent: z.literal("mark-all-read") }),
]);

export async function action({ request }: Route.ActionArgs) {
  const session = await requireUser(request);
  const parsed = await parseForm(request, schema);
  if (!parsed.ok) {
    const error = Object.values(parsed.errors)[0] ?? notificationMessages.actionFailed;
    return json({ ok: false, error, errors: parsed.errors }, { status: 400 });
  }
  const db = getDb();
  const userId = session.user.id;
  try {
    const input = parsed.data;
    if (input.intent === "mark-read") await markNotificationRead(db, userId, input.id);
    else if (input.intent === "delete") await deleteNotification(db, userId, input.id);
    else await markAllNotificationsRead(db, userId);
    return json(
      { ok: true, intent: input.intent, unread: await countUnread(db, userId) },
      { headers: session.headers },
    );
  } catch (error) {
    if (isAppError(error)) {
      return json({ ok: false, error: error.message }, { status: error.status });
    }
    logger.error({ err: error, userId }, "notification action failed");
    return json({ ok: false, error: notificationMessages.actionFailed }, { status: 500 });
  }
}

/** A redirect (for example to /login when the session expired) must still happen. */
function isNavigationSignal(error: unknown): boolean {
  return error instanceof Response || (isRouteErrorResponse(error) && error.status < 400);
}

/**
 * In the browser a network failure must not replace the dashboard with the
 * error screen: the bell keeps its last list (poll) or reverts the optimistic
 * change and shows a message (mutations).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (isNavigationSignal(error)) throw error;
    return { notifications: null, unread: null };
  }
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (isNavigationSignal(error)) throw error;
    return { ok: false as const, error: notificationMessages.actionFailed };
  }
}
