import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { executeRows, type Executor } from "~/lib/db.server";

/** better-auth's TOTP settings (two-factor plugin defaults): 6 digits, 30 s, ±1 step. */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
const TOTP_WINDOW = 1;

/** RFC 4226 HOTP of `counter` with the secret as better-auth keeps it (its UTF-8 bytes). */
export function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = crypto.createHmac("sha1", Buffer.from(secret, "utf8")).update(message).digest();
  const offset = digest[digest.length - 1]! & 15;
  const value =
    (((digest[offset]! & 127) << 24) |
      (digest[offset + 1]! << 16) |
      (digest[offset + 2]! << 8) |
      digest[offset + 3]!) %
    10 ** TOTP_DIGITS;
  return String(value).padStart(TOTP_DIGITS, "0");
}

/**
 * The time step a submitted code belongs to, checked over the same window
 * better-auth accepts (the current step ±1), or null when it matches none.
 */
export function matchedTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const current = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
  const given = Buffer.from(code.trim());
  let matched: number | null = null;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    const expected = Buffer.from(hotp(secret, step));
    if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) {
      matched = step;
    }
  }
  return matched;
}

/**
 * Records `step` as the user's last accepted step, atomically, only if it is
 * later than the one stored. False means the code's step was already used (or
 * is older than one used): the code must be refused.
 */
export async function claimTotpStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const rows = await executeRows<{ user_id: string }>(
    db,
    sql`
    insert into totp_last_steps (user_id, last_step, updated_at) values (${userId}, ${step}, now())
    on conflict (user_id) do update set last_step = excluded.last_step, updated_at = now()
      where totp_last_steps.last_step < excluded.last_step
    returning user_id`,
  );
  return rows.length === 1;
}
