/**
 * One sentence for e-mails and notifications: trimmed, ending with exactly one
 * full stop. A text that already ends a sentence (a business called "Co.", a
 * reason ending in "!" or "?") is not given a second one, so "Prairie
 * Wildlife Exclusion Co." never becomes "Co..".
 */
export function sentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === "") return trimmed;
  return `${trimmed}${fullStopAfter(trimmed)}`;
}

/**
 * "." unless `text` already ends a sentence — for markup that closes after
 * the text (`<strong>${name}</strong>${fullStopAfter(name)}`).
 */
export function fullStopAfter(text: string): string {
  // Closing quotes or brackets after the final punctuation still end the sentence.
  return /[.!?…]["'”’)\]]*$/.test(text.trim()) ? "" : ".";
}

/** Several sentences joined by a space, each ended once. */
export function sentences(...texts: (string | null | undefined | false)[]): string {
  return texts
    .filter((t): t is string => typeof t === "string" && t.trim() !== "")
    .map(sentence)
    .join(" ");
}
