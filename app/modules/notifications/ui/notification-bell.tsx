import * as Popover from "@radix-ui/react-popover";
import { Bell } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useFetcher, useFetchers } from "react-router";
import { useFormat } from "~/lib/i18n/use-format";
import type { NotificationView } from "~/modules/notifications/list-notifications.server";
import { notificationErrorMessages } from "~/modules/notifications/notification-types";
import {
  applyPendingChanges,
  type NotificationsPayload,
  type PendingSubmission,
} from "~/modules/notifications/optimistic-notifications";
import { bellCount } from "~/modules/notifications/bell-label";
import {
  bellLabelIn,
  notificationUiMessages as m,
  timeLabelIn,
} from "~/modules/notifications/ui/notification-ui-messages";
import { useRootData } from "~/lib/root-data";

const ENDPOINT = "/dashboard/notifications/feed";

type Payload = NotificationsPayload;
/** The route's clientLoader answers nulls when the request failed (offline). */
type PollResult = Payload | { notifications: null; unread: null };
type ActionResult = { ok: true; unread: number; intent?: string } | { ok: false; error: string };

function NotificationItem({
  notification,
  now,
  onNavigate,
  onSettled,
}: {
  notification: NotificationView;
  now: Date;
  onNavigate: () => void;
  /** A change the server accepted: the bell keeps it applied. */
  onSettled: (change: PendingSubmission) => void;
}) {
  const intl = useIntl();
  const f = useFormat();
  const fetcher = useFetcher<ActionResult>();
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok;
  const { id, message, link, createdAt } = notification;
  // What the server accepted shows at once and stays so, whatever list the
  // bell holds until its next fresh one (no flash of the old state).
  const accepted = fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data.intent : undefined;
  const isRead = notification.isRead || accepted === "mark-read";
  const sent = useRef<FormData | null>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok || !sent.current) return;
    onSettled({ formData: sent.current, formAction: ENDPOINT });
    sent.current = null;
  }, [fetcher.state, fetcher.data, onSettled]);

  function submit(intent: "mark-read" | "delete") {
    const formData = new FormData();
    formData.set("intent", intent);
    formData.set("id", id);
    sent.current = formData;
    void fetcher.submit(formData, { method: "post", action: ENDPOINT });
  }

  if (accepted === "delete") return null;

  return (
    <li
      className={`px-4 py-3 ${isRead ? "bg-white" : "bg-brand-50"}`}
      data-testid="notification"
      data-notification-id={id}
    >
      <div className="flex items-start gap-2">
        <span
          aria-hidden
          className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${isRead ? "bg-transparent" : "bg-brand-700"}`}
        />
        <div className="min-w-0 flex-1">
          {!isRead ? <span className="sr-only">{intl.formatMessage(m.unreadPrefix)} </span> : null}
          {link ? (
            <Link
              to={link}
              className="text-sm text-slate-900 underline-offset-2 hover:underline"
              onClick={() => {
                if (!isRead) submit("mark-read");
                onNavigate();
              }}
            >
              {message}
            </Link>
          ) : (
            <p className="text-sm text-slate-900">{message}</p>
          )}
          <p className="mt-0.5 text-xs text-slate-600">
            <time dateTime={createdAt} title={f.dateTime(createdAt)}>
              {timeLabelIn(intl, f.date, createdAt, now)}
            </time>
          </p>
          {failed ? (
            <p role="alert" className="mt-1 text-xs text-red-700">
              {fetcher.data && !fetcher.data.ok
                ? fetcher.data.error
                : intl.formatMessage(notificationErrorMessages.actionFailed)}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {!isRead ? (
            <button
              type="button"
              onClick={() => submit("mark-read")}
              className="rounded px-2 py-1 text-xs font-medium text-brand-800 hover:bg-brand-100"
              aria-label={intl.formatMessage(m.markAsReadLabel, { message })}
            >
              <FormattedMessage {...m.markAsRead} />
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => submit("delete")}
            className="rounded px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100"
            aria-label={intl.formatMessage(m.deleteLabel, { message })}
          >
            <FormattedMessage {...m.delete} />
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * Dashboard header bell (SPEC §2): unread badge, a dropdown with the newest
 * 20 notifications, mark read / delete / mark all read, and a link to the
 * notifications page with all of them. New notifications
 * arrive by polling the resource route every `site.notificationPollMs` while
 * the tab is visible, and on focus (docs/decisions/005-realtime-notifications.md).
 */
export function NotificationBell({ unread }: { unread: number }) {
  const intl = useIntl();
  const { site } = useRootData();
  const pollMs = site.notificationPollMs;
  const poll = useFetcher<PollResult>({ key: "notification-bell" });
  const fresh: Payload | null = poll.data && poll.data.notifications !== null ? poll.data : null;
  // The last successful answer: after a failed poll the bell keeps showing it.
  const [lastGood, setLastGood] = useState<Payload | null>(null);
  // Reads and deletions the server accepted stay applied for as long as the
  // bell lives: a list fetched before them (polls and revalidations can answer
  // out of order) must not bring a deleted or read notification back.
  const [accepted, setAccepted] = useState<PendingSubmission[]>([]);
  // "Mark all read" applies until the next list (newer notifications may come).
  const [allRead, setAllRead] = useState<PendingSubmission[]>([]);
  useEffect(() => {
    if (fresh) {
      setLastGood(fresh);
      setAllRead([]);
    }
  }, [fresh]);
  const markAll = useFetcher<ActionResult>();
  const fetchers = useFetchers();
  const [open, setOpen] = useState(false);

  const pollRef = useRef(poll);
  pollRef.current = poll;
  const refresh = useRef(() => {
    if (document.visibilityState !== "visible") return;
    if (pollRef.current.state !== "idle") return;
    void pollRef.current.load(ENDPOINT);
  });

  useEffect(() => {
    // The first load comes from the effect below, which also runs on mount.
    const load = refresh.current;
    const timer = window.setInterval(load, pollMs);
    const onVisibility = () => {
      if (document.visibilityState === "visible") load();
    };
    window.addEventListener("focus", load);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("focus", load);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [pollMs]);

  // On mount, and when the layout's count changed (navigation, role switch): fetch the list.
  useEffect(() => {
    refresh.current();
  }, [unread]);

  const onSettled = useCallback((change: PendingSubmission) => {
    setAccepted((list) => [...list, change]);
  }, []);
  const markAllSent = useRef(false);
  useEffect(() => {
    if (markAll.state !== "idle" || !markAll.data?.ok || !markAllSent.current) return;
    markAllSent.current = false;
    const formData = new FormData();
    formData.set("intent", "mark-all-read");
    setAllRead([{ formData, formAction: ENDPOINT }]);
  }, [markAll.state, markAll.data]);

  const known = fresh ?? lastGood;
  const base: Payload = known ?? { notifications: [], unread };
  const view = applyPendingChanges(base, [...fetchers, ...accepted, ...allRead], ENDPOINT);
  // Every listed notification was read away or deleted here: older ones may
  // remain on the server, so the list is fetched again before saying "none".
  const emptiedHere = view.notifications.length === 0 && base.notifications.length > 0;
  useEffect(() => {
    if (emptiedHere) refresh.current();
  }, [emptiedHere, known]);
  const loaded = known !== null && !emptiedHere;
  const now = new Date();
  const markAllFailed = markAll.state === "idle" && markAll.data && !markAll.data.ok;

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) refresh.current();
      }}
    >
      <Popover.Trigger
        className="relative rounded-md p-2 text-slate-800 hover:bg-slate-100"
        aria-label={bellLabelIn(intl, view.unread)}
        data-testid="notification-bell"
      >
        <span aria-hidden className="text-lg leading-none">
          <Bell className="h-5 w-5" />
        </span>
        {view.unread > 0 ? (
          <span
            aria-hidden
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs font-semibold text-white"
          >
            {bellCount(view.unread)}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label={intl.formatMessage(m.title)}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-md border border-slate-200 bg-white shadow-lg"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
            <h2 className="text-sm font-semibold text-slate-900">
              <FormattedMessage {...m.title} />
            </h2>
            <button
              type="button"
              disabled={view.unread === 0}
              onClick={() => {
                markAllSent.current = true;
                void markAll.submit(
                  { intent: "mark-all-read" },
                  { method: "post", action: ENDPOINT },
                );
              }}
              className="rounded px-2 py-1 text-xs font-medium text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-500"
            >
              <FormattedMessage {...m.markAllRead} />
            </button>
          </div>
          {markAllFailed ? (
            <p role="alert" className="px-4 pt-2 text-xs text-red-700">
              {markAll.data && !markAll.data.ok ? markAll.data.error : null}
            </p>
          ) : null}
          <div className="max-h-96 overflow-y-auto">
            {!loaded ? (
              <p className="px-4 py-6 text-center text-sm text-slate-600" role="status">
                <FormattedMessage {...m.loading} />
              </p>
            ) : view.notifications.length === 0 ? (
              <p className="px-4 py-6 text-center text-sm text-slate-600">
                <FormattedMessage {...m.none} />
              </p>
            ) : (
              <ul className="divide-y divide-slate-100" aria-label={intl.formatMessage(m.newest)}>
                {view.notifications.map((n) => (
                  <NotificationItem
                    key={n.id}
                    notification={n}
                    now={now}
                    onNavigate={() => setOpen(false)}
                    onSettled={onSettled}
                  />
                ))}
              </ul>
            )}
          </div>
          <div className="border-t border-slate-200 px-4 py-2 text-center">
            <Link
              to="/dashboard/notifications"
              onClick={() => setOpen(false)}
              className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              <FormattedMessage {...m.seeAll} />
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
