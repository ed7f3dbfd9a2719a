import { isRouteErrorResponse } from "react-router";
import { notificationMessages } from "./notification-types";

/** A redirect (for example to /login when the session expired) must still happen. */
function isNavigationSignal(error: unknown): boolean {
  return error instanceof Response || (isRouteErrorResponse(error) && error.status < 400);
}

/**
 * In the browser a network failure must not replace the dashboard with the
 * error screen: the bell keeps its last list (the poll answers nulls) …
 */
export async function readFeedOrKeep<T>(serverLoader: () => Promise<T>) {
  try {
    return await serverLoader();
  } catch (error) {
    if (isNavigationSignal(error)) throw error;
    return { notifications: null, unread: null };
  }
}

/** … or reverts the optimistic change and shows a message (mutations). */
export async function changeFeedOrRevert<T>(serverAction: () => Promise<T>) {
  try {
    return await serverAction();
  } catch (error) {
    if (isNavigationSignal(error)) throw error;
    return { ok: false as const, error: notificationMessages.actionFailed };
  }
}
