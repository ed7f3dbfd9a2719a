import { AppError } from "~/domain/app-error";
import { DEFAULT_LOCALE, type Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { clientIp } from "~/lib/client-address.server";
import { serverIntl } from "~/lib/i18n/catalogs.server";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { consumeRateLimit, type RateLimitRule } from "~/modules/rate-limit/index.server";
import { authErrors } from "./auth-messages";

/** "Too many attempts. Please wait 42 seconds and try again." in the reader's language. */
export function tooManyAttemptsMessage(
  retryAfter: number | null,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return serverIntl(locale).formatMessage(authErrors.tooManyAttempts, {
    seconds: retryAfter ?? 60,
  });
}

/** A refused attempt: its text, and how long to wait (for a text in another language). */
export class TooManyAttemptsError extends AppError {
  constructor(
    readonly retryAfter: number,
    locale: Locale = DEFAULT_LOCALE,
  ) {
    super("rate_limited", tooManyAttemptsMessage(retryAfter, locale));
  }
}

/**
 * The counters one attempt is recorded against (decision 017):
 * - per client address (AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_SECONDS):
 *   one address cannot try many accounts;
 * - per e-mail + address pair (same rule): one address cannot try many
 *   passwords on one account — and only that pair is slowed down, so a
 *   stranger's failures do not lock the owner out;
 * - per e-mail across all addresses, higher and slower
 *   (AUTH_ACCOUNT_RATE_LIMIT_MAX per AUTH_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS):
 *   caps a distributed guessing attack on one account without letting a
 *   single address lock it.
 */
export function signInCounters(
  kind: string,
  ip: string,
  email?: string,
): { key: string; rule: RateLimitRule }[] {
  const env = getEnv();
  const short = { window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX };
  const counters = [{ key: `${kind}:ip:${ip}`, rule: short }];
  if (email) {
    const account = email.trim().toLowerCase();
    counters.push(
      { key: `${kind}:pair:${account}|${ip}`, rule: short },
      {
        key: `${kind}:email:${account}`,
        rule: {
          window: env.AUTH_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS,
          max: env.AUTH_ACCOUNT_RATE_LIMIT_MAX,
        },
      },
    );
  }
  return counters;
}

/** Records one attempt from `ip` (for `email`); throws a 429 AppError past any limit. */
export async function assertAttemptAllowed(
  db: Executor,
  input: { kind: string; ip: string; email?: string; locale?: Locale },
) {
  for (const { key, rule } of signInCounters(input.kind, input.ip, input.email)) {
    const result = await consumeRateLimit(db, key, rule);
    if (!result.allowed) {
      throw new TooManyAttemptsError(result.retryAfter ?? 60, input.locale);
    }
  }
}

/** `assertAttemptAllowed` with the client address of a request. */
export async function assertSignInAllowed(
  db: Executor,
  request: Request,
  kind: string,
  email?: string,
) {
  const locale = await requestLocale(request);
  await assertAttemptAllowed(db, { kind, ip: clientIp(request), email, locale });
}
