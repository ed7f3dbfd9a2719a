import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { EmailAttachment } from "~/db/schema";
import { getEnv } from "~/lib/env.server";

/** One message as the outbox hands it to a transport. */
export type OutgoingMail = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  createdAt: Date;
  /** Reply-To (e.g. the visitor who wrote through the contact form). */
  replyTo?: string | null;
  attachments?: EmailAttachment[];
};

/** Outbox attachments as nodemailer attachments (decoded from base64). */
export function toNodemailerAttachments(list: EmailAttachment[] = []) {
  return list.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.contentBase64, "base64"),
  }));
}

/**
 * Delivers one message or throws. `kind` decides the outbox status after a
 * success: `sent` (handed to an SMTP server) or `stored` (written to disk).
 */
export type MailTransport = {
  kind: "smtp" | "stored";
  send: (mail: OutgoingMail) => Promise<void>;
};

/** Sends through an SMTP server (SMTP_URL), HTML plus plain-text alternative and attachments. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        messageId: `<${mail.id}@humane-accreditation.outbox>`,
        attachments: toNodemailerAttachments(mail.attachments),
      });
    },
  };
}

/** File name stem of a stored message: `<ISO time with ':' replaced>-<id>`. */
export function storedMailStem(id: string, at: Date = new Date()): string {
  return `${at.toISOString().replace(/:/g, "-")}-${id}`;
}

/**
 * Without SMTP: writes the real RFC 822 message (`.eml`, built by nodemailer,
 * attachments included)
 * and a `.json` sibling { to, subject, text, html, id, createdAt } into `dir`.
 * The `.json` is written last and renamed into place so readers never see a
 * half-written file.
 */
export function createStoredTransport(dir: string, from: string): MailTransport {
  // RFC 5322 lines end in CRLF.
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
  });
  return {
    kind: "stored",
    async send(mail) {
      const info = await builder.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        messageId: `<${mail.id}@humane-accreditation.outbox>`,
        attachments: toNodemailerAttachments(mail.attachments),
      });
      await fs.mkdir(dir, { recursive: true });
      const stem = path.join(dir, storedMailStem(mail.id));
      await fs.writeFile(`${stem}.eml`, info.message);
      const json = JSON.stringify(
        {
          to: mail.to,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          id: mail.id,
          createdAt: mail.createdAt.toISOString(),
        },
        null,
        2,
      );
      await fs.writeFile(`${stem}.json.tmp`, json);
      await fs.rename(`${stem}.json.tmp`, `${stem}.json`);
    },
  };
}

let cached: { key: string; transport: MailTransport } | undefined;

/** The configured transport: SMTP when SMTP_URL is set, else stored under DATA_DIR/mail. */
export function getMailTransport(): MailTransport {
  const env = getEnv();
  const key = `${env.SMTP_URL ?? ""}|${env.MAIL_FROM}|${env.dataDir}`;
  if (cached?.key !== key) {
    cached = {
      key,
      transport: env.SMTP_URL
        ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM)
        : createStoredTransport(path.join(env.dataDir, "mail"), env.MAIL_FROM),
    };
  }
  return cached.transport;
}
