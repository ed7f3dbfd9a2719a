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
  const text = visibleText(withoutMarkedEnglish(html.replace(/<head>[\s\S]*?<\/head>/, " ")));
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

/**
 * The page without the elements it marks as English (`lang="en"`): content
 * not translated yet, shown in its original with a note, and the English
 * original beside a translation editor. Text marked so is English by design.
 */
export function withoutMarkedEnglish(html: string): string {
  let out = html;
  for (;;) {
    const start = /<(?!html\b)([a-z][a-z0-9]*)\b[^>]*\slang="en"[^>]*>/i.exec(out);
    if (!start) return out;
    const tag = start[1]!.toLowerCase();
    const pattern = new RegExp(`<${tag}\\b[^>]*>|</${tag}>`, "gi");
    pattern.lastIndex = start.index + start[0].length;
    let depth = 1;
    let end = out.length;
    for (let m = pattern.exec(out); m; m = pattern.exec(out)) {
      depth += m[0].startsWith("</") ? -1 : 1;
      if (depth === 0) {
        end = m.index + m[0].length;
        break;
      }
    }
    out = `${out.slice(0, start.index)} ${out.slice(end)}`;
  }
}
