import { visibleText } from "./http";

const ENGLISH_WORDS = new Set(
  "the and your with this that for are you our from will have has been which their when not can please what how who".split(
    " ",
  ),
);

/**
 * Sentences of a page's visible text that read as English (issue 36's
 * sweeps): three or more distinct English function words (the, and, your,
 * with, …). Business names, codes and addresses carry none.
 */
export function englishSentences(html: string): string[] {
  const text = visibleText(html.replace(/<head>[\s\S]*?<\/head>/, " "));
  return text
    .split(/(?<=[.!?:;])\s+|\s{2,}|·/)
    .map((s) => s.trim())
    .filter((sentence) => {
      const words = new Set(sentence.toLowerCase().match(/[a-z']+/g) ?? []);
      let english = 0;
      for (const word of words) if (ENGLISH_WORDS.has(word)) english += 1;
      return english >= 3;
    });
}
