import { createAuthMiddleware, APIError } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { twoFactor } from "~/db/schema";
import { isAppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { recordSecurityEvent, type SecurityEvent } from "./record-security-event.server";
import {
  requireSecondFactorAfterCodeSignIn,
  TWO_FACTOR_COOKIE_NAME,
  type AuthHookContext,
} from "./require-second-factor.server";
import { clientIpFromHeaders } from "~/lib/client-address.server";
import { assertAttemptAllowed, TooManyAttemptsError } from "./sign-in-rate-limit.server";
import { claimTotpStep, matchedTotpStep } from "./totp-replay.server";
import { nameField, organizationField } from "./auth-schemas";
import { authErrors } from "./auth-messages";

export const TOTP_REUSED_CODE = "TOTP_CODE_REUSED";
export const TOTP_REUSED_MESSAGE = authErrors.totpReused.defaultMessage;

/** Password and code sign-in paths limited per address, e-mail+address and e-mail (decision 017). */
const SIGN_IN_PATHS = new Set(["/sign-in/email", "/sign-in/email-otp"]);

function requestHeaders(ctx: AuthHookContext): Headers | null {
  return ctx.request?.headers ?? (ctx.headers as Headers | undefined) ?? null;
}

/** The signed-in user of the request (its session cookie), or null. */
async function sessionUser(ctx: AuthHookContext) {
  const token = await ctx.getSignedCookie(
    ctx.context.authCookies.sessionToken.name,
    ctx.context.secret,
  );
  if (!token) return null;
  const found = await ctx.context.internalAdapter.findSession(token);
  return found?.user ?? null;
}

/** The user of a pending two-factor sign-in challenge (the signed `two_factor` cookie), or null. */
async function challengeUserId(ctx: AuthHookContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE_NAME);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const row = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return row?.value ?? null;
}

/**
 * Refuses a TOTP code whose time step was already accepted for this user
 * (replay within its 30-second window). Runs before better-auth checks the
 * code, for sign-in and for the session-bound set-up step alike; a code that
 * matches no step is left to better-auth (which refuses and counts it).
 */
async function refuseReusedTotp(db: Database, ctx: AuthHookContext) {
  const code = typeof ctx.body?.code === "string" ? ctx.body.code.trim() : "";
  if (!code) return;
  const userId = (await sessionUser(ctx))?.id ?? (await challengeUserId(ctx));
  if (!userId) return;
  const [row] = await db
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  if (!row) return;
  let secret: string;
  try {
    secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
  } catch {
    return;
  }
  const step = matchedTotpStep(secret, code);
  if (step === null) return;
  if (!(await claimTotpStep(db, userId, step))) {
    logger.warn({ userId }, "reused TOTP code refused");
    throw new APIError("UNAUTHORIZED", { code: TOTP_REUSED_CODE, message: TOTP_REUSED_MESSAGE });
  }
}

/** The raw endpoints that write a person's name and organization (decision 067). */
const ACCOUNT_FIELD_PATHS = new Set(["/sign-up/email", "/update-user"]);

const accountFieldRules = {
  name: nameField,
  organization: organizationField,
} as const;

/**
 * The forms' rules for name and organization, applied to the raw better-auth
 * endpoints too (`/api/auth/sign-up/email`, `/api/auth/update-user`), which
 * otherwise take a 1-character or 20 000-character name. A name is required
 * at sign-up; a field that is sent is checked and stored trimmed. Returns the
 * body to continue with, or throws a 400 with the form's text.
 */
export function checkAccountFields(
  path: string,
  body: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (!body || typeof body !== "object") return body;
  const next = { ...body };
  for (const [field, rule] of Object.entries(accountFieldRules)) {
    const required = field === "name" && path === "/sign-up/email";
    if (body[field] === undefined && !required) continue;
    const parsed = rule.safeParse(body[field]);
    if (!parsed.success) {
      throw new APIError("BAD_REQUEST", {
        code: field === "name" ? "INVALID_NAME" : "INVALID_ORGANIZATION",
        message: parsed.error.issues[0]?.message ?? "Invalid value",
      });
    }
    next[field] = parsed.data;
  }
  return next;
}

function succeeded(ctx: AuthHookContext): boolean {
  const returned = ctx.context.returned as unknown;
  if (returned instanceof Error) return false;
  if (returned instanceof Response) return returned.ok;
  return returned !== undefined && returned !== null;
}

/** Which security event a successful call is, if any. */
function securityEventOf(ctx: AuthHookContext, hadChallenge: boolean): SecurityEvent | null {
  switch (ctx.path) {
    case "/change-password":
      return "password_changed";
    case "/two-factor/disable":
      return "two_factor_disabled";
    case "/two-factor/generate-backup-codes":
      return "recovery_codes_regenerated";
    case "/two-factor/verify-totp": {
      // The set-up step replaces the session with one whose user has two-factor on;
      // a sign-in step comes with the challenge cookie instead.
      const user = ctx.context.newSession?.user as { twoFactorEnabled?: boolean } | undefined;
      return !hadChallenge && user?.twoFactorEnabled ? "two_factor_enabled" : null;
    }
    default:
      return null;
  }
}

/**
 * better-auth hooks: per-account sign-in limits and TOTP replay refusal
 * before an endpoint runs; security notices and the code-sign-in second
 * factor after it. Hooks also run for the raw `/api/auth/*` endpoints, so
 * nothing can bypass them by calling better-auth directly.
 */
export function createAuthHooks(db: Database) {
  const before = createAuthMiddleware(async (ctx) => {
    const path = ctx.path ?? "";
    const headers = requestHeaders(ctx);
    if (SIGN_IN_PATHS.has(path) && headers) {
      const email = typeof ctx.body?.email === "string" ? ctx.body.email : undefined;
      try {
        await assertAttemptAllowed(db, {
          kind: "sign-in",
          ip: clientIpFromHeaders(headers),
          email,
        });
      } catch (error) {
        if (!isAppError(error)) throw error;
        // How long to wait goes along, for the sign-in pages to say it in the reader's language.
        const retryAfter = error instanceof TooManyAttemptsError ? error.retryAfter : undefined;
        throw new APIError("TOO_MANY_REQUESTS", {
          code: "RATE_LIMITED",
          message: error.message,
          retryAfter,
        });
      }
    }
    if (path === "/two-factor/verify-totp") await refuseReusedTotp(db, ctx);
    if (ACCOUNT_FIELD_PATHS.has(path)) {
      const body = checkAccountFields(path, ctx.body as Record<string, unknown> | undefined);
      return { context: { body } };
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    if (succeeded(ctx)) {
      const hadChallenge = Boolean(
        await ctx.getSignedCookie(
          ctx.context.createAuthCookie(TWO_FACTOR_COOKIE_NAME).name,
          ctx.context.secret,
        ),
      );
      const event = securityEventOf(ctx, hadChallenge);
      if (event) {
        const user = ctx.context.newSession?.user ?? (await sessionUser(ctx));
        const headers = requestHeaders(ctx);
        if (user) {
          try {
            await recordSecurityEvent(db, {
              event,
              user: { id: user.id, email: user.email, name: user.name },
              ipAddress: clientIpFromHeaders(headers),
              userAgent: headers?.get("user-agent") ?? null,
            });
          } catch (error) {
            // The change itself is done; a lost notice is logged, never hidden.
            logger.error({ err: error, event, userId: user.id }, "security notice failed");
          }
        } else {
          logger.error(
            { event, path: ctx.path },
            "security notice: no user for a successful change",
          );
        }
      }
    }
    return requireSecondFactorAfterCodeSignIn(ctx);
  });

  return { before, after };
}
