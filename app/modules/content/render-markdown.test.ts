import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render-markdown.server";

/**
 * Hostile inputs (decision 028): whatever an author (or a stolen staff
 * account) writes, no script, event handler, dangerous URL, SVG, style or
 * raw HTML reaches the page.
 */
const hostile: { name: string; markdown: string; mustNotContain: RegExp[] }[] = [
  { name: "script block", markdown: "<script>alert(1)</script>", mustNotContain: [/<script/i] },
  {
    name: "inline script in a paragraph",
    markdown: "Hello <script>alert(document.cookie)</script> world",
    mustNotContain: [/<script/i, /<\/script/i],
  },
  {
    name: "img with onerror",
    markdown: '<img src="x" onerror="alert(1)">',
    mustNotContain: [/onerror/i, /<img/i],
  },
  {
    name: "event handler on a div",
    markdown: '<div onclick="alert(1)" onmouseover="alert(2)">click</div>',
    mustNotContain: [/onclick/i, /onmouseover/i, /<div/i],
  },
  {
    name: "javascript: link",
    markdown: "[click me](javascript:alert(1))",
    mustNotContain: [/javascript:/i, /href=/i],
  },
  {
    name: "javascript: link in capitals",
    markdown: "[click me](JAVASCRIPT:alert(1))",
    mustNotContain: [/javascript:/i, /href=/i],
  },
  {
    name: "javascript: link with an encoded tab",
    markdown: "[click me](java&#x09;script:alert(1))",
    mustNotContain: [/script:/i, /href=/i],
  },
  {
    name: "javascript: link in angle brackets",
    markdown: "[click me](<javascript:alert(1)>)",
    mustNotContain: [/javascript:/i, /href=/i],
  },
  {
    name: "javascript: reference link",
    markdown: "[click me][x]\n\n[x]: javascript:alert(1)",
    mustNotContain: [/javascript:/i, /href=/i],
  },
  {
    name: "vbscript: link",
    markdown: "[x](vbscript:msgbox(1))",
    mustNotContain: [/vbscript:/i, /href=/i],
  },
  {
    name: "data: URL link",
    markdown: "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    mustNotContain: [/data:/i, /href=/i],
  },
  {
    name: "data: URL image",
    markdown: "![pixel](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
    mustNotContain: [/data:/i, /src=/i],
  },
  {
    name: "javascript: image",
    markdown: "![x](javascript:alert(1))",
    mustNotContain: [/javascript:/i, /src=/i],
  },
  {
    name: "inline SVG with onload",
    markdown: '<svg onload="alert(1)"><circle r="10"/></svg>',
    mustNotContain: [/<svg/i, /onload/i, /<circle/i],
  },
  {
    name: "SVG with a script inside",
    markdown: "<svg><script>alert(1)</script></svg>",
    mustNotContain: [/<svg/i, /<script/i],
  },
  {
    name: "iframe",
    markdown: '<iframe src="https://evil.test"></iframe>',
    mustNotContain: [/<iframe/i],
  },
  {
    name: "style tag and attribute",
    markdown: '<style>body{display:none}</style><p style="position:fixed">x</p>',
    mustNotContain: [/<style/i, /style=/i],
  },
  {
    name: "form and input",
    markdown: '<form action="https://evil.test"><input name="password"></form>',
    mustNotContain: [/<form/i, /name="password"/i],
  },
  {
    name: "object and embed",
    markdown: '<object data="x.swf"></object><embed src="x.swf">',
    mustNotContain: [/<object/i, /<embed/i],
  },
  {
    name: "meta refresh",
    markdown: '<meta http-equiv="refresh" content="0;url=https://evil.test">',
    mustNotContain: [/<meta/i, /refresh/i],
  },
  {
    name: "link with a javascript: title trick",
    markdown: '[x](https://ok.test "a\\" onmouseover=\\"alert(1)")',
    mustNotContain: [/onmouseover="/i],
  },
  {
    name: "HTML comment hiding a script",
    markdown: "<!-- --><script>alert(1)</script> -->",
    mustNotContain: [/<script/i, /<!--/],
  },
  {
    name: "autolink with javascript:",
    markdown: "<javascript:alert(1)>",
    // The text may stay (it is only text); it must not become a link.
    mustNotContain: [/href=/i],
  },
  {
    name: "heading with markup",
    markdown: "## <img src=x onerror=alert(1)> Title",
    mustNotContain: [/onerror/i, /<img/i],
  },
];

/** Every attribute name in the HTML (rehype-stringify always double-quotes values). */
function attributeNames(html: string): string[] {
  const names: string[] = [];
  for (const tag of html.matchAll(/<[a-z][a-z0-9]*((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/gi)) {
    for (const attr of (tag[1] ?? "").matchAll(/\s+([^\s=>]+)(?:="[^"]*")?/g)) names.push(attr[1]!);
  }
  return names;
}

describe("renderMarkdown sanitising (hostile inputs)", () => {
  for (const c of hostile) {
    it(`removes: ${c.name}`, () => {
      const { html } = renderMarkdown(c.markdown);
      for (const pattern of c.mustNotContain) expect(html).not.toMatch(pattern);
      // Nothing that could run: no event handler attribute on any element.
      expect(attributeNames(html).filter((name) => /^on/i.test(name))).toEqual([]);
    });
  }

  it("keeps text that merely looks like HTML as text", () => {
    const { html } = renderMarkdown("Use `<script>` tags? Never: 2 < 3 and 5 > 4.");
    expect(html).toContain("<code>&#x3C;script></code>");
    expect(html).toContain("2 &#x3C; 3 and 5 > 4");
  });
});

describe("renderMarkdown features", () => {
  it("renders headings with anchors, emphasis, lists, links, tables, images and code", () => {
    const { html, headings } = renderMarkdown(
      [
        "# Spring denning",
        "",
        "Some **bold** and *italic* text with a [link](https://example.org/a?b=1) and [a page](/blog).",
        "",
        "- one",
        "- two",
        "",
        "1. first",
        "2. second",
        "",
        "| Fee | Amount |",
        "|---|---|",
        "| Audit | $750.00 USD |",
        "",
        "![A raccoon](https://example.org/raccoon.jpg)",
        "",
        "```ts",
        "const a = 1;",
        "```",
        "",
        "~~old~~ and a <https://auto.example.org> link",
      ].join("\n"),
    );
    expect(html).toContain(
      '<h1 id="spring-denning"><a href="#spring-denning" class="heading-anchor">Spring denning</a></h1>',
    );
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>italic</em>");
    expect(html).toContain('<a href="https://example.org/a?b=1">link</a>');
    expect(html).toContain('<a href="/blog">a page</a>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
    expect(html).toContain('<div class="table-wrapper" tabindex="0" role="region"');
    expect(html).toContain("<th>Fee</th>");
    expect(html).toContain("<td>$750.00 USD</td>");
    // Uploads only (decision 060): an image from another site is a link to it.
    expect(html).toContain('<a href="https://example.org/raccoon.jpg">Image: A raccoon</a>');
    expect(html).not.toContain("<img");
    expect(html).toContain('<code class="language-ts">const a = 1;');
    expect(html).toContain("<del>old</del>");
    expect(html).toContain('<a href="https://auto.example.org">');
    expect(headings).toEqual([{ level: 1, id: "spring-denning", text: "Spring denning" }]);
  });

  it("shifts heading levels so the page keeps its own h1, whether the author starts at # or ##", () => {
    const { html, headings } = renderMarkdown("# A\n\n## B\n\n###### F", { topHeadingLevel: 2 });
    expect(html).toMatch(/<h2 id="a">/);
    expect(html).toMatch(/<h3 id="b">/);
    expect(html).toMatch(/<h6 id="f">/);
    expect(headings.map((h) => h.level)).toEqual([2, 3, 6]);
    const fromTwo = renderMarkdown("## A\n\n### B", { topHeadingLevel: 2 });
    expect(fromTwo.headings.map((h) => h.level)).toEqual([2, 3]);
    expect(renderMarkdown("# Deep", { topHeadingLevel: 4 }).html).toMatch(/<h4 id="deep">/);
  });

  it("gives repeated headings distinct anchors and keeps them off the layout's ids", () => {
    const { headings } = renderMarkdown("## Fees\n\n## Fees\n\n## Main");
    expect(headings.map((h) => h.id)).toEqual(["fees", "fees-1", "main-section"]);
  });

  it("prefixes the ids of one body and the links that point at them, not other anchors", () => {
    const { html } = renderMarkdown(
      "## Refunds\n\nSee [above](#refunds) or [fees](#fee-schedule).",
      {
        idPrefix: "refunds-",
      },
    );
    expect(html).toContain('id="refunds-refunds"');
    expect(html).toContain('<a href="#refunds-refunds">above</a>');
    expect(html).toContain('<a href="#fee-schedule">fees</a>');
  });

  it("sizes uploaded images from their address and loads them lazily (decision 060)", () => {
    const src =
      "/media/0b9f3c9e-2d7a-4c1e-9a53-0f6e7a1b2c3d/1764000000000-a1b2c3d4e5f60718w1600h900.webp";
    const { html } = renderMarkdown(`![A bat house](${src}) and ![old](/blog/images/x.png)`);
    expect(html).toContain(
      `<img src="${src}" alt="A bat house" width="1600" height="900" loading="lazy" decoding="async">`,
    );
    expect(html).toContain('<img src="/blog/images/x.png" alt="old" loading="lazy"');
  });

  it("makes every link and image absolute against baseUrl (feeds)", () => {
    const { html } = renderMarkdown(
      "## Ticks\n\n[manual](/operations-manual) ![x](/media/a.webp)",
      {
        baseUrl: "https://example.org/blog/a-post",
      },
    );
    expect(html).toContain('href="https://example.org/operations-manual"');
    expect(html).toContain('src="https://example.org/media/a.webp"');
    expect(html).toContain('href="https://example.org/blog/a-post#ticks"');
    expect(html).not.toMatch(/(href|src)="\//);
  });

  it("never emits characters XML forbids", () => {
    const { html } = renderMarkdown("Pasted\u000B from\u0000 Word\u0008 \uFFFE `code\u000C`");
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(html).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/);
    expect(html).toContain("Pasted from Word");
    expect(html).toContain("<code>code</code>");
  });
});
