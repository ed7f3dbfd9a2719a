import type { NotificationView } from "./list-notifications.server";

export type NotificationsPayload = { notifications: NotificationView[]; unread: number };

/** What the bell needs of an in-flight fetcher (react-router's Fetcher fits). */
export type PendingSubmission = { formData?: FormData; formAction?: string };

/**
 * Optimistic view (SPEC §4: the read flag is set at once and reverted on
 * failure): applies every in-flight notification submission to the last
 * server state. When a submission fails it leaves the in-flight list and the
 * server state, still unread, shows again.
 */
export function applyPendingChanges(
  base: NotificationsPayload,
  submissions: PendingSubmission[],
  endpoint: string,
): NotificationsPayload {
  const read = new Set<string>();
  const deleted = new Set<string>();
  let allRead = false;
  for (const f of submissions) {
    if (!f.formData || f.formAction !== endpoint) continue;
    const intent = f.formData.get("intent");
    const id = String(f.formData.get("id") ?? "");
    if (intent === "mark-read") read.add(id);
    else if (intent === "delete") deleted.add(id);
    else if (intent === "mark-all-read") allRead = true;
  }
  if (!allRead && read.size === 0 && deleted.size === 0) return base;
  let cleared = 0;
  const notifications = base.notifications
    .filter((n) => {
      if (!deleted.has(n.id)) return true;
      if (!n.isRead) cleared += 1;
      return false;
    })
    .map((n) => {
      if (n.isRead || !(allRead || read.has(n.id))) return n;
      cleared += 1;
      return { ...n, isRead: true };
    });
  return { notifications, unread: allRead ? 0 : Math.max(0, base.unread - cleared) };
}
