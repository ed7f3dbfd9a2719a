import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import sharp from "sharp";

/**
 * Colour contrast that axe leaves "needs review" (issue 24: 168 such nodes),
 * measured on the rendered pixels instead of left unchecked.
 *
 * axe cannot decide text over an image or SVG (imgNode), a single character
 * or a number (shortTextContent), an icon glyph (nonBmp), text partly
 * scrolled out of a table region (elmPartiallyObscured), text over a
 * gradient, and the like. For each such node this scrolls it into view,
 * photographs its box twice — as rendered, then with its own text made
 * transparent — and takes every pixel that changed as a pixel of the text.
 * The second picture holds the real background under each of those pixels
 * (gradients, images, bars of a chart), so the contrast of the text's colour
 * against it is computed pixel by pixel (WCAG 2 relative luminance) and the
 * lowest one counts. Text needs 4.5:1, large text (24 px, or 18.66 px bold)
 * and icon glyphs (non-text, WCAG 1.4.11) 3:1.
 */
export type ContrastMeasure = {
  target: string;
  reason: string;
  html: string;
  /** Lowest contrast under the text, or null when no text pixel was seen. */
  ratio: number | null;
  required: number;
  foreground: string;
  background: string;
};

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance([r, g, b]: readonly number[]): number {
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const hex = (c: readonly number[]) =>
  `#${c
    .slice(0, 3)
    .map((v) => Math.round(v).toString(16).padStart(2, "0"))
    .join("")}`;

type Rect = { x: number; y: number; width: number; height: number };
type Pixels = { data: Buffer; width: number; height: number };

/** A picture of `clip` of the view (or, `onPage`, of the page), as RGB bytes. */
async function pixels(page: Page, clip: Rect, onPage = false): Promise<Pixels> {
  const png = await page.screenshot({
    clip,
    fullPage: onPage,
    animations: "disabled",
    caret: "hide",
  });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** What is read of a text element in the page. */
type TextElement = {
  /** Its colour as sRGB bytes, with alpha. */
  colour: [number, number, number, number];
  size: number;
  weight: number;
  hidden: boolean;
  /** Its box on the page (not the viewport), whole pixels. */
  box: Rect;
  /** Whole, unclipped by a scrolling region, within the page. */
  whole: boolean;
};

/**
 * In the page (self-contained: sent as source): each element's text colour
 * (any CSS colour, Tailwind writes oklch, as sRGB bytes: painted on a
 * canvas), size and box, its transitions turned off; with `scroll`, brought
 * to the middle of the view first (a cell of a sideways-scrolling table too).
 */
function readTextElements({ selectors, scroll }: { selectors: string[]; scroll: boolean }) {
  const canvas = document.createElement("canvas").getContext("2d", {
    willReadFrequently: true,
  })!;
  return selectors.map((selector) => {
    const e = document.querySelector(selector) as HTMLElement | SVGElement | null;
    if (!e) return null;
    if (scroll) e.scrollIntoView({ block: "center", inline: "center" });
    e.style.setProperty("transition", "none", "important");
    const cs = getComputedStyle(e);
    const svg = e instanceof SVGElement;
    canvas.fillStyle = svg && cs.fill !== "none" && !cs.fill.startsWith("url") ? cs.fill : cs.color;
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
    const rect = e.getBoundingClientRect();
    let whole = rect.width > 0 && rect.height > 0 && rect.left + scrollX >= 0;
    for (let p = e.parentElement; p && whole; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (style.position === "fixed" || style.position === "sticky") whole = false;
      if (`${style.overflowX}${style.overflowY}`.replace(/visible/g, "") === "") continue;
      const clip = p.getBoundingClientRect();
      whole =
        rect.left >= clip.left &&
        rect.right <= clip.right &&
        rect.top >= clip.top &&
        rect.bottom <= clip.bottom;
    }
    const left = Math.floor(rect.left + scrollX);
    const top = Math.floor(rect.top + scrollY);
    return {
      colour: [r!, g!, b!, a! / 255] as [number, number, number, number],
      size: parseFloat(cs.fontSize),
      weight: Number(cs.fontWeight) || (cs.fontWeight === "bold" ? 700 : 400),
      hidden: e.getAttribute("aria-hidden") === "true",
      box: {
        x: left,
        y: top,
        width: Math.ceil(rect.right + scrollX) - left,
        height: Math.ceil(rect.bottom + scrollY) - top,
      },
      whole,
    };
  });
}

/** In the page (self-contained): the elements' own text made transparent, or shown again. */
function setBare({ selectors, bare }: { selectors: string[]; bare: boolean }) {
  for (const selector of selectors) {
    const e = document.querySelector(selector) as HTMLElement | SVGElement | null;
    if (!e) continue;
    for (const [property, value] of [
      ["color", "transparent"],
      ["-webkit-text-fill-color", "transparent"],
      ["fill", "transparent"],
      ["text-shadow", "none"],
    ]) {
      if (bare) e.style.setProperty(property!, value!, "important");
      else e.style.removeProperty(property!);
    }
  }
}

/**
 * The lowest contrast of `fg` over what is under the text within `box` of
 * two pictures of one area, as rendered and with the text transparent:
 * every pixel that changed is a pixel of the text.
 */
function lowestContrast(shown: Pixels, bare: Pixels, fg: TextElement["colour"], box: Rect) {
  let lowest: number | null = null;
  let under: number[] = [];
  const right = Math.min(bare.width, box.x + box.width);
  const bottom = Math.min(bare.height, box.y + box.height);
  for (let y = Math.max(0, box.y); y < bottom; y++) {
    for (let x = Math.max(0, box.x); x < right; x++) {
      const i = (y * bare.width + x) * 3;
      const a = [shown.data[i]!, shown.data[i + 1]!, shown.data[i + 2]!];
      const b = [bare.data[i]!, bare.data[i + 1]!, bare.data[i + 2]!];
      if (Math.abs(a[0]! - b[0]!) + Math.abs(a[1]! - b[1]!) + Math.abs(a[2]! - b[2]!) < 24)
        continue;
      // The text's colour as painted over this background pixel.
      const painted = b.map((v, k) => fg[k]! * fg[3] + v * (1 - fg[3]));
      const ratio = contrastRatio(painted, b);
      if (lowest === null || ratio < lowest) {
        lowest = ratio;
        under = b;
      }
    }
  }
  return {
    ratio: lowest === null ? null : Math.round(lowest * 100) / 100,
    background: under.length ? hex(under) : "",
  };
}

type Base = Pick<ContrastMeasure, "target" | "reason" | "html">;

function measureOf(base: Base, text: TextElement, found: ReturnType<typeof lowestContrast>) {
  const large = text.size >= 24 || (text.size >= 18.66 && text.weight >= 700);
  return {
    ...base,
    ...found,
    required: large || text.hidden ? 3 : 4.5,
    foreground: hex(text.colour),
  };
}

/**
 * Elements are pictured together while the area holding them is at most this
 * many pixels per element (one element alone costs about as much as a
 * picture of 250 000 pixels: two small pictures and four calls).
 */
const PIXELS_PER_ELEMENT = 250_000;

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width + 2 &&
  b.x < a.x + a.width + 2 &&
  a.y < b.y + b.height + 2 &&
  b.y < a.y + a.height + 2;

/**
 * axe's "needs review" colour-contrast nodes on the page as shown now, each
 * measured. `results`: an axe run of the page as it is (else one is made);
 * `seen`: markup already measured (the same markup is styled alike: a list's
 * rows, the sidebar on every screen), shared by a sweep to measure it once.
 *
 * Elements shown whole are measured together on two pictures of the whole
 * page (with the text of several made transparent at once, as long as their
 * boxes do not touch, so no other text's pixels fall in a box): a chart's
 * dozens of labels took a quarter of a second each, one by one. An element
 * a scrolling region clips, or a fixed or sticky one, is measured alone,
 * scrolled to the middle of the view.
 */
export async function measureContrastNeedingReview(
  page: Page,
  results?: AxeResults,
  seen = new Set<string>(),
): Promise<ContrastMeasure[]> {
  const axe =
    results ??
    (await new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ resultTypes: ["violations", "incomplete"] })
      .withRules(["color-contrast"])
      .analyze());
  const nodes = axe.incomplete
    .filter((rule) => rule.id === "color-contrast")
    .flatMap((rule) => rule.nodes);
  const measured: ContrastMeasure[] = [];
  const width = page.viewportSize()?.width ?? 0;
  const candidates: { base: Base; selector: string }[] = [];
  for (const node of nodes) {
    const reason = String((node.any[0]?.data as { messageKey?: string } | null)?.messageKey ?? "");
    const key = `${width} ${node.html}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const target = node.target.map(String);
    const base = { target: target.join(" "), reason, html: node.html.slice(0, 120) };
    if (target.length !== 1) {
      measured.push({ ...base, ratio: null, required: 4.5, foreground: "", background: "" });
      continue;
    }
    candidates.push({ base, selector: target[0]! });
  }
  if (candidates.length === 0) return measured;

  const texts = await page.evaluate(readTextElements, {
    selectors: candidates.map((c) => c.selector),
    scroll: false,
  });
  const whole = candidates.flatMap((c, i) => (texts[i]?.whole ? [{ ...c, text: texts[i] }] : []));
  const alone = candidates.filter((_, i) => !texts[i]?.whole);
  // The part of the page that holds the whole ones: pictured once, if it is not
  // so large (a few elements far apart on a long page) that one by one is cheaper.
  const boxes = whole.map((w) => w.text.box);
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const area = {
    x,
    y,
    width: Math.max(...boxes.map((b) => b.x + b.width)) - x,
    height: Math.max(...boxes.map((b) => b.y + b.height)) - y,
  };
  if (whole.length < 2 || area.width * area.height > whole.length * PIXELS_PER_ELEMENT) {
    alone.push(...whole.map(({ base, selector }) => ({ base, selector })));
  } else {
    // Rounds of elements whose boxes do not touch: each round's text is made transparent at once.
    const rounds: (typeof whole)[] = [];
    for (const w of whole) {
      const round = rounds.find((r) => r.every((other) => !overlaps(other.text.box, w.text.box)));
      if (round) round.push(w);
      else rounds.push([w]);
    }
    const shown = await pixels(page, area, true);
    for (const round of rounds) {
      const selectors = round.map((r) => r.selector);
      await page.evaluate(setBare, { selectors, bare: true });
      const bare = await pixels(page, area, true);
      await page.evaluate(setBare, { selectors, bare: false });
      for (const { base, text } of round) {
        const box = { ...text.box, x: text.box.x - x, y: text.box.y - y };
        measured.push(measureOf(base, text, lowestContrast(shown, bare, text.colour, box)));
      }
    }
  }

  for (const { base, selector } of alone) {
    const [text] = await page.evaluate(readTextElements, { selectors: [selector], scroll: true });
    const viewport = page.viewportSize()!;
    const box = text && {
      x: Math.max(0, text.box.x - (await page.evaluate(() => scrollX))),
      y: Math.max(0, text.box.y - (await page.evaluate(() => scrollY))),
      width: text.box.width,
      height: text.box.height,
    };
    const clip = box && {
      ...box,
      width: Math.min(viewport.width, box.x + box.width) - box.x,
      height: Math.min(viewport.height, box.y + box.height) - box.y,
    };
    if (!text || !clip || clip.width <= 0 || clip.height <= 0) {
      const none = { ratio: null, background: "" };
      measured.push(
        text ? measureOf(base, text, none) : { ...base, ...none, required: 4.5, foreground: "" },
      );
      continue;
    }
    const shown = await pixels(page, clip);
    await page.evaluate(setBare, { selectors: [selector], bare: true });
    const bare = await pixels(page, clip);
    await page.evaluate(setBare, { selectors: [selector], bare: false });
    const all = { x: 0, y: 0, width: shown.width, height: shown.height };
    measured.push(measureOf(base, text, lowestContrast(shown, bare, text.colour, all)));
  }
  return measured;
}
