import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create as parseFont, type Font } from "fontkit";

/**
 * Fonts the server draws with (certificate PDF, seal PNG), shipped in the
 * `dejavu-fonts-ttf` package (DejaVu fonts 2.37, Bitstream Vera licence with
 * the DejaVu changes in the public domain: free to embed and redistribute;
 * see node_modules/dejavu-fonts-ttf/LICENSE). Nothing depends on the fonts
 * of the machine, so a PDF or PNG looks the same wherever it is made
 * (decision 053).
 */
const files = {
  sans: "DejaVuSans.ttf",
  sansBold: "DejaVuSans-Bold.ttf",
  serifBold: "DejaVuSerif-Bold.ttf",
} as const;

export type BundledFont = keyof typeof files;

/** The family name the font files declare (what an SVG's font-family names). */
export const BUNDLED_SANS_FAMILY = "DejaVu Sans";

const require = createRequire(import.meta.url);
const resolved = new Map<BundledFont, string>();

/** The absolute path of one bundled TrueType font. */
export function bundledFontPath(font: BundledFont): string {
  let path = resolved.get(font);
  if (!path) {
    path = require.resolve(`dejavu-fonts-ttf/ttf/${files[font]}`);
    resolved.set(font, path);
  }
  return path;
}

const parsed = new Map<BundledFont, Font>();

/**
 * One bundled font parsed once per process (pdfkit accepts a parsed font):
 * reading and parsing the three TrueType files for every certificate PDF
 * cost about 40 ms of its 120 ms. Parsed fonts are read only; each document
 * makes its own subset.
 */
export function bundledFont(font: BundledFont): Font {
  let loaded = parsed.get(font);
  if (!loaded) {
    loaded = parseFont(readFileSync(bundledFontPath(font)));
    parsed.set(font, loaded);
  }
  return loaded;
}
