import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, emailOutbox } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { enqueueEmail } from "~/modules/mail/enqueue-email.server";
import { action, loader } from "~/routes/dashboard/mail-log";
import { makeRequest, routeArgs, settle } from "../helpers/requests";
import { createTestUser } from "../helpers/users";

type Thrown = { init?: { status?: number }; data?: { title?: string } };

let sequence = 0;

/**
 * Enqueues a message one second after the previous one: the embedded
 * database's clock can give rows written in quick succession the same time,
 * and "newest first" needs distinct times to have one right answer.
 */
async function enqueue(to: string, subject: string) {
  const id = await enqueueEmail(getDb(), to, "contact-message", {
    name: "Sender",
    email: "sender@example.test",
    subject,
    message: "Body text",
  });
  sequence += 1;
  await getDb()
    .update(emailOutbox)
    .set({ createdAt: new Date(Date.UTC(2026, 0, 1) + sequence * 1000) })
    .where(eq(emailOutbox.id, id));
  return id;
}

const load = async (path: string, cookie: string) =>
  (await loader(routeArgs(makeRequest(path, { cookie })))) as Awaited<ReturnType<typeof loader>>;

describe("/dashboard/mail-log", () => {
  it("answers 403 (Access Denied) to non-administrators, for the page and the retry action", async () => {
    for (const role of ["applicant", "committee", "examiner"] as const) {
      const user = await createTestUser(role);
      const thrown = (await settle(() =>
        loader(routeArgs(makeRequest("/dashboard/mail-log", { cookie: user.cookie }))),
      )) as Thrown;
      expect(thrown.init?.status).toBe(403);
      expect(thrown.data?.title).toBe("Access Denied");
    }
    const committee = await createTestUser("committee");
    const id = await enqueue("x@example.test", "Nope");
    const refused = (await settle(() =>
      action(
        routeArgs(
          makeRequest("/dashboard/mail-log", {
            cookie: committee.cookie,
            form: { intent: "retry", id },
          }),
        ),
      ),
    )) as Thrown;
    expect(refused.init?.status).toBe(403);
  });

  it("lists newest first, filters, searches, pages, shows one message and retries a failed one", async () => {
    const admin = await createTestUser("administrator");
    const db = getDb();
    // createTestUser is silent: start from an empty outbox of our own rows.
    await db.delete(emailOutbox);
    const ids: string[] = [];
    for (let i = 0; i < 27; i++) ids.push(await enqueue(`bulk${i}@example.test`, `Bulk ${i}`));
    const failedId = await enqueue("broken@example.test", "Will fail");
    await db
      .update(emailOutbox)
      .set({ status: "failed", attempts: 8, lastError: "550 mailbox unavailable" })
      .where(eq(emailOutbox.id, failedId));

    const first = await load("/dashboard/mail-log", admin.cookie);
    expect(first).toMatchObject({ total: 28, page: 1, pageCount: 2, selected: null });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]).toMatchObject({
      id: failedId,
      status: "failed",
      attempts: 8,
      lastError: "550 mailbox unavailable",
      to: "broken@example.test",
      subject: "Contact form: Will fail",
    });
    const second = await load("/dashboard/mail-log?page=2", admin.cookie);
    expect(second.rows.map((r) => r.to)).toEqual([
      "bulk2@example.test",
      "bulk1@example.test",
      "bulk0@example.test",
    ]);

    const failedOnly = await load("/dashboard/mail-log?status=failed", admin.cookie);
    expect(failedOnly.rows.map((r) => r.id)).toEqual([failedId]);
    const search = await load("/dashboard/mail-log?q=BULK1", admin.cookie);
    expect(search.total).toBe(11); // bulk1, bulk10..bulk19
    const bySubject = await load("/dashboard/mail-log?q=will%20fail", admin.cookie);
    expect(bySubject.rows.map((r) => r.id)).toEqual([failedId]);
    const none = await load("/dashboard/mail-log?q=%25", admin.cookie);
    expect(none.rows).toEqual([]);

    const view = await load(`/dashboard/mail-log?message=${ids[3]}`, admin.cookie);
    expect(view.selected).toMatchObject({ id: ids[3], subject: "Contact form: Bulk 3" });
    expect(view.selected?.html).toContain("Body text");
    expect(view.selected?.text).toContain("Body text");

    const retried = await action(
      routeArgs(
        makeRequest("/dashboard/mail-log", {
          cookie: admin.cookie,
          form: { intent: "retry", id: failedId },
        }),
      ),
    );
    expect(retried).toMatchObject({ ok: true });
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, failedId));
    expect(row!.status).toBe("pending");
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, failedId));
    expect(audit).toEqual([expect.objectContaining({ action: "retry", actorId: admin.userId })]);

    await db.update(emailOutbox).set({ status: "stored" }).where(eq(emailOutbox.id, ids[0]!));
    const notRetryable = (await action(
      routeArgs(
        makeRequest("/dashboard/mail-log", {
          cookie: admin.cookie,
          form: { intent: "retry", id: ids[0]! },
        }),
      ),
    )) as Thrown & { data: { ok: boolean; message: string } };
    expect(notRetryable.init?.status).toBe(409);
    expect(notRetryable.data).toMatchObject({ ok: false });
  });
});
