/**
 * What the notification screens read and how their forms are answered: the
 * page with all notifications (/dashboard/notifications) and the bell's JSON
 * feed (/dashboard/notifications/feed, decision 041). Only the signed-in
 * user's own notifications are ever read or changed.
 */
import { data } from "react-router";
import { z } from "zod";
import { isAppError } from "~/domain/app-error";
import type { Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import { formErrorResponse } from "~/lib/form-action.server";
import { parseForm, readFormData } from "~/lib/form-data.server";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { translateText } from "~/lib/i18n/translate-text";
import { logger } from "~/lib/logger.server";
import { deleteNotification } from "./delete-notification.server";
import { listAllNotifications } from "./list-all-notifications.server";
import { countUnread } from "./create-notification.server";
import { listNotifications } from "./list-notifications.server";
import { markAllNotificationsRead } from "./mark-all-notifications-read.server";
import { markNotificationRead } from "./mark-notification-read.server";
import { markNotificationsRead } from "./mark-notifications-read.server";
import {
  notificationErrorMessages,
  notificationMessages,
  notificationReadFilters,
  notificationTypes,
} from "./notification-types";
import { notificationUiMessages } from "./ui/notification-ui-messages";
import { databaseUnavailableReason } from "~/lib/database-unavailable.server";

const pageQuerySchema = z.object({
  status: z.enum(notificationReadFilters).optional().catch(undefined),
  type: z.enum(notificationTypes).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

/** All of a user's notifications by the address's filters (the bell shows the newest 20). */
export async function getNotificationsPage(
  db: Executor,
  userId: string,
  url: URL,
  locale: Locale = "en",
) {
  const query = pageQuerySchema.parse(Object.fromEntries(url.searchParams));
  const list = await listAllNotifications(db, { userId, ...query, locale });
  return { ...list, filters: { status: query.status ?? "", type: query.type ?? "" } };
}

/** Shown when the notifications page cannot be read for an unexpected reason. */
export const NOTIFICATIONS_PAGE_FAILED = notificationUiMessages.loadFailed.defaultMessage;

const bulkSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("mark-all-read") }),
  z.object({
    intent: z.literal("mark-selected-read"),
    ids: z
      .array(z.uuid(notificationMessages.notFound))
      .min(1, notificationMessages.noneSelected)
      .max(100),
  }),
]);

/**
 * The page's bulk changes as plain form posts (they work without JavaScript).
 * The selected notifications come as repeated `id` fields, so the form is read
 * here rather than by `handleForm`; refusals go through the same error mapping.
 */
export async function markNotificationsFromPage(db: Executor, userId: string, request: Request) {
  const locale = await requestLocale(request);
  const form = await readFormData(request);
  const parsed = bulkSchema.safeParse({ intent: form.get("intent"), ids: form.getAll("id") });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? notificationMessages.actionFailed;
    return data({ ok: false as const, message: translateText(message, locale) }, { status: 400 });
  }
  const input = parsed.data;
  try {
    const changed =
      input.intent === "mark-all-read"
        ? await markAllNotificationsRead(db, userId)
        : await markNotificationsRead(db, { userId, ids: input.ids });
    return {
      ok: true as const,
      message:
        changed === 0
          ? intlFor(locale).formatMessage(notificationUiMessages.nothingToMark)
          : intlFor(locale).formatMessage(notificationUiMessages.marked, { count: changed }),
    };
  } catch (error) {
    return formErrorResponse(error, input.intent, {
      fallback: notificationMessages.actionFailed,
      context: "mark notifications",
    });
  }
}

function feedJson(body: unknown, init: { status?: number; headers?: Headers } = {}) {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "private, no-store");
  return Response.json(body, { status: init.status ?? 200, headers });
}

type FeedViewer = { user: { id: string }; headers: Headers };

/**
 * The bell's feed asked without a session (signed out elsewhere, or a poll
 * sent with the cookie of a session just replaced — turning on two-factor,
 * changing the password): 401 with JSON, never a redirect. A fetcher that
 * gets a redirect navigates the page; the login page would then send the
 * user on to this JSON route, a blank screen. A poll keeps the bell's list;
 * a change is reverted with a message.
 */
export function feedSignedOut(request: Request) {
  const body =
    request.method === "GET"
      ? { notifications: null, unread: null }
      : { ok: false, error: notificationMessages.signedOut };
  return feedJson(body, { status: 401 });
}

/** GET of the bell's feed: the newest notifications and the unread count. */
export async function notificationFeed(db: Executor, viewer: FeedViewer, locale: Locale = "en") {
  const [notifications, unread] = await Promise.all([
    listNotifications(db, viewer.user.id, undefined, locale),
    countUnread(db, viewer.user.id),
  ]);
  return feedJson({ notifications, unread }, { headers: viewer.headers });
}

const idField = z.uuid(notificationErrorMessages.unknown.defaultMessage);
const feedSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("mark-read"), id: idField }),
  z.object({ intent: z.literal("delete"), id: idField }),
  z.object({ intent: z.literal("mark-all-read") }),
]);

/** POST to the bell's feed: mark one read, delete one, or mark all read; answers the unread count. */
export async function changeFromFeed(db: Executor, viewer: FeedViewer, request: Request) {
  const locale = await requestLocale(request);
  const parsed = await parseForm(request, feedSchema);
  if (!parsed.ok) {
    const error = Object.values(parsed.errors)[0] ?? notificationMessages.actionFailed;
    return feedJson(
      { ok: false, error: translateText(error, locale), errors: parsed.errors },
      { status: 400 },
    );
  }
  const userId = viewer.user.id;
  try {
    const input = parsed.data;
    if (input.intent === "mark-read") await markNotificationRead(db, userId, input.id);
    else if (input.intent === "delete") await deleteNotification(db, userId, input.id);
    else await markAllNotificationsRead(db, userId);
    return feedJson(
      { ok: true, intent: input.intent, unread: await countUnread(db, userId) },
      { headers: viewer.headers },
    );
  } catch (error) {
    if (isAppError(error)) {
      return feedJson(
        { ok: false, error: translateText(error.message, locale) },
        { status: error.status },
      );
    }
    // The database out of reach: 503 with Retry-After (app/lib/database-unavailable.server.ts).
    if (databaseUnavailableReason(error)) throw error;
    logger.error({ err: error, userId }, "notification action failed");
    return feedJson(
      { ok: false, error: translateText(notificationMessages.actionFailed, locale) },
      { status: 500 },
    );
  }
}
