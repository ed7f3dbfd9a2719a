import type { createAuthMiddleware } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";

/** The context better-auth gives a before/after hook. */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Cookie and lifetime of better-auth's two-factor challenge (see its two-factor plugin). */
export const TWO_FACTOR_COOKIE_NAME = "two_factor";
const TWO_FACTOR_CHALLENGE_SECONDS = 600;

/** Sign-in paths better-auth's two-factor plugin does not cover but we do. */
export const EXTRA_SECOND_FACTOR_PATHS = new Set(["/sign-in/email-otp"]);

/**
 * better-auth's two-factor plugin asks for the TOTP step only after password
 * sign-in. An e-mailed one-time code proves the mailbox, not the second factor,
 * so for a user with TOTP enabled we turn the code sign-in into the same
 * challenge: drop the new session, start the plugin's challenge (verification
 * rows + signed `two_factor` cookie) and answer `twoFactorRedirect`. The
 * plugin's verify-totp / verify-backup-code endpoints then finish the sign-in.
 * "Trust this device" is not honoured on this path: the code sign-in always
 * asks for the second factor.
 */
export async function requireSecondFactorAfterCodeSignIn(ctx: AuthHookContext) {
  if (!EXTRA_SECOND_FACTOR_PATHS.has(ctx.path ?? "")) return;
  const data = ctx.context.newSession;
  if (!data?.user || !(data.user as { twoFactorEnabled?: boolean }).twoFactorEnabled) return;
  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(data.session.token);
  ctx.context.setNewSession(null);
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE_NAME, {
    maxAge: TWO_FACTOR_CHALLENGE_SECONDS,
  });
  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE_SECONDS * 1000);
  await ctx.context.internalAdapter.createVerificationValue({
    value: data.user.id,
    identifier,
    expiresAt,
  });
  await ctx.context.internalAdapter.createVerificationValue({
    value: "0",
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
}
