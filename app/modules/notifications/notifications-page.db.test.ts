import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "~/db/schema";
import { isAppError } from "~/domain/app-error";
import { getDb } from "~/lib/db.server";
import { createTestUser } from "../../../tests/helpers/users";
import { listAllNotifications } from "./list-all-notifications.server";
import { markNotificationsRead } from "./mark-notifications-read.server";
import type { NotificationType } from "./notification-types";

/** Inserts `count` notifications, the first one oldest; returns their ids in that order. */
async function seed(
  userId: string,
  count: number,
  options: { type?: NotificationType; prefix?: string; read?: boolean } = {},
) {
  const rows = await getDb()
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        type: options.type ?? "application_status",
        message: `${options.prefix ?? "note"} ${i}`,
        isRead: options.read ?? false,
        createdAt: sql`now() - make_interval(mins => ${1000 - i})`,
        metadata: i % 2 === 0 ? { link: "/dashboard/applications" } : {},
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

describe("notifications page services", () => {
  it("lists every own notification newest first, a page at a time, never another user's", async () => {
    const me = await createTestUser("applicant");
    const other = await createTestUser("administrator");
    await seed(me.userId, 30);
    await seed(other.userId, 5, { prefix: "theirs" });

    const first = await listAllNotifications(getDb(), { userId: me.userId, pageSize: 25 });
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2, unread: 30 });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]).toMatchObject({ message: "note 29", isRead: false, link: null });
    expect(first.rows[1]).toMatchObject({ message: "note 28", link: "/dashboard/applications" });
    const second = await listAllNotifications(getDb(), { userId: me.userId, page: 2 });
    expect(second.rows.map((r) => r.message)).toEqual([
      "note 4",
      "note 3",
      "note 2",
      "note 1",
      "note 0",
    ]);
    // A page past the end shows the last one.
    expect((await listAllNotifications(getDb(), { userId: me.userId, page: 9 })).page).toBe(2);
    const all = [...first.rows, ...second.rows];
    expect(all.some((r) => r.message.startsWith("theirs"))).toBe(false);
    expect(new Set(all.map((r) => r.id)).size).toBe(30);
  });

  it("filters by read state and type; offers only the user's own types", async () => {
    const me = await createTestUser("administrator");
    await seed(me.userId, 3, { type: "new_user_registered", prefix: "user" });
    await seed(me.userId, 2, { type: "payment_received", prefix: "paid", read: true });
    const unread = await listAllNotifications(getDb(), { userId: me.userId, status: "unread" });
    expect(unread.total).toBe(3);
    expect(unread.rows.every((r) => !r.isRead)).toBe(true);
    const read = await listAllNotifications(getDb(), { userId: me.userId, status: "read" });
    expect(read.rows.map((r) => r.message).sort()).toEqual(["paid 0", "paid 1"]);
    const byType = await listAllNotifications(getDb(), {
      userId: me.userId,
      type: "payment_received",
      status: "unread",
    });
    expect(byType).toMatchObject({ total: 0, rows: [], pageCount: 1, unread: 3 });
    expect(byType.types).toEqual(["new_user_registered", "payment_received"]);
    const empty = await listAllNotifications(getDb(), {
      userId: (await createTestUser("applicant")).userId,
    });
    expect(empty).toMatchObject({ total: 0, rows: [], unread: 0, types: [] });
  });

  it("marks chosen own notifications read; another user's id is not found and nothing changes", async () => {
    const me = await createTestUser("applicant");
    const other = await createTestUser("applicant");
    const mine = await seed(me.userId, 4);
    const [theirs] = await seed(other.userId, 1);

    expect(
      await markNotificationsRead(getDb(), { userId: me.userId, ids: [mine[0]!, mine[1]!] }),
    ).toBe(2);
    // Already read ones count zero; duplicates are fine.
    expect(
      await markNotificationsRead(getDb(), { userId: me.userId, ids: [mine[0]!, mine[0]!] }),
    ).toBe(0);

    const refused = await markNotificationsRead(getDb(), {
      userId: me.userId,
      ids: [mine[2]!, theirs!],
    }).catch((e: unknown) => e);
    expect(isAppError(refused) && refused.status).toBe(404);
    expect(isAppError(refused) && refused.message).toBe("Notification not found");
    const states = await getDb()
      .select({ id: notifications.id, isRead: notifications.isRead })
      .from(notifications)
      .where(inArray(notifications.id, [mine[2]!, theirs!]));
    expect(states.every((s) => !s.isRead)).toBe(true);

    const unknown = await markNotificationsRead(getDb(), {
      userId: me.userId,
      ids: ["00000000-0000-4000-8000-000000000000"],
    }).catch((e: unknown) => e);
    expect(isAppError(unknown) && unknown.status).toBe(404);
    const [row] = await getDb()
      .select({ isRead: notifications.isRead })
      .from(notifications)
      .where(eq(notifications.id, mine[1]!));
    expect(row?.isRead).toBe(true);
    expect(await markNotificationsRead(getDb(), { userId: me.userId, ids: [] })).toBe(0);
  });
});
