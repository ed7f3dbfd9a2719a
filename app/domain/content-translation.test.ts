import { describe, expect, it } from "vitest";
import {
  englishVersion,
  kindOfSegment,
  TRANSLATION_KIND_SEGMENT,
  TRANSLATION_KINDS,
  textFingerprint,
  translationState,
} from "./content-translation";

describe("content translations (issue 36)", () => {
  it("tells a missing, a lagging and a current translation apart", () => {
    expect(translationState(null, "1.1")).toBe("missing");
    expect(translationState(undefined, "1.1")).toBe("missing");
    expect(translationState("1.0", "1.1")).toBe("behind");
    expect(translationState("1.1", "1.1")).toBe("current");
  });

  it("names each kind in addresses and reads it back; anything else is no kind", () => {
    for (const kind of TRANSLATION_KINDS) {
      expect(kindOfSegment(TRANSLATION_KIND_SEGMENT[kind])).toBe(kind);
    }
    expect(kindOfSegment("standard_item")).toBeNull();
    expect(kindOfSegment("")).toBeNull();
  });

  it("fingerprints a text stably, and differently once it changes", () => {
    expect(textFingerprint("General")).toBe(textFingerprint("General"));
    expect(textFingerprint("General")).not.toBe(textFingerprint("General "));
    expect(textFingerprint("")).toMatch(/^t[0-9a-f]{8}$/);
  });
});

describe("the English's version a translation records", () => {
  it("is one rule per kind: a standard's version is read the same whatever its spelling", () => {
    expect(englishVersion.standard("1")).toBe("1.0");
    expect(englishVersion.standard("1.10")).toBe("1.1");
    expect(englishVersion.section(3)).toBe("3");
    expect(englishVersion.category("General", null)).toBe(englishVersion.category("General", ""));
    expect(englishVersion.chapter("Fees")).not.toBe(englishVersion.chapter("Fees and refunds"));
  });
});
