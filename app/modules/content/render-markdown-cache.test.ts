import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render-markdown.server";

describe("renderMarkdown keeps what it rendered (decision 076)", () => {
  it("answers the same text and options alike, and a caller's changes never reach the next caller", () => {
    const text = `# Kept ${Date.now()}\n\nSome *text*.`;
    const first = renderMarkdown(text, { topHeadingLevel: 2, idPrefix: "k-" });
    first.headings[0]!.text = "changed by a caller";
    first.headings.push({ level: 9, id: "x", text: "added" });
    const second = renderMarkdown(text, { topHeadingLevel: 2, idPrefix: "k-" });
    expect(second.html).toBe(first.html);
    expect(second.headings).toEqual([
      { level: 2, id: expect.stringMatching(/^k-kept-/), text: expect.stringMatching(/^Kept /) },
    ]);
  });

  it("renders the same text with other options anew", () => {
    const text = `# Other ${Date.now()}`;
    expect(renderMarkdown(text, { topHeadingLevel: 2 }).html).toContain("<h2");
    expect(renderMarkdown(text, { topHeadingLevel: 4 }).html).toContain("<h4");
    expect(renderMarkdown(text, { topHeadingLevel: 4, idPrefix: "p-" }).html).toContain(
      'id="p-other-',
    );
  });
});
