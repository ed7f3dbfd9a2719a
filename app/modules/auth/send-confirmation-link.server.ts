import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import { user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { currentRequest } from "~/lib/request-scope.server";
import { enqueueEmail } from "~/modules/mail/index.server";
import type { Viewer } from "~/modules/permissions";
import { consumeRateLimit } from "~/modules/rate-limit/index.server";
import { addressMessages, CONFIRMATION_LINK_HOURS } from "./address-confirmation";
import { confirmationUrl, resolveAuthSecret } from "./auth.server";

/** Links sent again per account and hour (the address may be someone else's mailbox). */
export const CONFIRMATION_LINK_LIMIT = { window: 3600, max: 5 };

/** Queues the confirmation e-mail with a new link (sign-up sends the first one, decision 080). */
export async function queueConfirmationEmail(
  db: Database,
  account: { id: string; email: string; name: string },
): Promise<void> {
  const env = getEnv();
  const token = await createEmailVerificationToken(
    resolveAuthSecret(env),
    account.email,
    undefined,
    CONFIRMATION_LINK_HOURS * 3600,
    { userId: account.id },
  );
  await enqueueEmail(db, account.email, "email-confirmation", {
    name: account.name,
    confirmUrl: confirmationUrl(env.baseUrl, token),
    expiresInHours: CONFIRMATION_LINK_HOURS,
  });
}

/**
 * "Send the link again" (decision 080): the signed-in person's own address
 * only, at most five links an hour; a confirmed address gets none.
 */
export async function sendConfirmationLink(
  db: Database,
  viewer: Viewer,
): Promise<{ message: string }> {
  const [account] = await db
    .select({ id: user.id, email: user.email, name: user.name, verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, viewer.user.id));
  if (!account) throw new AppError("not_found", "Account not found");
  // In the reader's language (issue 36): these texts carry values, so they are written here.
  const request = currentRequest();
  const intl = intlFor(request ? await requestLocale(request) : "en");
  if (account.verified) {
    return { message: intl.formatMessage(addressMessages.confirmed, { email: account.email }) };
  }
  const limit = await consumeRateLimit(db, `confirm-email:${account.id}`, CONFIRMATION_LINK_LIMIT);
  if (!limit.allowed) {
    throw new AppError(
      "rate_limited",
      intl.formatMessage(addressMessages.tooMany, {
        minutes: Math.ceil((limit.retryAfter ?? 60) / 60),
      }),
    );
  }
  await queueConfirmationEmail(db, account);
  return {
    message: intl.formatMessage(addressMessages.sent, {
      email: account.email,
      hours: CONFIRMATION_LINK_HOURS,
    }),
  };
}
