import { describe, expect, it } from "vitest";
import { cleanText, hasNulByte } from "./text-hygiene";

describe("cleanText", () => {
  it("drops NUL, U+000B, U+000C, other C0 controls, U+FFFE/U+FFFF and lone surrogates", () => {
    expect(cleanText("a\u0000b\u000Bc\u000Cd\u0001e\u001Ff\uFFFEg\uFFFFh")).toBe("abcdefgh");
    expect(cleanText("x\uD800y\uDC00z")).toBe("xyz");
  });

  it("keeps tab, line ends, accents, emoji and every other character", () => {
    const text = "Line one\r\n\tLéon — Constitución 🦝 “quoted” \u00A0end";
    expect(cleanText(text)).toBe(text);
  });
});

describe("hasNulByte", () => {
  it("finds %00 in path or query, in either case, and a raw NUL", () => {
    expect(hasNulByte("http://x.test/verify/abc%00def")).toBe(true);
    expect(hasNulByte("http://x.test/directory?q=%00")).toBe(true);
    expect(hasNulByte("http://x.test/a?b=\u0000")).toBe(true);
    expect(hasNulByte("http://x.test/directory?q=100%25")).toBe(false);
  });
});
