import path from "node:path";
import { betterAuth } from "better-auth";
import { eq } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { emailOTP, genericOAuth, twoFactor } from "better-auth/plugins";
import * as schema from "~/db/schema";
import { getDb, type Database } from "~/lib/db.server";
import { getEnv, type Env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { enqueueEmail } from "~/modules/mail/index.server";
import { createProfile } from "~/modules/profiles/index.server";
import { isSilentRegistration, registrationLocale } from "~/modules/profiles/index.server";
import { consumeRateLimit } from "~/modules/rate-limit/index.server";
import { recordSignIn, signInRefusal } from "~/modules/profiles/index.server";
import { APIError } from "better-auth/api";
import { CONFIRMATION_LINK_HOURS, emailAddressPath } from "./address-confirmation";
import { createAuthHooks } from "./auth-hooks.server";
import { passwordHashing } from "./password-hashing.server";
import { generateRecoveryCodes } from "./recovery-codes";
import { recordSecurityEvent } from "./record-security-event.server";
import { CLIENT_IP_HEADER } from "~/lib/client-address.server";
import { cleanText } from "~/lib/text-hygiene";
import { readOrCreateSecretFile } from "~/lib/secret-file.server";

export const PASSWORD_MIN_LENGTH = 10;
export const RESET_LINK_MINUTES = 60;
export const OTP_MINUTES = 10;
export const OIDC_PROVIDER_ID = "oidc";

/** A record with every string value cleaned (`cleanText`), other values as they are. */
function cleanTextFields<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      typeof value === "string" ? cleanText(value) : value,
    ]),
  ) as T;
}

/** AUTH_SECRET, or a random secret kept under DATA_DIR for the embedded set-up. */
export function resolveAuthSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  return readOrCreateSecretFile(path.join(env.dataDir, "auth-secret")).secret;
}

