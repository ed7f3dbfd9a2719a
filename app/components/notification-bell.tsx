import { Link } from "react-router";

/** Notification bell: unread count. (Replaced by the full dropdown in the notifications work.) */
export function NotificationBell({ unread }: { unread: number }) {
  return (
    <Link to="/dashboard" aria-label={`Notifications, ${unread} unread`} className="relative p-2">
      <span aria-hidden>🔔</span>
      {unread > 0 ? (
        <span className="absolute -top-0.5 -right-0.5 rounded-full bg-red-700 px-1.5 text-xs text-white">
          {unread}
        </span>
      ) : null}
    </Link>
  );
}
