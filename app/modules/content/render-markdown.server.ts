import type { Element, ElementContent, Root as HastRoot } from "hast";
import type { Root as MdastRoot } from "mdast";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { boundedCache } from "~/lib/bounded-cache";
import { cleanText } from "~/lib/text-hygiene";
import { mediaSizeFromSrc } from "~/modules/media";

/**
 * The one Markdown renderer of the app (decision 028): blog posts, the
 * operations manual and any later feature that stores Markdown. Runs on the
 * server only; what it returns is safe to put in the page as HTML.
 *
 * Pipeline: remark-parse + GFM (tables, strikethrough, task lists, autolinks)
 * → remark-rehype WITHOUT raw HTML (any HTML in the Markdown is dropped, never
 * passed through) → rehype-sanitize with a GitHub-like allow-list narrowed
 * further (no `data:` or `javascript:` URLs, no SVG/MathML, no inline styles,
 * no event handlers, only http(s)/mailto/tel links and http(s) or
 * same-site images) → our own trusted additions (heading ids, self-links) →
 * HTML text. Images: same-site only (others become links), uploaded ones
 * sized from their address (decision 060). Characters XML forbids are
 * dropped from the input first.
 */

export type RenderMarkdownOptions = {
  /**
   * The level the content's highest heading becomes (whether the author wrote
   * `#` or `##`). The page around the content owns the `h1` (a post's title),
   * so content headings start lower: `2` for a blog post body, `4` for a
   * manual section under its chapter (h2) and section (h3) headings. Deeper
   * levels keep their distance and stop at h6.
   */
  topHeadingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Prepended to every heading id (keeps anchors of several bodies on one page apart). */
  idPrefix?: string;
  /**
   * The absolute address of the page the HTML will be read at (feeds): every
   * relative link and image address is made absolute against it.
   */
  baseUrl?: string;
};

export type RenderedHeading = { level: number; id: string; text: string };
export type RenderedMarkdown = { html: string; headings: RenderedHeading[] };

/** Links may point only at these (plus relative and #fragment URLs). */
const LINK_PROTOCOLS = ["http", "https", "mailto", "tel"];
/** Images only from the web or this site: never `data:`, `blob:`, `javascript:` or `file:`. */
const IMAGE_PROTOCOLS = ["http", "https"];

/** The attributes of the default schema, minus what we never want from authors. */
const schema: SanitizeSchema = {
  ...defaultSchema,
  // remark-rehype already prefixes the only ids Markdown can make (footnotes,
  // "user-content-"); prefixing again would break their links.
  clobberPrefix: "",
  // Inputs (task-list checkboxes) stay; forms, SVG, MathML, iframes and
  // scripts are not in the default tag list and stay out.
  tagNames: (defaultSchema.tagNames ?? []).filter(
    (t) => !["svg", "math", "iframe", "object", "embed", "style", "script"].includes(t),
  ),
  attributes: {
    ...defaultSchema.attributes,
    // No inline styles or author-chosen classes anywhere (layout stays ours).
    "*": (defaultSchema.attributes?.["*"] ?? []).filter(
      (a) => !(typeof a === "string" && ["style", "className"].includes(a)),
    ),
    // The footnotes label is a visually hidden heading at the content's level.
    ...Object.fromEntries(
      ["h2", "h3", "h4", "h5", "h6"].map((h) => [h, [["className", "sr-only"]]]),
    ),
  },
  protocols: {
    ...defaultSchema.protocols,
    href: LINK_PROTOCOLS,
    cite: ["http", "https"],
    src: IMAGE_PROTOCOLS,
    longDesc: ["http", "https"],
  },
};

/**
 * remark plugin: shift heading depths so the highest heading the author used
 * (`#` or `##` alike) becomes `top`, and the others keep their distance.
 */
