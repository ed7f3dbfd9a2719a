import net, { type AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import { enqueueEmail } from "./enqueue-email.server";
import { processOutboxBatch } from "./outbox-worker.server";

type Received = { from: string; to: string[]; raw: string };

/** Decodes quoted-printable soft breaks and =XX escapes (enough for assertions). */
function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const received: Received[] = [];
let server: SMTPServer;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.MAIL_FROM = "Portal Test <portal@example.test>";
  resetEnvForTests();
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  resetEnvForTests();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("SMTP delivery (SMTP_URL set)", () => {
  it("sends the outbox message to the SMTP server with subject, recipient, HTML and text", async () => {
    const id = await enqueueEmail(getDb(), "riley@example.test", "welcome", {
      name: "Riley Fox",
      dashboardUrl: "http://localhost:3000/dashboard",
    });
    const result = await processOutboxBatch();
    expect(result).toMatchObject({ claimed: 1, delivered: 1, failed: 0 });

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe("portal@example.test");
    expect(mail.to).toEqual(["riley@example.test"]);
    expect(mail.raw).toMatch(/^Subject: Welcome to the Humane Accreditation Portal\r?$/m);
    expect(mail.raw).toMatch(/^To: riley@example\.test\r?$/m);
    expect(mail.raw).toMatch(/^From: Portal Test <portal@example\.test>\r?$/m);
    expect(mail.raw).toContain("multipart/alternative");
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain("Hello Riley Fox,");
    expect(body).toContain("Open your dashboard: http://localhost:3000/dashboard");
    expect(body).toContain('<a href="http://localhost:3000/dashboard"');

    const [row] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  });

  it("sends the stored attachments (decoded from base64) with their file name and type", async () => {
    received.length = 0;
    const ics =
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Audit\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
    await enqueueEmail(
      getDb(),
      "attach@example.test",
      "welcome",
      { name: "Attach", dashboardUrl: "http://localhost:3000/dashboard" },
      {
        attachments: [
          {
            filename: "audit.ics",
            contentType: "text/calendar",
            contentBase64: Buffer.from(ics).toString("base64"),
          },
        ],
      },
    );
    expect(await processOutboxBatch()).toMatchObject({ claimed: 1, delivered: 1 });
    const raw = received[0]!.raw;
    expect(raw).toContain("multipart/mixed");
    expect(raw).toMatch(/Content-Type: text\/calendar; name=audit\.ics/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=audit\.ics/);
    // The part's body: after the blank line that ends its headers, up to the next boundary.
    const body =
      /filename=audit\.ics\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(raw);
    expect(body).not.toBeNull();
    expect(Buffer.from(body![1]!.replace(/\s+/g, ""), "base64").toString("utf8")).toBe(ics);
  });

  it("records a refused connection as a failed attempt without throwing", async () => {
    // A port nobody listens on: open a socket server, note its port, close it.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const deadPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    process.env.SMTP_URL = `smtp://127.0.0.1:${deadPort}`;
    resetEnvForTests();

    const id = await enqueueEmail(getDb(), "nobody@example.test", "welcome", {
      name: "Nobody",
      dashboardUrl: "http://localhost:3000/dashboard",
    });
    const result = await processOutboxBatch();
    expect(result).toMatchObject({ claimed: 1, delivered: 0, failed: 1 });
    const [row] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});
