import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { createTestUser } from "../../../tests/helpers/users";
import { countUnread, createNotification } from "./create-notification.server";
import { deleteNotification } from "./delete-notification.server";
import { listNotifications } from "./list-notifications.server";
import { markAllNotificationsRead } from "./mark-all-notifications-read.server";
import { markNotificationRead } from "./mark-notification-read.server";
import { NOTIFICATION_FETCH_LIMIT } from "./notification-types";
import { notificationSentences, notificationText } from "./notification-text.server";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";

/** A notification as written before issue 36: its English text only. */
async function notify(userId: string, message: string, minutesAgo = 0) {
  await getDb()
    .insert(notifications)
    .values({
      userId,
      type: "application_status",
      message,
      metadata: { link: "/dashboard/applications" },
    });
  const [row] = await getDb()
    .select()
    .from(notifications)
    .where(eq(notifications.message, message));
  if (minutesAgo) {
    await getDb()
      .update(notifications)
      .set({ createdAt: sql`now() - make_interval(mins => ${minutesAgo})` })
      .where(eq(notifications.id, row!.id));
  }
  return row!.id;
}

describe("notification services (SPEC §7)", () => {
  it("lists own notifications newest first, at most 20, with the link", async () => {
    const me = await createTestUser("applicant");
    const other = await createTestUser("applicant");
    for (let i = 0; i < 22; i++) await notify(me.userId, `mine ${i}`, 22 - i);
    await notify(other.userId, "not mine");
    const list = await listNotifications(getDb(), me.userId);
    expect(list).toHaveLength(NOTIFICATION_FETCH_LIMIT);
    expect(list[0]!.message).toBe("mine 21");
    expect(list[19]!.message).toBe("mine 2");
    expect(list.every((n) => n.message.startsWith("mine"))).toBe(true);
    expect(list[0]).toMatchObject({ isRead: false, link: "/dashboard/applications" });
    expect(await countUnread(getDb(), me.userId)).toBe(22);
  });

  it("marks one own notification read and counts unread", async () => {
    const me = await createTestUser("applicant");
    const a = await notify(me.userId, "a for mark");
    await notify(me.userId, "b for mark");
    await markNotificationRead(getDb(), me.userId, a);
    expect(await countUnread(getDb(), me.userId)).toBe(1);
    const list = await listNotifications(getDb(), me.userId);
    expect(list.find((n) => n.id === a)?.isRead).toBe(true);
  });

  it("marks all unread of the user read, leaving other users alone", async () => {
    const me = await createTestUser("applicant");
    const other = await createTestUser("applicant");
    await notify(me.userId, "all 1");
    await notify(me.userId, "all 2");
    await notify(other.userId, "other all");
    expect(await markAllNotificationsRead(getDb(), me.userId)).toBe(2);
    expect(await countUnread(getDb(), me.userId)).toBe(0);
    expect(await countUnread(getDb(), other.userId)).toBe(1);
    expect(await markAllNotificationsRead(getDb(), me.userId)).toBe(0);
  });

  it("deletes an own notification", async () => {
    const me = await createTestUser("applicant");
    const id = await notify(me.userId, "to delete");
    await deleteNotification(getDb(), me.userId, id);
    expect(await listNotifications(getDb(), me.userId)).toEqual([]);
  });

  it("refuses to touch another user's notification (403) and unknown ids (404)", async () => {
    const me = await createTestUser("applicant");
    const other = await createTestUser("administrator");
    const theirs = await notify(other.userId, "theirs");

    const readError = await refusal(() => markNotificationRead(getDb(), me.userId, theirs), {
      unchanged: databaseDigest,
    });
    expect(readError).toMatchObject({ code: "forbidden", status: 403 });
    const deleteError = await refusal(() => deleteNotification(getDb(), me.userId, theirs), {
      unchanged: databaseDigest,
    });
    expect(deleteError).toMatchObject({ code: "forbidden", status: 403 });

    const [still] = await getDb().select().from(notifications).where(eq(notifications.id, theirs));
    expect(still).toMatchObject({ isRead: false, userId: other.userId });

    const missing = await refusal(
      () => markNotificationRead(getDb(), me.userId, "00000000-0000-4000-8000-000000000000"),
      { unchanged: databaseDigest },
    );
    expect(missing).toMatchObject({ code: "not_found", status: 404 });
  });
});

describe("notifications in the reader's language (issue 36)", () => {
  it("are stored as a message and its values and read in each reader's language; older rows keep their English", async () => {
    const me = await createTestUser("applicant");
    const { certificateNotificationMessages: n } =
      await import("~/modules/certificates/certificate-notifications");
    await createNotification(getDb(), {
      userId: me.userId,
      type: "certificate_status_change",
      message: notificationSentences(
        notificationText(n.revoked, { number: "HAP-2026-0042" }),
        notificationText(n.reason, { reason: "glue traps found" }),
        notificationText(n.mayAppeal),
      ),
      link: "/dashboard/certificates",
    });
    // A row written before issue 36: English only, no stored message.
    await getDb().insert(notifications).values({
      userId: me.userId,
      type: "application_status",
      message: "An English text written before issue 36",
    });
    const [stored] = await getDb()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.type, "certificate_status_change"),
          eq(notifications.userId, me.userId),
        ),
      );
    expect(stored!.message).toBe(
      "Certificate HAP-2026-0042 has been revoked. Reason: glue traps found. You may appeal: see the e-mail we sent you.",
    );
    expect(stored!.metadata).toMatchObject({
      link: "/dashboard/certificates",
      text: { sentences: expect.any(Array) },
    });
    const read = async (locale: "en" | "fr-CA" | "es-MX") =>
      (await listNotifications(getDb(), me.userId, 10, locale)).map((v) => v.message);
    expect(await read("fr-CA")).toEqual([
      "An English text written before issue 36",
      "Le certificat HAP-2026-0042 a été révoqué. Motif\u00a0: glue traps found. Vous pouvez faire appel\u00a0: voyez le courriel que nous vous avons envoyé.",
    ]);
    expect((await read("es-MX"))[1]).toBe(
      "El certificado HAP-2026-0042 fue revocado. Motivo: glue traps found. Puede apelar: consulte el correo electrónico que le enviamos.",
    );
    expect((await read("en"))[1]).toBe(stored!.message);
  });
});