function shiftHeadings(options: { top: number }) {
  type Node = { type: string; depth?: number; children?: Node[] };
  return (tree: MdastRoot) => {
    const headings: Node[] = [];
    const walk = (node: Node) => {
      if (node.type === "heading" && typeof node.depth === "number") headings.push(node);
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree as unknown as Node);
    if (headings.length === 0) return;
    const offset = options.top - Math.min(...headings.map((h) => h.depth!));
    for (const h of headings) h.depth = Math.max(1, Math.min(6, h.depth! + offset));
  };
}

function textOf(node: ElementContent | HastRoot): string {
  if (node.type === "text") return node.value;
  if ("children" in node) return (node.children as ElementContent[]).map(textOf).join("");
  return "";
}

const HEADING = /^h([1-6])$/;

/** Ids the page layout itself uses: a heading never takes them. */
const RESERVED_IDS = new Set(["main", "content", "top"]);

/**
 * rehype plugin (after sanitising and slugs): prefixes every id, and the
 * in-page links and references that point at them (so several bodies can
 * share a page; links to anchors elsewhere on the page stay as written), keeps
 * headings off the layout's own ids, and collects the headings.
 */
function prefixIdsAndCollectHeadings(options: { prefix: string; into: RenderedHeading[] }) {
  const { prefix } = options;
  return (tree: HastRoot) => {
    const renamed = new Map<string, string>();
    const elements: Element[] = [];
    const collect = (node: HastRoot | ElementContent) => {
      if (node.type === "element") elements.push(node);
      if ("children" in node) for (const child of node.children) collect(child as ElementContent);
    };
    collect(tree);
    for (const node of elements) {
      const props = node.properties;
      if (typeof props.id !== "string") continue;
      const match = HEADING.exec(node.tagName);
      const hidden = String(props.className ?? "").includes("sr-only");
      const heading = Boolean(match) && !hidden;
      const base = heading && RESERVED_IDS.has(props.id) ? `${props.id}-section` : props.id;
      const id = `${prefix}${base}`;
      renamed.set(props.id, id);
      props.id = id;
      if (heading) options.into.push({ level: Number(match![1]), id, text: textOf(node).trim() });
    }
    for (const node of elements) {
      const props = node.properties;
      if (typeof props.href === "string" && props.href.startsWith("#")) {
        const target = renamed.get(decodeURIComponent(props.href.slice(1)));
        if (target) props.href = `#${target}`;
      }
      if (Array.isArray(props.ariaDescribedBy)) {
        props.ariaDescribedBy = props.ariaDescribedBy.map((id) => renamed.get(String(id)) ?? id);
      }
    }
  };
}

/**
 * rehype plugin: each table sits in a keyboard-focusable region that scrolls
 * sideways on narrow screens instead of overflowing the page.
 */
function wrapTables() {
  return (tree: HastRoot) => {
    const walk = (node: HastRoot | Element) => {
      node.children = node.children.map((child) => {
        if (child.type !== "element") return child;
        if (child.tagName === "table") {
          return {
            type: "element",
            tagName: "div",
            properties: {
              className: ["table-wrapper"],
              tabIndex: 0,
              role: "region",
              ariaLabel: "Table (scrolls sideways)",
            },
            children: [child],
          } satisfies Element;
        }
        walk(child);
        return child;
      }) as typeof node.children;
    };
    walk(tree);
  };
}

/**
 * rehype plugin: images (decision 060). The Content-Security-Policy shows
 * images from this site only, so an image from another site becomes a link
 * to it named by its description (never a broken image). An uploaded image
 * gets its width and height from its address (no layout shift) and loads
 * lazily.
 */
