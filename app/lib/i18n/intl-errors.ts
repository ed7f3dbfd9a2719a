/**
 * What the formatter does with its own errors: a missing translation falls
 * back to the English text silently (the catalog test names every missing
 * one before a release); anything else (a malformed message, a missing
 * value) is a programming error and is logged to the console.
 */
export function reportIntlError(error: { code?: string; message: string }): void {
  if (error.code === "MISSING_TRANSLATION") return;
  console.error(`[intl] ${error.code ?? "ERROR"}: ${error.message}`);
}