/** The link in the confirmation e-mail: better-auth's verify endpoint, back to the e-mail address page. */
export function confirmationUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(emailAddressPath)}`;
}

export function createAuth(db: Database, env: Env = getEnv()) {
  const secret = resolveAuthSecret(env);
  const signInRule = { window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX };
  return betterAuth({
    appName: "Humane Accreditation Portal",
    baseURL: env.baseUrl,
    basePath: "/api/auth",
    secret,
    telemetry: { enabled: false },
    trustedOrigins: [env.baseUrl],
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      password: passwordHashing,
      // Sign-up answers the same for a new and an existing address (decision 067):
      // no session on sign-up (better-auth then answers an existing address with
      // a look-alike success), and the owner of an existing address is e-mailed.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        await enqueueEmail(db, user.email, "sign-up-existing-account", {
          name: user.name,
          loginUrl: `${env.baseUrl}/login`,
          forgotPasswordUrl: `${env.baseUrl}/forgot-password`,
        });
      },
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      // The link opens our own form (/reset-password?token=…), not the API redirect.
      sendResetPassword: async ({ user, token }) => {
        await enqueueEmail(db, user.email, "password-reset", {
          name: user.name,
          resetUrl: `${env.baseUrl}/reset-password?token=${encodeURIComponent(token)}`,
          expiresInMinutes: RESET_LINK_MINUTES,
        });
      },
      // Completing a reset proves the mailbox: mark it verified so a later
      // e-mailed-code sign-in does not treat the account as unproven (which
      // would remove the password just chosen).
      onPasswordReset: async ({ user }, request) => {
        await db
          .update(schema.user)
          .set({ emailVerified: true })
          .where(eq(schema.user.id, user.id));
        await recordSecurityEvent(db, {
          event: "password_reset",
          user: { id: user.id, email: user.email, name: user.name },
          ipAddress: request?.headers.get(CLIENT_IP_HEADER) ?? null,
          userAgent: request?.headers.get("user-agent") ?? null,
        });
      },
    },
    // Confirmed addresses (decision 080): sign-up e-mails a link; an unconfirmed account
    // signs in (no enumeration at sign-in, decision 067) but cannot submit or pay.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: CONFIRMATION_LINK_HOURS * 3600,
      sendVerificationEmail: async ({ user, token }) => {
        // Accounts made by the CLI, the seed and tests are confirmed by whoever made them.
        if (isSilentRegistration()) return;
        await enqueueEmail(db, user.email, "email-confirmation", {
          name: user.name,
          confirmUrl: confirmationUrl(env.baseUrl, token),
          expiresInHours: CONFIRMATION_LINK_HOURS,
        });
      },
    },
    user: {
      additionalFields: {
        organization: { type: "string", required: false, input: true },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      // Sliding refresh: a session used after a day gets a new expiry.
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: env.NODE_ENV !== "test" || process.env.AUTH_RATE_LIMIT_IN_TESTS === "true",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": signInRule,
        "/sign-in/email-otp": signInRule,
        "/email-otp/send-verification-otp": signInRule,
        "/request-password-reset": signInRule,
        "/two-factor/verify-totp": signInRule,
        "/two-factor/verify-backup-code": signInRule,
        "/sign-up/email": signInRule,
        "/send-verification-email": signInRule,
      },
      customStorage: {
        consume: (key, rule) => consumeRateLimit(db, `auth:${key}`, rule),
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: "hap",
      useSecureCookies: env.baseUrl.startsWith("https://"),
    },
    hooks: createAuthHooks(db),
    databaseHooks: {
      // Every sign-in method ends by creating a session: deactivated accounts and
      // invitations not yet accepted are refused here (decision 029).
      session: {
        create: {
          before: async (newSession) => {
            const refusal = await signInRefusal(db, newSession.userId);
            if (refusal) {
              throw new APIError("FORBIDDEN", { code: "ACCOUNT_DEACTIVATED", message: refusal });
            }
          },
          after: async (newSession) => {
            await recordSignIn(db, newSession.userId);
          },
        },
      },
      // Text hygiene for every way a user row is written (raw JSON endpoints, the
      // identity provider's profile): the characters XML forbids are dropped, as
      // the forms' one reader drops them (decision 069).
      user: {
        update: {
          before: async (user) => ({ data: cleanTextFields(user) }),
        },
        create: {
          before: async (user) => ({ data: cleanTextFields(user) }),
          after: async (user) => {
            const organization = (user as { organization?: string | null }).organization ?? null;
            await createProfile(db, {
              userId: user.id,
              name: user.name,
              email: user.email,
              organization,
              locale: registrationLocale(),
              silent: isSilentRegistration(),
            });
          },
        },
      },
    },
    plugins: [
      twoFactor({
        issuer: "Humane Accreditation Portal",
        // No look-alike characters (0/O, 1/I) in recovery codes.
        backupCodeOptions: { customBackupCodesGenerate: () => generateRecoveryCodes() },
      }),
      emailOTP({
        otpLength: 6,
        expiresIn: OTP_MINUTES * 60,
        allowedAttempts: 5,
        disableSignUp: true,
        sendVerificationOTP: async ({ email, otp, type }) => {
          await enqueueEmail(db, email, "sign-in-code", {
            code: otp,
            expiresInMinutes: OTP_MINUTES,
            purpose: type === "sign-in" ? "sign-in" : "verification",
          });
        },
      }),
      ...(env.oidcEnabled
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  name: env.OIDC_PROVIDER_NAME,
                  discoveryUrl: `${env.OIDC_ISSUER!.replace(/\/+$/, "")}/.well-known/openid-configuration`,
                  clientId: env.OIDC_CLIENT_ID!,
                  clientSecret: env.OIDC_CLIENT_SECRET!,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    logger: {
      log: (level, message, ...args) => {
        const fn = level === "error" ? logger.error : level === "warn" ? logger.warn : logger.debug;
        fn.call(logger, { args }, `[auth] ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const cache = new WeakMap<Database, Auth>();

/** The better-auth instance bound to the current database. */
export function getAuth(): Auth {
  const db = getDb();
  let auth = cache.get(db);
  if (!auth) {
    auth = createAuth(db);
    cache.set(db, auth);
  }
  return auth;
}
