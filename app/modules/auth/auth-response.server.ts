import { isAPIError } from "better-auth/api";
import { AppError } from "~/domain/app-error";
import type { Locale } from "~/domain/locale";
import { authErrors } from "./auth-messages";
import { tooManyAttemptsMessage } from "./sign-in-rate-limit.server";

export type AuthCallResult<T> = { body: T; headers: Headers };

/** better-auth error codes mapped to texts shown at the form. */
const friendly: Record<string, { message: string; field?: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { message: authErrors.invalidCredentials.defaultMessage },
  PASSWORD_TOO_SHORT: { message: authErrors.passwordTooShort.defaultMessage, field: "password" },
  PASSWORD_TOO_LONG: { message: authErrors.passwordTooLong.defaultMessage, field: "password" },
  INVALID_PASSWORD: {
    message: authErrors.currentPasswordWrong.defaultMessage,
    field: "currentPassword",
  },
  INVALID_OTP: { message: authErrors.otpWrong.defaultMessage, field: "otp" },
  OTP_EXPIRED: { message: authErrors.otpExpired.defaultMessage, field: "otp" },
  TOO_MANY_ATTEMPTS: { message: authErrors.otpTooManyAttempts.defaultMessage, field: "otp" },
  INVALID_CODE: { message: authErrors.codeWrong.defaultMessage, field: "code" },
  INVALID_BACKUP_CODE: { message: authErrors.recoveryCodeWrong.defaultMessage, field: "code" },
  INVALID_TWO_FACTOR_COOKIE: { message: authErrors.stepExpired.defaultMessage },
  INVALID_TOKEN: { message: authErrors.resetLinkInvalid.defaultMessage },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    message: authErrors.tooManyWrongCodes.defaultMessage,
    field: "code",
  },
  ACCOUNT_TEMPORARILY_LOCKED: { message: authErrors.twoFactorLocked.defaultMessage, field: "code" },
  TOTP_CODE_REUSED: { message: authErrors.totpReused.defaultMessage, field: "code" },
  TOTP_ALREADY_ENABLED: { message: authErrors.twoFactorAlreadyOn.defaultMessage },
  TWO_FACTOR_NOT_ENABLED: { message: authErrors.twoFactorNotOn.defaultMessage },
  TOTP_NOT_ENABLED: { message: authErrors.totpNotEnabled.defaultMessage },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { message: authErrors.noPasswordYet.defaultMessage },
  PASSWORD_ALREADY_SET: { message: authErrors.passwordAlreadySet.defaultMessage },
};

/**
 * Runs a better-auth API call that returns a Response (`asResponse: true`)
 * and turns a failure into an AppError with a friendly text. The texts are
 * English (the form's answer translates them, decision 086); `locale` is the
 * reader's, for the one text with a number in it (how long to wait).
 */
export async function callAuth<T>(
  call: () => Promise<Response>,
  options: { locale?: Locale } = {},
): Promise<AuthCallResult<T>> {
  let response: Response;
  try {
    response = await call();
  } catch (error) {
    // Errors thrown by our before hooks arrive as APIError even with asResponse.
    if (!isAPIError(error)) throw error;
    response = Response.json(error.body ?? {}, { status: error.statusCode });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!response.ok) {
    const { code, message, retryAfter } = (body ?? {}) as {
      code?: string;
      message?: string;
      retryAfter?: unknown;
    };
    if (response.status === 429) {
      // Our own limits (decision 017) say how long to wait; better-auth's do not.
      const ours = code === "RATE_LIMITED" && message;
      throw new AppError(
        "rate_limited",
        ours && typeof retryAfter === "number" && options.locale
          ? tooManyAttemptsMessage(retryAfter, options.locale)
          : ours || authErrors.rateLimited.defaultMessage,
      );
    }
    const known = code ? friendly[code] : undefined;
    const shown = known?.message ?? message ?? authErrors.requestNotCompleted.defaultMessage;
    throw new AppError(
      response.status === 401 ? "unauthenticated" : "validation",
      shown,
      known?.field ? { [known.field]: shown } : {},
    );
  }
  return { body: body as T, headers: response.headers };
}

/** Copies every Set-Cookie header of an auth response onto new headers. */
export function cookieHeaders(from: Headers): Headers {
  const out = new Headers();
  for (const cookie of from.getSetCookie()) out.append("Set-Cookie", cookie);
  return out;
}
