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

async function pixels(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  const png = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/**
 * axe's "needs review" colour-contrast nodes on the page as shown now, each
 * measured. `results`: an axe run of the page as it is (else one is made);
 * `seen`: markup already measured (the same markup is styled alike: a list's
 * rows, the sidebar on every screen), shared by a sweep to measure it once.
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
    const element = page.locator(target[0]!).first();
    // Take the text out of any animation and bring it fully into view.
    const style = await element.evaluate((el) => {
      const e = el as HTMLElement | SVGElement;
      e.scrollIntoView({ block: "center", inline: "center" });
      e.style.setProperty("transition", "none", "important");
      const cs = getComputedStyle(e);
      const svg = e instanceof SVGElement;
      // Any CSS colour (Tailwind writes oklch) as sRGB bytes: painted on a canvas.
      const canvas = document.createElement("canvas").getContext("2d", {
        willReadFrequently: true,
      })!;
      canvas.fillStyle =
        svg && cs.fill !== "none" && !cs.fill.startsWith("url") ? cs.fill : cs.color;
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      return {
        colour: [r!, g!, b!, a! / 255] as [number, number, number, number],
        size: parseFloat(cs.fontSize),
        weight: Number(cs.fontWeight) || (cs.fontWeight === "bold" ? 700 : 400),
        hidden: e.getAttribute("aria-hidden") === "true",
      };
    });
    const box = await element.boundingBox();
    const viewport = page.viewportSize()!;
    const clip = box && {
      x: Math.max(0, Math.floor(box.x)),
      y: Math.max(0, Math.floor(box.y)),
      width:
        Math.min(viewport.width, Math.ceil(box.x + box.width)) - Math.max(0, Math.floor(box.x)),
      height:
        Math.min(viewport.height, Math.ceil(box.y + box.height)) - Math.max(0, Math.floor(box.y)),
    };
    const large = style.size >= 24 || (style.size >= 18.66 && style.weight >= 700);
    const required = large || style.hidden ? 3 : 4.5;
    const fg = style.colour;
    if (!clip || clip.width <= 0 || clip.height <= 0) {
      measured.push({ ...base, ratio: null, required, foreground: hex(fg), background: "" });
      continue;
    }
    const shown = await pixels(page, clip);
    await element.evaluate((el) => {
      const e = el as HTMLElement | SVGElement;
      for (const [property, value] of [
        ["color", "transparent"],
        ["-webkit-text-fill-color", "transparent"],
        ["fill", "transparent"],
        ["text-shadow", "none"],
      ])
        e.style.setProperty(property!, value!, "important");
    });
    const bare = await pixels(page, clip);
    await element.evaluate((el) => {
      const e = el as HTMLElement | SVGElement;
      for (const property of ["color", "-webkit-text-fill-color", "fill", "text-shadow"])
        e.style.removeProperty(property);
    });
    let lowest: number | null = null;
    let under: number[] = [];
    for (let i = 0; i + 2 < bare.data.length; i += 3) {
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
    measured.push({
      ...base,
      ratio: lowest === null ? null : Math.round(lowest * 100) / 100,
      required,
      foreground: hex(fg),
      background: under.length ? hex(under) : "",
    });
  }
  return measured;
}
