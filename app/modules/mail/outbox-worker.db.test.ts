import fs from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { executeRows, getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { claimOutboxEmails, type OutboxRow } from "./claim-outbox-emails.server";
import { deliverOutboxEmail } from "./deliver-outbox-email.server";
import { enqueueEmail } from "./enqueue-email.server";
import type { MailTransport, OutgoingMail } from "./mail-transport.server";
import { MAX_DELIVERY_ATTEMPTS } from "~/domain/outbox-policy";
import { outboxWorkerJob, processOutboxBatch } from "./outbox-worker.server";

const contact = (subject: string) => ({
  name: "Pat Doe",
  email: "pat@example.test",
  subject,
  message: "Hello there",
});

async function enqueue(to: string, subject = "Question") {
  return enqueueEmail(getDb(), to, "contact-message", contact(subject));
}

async function row(id: string) {
  const [found] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return found!;
}

/** Makes every row due now (skips the back-off wait). */
async function makeDue(ids: string[]) {
  await getDb()
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(inArray(emailOutbox.id, ids));
}

const failing = (message = "connection refused"): MailTransport => ({
  kind: "smtp",
  send: async () => {
    throw new Error(message);
  },
});

describe("outbox worker", () => {
  it("delivers a pending message with the stored transport (.eml + .json)", async () => {
    const id = await enqueue("stored@example.test", "Stored one");
    const result = await processOutboxBatch();
    expect(result.delivered).toBeGreaterThanOrEqual(1);
    const delivered = await row(id);
    expect(delivered).toMatchObject({ status: "stored", attempts: 1, lastError: null });
    expect(delivered.sentAt).toBeInstanceOf(Date);

    const dir = path.join(getEnv().dataDir, "mail");
    const files = fs.readdirSync(dir).filter((f) => f.includes(id));
    expect(files.sort()).toEqual([
      expect.stringMatching(
        new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}\\.\\d{3}Z-${id}\\.eml$`),
      ),
      expect.stringMatching(new RegExp(`-${id}\\.json$`)),
    ]);
    const json = JSON.parse(
      fs.readFileSync(
        path.join(
          dir,
          files.find((f) => f.endsWith(".json"))!,
        ),
        "utf8",
      ),
    );
    expect(json).toMatchObject({
      id,
      to: "stored@example.test",
      subject: "Contact form: Stored one",
      createdAt: delivered.createdAt.toISOString(),
    });
    expect(json.text).toContain("Hello there");
    expect(json.html).toContain("Hello there");
    const eml = fs.readFileSync(
      path.join(
        dir,
        files.find((f) => f.endsWith(".eml"))!,
      ),
      "utf8",
    );
    expect(eml).toMatch(/^To: stored@example\.test\r$/m);
    expect(eml).toMatch(/^Subject: Contact form: Stored one\r$/m);
    // RFC 5322: every line ends in CRLF, none in a bare LF (issue 24).
    expect(eml).not.toMatch(/[^\r]\n/);
    expect(eml).toContain("multipart/alternative");
    expect(eml).toContain("text/html");
  });

  it("sends a secret (one-time code) to the recipient but keeps it only until delivery; staff's copy never has it (decision 055)", async () => {
    const id = await enqueueEmail(getDb(), "code@example.test", "sign-in-code", {
      code: "493817",
      expiresInMinutes: 10,
      purpose: "sign-in",
    });
    const waiting = await row(id);
    expect(waiting.subject).toBe("Your sign-in code");
    for (const stored of [waiting.subject, waiting.text, waiting.html]) {
      expect(stored).not.toContain("493817");
    }
    expect(waiting.text).toContain("[hidden: sent to the recipient only]");
    expect(waiting.deliveryText).toContain("493817");

    const sent: OutgoingMail[] = [];
    await processOutboxBatch({ transport: { kind: "smtp", send: async (m) => void sent.push(m) } });
    const mail = sent.find((m) => m.id === id)!;
    expect(mail.subject).toBe("Your sign-in code");
    expect(mail.text).toContain("493817");
    expect(mail.html).toContain("493817");
    const delivered = await row(id);
    expect(delivered).toMatchObject({ status: "sent", deliveryText: null, deliveryHtml: null });
    expect(delivered.text).not.toContain("493817");
  });

  it("drops a secret that finally failed to deliver, and keeps it while it waits for another attempt", async () => {
    const id = await enqueueEmail(getDb(), "reset@example.test", "password-reset", {
      name: "Pat",
      resetUrl: "http://localhost:3000/reset-password?token=SECRET-TOKEN",
      expiresInMinutes: 60,
    });
    await processOutboxBatch({ transport: failing() });
    expect((await row(id)).deliveryText).toContain("SECRET-TOKEN");
    await getDb()
      .update(emailOutbox)
      .set({ attempts: MAX_DELIVERY_ATTEMPTS - 1 })
      .where(eq(emailOutbox.id, id));
    await makeDue([id]);
    await processOutboxBatch({ transport: failing() });
    expect(await row(id)).toMatchObject({
      status: "failed",
      deliveryText: null,
      deliveryHtml: null,
    });
  });

  it("sends a contact-form message to support with Reply-To the visitor (issue 24)", async () => {
    const id = await enqueueEmail(
      getDb(),
      "support@example.test",
      "contact-message",
      contact("Reply"),
      {
        replyTo: "pat@example.test",
      },
    );
    const sent: OutgoingMail[] = [];
    await processOutboxBatch({ transport: { kind: "smtp", send: async (m) => void sent.push(m) } });
    expect(sent.find((m) => m.id === id)?.replyTo).toBe("pat@example.test");
    await getDb()
      .update(emailOutbox)
      .set({ status: "pending", nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, id));
    await processOutboxBatch();
    const dir = path.join(getEnv().dataDir, "mail");
    const eml = fs.readFileSync(
      path.join(
        dir,
        fs.readdirSync(dir).find((f) => f.includes(id) && f.endsWith(".eml"))!,
      ),
      "utf8",
    );
    expect(eml).toMatch(/^Reply-To: pat@example\.test\r$/m);
  });

  it("marks a message sent when the transport is SMTP", async () => {
    const id = await enqueue("smtp@example.test");
    const sent: OutgoingMail[] = [];
    await processOutboxBatch({ transport: { kind: "smtp", send: async (m) => void sent.push(m) } });
    expect(sent.map((m) => m.id)).toContain(id);
    expect((await row(id)).status).toBe("sent");
  });

  it("backs off after a failure and gives up after 8 attempts, never throwing", async () => {
    const id = await enqueue("fails@example.test");
    const before = Date.now();
    await expect(processOutboxBatch({ transport: failing() })).resolves.toMatchObject({
      failed: expect.any(Number),
    });
    let current = await row(id);
    expect(current).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "connection refused",
    });
    expect(current.nextAttemptAt.getTime()).toBeGreaterThan(before + 25_000);
    expect(current.sentAt).toBeNull();

    // Not due yet: the next batch leaves it alone.
    expect((await processOutboxBatch({ transport: failing() })).claimed).toBe(0);

    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      await makeDue([id]);
      await processOutboxBatch({ transport: failing(`failure ${attempt}`) });
      current = await row(id);
      expect(current.attempts).toBe(attempt);
    }
    expect(current).toMatchObject({ status: "failed", attempts: 8, lastError: "failure 8" });
    await makeDue([id]);
    expect((await processOutboxBatch({ transport: failing() })).claimed).toBe(0);
  });

  it("does not throw when the transport throws synchronously", async () => {
    const id = await enqueue("sync-throw@example.test");
    const transport: MailTransport = {
      kind: "smtp",
      send: () => {
        throw new Error("boom");
      },
    };
    await expect(processOutboxBatch({ transport })).resolves.toBeDefined();
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 1, lastError: "boom" });
  });

  it("re-claims a message stuck in sending for more than five minutes, not a fresh one", async () => {
    const stuck = await enqueue("stuck@example.test");
    const fresh = await enqueue("in-flight@example.test");
    await getDb()
      .update(emailOutbox)
      .set({ status: "sending", nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, stuck));
    await getDb()
      .update(emailOutbox)
      .set({ status: "sending", nextAttemptAt: sql`now() + interval '4 minutes'` })
      .where(eq(emailOutbox.id, fresh));
    const seen: string[] = [];
    await processOutboxBatch({
      transport: { kind: "smtp", send: async (m) => void seen.push(m.id) },
    });
    expect(seen).toContain(stuck);
    expect(seen).not.toContain(fresh);
    expect((await row(stuck)).status).toBe("sent");
    expect((await row(fresh)).status).toBe("sending");
  });

  it("never delivers a message twice when batches run concurrently", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push(await enqueue(`bulk-${i}@example.test`, `Bulk ${i}`));
    const deliveries = new Map<string, number>();
    const slow: MailTransport = {
      kind: "smtp",
      send: async (m) => {
        deliveries.set(m.id, (deliveries.get(m.id) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 5));
      },
    };
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => processOutboxBatch({ transport: slow, limit: 10 })),
    );
    // Whatever the first round missed, later rounds pick up.
    while ((await processOutboxBatch({ transport: slow, limit: 10 })).claimed > 0);
    expect(runs.reduce((n, r) => n + r.claimed, 0)).toBeGreaterThan(0);
    for (const id of ids) expect(deliveries.get(id)).toBe(1);
    const rows = await getDb().select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    expect(rows.every((r) => r.status === "sent")).toBe(true);
  });

  // PGlite has one connection, so its claims cannot overlap; on PostgreSQL two
  // claimers on their own connections are made to overlap deterministically:
  // the second claims while the first claim's transaction is still open, and
  // the first commits only once the second has finished or waits on its locks.
  it.runIf(process.env.TEST_DB_DRIVER === "postgres")(
    "never claims or delivers a message twice when a second claimer runs while the first claim is uncommitted",
    async () => {
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) ids.push(await enqueue(`race-${i}@example.test`, `Race ${i}`));
      await makeDue(ids);
      const db = getDb();
      const waitingOnLocks = async () => {
        const [found] = await executeRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return found!.n;
      };
      let first: OutboxRow[] = [];
      let second!: Promise<OutboxRow[]>;
      await db.transaction(async (tx) => {
        first = await claimOutboxEmails(tx, 100);
        let finished = false;
        second = claimOutboxEmails(db, 100).finally(() => void (finished = true));
        const deadline = Date.now() + 20_000;
        while (!finished && (await waitingOnLocks()) === 0) {
          if (Date.now() > deadline) throw new Error("the second claimer neither ran nor waited");
          await new Promise((r) => setTimeout(r, 10));
        }
      });
      const secondRows = await second;
      const mine = (rows: OutboxRow[]) => rows.filter((r) => ids.includes(r.id)).map((r) => r.id);
      expect(mine(first).sort()).toEqual([...ids].sort());
      expect(mine(secondRows)).toEqual([]);

      const deliveries = new Map<string, number>();
      const counting: MailTransport = {
        kind: "smtp",
        send: async (m) => void deliveries.set(m.id, (deliveries.get(m.id) ?? 0) + 1),
      };
      for (const claimed of [...first, ...secondRows])
        await deliverOutboxEmail(db, claimed, counting);
      for (const id of ids) expect(deliveries.get(id), `deliveries of ${id}`).toBe(1);
    },
  );

  it("runs as a background job and stopping waits for the batch in progress", async () => {
    const id = await enqueue("job@example.test", "From the job");
    const stop = outboxWorkerJob.start();
    const deadline = Date.now() + 10_000;
    while ((await row(id)).status !== "stored" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await stop();
    expect((await row(id)).status).toBe("stored");
  });
});
