import { Resvg } from "@resvg/resvg-js";
import { BUNDLED_SANS_FAMILY, bundledFontPath } from "~/lib/fonts.server";

/**
 * The PNG fallback of the seal: the same SVG drawn by resvg (a maintained
 * Rust renderer, prebuilt for each platform as an npm package) at twice its
 * size, with the bundled DejaVu fonts only — never the machine's fonts, so
 * the picture is the same on every server (decision 053).
 */
export function renderSealPng(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: "zoom", value: 2 },
    font: {
      fontFiles: [bundledFontPath("sans"), bundledFontPath("sansBold")],
      loadSystemFonts: false,
      defaultFontFamily: BUNDLED_SANS_FAMILY,
    },
  });
  return resvg.render().asPng();
}
