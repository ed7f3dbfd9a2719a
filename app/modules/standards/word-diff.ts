import { diffWordsWithSpace } from "diff";

/** One run of a word-level diff: unchanged, added or removed text. */
export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

/**
 * Word-level differences between two texts (jsdiff), with whitespace kept so
 * paragraphs and list lines survive. Counts summarise the change.
 */
export function wordDiff(before: string, after: string) {
  const parts: DiffPart[] = diffWordsWithSpace(before, after).map((c) => ({
    kind: c.added ? "added" : c.removed ? "removed" : "same",
    text: c.value,
  }));
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  return {
    parts,
    added: parts.filter((p) => p.kind === "added").reduce((n, p) => n + words(p.text), 0),
    removed: parts.filter((p) => p.kind === "removed").reduce((n, p) => n + words(p.text), 0),
    identical: before === after,
  };
}
export type WordDiff = ReturnType<typeof wordDiff>;
