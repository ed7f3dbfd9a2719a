import { renderMarkdown } from "~/modules/content/index.server";

/**
 * Standards text as safe HTML through the app's one Markdown renderer
 * (decision 028). On every page that shows it, the item's title is an h2 and
 * a sub-standard's an h3, so headings in the text start at h4; the prefix
 * keeps the anchors of several texts on one page apart.
 */
export function standardHtml(markdown: string, idPrefix: string): string {
  return renderMarkdown(markdown, { topHeadingLevel: 4, idPrefix }).html;
}
