import net, { type AddressInfo } from "node:net";
import { inArray, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { RETRY_BASE_MS } from "~/domain/outbox-policy";
import { getDb } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import { enqueueEmail } from "./enqueue-email.server";
import { processOutboxBatch } from "./outbox-worker.server";

/**
 * SMTP unreachable for a while, then back (issue 25): the outbox keeps every
 * message, waits with back-off (the mail log's last error says why), then
 * delivers everything once the server is back, and nothing twice.
 */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let server: SMTPServer | undefined;
afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvForTests();
  if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
});

describe("SMTP outage", () => {
  it("keeps mail while SMTP is down, backs off, then delivers each message exactly once", async () => {
    const port = await freePort();
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    resetEnvForTests();
    const db = getDb();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(
        await enqueueEmail(db, `outage-${i}@example.test`, "welcome", {
          name: `Reader ${i}`,
          dashboardUrl: "http://localhost:3000/dashboard",
        }),
      );
    }
    const rows = () => db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));

    // Down: every attempt fails, nothing is lost, each waits its back-off.
    const before = Date.now();
    expect(await processOutboxBatch()).toMatchObject({ claimed: 5, delivered: 0, failed: 5 });
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + RETRY_BASE_MS * 0.5);
    }
    // Not before the back-off has passed.
    expect(await processOutboxBatch()).toMatchObject({ claimed: 0 });

    // Back: a server on the same port; the back-off has passed.
    const received: string[] = [];
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on("end", () => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(inArray(emailOutbox.id, ids));
    expect(await processOutboxBatch()).toMatchObject({ claimed: 5, delivered: 5, failed: 0 });
    expect(await processOutboxBatch()).toMatchObject({ claimed: 0 });
    expect(received.sort()).toEqual(ids.map((_, i) => `outage-${i}@example.test`).sort());
    for (const row of await rows()) expect(row).toMatchObject({ status: "sent", attempts: 2 });
  });
});
