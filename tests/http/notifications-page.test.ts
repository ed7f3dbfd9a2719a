/**
 * The notifications page (issue 12): every notification of the signed-in
 * user, paged and filtered, with bulk "mark read" as plain form posts; never
 * another user's notifications.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { appRequest, visibleText } from "../helpers/http";
import { createTestUser } from "../helpers/users";

async function seed(userId: string, count: number, prefix: string, type = "application_status") {
  const rows = await getDb()
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        type,
        message: `${prefix} ${String(i).padStart(2, "0")}`,
        createdAt: sql`now() - make_interval(mins => ${1000 - i})`,
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

async function page(cookie: string, query = "") {
  const response = await appRequest(`/dashboard/notifications${query}`, { cookie });
  expect(response.status).toBe(200);
  return visibleText(await response.text());
}

function post(cookie: string, entries: [string, string][]) {
  return appRequest("/dashboard/notifications", {
    cookie,
    body: new URLSearchParams(entries),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

async function unreadIds(userId: string) {
  const rows = await getDb()
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return rows.map((r) => r.id).sort();
}

describe("/dashboard/notifications", () => {
  it("lists all own notifications beyond the bell's 20, paged, and none of another user's", async () => {
    const me = await createTestUser("applicant");
    const other = await createTestUser("administrator");
    await seed(me.userId, 30, "Mine");
    await seed(other.userId, 3, "Theirs");

    const first = await page(me.cookie);
    expect(first).toContain("30 unread notifications");
    expect(first).toContain("30 notifications · page 1 of 2");
    expect(first).toContain("Mine 29");
    expect(first).toContain("Mine 05");
    expect(first).not.toContain("Mine 04");
    expect(first).not.toContain("Theirs");
    expect(first).toContain("Mark all as read");
    const second = await page(me.cookie, "?page=2");
    expect(second).toContain("Mine 04");
    expect(second).toContain("Mine 00");
    expect(second).not.toContain("Mine 05");
  });

  it("filters by read state and type, and shows the empty states", async () => {
    const me = await createTestUser("administrator");
    await seed(me.userId, 2, "Registered", "new_user_registered");
    await seed(me.userId, 2, "Paid", "payment_received");
    const byType = await page(me.cookie, "?type=payment_received");
    expect(byType).toContain("2 notifications match these filters");
    expect(byType).toContain("Paid 01");
    expect(byType).not.toContain("Registered 01");
    // An unknown filter value is ignored rather than failing.
    expect(await page(me.cookie, "?type=nonsense&status=maybe")).toContain("4 notifications");
    expect(await page(me.cookie, "?status=read")).toContain(
      "No notifications match these filters.",
    );

    const fresh = await createTestUser("applicant");
    const empty = await page(fresh.cookie);
    expect(empty).toContain("No notifications");
    expect(empty).not.toContain("Mark all as read");
  });

  it("marks selected and all notifications read as form posts, only the user's own", async () => {
    const me = await createTestUser("applicant");
    const other = await createTestUser("applicant");
    const mine = await seed(me.userId, 4, "Mine");
    const theirs = await seed(other.userId, 2, "Theirs");

    const selected = await post(me.cookie, [
      ["intent", "mark-selected-read"],
      ["id", mine[0]!],
      ["id", mine[1]!],
    ]);
    expect(selected.status).toBe(200);
    expect(visibleText(await selected.text())).toContain("2 notifications marked as read.");
    expect(await unreadIds(me.userId)).toEqual([mine[2]!, mine[3]!].sort());

    // Another user's notification: not found, nothing changes on either side.
    const foreign = await post(me.cookie, [
      ["intent", "mark-selected-read"],
      ["id", mine[2]!],
      ["id", theirs[0]!],
    ]);
    expect(foreign.status).toBe(404);
    expect(await unreadIds(me.userId)).toEqual([mine[2]!, mine[3]!].sort());
    expect(await unreadIds(other.userId)).toEqual([...theirs].sort());

    const none = await post(me.cookie, [["intent", "mark-selected-read"]]);
    expect(none.status).toBe(400);
    expect(visibleText(await none.text())).toContain("Choose at least one notification.");

    const all = await post(me.cookie, [["intent", "mark-all-read"]]);
    expect(all.status).toBe(200);
    expect(visibleText(await all.text())).toContain("2 notifications marked as read.");
    expect(await unreadIds(me.userId)).toEqual([]);
    expect(await unreadIds(other.userId)).toEqual([...theirs].sort());

    const signedOut = await appRequest("/dashboard/notifications", {
      form: { intent: "mark-all-read" },
    });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/login/);
  });
});

/** A notification as written before issue 36: its English text only. */
async function notify(userId: string, message: string) {
  await getDb()
    .insert(notifications)
    .values({
      userId,
      type: "new_user_registered",
      message,
      metadata: { link: "/dashboard/users" },
    });
  const [row] = await getDb()
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.message, message));
  return row!.id;
}

