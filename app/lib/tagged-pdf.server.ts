import PDFDocument from "pdfkit";
import type { Locale } from "~/domain/locale";
import { bundledFont, type BundledFont } from "./fonts.server";

/**
 * Embedded fonts (decision 053): DejaVu, shipped in an npm package with its
 * licence, registered under these names. No standard (unembedded) PDF font is
 * used, so a PDF looks the same everywhere and can be PDF/A.
 */
export const PDF_SANS = "Sans";
export const PDF_SANS_BOLD = "Sans-Bold";
export const PDF_SERIF_BOLD = "Serif-Bold";

/** pdfkit takes the parsed (fontkit) font; its type declarations know only paths and buffers. */
export const pdfFontSource = (font: BundledFont) => bundledFont(font) as unknown as string;

export type TaggedPdf = {
  doc: PDFKit.PDFDocument;
  /** The document's root structure element (`Document`); end it before `doc.end()`. */
  structure: PDFKit.PDFStructureElement;
  /** Draws inside a structure element of `type` (H1, P, Figure…), a child of `parent` (the root by default). */
  tag: (
    type: string,
    draw: () => void,
    options?: { alt?: string; bbox?: number[] },
    parent?: PDFKit.PDFStructureElement,
  ) => void;
  /** Draws decoration (frames, rules, page numbers) that screen readers skip. */
  artifact: (draw: () => void) => void;
  /** The PDF's bytes once `doc.end()` has been called. */
  bytes: Promise<Buffer>;
};

/**
 * A new tagged, PDF/A-3b document with the bundled fonts registered
 * (decision 053): what screen readers follow is the structure tree (every
 * text a heading or paragraph, images figures with their text alternative,
 * decoration artifacts), in `locale`, with its title shown.
 */
export function openTaggedPdf(options: {
  locale: Locale;
  info: { Title: string; Author: string; Subject: string };
  layout?: "portrait" | "landscape";
  margin?: number;
  /** Keeps every page open to the end (e.g. to number them "Page 2 of 5"). */
  bufferPages?: boolean;
}): TaggedPdf {
  const doc = new PDFDocument({
    size: "A4",
    layout: options.layout ?? "portrait",
    margin: options.margin ?? 36,
    bufferPages: options.bufferPages ?? false,
    font: pdfFontSource("sans"),
    pdfVersion: "1.7",
    subset: "PDF/A-3b",
    tagged: true,
    lang: options.locale,
    displayTitle: true,
    info: options.info,
  });
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont(PDF_SANS, pdfFontSource("sans"));
  doc.registerFont(PDF_SANS_BOLD, pdfFontSource("sansBold"));
  doc.registerFont(PDF_SERIF_BOLD, pdfFontSource("serifBold"));
  const structure = doc.struct("Document");
  doc.addStructure(structure);
  return {
    doc,
    structure,
    bytes,
    tag: (type, draw, tagOptions = {}, parent = structure) =>
      parent.add(doc.struct(type, tagOptions, draw)),
    artifact: (draw) => {
      doc.markContent("Artifact", { type: "Layout" });
      draw();
      doc.endMarkedContent();
    },
  };
}
