import { eq, sql } from "drizzle-orm";
import { emailOutbox, profiles, type EmailAttachment } from "~/db/schema";
import { DEFAULT_LOCALE, toLocale, type Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
// Every language's catalog, also where no page was rendered first (jobs, the CLI, tests).
import "~/lib/i18n/catalogs.server";
import {
  renderEmail,
  renderRedactedEmail,
  type EmailTemplateName,
  type EmailTemplates,
} from "./email-templates";

export type EnqueueEmailOptions = {
  attachments?: EmailAttachment[];
  replyTo?: string;
  /**
   * The language to write in, when the caller knows it: someone without an
   * account who used a language (a concern's reporter: the form's /fr or /es
   * address). Otherwise the recipient's saved language.
   */
  locale?: Locale;
  /**
   * The account the message is about (an application's applicant): its
   * language is used when no account has the recipient's address (an
   * application's contact e-mail that is not the applicant's).
   */
  localeOfAccount?: string | null;
};

/**
 * The language of an e-mail to `to` (issue 36, decision 086): the saved
 * language of the account with that address (compared without case), else
 * that of `fallbackAccountId`, else English.
 */
export async function recipientLocale(
  db: Executor,
  to: string,
  fallbackAccountId?: string | null,
): Promise<Locale> {
  const [byAddress] = await db
    .select({ locale: profiles.locale })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = lower(${to.trim()})`)
    .limit(1);
  if (byAddress) return toLocale(byAddress.locale);
  if (fallbackAccountId) {
    const [account] = await db
      .select({ locale: profiles.locale })
      .from(profiles)
      .where(eq(profiles.id, fallbackAccountId))
      .limit(1);
    if (account) return toLocale(account.locale);
  }
  return DEFAULT_LOCALE;
}

/**
 * Writes an e-mail to the durable outbox. Call it with the transaction of the
 * change that causes the e-mail so both commit or neither does; the outbox
 * worker delivers it later with retry (SPEC §7 send-email never blocks).
 * The message is written in its recipient's language (`options.locale`, or
 * the saved language of the account with that address) and the row says which.
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
  options: EnqueueEmailOptions = {},
): Promise<string> {
  const locale = options.locale ?? (await recipientLocale(db, to, options.localeOfAccount));
  const rendered = renderEmail(template, data, locale);
  const redacted = renderRedactedEmail(template, data, locale);
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
      locale,
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}
