import { AppError } from "~/domain/app-error";
import type { Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { consumeRateLimit, peekRateLimit } from "~/modules/rate-limit/index.server";
import { complaintMessages } from "./complaint-messages";
import { getConcernBusiness } from "./get-concern-business.server";

const HOUR = 3600;

/**
 * Sends to the concern form an address may make per hour for each concern it
 * may send (`COMPLAINT_RATE_LIMIT_MAX`): room for a few refusals at the fields
 * (a missing name, a wrong file), never an unlimited number of read bodies.
 */
export const CONCERN_ATTEMPTS_PER_CONCERN = 3;

/** The per-address limit of received concerns (counted by `submitConcern`). */
export const concernAddressLimit = (env = getEnv()) => ({
  key: (clientIp: string) => `complaint:ip:${clientIp}`,
  rule: { window: HOUR, max: env.COMPLAINT_RATE_LIMIT_MAX },
});

function rateLimited(retryAfter: number | null, locale: Locale): AppError {
  const minutes = Math.max(1, Math.ceil((retryAfter ?? 60) / 60));
  return new AppError("rate_limited", complaintMessages.rateLimitedAddress(minutes, locale));
}

/**
 * Everything the concern form checks before it reads a body (decision 081):
 * the business accepts concerns; the address has concerns left this hour
 * (looked at, not counted: a received concern is counted by `submitConcern`);
 * and the address has attempts left — every POST counts, a refused one too,
 * so a sender whose forms fail validation cannot have bodies read without end.
 * Throws the refusal (409 or 429, in `input.locale`); nothing is spooled before it passes.
 */
export async function admitConcernRequest(
  db: Executor,
  input: { certificateNumber: string; clientIp: string; locale?: Locale },
): Promise<void> {
  const locale = input.locale ?? "en";
  const business = await getConcernBusiness(db, input.certificateNumber);
  if (!business.acceptsConcerns) {
    throw new AppError("conflict", complaintMessages.notAccredited(business.businessName, locale));
  }
  const limit = concernAddressLimit();
  const concerns = await peekRateLimit(db, limit.key(input.clientIp), limit.rule);
  if (!concerns.allowed) throw rateLimited(concerns.retryAfter, locale);
  const attempts = await consumeRateLimit(db, `complaint:attempt:ip:${input.clientIp}`, {
    window: HOUR,
    max: limit.rule.max * CONCERN_ATTEMPTS_PER_CONCERN,
  });
  if (!attempts.allowed) throw rateLimited(attempts.retryAfter, locale);
}
