import { describe, expect, it } from "vitest";
import type { NotificationView } from "./list-notifications.server";
import { applyPendingChanges } from "./optimistic-notifications";

const ENDPOINT = "/dashboard/notifications/feed";
const note = (id: string, isRead = false): NotificationView => ({
  id,
  type: "application_status",
  message: `Message ${id}`,
  isRead,
  createdAt: "2026-11-22T12:00:00.000Z",
  link: null,
});
const submission = (fields: Record<string, string>, formAction = ENDPOINT) => {
  const formData = new FormData();
  for (const [k, v] of Object.entries(fields)) formData.set(k, v);
  return { formData, formAction };
};
// 25 unread on the server, 3 of them in the list.
const base = { notifications: [note("a"), note("b"), note("c", true)], unread: 25 };

describe("applyPendingChanges (SPEC §4 optimistic read flag)", () => {
  it("returns the server state when nothing is in flight", () => {
    expect(applyPendingChanges(base, [{}], ENDPOINT)).toBe(base);
  });

  it("shows a notification read at once and lowers the count", () => {
    const view = applyPendingChanges(
      base,
      [submission({ intent: "mark-read", id: "a" })],
      ENDPOINT,
    );
    expect(view.notifications.map((n) => n.isRead)).toEqual([true, false, true]);
    expect(view.unread).toBe(24);
  });

  it("hides a deleted notification; deleting a read one keeps the count", () => {
    const view = applyPendingChanges(
      base,
      [submission({ intent: "delete", id: "b" }), submission({ intent: "delete", id: "c" })],
      ENDPOINT,
    );
    expect(view.notifications.map((n) => n.id)).toEqual(["a"]);
    expect(view.unread).toBe(24);
  });

  it("mark all read zeroes the count", () => {
    const view = applyPendingChanges(base, [submission({ intent: "mark-all-read" })], ENDPOINT);
    expect(view.unread).toBe(0);
    expect(view.notifications.every((n) => n.isRead)).toBe(true);
  });

  it("ignores submissions to other routes", () => {
    const other = submission({ intent: "mark-read", id: "a" }, "/dashboard/role");
    expect(applyPendingChanges(base, [other], ENDPOINT)).toBe(base);
  });
});
