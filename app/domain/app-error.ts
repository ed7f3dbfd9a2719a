/**
 * The one error type of the domain. `message` is always a text the user may
 * see (SPEC §8 texts where the spec has one); `status` maps it to HTTP;
 * `fieldErrors` lets forms show the message at the field.
 */
export type AppErrorCode =
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "validation"
  | "conflict"
  | "rate_limited"
  | "unavailable"
  | "failed";

const statusByCode: Record<AppErrorCode, number> = {
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  validation: 422,
  conflict: 409,
  rate_limited: 429,
  /** The server cannot do it now (its storage is full); trying later may work. */
  unavailable: 503,
  failed: 500,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = statusByCode[code];
  }
}

/** Texts of SPEC §8 and §2 used in more than one place. */
export const messages = {
  notAuthenticated: "User not authenticated",
  profileNotFound: "User profile not found",
  accessDeniedTitle: "Access Denied",
  accessDeniedBody: "You don't have permission to access this page with your current role.",
  unknownUser: "Unknown User",
  unknown: "Unknown",
  unexpectedError: "Unexpected Application Error!",
  noNotifications: "No notifications",
} as const;

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
