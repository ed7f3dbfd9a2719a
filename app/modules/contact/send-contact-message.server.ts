import { contactMessages } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Locale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { enqueueEmail } from "~/modules/mail/index.server";
import { consumeRateLimit } from "~/modules/rate-limit/index.server";
import { contactSchema, contactTexts, type ContactInput } from "./contact-schema";
import { contactMessages as texts } from "./contact-messages";

export const CONTACT_RATE_LIMIT_WINDOW_SECONDS = 3600;

export type SendContactMessageResult =
  | { status: "sent"; id: string }
  /** The honeypot was filled: answered like a success, nothing stored or sent. */
  | { status: "discarded" };

/**
 * Stores a message from the public contact form and e-mails it to the support
 * address, both in one transaction. Limited per client address to
 * CONTACT_RATE_LIMIT_MAX messages per hour. The e-mail goes to the programme
 * office, in the office's language (the saved language of an account with the
 * support address, else English); `context.locale`, the language of the form
 * (its /fr or /es address), is shown in it so the answer can be in the
 * visitor's language. The refusal is written in `context.locale`.
 */
export async function sendContactMessage(
  input: ContactInput,
  context: { clientIp: string; locale?: Locale },
): Promise<SendContactMessageResult> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    throw new AppError("validation", contactTexts.correctFields, fieldErrors);
  }
  const env = getEnv();
  const db = getDb();
  const limit = await consumeRateLimit(db, `contact:ip:${context.clientIp}`, {
    window: CONTACT_RATE_LIMIT_WINDOW_SECONDS,
    max: env.CONTACT_RATE_LIMIT_MAX,
  });
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil((limit.retryAfter ?? 60) / 60));
    throw new AppError(
      "rate_limited",
      intlFor(context.locale ?? "en").formatMessage(texts.rateLimited, {
        minutes,
        email: env.SUPPORT_EMAIL,
      }),
    );
  }
  const { website, ...message } = parsed.data;
  if (website.trim() !== "") {
    logger.info({ clientIp: context.clientIp }, "contact form honeypot filled; message discarded");
    return { status: "discarded" };
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values(message)
      .returning({ id: contactMessages.id });
    // Support answers the visitor by replying (issue 24: replies went to no-reply).
    await enqueueEmail(
      tx,
      env.SUPPORT_EMAIL,
      "contact-message",
      { ...message, senderLocale: context.locale },
      { replyTo: message.email },
    );
    return { status: "sent" as const, id: row!.id };
  });
}
