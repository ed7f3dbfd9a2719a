import { data } from "react-router";
import { isAppError } from "./app-error";
import { logger } from "./logger.server";

export type ActionFailure = {
  ok: false;
  status: number;
  message: string;
  fieldErrors: Record<string, string>;
};

/**
 * Loaders: a known AppError becomes a response with its own text (404 shows
 * the not-found screen); anything unexpected is logged and shown as
 * `fallback` (a SPEC §8 text).
 */
export function throwLoaderError(error: unknown, fallback: string, context: string): never {
  if (isAppError(error)) {
    throw data(
      { title: error.status === 404 ? "Not found" : undefined, message: error.message },
      { status: error.status },
    );
  }
  logger.error({ err: error }, `${context} failed`);
  throw data({ message: fallback }, { status: 500 });
}

/**
 * Actions: a 404 AppError still shows the not-found screen (no leak); other
 * AppErrors return their text and field messages; anything unexpected is
 * logged and answered with `fallback`.
 */
export function actionFailure(error: unknown, fallback: string, context: string): ActionFailure {
  if (isAppError(error)) {
    if (error.status === 404) {
      throw data({ title: "Not found", message: error.message }, { status: 404 });
    }
    return {
      ok: false,
      status: error.status,
      message: error.message,
      fieldErrors: error.fieldErrors,
    };
  }
  logger.error({ err: error }, `${context} failed`);
  return { ok: false, status: 500, message: fallback, fieldErrors: {} };
}
