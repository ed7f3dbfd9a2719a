/**
 * Text hygiene at the input boundary: characters XML 1.0 forbids (C0 controls
 * other than tab, line feed and carriage return — e.g. the U+000B that Word
 * pastes —, NUL, the non-characters U+FFFE/U+FFFF and lone surrogates) are
 * never stored. PostgreSQL refuses NUL in text outright, and every other one
 * of them breaks the feeds and the pages that show the text.
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `value` without the characters XML forbids. */
export function cleanText(value: string): string {
  return value.replace(FORBIDDEN, "");
}

/** Whether a request address carries a NUL byte (`%00`) anywhere, path or query. */
export function hasNulByte(url: string): boolean {
  return /%00/i.test(url) || url.includes("\u0000");
}

/** Line breaks of every kind: CR, LF, NEL, and the Unicode line and paragraph separators. */
const LINE_BREAKS = /\s*[\r\n\u0085\u2028\u2029]+\s*/g;

/**
 * A single-line field's text with each run of line breaks (and the spaces
 * around it) collapsed to one space (decision 081): a name or subject that
 * reaches an e-mail, a CSV or a header-like line can never start a line of
 * its own there (a fake "Bcc:" in the contact form's message).
 */
export function collapseLineBreaks(value: string): string {
  return value.replace(LINE_BREAKS, " ");
}
