// fontkit ships no types; the app only hands a parsed font to pdfkit (which accepts any object
// with `layout`, see `bundledFont` in fonts.server.ts).
declare module "fontkit" {
  export type Font = { layout: (text: string) => unknown; postscriptName: string };
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
