import { z } from "zod";
import { collapseLineBreaks } from "./text-hygiene";

/**
 * The one Zod start of a single-line text field (names, subjects, places,
 * organizations): line breaks collapsed to a space, then trimmed. It stays a
 * `ZodString`, so each form adds its own `.min()` / `.max()` messages.
 */
export function singleLineText() {
  return z.string().overwrite(collapseLineBreaks).trim();
}
