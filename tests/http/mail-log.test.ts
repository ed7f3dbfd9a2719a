/**
 * Mail log texts (issue 7, part 5): counts in good English, a stored (never
 * sent) message never shows a "Delivered" time, and the HTML preview is shown
 * full width rather than in a clipped half-column frame.
 */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, emailOutbox } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { enqueueEmail } from "~/modules/mail/enqueue-email.server";
import type { loader } from "~/routes/dashboard/mail-log";
import { appRequest, routeData } from "../helpers/http";
import { createTestUser } from "../helpers/users";

function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

async function enqueue(to: string, subject: string) {
  return enqueueEmail(getDb(), to, "contact-message", {
    name: "Sender",
    email: "sender@example.test",
    subject,
    message: "Body text",
  });
}

describe("/dashboard/mail-log", () => {
  it("says '1 e-mail matches', labels a stored message as not sent, and previews it full width", async () => {
    const admin = await createTestUser("administrator");
    const db = getDb();
    const stored = await enqueue("kept@example.test", "Kept not sent");
    await db
      .update(emailOutbox)
      .set({ status: "stored", attempts: 1, sentAt: new Date() })
      .where(eq(emailOutbox.id, stored));
    const sent = await enqueue("gone@example.test", "Really sent");
    await db
      .update(emailOutbox)
      .set({ status: "sent", attempts: 1, sentAt: new Date() })
      .where(eq(emailOutbox.id, sent));

    const one = visibleText(
      await (
        await appRequest("/dashboard/mail-log?q=kept%40example.test", { cookie: admin.cookie })
      ).text(),
    );
    expect(one).toContain("1 e-mail matches these filters");
    expect(one).not.toContain("1 e-mails");

    const page = await (
      await appRequest(`/dashboard/mail-log?message=${stored}`, { cookie: admin.cookie })
    ).text();
    const text = visibleText(page);
    expect(text).toContain("stored (not sent)");
    expect(text).toContain("Stored");
    expect(text).toContain("not sent: no mail server is configured");
    expect(text).not.toContain("Delivered");
    expect(text).toContain("1 attempt");
    // The preview: its own full-width frame, not a fixed half column.
    const frame = /<iframe[^>]*data-testid="mail-preview"[^>]*>/.exec(page)?.[0] ?? "";
    expect(frame).toContain('sandbox="allow-same-origin"');
    expect(frame).toContain("w-full");
    expect(page).not.toContain("lg:grid-cols-2");

    const delivered = visibleText(
      await (
        await appRequest(`/dashboard/mail-log?message=${sent}`, { cookie: admin.cookie })
      ).text(),
    );
    expect(delivered).toContain("Delivered");
  });
});

describe("/dashboard/mail-log and secrets (decision 055)", () => {
  it("shows a reset link hidden in the list, the preview and the CSV, records who opened it, and refuses to resend it once dropped", async () => {
    const admin = await createTestUser("administrator");
    const db = getDb();
    const id = await enqueueEmail(db, "victim@example.test", "password-reset", {
      name: "Victim",
      resetUrl: "http://localhost:3000/reset-password?token=TOPSECRET123",
      expiresInMinutes: 60,
    });
    const page = await (
      await appRequest(`/dashboard/mail-log?message=${id}`, { cookie: admin.cookie })
    ).text();
    expect(page).toContain("Reset your password");
    expect(page).not.toContain("TOPSECRET123");
    expect(visibleText(page)).toContain("[hidden: sent to the recipient only]");
    const csv = await (
      await appRequest("/dashboard/mail-log/export?q=victim%40example.test", {
        cookie: admin.cookie,
      })
    ).text();
    expect(csv).not.toContain("TOPSECRET123");

    const viewed = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(viewed).toEqual([
      expect.objectContaining({
        entityType: "email_outbox",
        action: "viewed",
        actorId: admin.userId,
      }),
    ]);

    // Finally failed: the secret is gone, so retrying cannot send it.
    await db
      .update(emailOutbox)
      .set({ status: "failed", deliveryHtml: null, deliveryText: null })
      .where(eq(emailOutbox.id, id));
    const answer = await appRequest("/dashboard/mail-log", {
      cookie: admin.cookie,
      form: { intent: "retry", id },
    });
    expect(await answer.text()).toContain("cannot be sent again");
    const [after] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(after!.status).toBe("failed");
  });
});