async function loadFeed(cookie: string) {
  const response = await appRequest("/dashboard/notifications/feed", { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    notifications: { id: string; message: string; isRead: boolean; link: string | null }[];
    unread: number;
  };
}

async function postFeed(cookie: string, form: Record<string, string>) {
  const response = await appRequest("/dashboard/notifications/feed", { cookie, form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("/dashboard/notifications/feed", () => {
  it("answers a signed-out visitor 401 with JSON, never a redirect the bell's fetcher would follow", async () => {
    const polled = await appRequest("/dashboard/notifications/feed");
    expect(polled.status).toBe(401);
    expect(polled.headers.get("location")).toBeNull();
    expect(await polled.json()).toEqual({ notifications: null, unread: null });
    const changed = await appRequest("/dashboard/notifications/feed", {
      form: { intent: "mark-all-read" },
    });
    expect(changed.status).toBe(401);
    expect(await changed.json()).toEqual({
      ok: false,
      error: "You are signed out. Log in again to change your notifications.",
    });
  });

  it("answers 401 to a poll sent with the cookie of a session that was replaced", async () => {
    const user = await createTestUser("applicant");
    await notify(user.userId, "Still here");
    expect((await loadFeed(user.cookie)).unread).toBe(1);
    // Signed out (as a replaced session is deleted): the cookie the browser still sends is stale.
    expect((await appRequest("/logout", { cookie: user.cookie, form: {} })).status).toBe(302);
    const stale = await appRequest("/dashboard/notifications/feed", { cookie: user.cookie });
    expect(stale.status).toBe(401);
    expect(stale.headers.get("location")).toBeNull();
    // A change sent with it is refused and changes nothing.
    const change = await appRequest("/dashboard/notifications/feed", {
      cookie: user.cookie,
      form: { intent: "mark-all-read" },
    });
    expect(change.status).toBe(401);
    const unread = await getDb()
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, user.userId), eq(notifications.isRead, false)));
    expect(unread).toHaveLength(1);
  });

  it("returns only the signed-in user's notifications and changes only their own", async () => {
    const alice = await createTestUser("administrator");
    const bob = await createTestUser("applicant");
    const a1 = await notify(alice.userId, "Alice one");
    const a2 = await notify(alice.userId, "Alice two");
    const b1 = await notify(bob.userId, "Bob one");

    const aliceView = await loadFeed(alice.cookie);
    expect(aliceView.unread).toBe(2);
    expect(aliceView.notifications.map((n) => n.message).sort()).toEqual([
      "Alice one",
      "Alice two",
    ]);
    expect(aliceView.notifications[0]).toMatchObject({ link: "/dashboard/users", isRead: false });

    // Bob cannot read-mark or delete Alice's notification.
    expect(await postFeed(bob.cookie, { intent: "mark-read", id: a1 })).toMatchObject({
      status: 403,
      body: { ok: false },
    });
    expect(await postFeed(bob.cookie, { intent: "delete", id: a1 })).toMatchObject({ status: 403 });
    expect(
      await postFeed(bob.cookie, { intent: "delete", id: "00000000-0000-4000-8000-000000000000" }),
    ).toMatchObject({ status: 404 });
    expect((await loadFeed(alice.cookie)).unread).toBe(2);

    // Invalid input is refused with a message.
    expect(await postFeed(alice.cookie, { intent: "mark-read", id: "not-a-uuid" })).toMatchObject({
      status: 400,
      body: { ok: false, error: "Unknown notification" },
    });
    expect(await postFeed(alice.cookie, { intent: "explode" })).toMatchObject({ status: 400 });

    expect(await postFeed(alice.cookie, { intent: "mark-read", id: a1 })).toEqual({
      status: 200,
      body: { ok: true, intent: "mark-read", unread: 1 },
    });
    expect(await postFeed(alice.cookie, { intent: "delete", id: a2 })).toMatchObject({
      status: 200,
      body: { ok: true, unread: 0 },
    });
    const after = await loadFeed(alice.cookie);
    expect(after.notifications).toEqual([expect.objectContaining({ id: a1, isRead: true })]);

    // Mark all read touches only Bob's own.
    await notify(alice.userId, "Alice three");
    expect(await postFeed(bob.cookie, { intent: "mark-all-read" })).toMatchObject({
      status: 200,
      body: { ok: true, unread: 0 },
    });
    expect((await loadFeed(bob.cookie)).notifications).toEqual([
      expect.objectContaining({ id: b1, isRead: true }),
    ]);
    expect((await loadFeed(alice.cookie)).unread).toBe(1);
  });
});
