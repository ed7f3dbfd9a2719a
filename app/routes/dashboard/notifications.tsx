import { data } from "react-router";
import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { readFormData } from "~/lib/form-data.server";
import { pluralize } from "~/lib/format";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { requireUser } from "~/modules/auth/session.server";
import { listAllNotifications } from "~/modules/notifications/list-all-notifications.server";
import { markAllNotificationsRead } from "~/modules/notifications/mark-all-notifications-read.server";
import { markNotificationsRead } from "~/modules/notifications/mark-notifications-read.server";
import {
  notificationMessages,
  notificationReadFilters,
  notificationTypes,
} from "~/modules/notifications/notification-types";
import { NotificationsPage } from "~/modules/notifications/ui/notifications-page";
import type { Route } from "./+types/notifications";

export function meta() {
  return [{ title: `Notifications | ${siteName}` }];
}

const querySchema = z.object({
  status: z.enum(notificationReadFilters).optional().catch(undefined),
  type: z.enum(notificationTypes).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

/** All of the signed-in user's notifications (the bell shows the newest 20). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  try {
    const list = await listAllNotifications(getDb(), { userId: session.user.id, ...query });
    return { ...list, filters: { status: query.status ?? "", type: query.type ?? "" } };
  } catch (error) {
    throwLoaderError(error, "Could not load your notifications. Please try again.", "list");
  }
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("mark-all-read") }),
  z.object({
    intent: z.literal("mark-selected-read"),
    ids: z
      .array(z.uuid(notificationMessages.notFound))
      .min(1, notificationMessages.noneSelected)
      .max(100),
  }),
]);

/** Bulk changes as plain form posts (they work without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireUser(request);
  const form = await readFormData(request);
  const parsed = actionSchema.safeParse({ intent: form.get("intent"), ids: form.getAll("id") });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? notificationMessages.actionFailed;
    return data({ ok: false as const, message }, { status: 400 });
  }
  const db = getDb();
  const userId = session.user.id;
  try {
    const changed =
      parsed.data.intent === "mark-all-read"
        ? await markAllNotificationsRead(db, userId)
        : await markNotificationsRead(db, { userId, ids: parsed.data.ids });
    return {
      ok: true as const,
      message:
        changed === 0
          ? "There was nothing unread to mark."
          : `${pluralize(changed, "notification")} marked as read.`,
    };
  } catch (error) {
    const failure = actionFailure(error, notificationMessages.actionFailed, "mark notifications");
    return data({ ok: false as const, message: failure.message }, { status: failure.status });
  }
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  return <NotificationsPage {...loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