describe("the re-probe's attack on the mail log (issue 24, medium)", () => {
  it("a code, a reset link and an invitation asked for someone else are in no subject, list, preview or CSV staff can read", async () => {
    const admin = await createTestUser("administrator");
    const victim = await createTestUser("applicant");
    const invitee = `invitee-${Date.now()}@example.test`;
    // What the re-probe did: ask for the victim's secrets through the public forms.
    expect(
      (await appRequest("/login", { form: { intent: "send-code", email: victim.email } })).status,
    ).toBe(200);
    expect((await appRequest("/forgot-password", { form: { email: victim.email } })).status).toBe(
      200,
    );
    expect(
      (
        await appRequest("/dashboard/users", {
          cookie: admin.cookie,
          form: { name: "Ina Invitee", email: invitee, role: "examiner" },
        })
      ).status,
    ).toBe(200);

    const rows = await getDb()
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.to, [victim.email, invitee]));
    // The secret as the recipient gets it (the delivery copy, or the only copy).
    const secretOf = (template: string) => {
      const row = rows.find((r) => r.template === template)!;
      const text = row.deliveryText ?? row.text;
      const secret =
        template === "sign-in-code"
          ? /code is: (\d{6})/.exec(text)?.[1]
          : /token=([A-Za-z0-9_-]{16,})/.exec(text)?.[1];
      expect(secret, template).toBeTruthy();
      return { id: row.id, secret: secret! };
    };
    const secrets = ["sign-in-code", "password-reset", "invitation"].map(secretOf);

    const readable: string[] = [];
    for (const q of [victim.email, invitee]) {
      const search = `q=${encodeURIComponent(q)}`;
      readable.push(
        await (await appRequest(`/dashboard/mail-log?${search}`, { cookie: admin.cookie })).text(),
        await (
          await appRequest(`/dashboard/mail-log/export?${search}`, { cookie: admin.cookie })
        ).text(),
      );
    }
    for (const { id } of secrets) {
      readable.push(
        await (
          await appRequest(`/dashboard/mail-log?message=${id}`, { cookie: admin.cookie })
        ).text(),
      );
    }
    for (const { secret } of secrets) {
      for (const answer of readable) expect(answer).not.toContain(secret);
    }
    for (const row of rows) expect(row.subject).not.toMatch(/\d{6}|token=/);
  });
});

type Thrown = { data?: { title?: string } };

let sequence = 0;

/**
 * Enqueues a message one second after the previous one: the embedded
 * database's clock can give rows written in quick succession the same time,
 * and "newest first" needs distinct times to have one right answer.
 */
async function enqueueInSequence(to: string, subject: string) {
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
  (await routeData(path, { cookie })).data as Awaited<ReturnType<typeof loader>>;

describe("/dashboard/mail-log", () => {
  it("answers 403 (Access Denied) to non-administrators, for the page and the retry action", async () => {
    for (const role of ["applicant", "committee", "examiner"] as const) {
      const user = await createTestUser(role);
      const thrown = await routeData("/dashboard/mail-log", { cookie: user.cookie });
      expect(thrown.status).toBe(403);
      expect((thrown.error as Thrown).data?.title).toBe("Access Denied");
    }
    const committee = await createTestUser("committee");
    const id = await enqueueInSequence("x@example.test", "Nope");
    const refused = await routeData("/dashboard/mail-log", {
      cookie: committee.cookie,
      form: { intent: "retry", id },
    });
    expect(refused.status).toBe(403);
  });

  it("lists newest first, filters, searches, pages, shows one message and retries a failed one", async () => {
    const admin = await createTestUser("administrator");
    const db = getDb();
    // createTestUser is silent: start from an empty outbox of our own rows.
    await db.delete(emailOutbox);
    const ids: string[] = [];
    for (let i = 0; i < 27; i++)
      ids.push(await enqueueInSequence(`bulk${i}@example.test`, `Bulk ${i}`));
    const failedId = await enqueueInSequence("broken@example.test", "Will fail");
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

    const retried = await routeData("/dashboard/mail-log", {
      cookie: admin.cookie,
      form: { intent: "retry", id: failedId },
    });
    expect(retried.data).toMatchObject({ ok: true });
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, failedId));
    expect(row!.status).toBe("pending");
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, failedId));
    expect(audit).toEqual([expect.objectContaining({ action: "retry", actorId: admin.userId })]);

    await db.update(emailOutbox).set({ status: "stored" }).where(eq(emailOutbox.id, ids[0]!));
    const notRetryable = await routeData("/dashboard/mail-log", {
      cookie: admin.cookie,
      form: { intent: "retry", id: ids[0]! },
    });
    expect(notRetryable.status).toBe(409);
    expect(notRetryable.data).toMatchObject({ ok: false });
  });
});
