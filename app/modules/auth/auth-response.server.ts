import { isAPIError } from "better-auth/api";
import { AppError } from "~/domain/app-error";

export type AuthCallResult<T> = { body: T; headers: Headers };

/** better-auth error codes mapped to texts shown at the form. */
const friendly: Record<string, { message: string; field?: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { message: "Incorrect e-mail or password." },
  PASSWORD_TOO_SHORT: { message: "Password must be at least 10 characters", field: "password" },
  PASSWORD_TOO_LONG: { message: "Password must be at most 128 characters", field: "password" },
  INVALID_PASSWORD: { message: "The current password is incorrect.", field: "currentPassword" },
  INVALID_OTP: {
    message: "That code is not correct. Check the e-mail and try again.",
    field: "otp",
  },
  OTP_EXPIRED: { message: "That code has expired. Request a new one.", field: "otp" },
  TOO_MANY_ATTEMPTS: {
    message: "Too many attempts with this code. Request a new one.",
    field: "otp",
  },
  INVALID_CODE: { message: "That code is not correct.", field: "code" },
  INVALID_BACKUP_CODE: { message: "That recovery code is not valid.", field: "code" },
  INVALID_TWO_FACTOR_COOKIE: {
    message: "Your sign-in step expired. Please sign in again.",
  },
  INVALID_TOKEN: { message: "This reset link is invalid or has expired. Request a new one." },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    message: "Too many wrong codes. Please sign in again.",
    field: "code",
  },
  ACCOUNT_TEMPORARILY_LOCKED: {
    message: "Too many wrong codes. Two-factor sign-in is locked for 15 minutes.",
    field: "code",
  },
  TOTP_CODE_REUSED: {
    message: "This code has already been used. Wait for the next code from your authenticator app.",
    field: "code",
  },
  TOTP_ALREADY_ENABLED: { message: "Two-factor authentication is already on." },
  TWO_FACTOR_NOT_ENABLED: { message: "Two-factor authentication is not on." },
  TOTP_NOT_ENABLED: { message: "Start the set-up again: no authenticator is waiting for a code." },
  CREDENTIAL_ACCOUNT_NOT_FOUND: {
    message: "Your account has no password yet. Set one first.",
  },
  PASSWORD_ALREADY_SET: { message: "Your account already has a password. Change it instead." },
};

/**
 * Runs a better-auth API call that returns a Response (`asResponse: true`)
 * and turns a failure into an AppError with a friendly text.
 */
export async function callAuth<T>(call: () => Promise<Response>): Promise<AuthCallResult<T>> {
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
    const { code, message } = (body ?? {}) as { code?: string; message?: string };
    if (response.status === 429) {
      // Our own limits (decision 017) say how long to wait; better-auth's do not.
      throw new AppError(
        "rate_limited",
        code === "RATE_LIMITED" && message
          ? message
          : "Too many attempts. Please wait a minute and try again.",
      );
    }
    const known = code ? friendly[code] : undefined;
    const shown = known?.message ?? message ?? "The request could not be completed.";
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
