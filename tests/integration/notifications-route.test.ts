import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { createNotification } from "~/modules/notifications/create-notification.server";
import { action, loader } from "~/routes/dashboard/notifications-feed";
import { makeRequest, routeArgs, settle } from "../helpers/requests";
import { createTestUser } from "../helpers/users";

async function notify(userId: string, message: string) {
  await createNotification(getDb(), {
    userId,
    type: "new_user_registered",
    message,
    link: "/dashboard/users",
  });
  const [row] = await getDb()
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.message, message));
  return row!.id;
}

async function load(cookie: string) {
  const response = (await loader(
    routeArgs(makeRequest("/dashboard/notifications/feed", { cookie })),
  )) as Response;
  expect(response.status).toBe(200);
  return (await response.json()) as {
    notifications: { id: string; message: string; isRead: boolean; link: string | null }[];
    unread: number;
  };
}

async function post(cookie: string, form: Record<string, string>) {
  const response = (await action(
    routeArgs(makeRequest("/dashboard/notifications/feed", { cookie, form })),
  )) as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("/dashboard/notifications/feed", () => {
  it("redirects a signed-out visitor to /login", async () => {
    const thrown = (await settle(() =>
      loader(routeArgs(makeRequest("/dashboard/notifications/feed"))),
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
  });

  it("returns only the signed-in user's notifications and changes only their own", async () => {
    const alice = await createTestUser("administrator");
    const bob = await createTestUser("applicant");
    const a1 = await notify(alice.userId, "Alice one");
    const a2 = await notify(alice.userId, "Alice two");
    const b1 = await notify(bob.userId, "Bob one");

    const aliceView = await load(alice.cookie);
    expect(aliceView.unread).toBe(2);
    expect(aliceView.notifications.map((n) => n.message).sort()).toEqual([
      "Alice one",
      "Alice two",
    ]);
    expect(aliceView.notifications[0]).toMatchObject({ link: "/dashboard/users", isRead: false });

    // Bob cannot read-mark or delete Alice's notification.
    expect(await post(bob.cookie, { intent: "mark-read", id: a1 })).toMatchObject({
      status: 403,
      body: { ok: false },
    });
    expect(await post(bob.cookie, { intent: "delete", id: a1 })).toMatchObject({ status: 403 });
    expect(
      await post(bob.cookie, { intent: "delete", id: "00000000-0000-4000-8000-000000000000" }),
    ).toMatchObject({ status: 404 });
    expect((await load(alice.cookie)).unread).toBe(2);

    // Invalid input is refused with a message.
    expect(await post(alice.cookie, { intent: "mark-read", id: "not-a-uuid" })).toMatchObject({
      status: 400,
      body: { ok: false, error: "Unknown notification" },
    });
    expect(await post(alice.cookie, { intent: "explode" })).toMatchObject({ status: 400 });

    expect(await post(alice.cookie, { intent: "mark-read", id: a1 })).toEqual({
      status: 200,
      body: { ok: true, intent: "mark-read", unread: 1 },
    });
    expect(await post(alice.cookie, { intent: "delete", id: a2 })).toMatchObject({
      status: 200,
      body: { ok: true, unread: 0 },
    });
    const after = await load(alice.cookie);
    expect(after.notifications).toEqual([expect.objectContaining({ id: a1, isRead: true })]);

    // Mark all read touches only Bob's own.
    await notify(alice.userId, "Alice three");
    expect(await post(bob.cookie, { intent: "mark-all-read" })).toMatchObject({
      status: 200,
      body: { ok: true, unread: 0 },
    });
    expect((await load(bob.cookie)).notifications).toEqual([
      expect.objectContaining({ id: b1, isRead: true }),
    ]);
    expect((await load(alice.cookie)).unread).toBe(1);
  });
});