function localImages() {
  return (tree: HastRoot) => {
    const walk = (node: HastRoot | Element) => {
      node.children = node.children.map((child) => {
        if (child.type !== "element") return child;
        if (child.tagName !== "img") {
          walk(child);
          return child;
        }
        const src = typeof child.properties.src === "string" ? child.properties.src : "";
        const alt = typeof child.properties.alt === "string" ? child.properties.alt : "";
        if (!src.startsWith("/") || src.startsWith("//")) {
          return {
            type: "element",
            tagName: "a",
            properties: { href: src },
            children: [{ type: "text", value: `Image: ${alt || src}` }],
          } satisfies Element;
        }
        const size = mediaSizeFromSrc(src);
        if (size) {
          child.properties.width = size.width;
          child.properties.height = size.height;
        }
        child.properties.loading = "lazy";
        child.properties.decoding = "async";
        return child;
      }) as typeof node.children;
    };
    walk(tree);
  };
}

/** rehype plugin: relative `href` and `src` made absolute against `base` (feeds). */
function absoluteUrls(options: { base: string }) {
  return (tree: HastRoot) => {
    const walk = (node: HastRoot | Element) => {
      for (const child of node.children) {
        if (child.type !== "element") continue;
        for (const name of ["href", "src"] as const) {
          const value = child.properties[name];
          if (typeof value === "string" && !/^[a-z][a-z0-9+.-]*:/i.test(value)) {
            child.properties[name] = new URL(value, options.base).href;
          }
        }
        walk(child);
      }
    };
    walk(tree);
  };
}

/** Every heading is a link to itself (its anchor), so readers can copy a section's address. */
function headingSelfLink(heading: Element): Element["properties"] {
  return { href: `#${String(heading.properties.id)}`, className: ["heading-anchor"] };
}

/**
 * Renders untrusted Markdown to safe HTML. Raw HTML in the input never
 * reaches the output; scripts, event handlers, `javascript:`/`data:` URLs,
 * SVG and inline styles are removed.
 */
export function renderMarkdown(
  markdown: string,
  options: RenderMarkdownOptions = {},
): RenderedMarkdown {
  const key = JSON.stringify([
    options.topHeadingLevel ?? 1,
    options.idPrefix ?? "",
    options.baseUrl ?? "",
    markdown,
  ]);
  let result = rendered.get(key);
  if (!result) {
    result = renderUncached(markdown, options);
    rendered.set(key, result);
  }
  // A kept result is shared: each caller gets its own list of headings.
  return { html: result.html, headings: result.headings.map((h) => ({ ...h })) };
}

/**
 * Rendered texts by their Markdown and options, up to 4 MB: the output is a
 * pure function of them, and a page of all the standards rendered every
 * text on every request (109 ms of CPU for a signed-in reader, decision 076).
 */
const rendered = boundedCache<RenderedMarkdown>({
  maxBytes: 4 * 1024 * 1024,
  sizeOf: (value) => value.html.length * 2 + 64 * value.headings.length,
});

function renderUncached(markdown: string, options: RenderMarkdownOptions): RenderedMarkdown {
  const headings: RenderedHeading[] = [];
  const top = options.topHeadingLevel ?? 1;
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(shiftHeadings, { top })
    // allowDangerousHtml stays off: raw HTML nodes are dropped here already.
    .use(remarkRehype, {
      allowDangerousHtml: false,
      footnoteLabelTagName: `h${Math.max(2, top)}`,
    })
    .use(rehypeSanitize, schema)
    // Trusted additions after sanitising: ids from heading text, self-links.
    .use(rehypeSlug)
    .use(prefixIdsAndCollectHeadings, { prefix: options.idPrefix ?? "", into: headings })
    .use(rehypeAutolinkHeadings, {
      behavior: "wrap",
      properties: (heading: Element) => headingSelfLink(heading),
    })
    .use(wrapTables)
    .use(localImages)
    .use(options.baseUrl ? absoluteUrls : () => undefined, { base: options.baseUrl ?? "" })
    .use(rehypeStringify);
  // Text hygiene: characters XML forbids never reach a page or a feed, even from old rows.
  const html = String(processor.processSync(cleanText(markdown)));
  return { html, headings };
}
