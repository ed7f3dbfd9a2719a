/** Plain text of the first paragraph, without Markdown marks (summaries and meta descriptions). */
export function plainSummary(markdown: string, max = 220): string {
  const first = markdown.split(/\n\s*\n/)[0] ?? "";
  const text = first
    .replace(/[*_`#>|]/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20)).trimEnd()}…`;
}
