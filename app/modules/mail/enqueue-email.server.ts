import { emailOutbox, type EmailAttachment } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import {
  renderEmail,
  renderRedactedEmail,
  type EmailTemplateName,
  type EmailTemplates,
} from "./email-templates";

/**
 * Writes an e-mail to the durable outbox. Call it with the transaction of the
 * change that causes the e-mail so both commit or neither does; the outbox
 * worker delivers it later with retry (SPEC §7 send-email never blocks).
 * Attachments (e.g. an `.ics` invite) are stored base64-encoded with the row.
 * A message carrying a secret (a code, a reset or invitation link) is stored
 * as staff may see it, secret hidden; the real bodies wait in the delivery
 * columns until the worker has sent them (decision 055).
 */
export async function enqueueEmail<K extends EmailTemplateName>(
  db: Executor,
  to: string,
  template: K,
  data: EmailTemplates[K],
  options: { attachments?: EmailAttachment[]; replyTo?: string } = {},
): Promise<string> {
  const rendered = renderEmail(template, data);
  const redacted = renderRedactedEmail(template, data);
  const stored = redacted
    ? { ...redacted, deliveryHtml: rendered.html, deliveryText: rendered.text }
    : rendered;
  const [row] = await db
    .insert(emailOutbox)
    .values({
      template,
      to,
      ...stored,
      replyTo: options.replyTo ?? null,
      attachments: options.attachments ?? [],
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}
