import { formatDate } from "~/lib/format";

/**
 * SPEC §2 time labels: just now, Nm ago, Nh ago, Nd ago (under 7 days),
 * otherwise the date.
 */
export function timeLabel(createdAt: Date | string, now: Date = new Date()): string {
  const then = typeof createdAt === "string" ? new Date(createdAt) : createdAt;
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return "just now";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d ago`;
  return formatDate(then);
}
