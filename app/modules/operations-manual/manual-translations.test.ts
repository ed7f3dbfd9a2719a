import { describe, expect, it } from "vitest";
import { manualSeed } from "./manual-content";
import { manualTranslations } from "./seed-manual-translations.server";

/** The shipped manual in French and Spanish (issue 36): every chapter and section, and its links. */
describe.each(Object.entries(manualTranslations))("the operations manual in %s", (_, t) => {
  it("translates every chapter and section the English has, and nothing else", () => {
    expect(Object.keys(t!).sort()).toEqual(manualSeed.map((c) => c.key).sort());
    for (const chapter of manualSeed) {
      expect(Object.keys(t![chapter.key]!.sections).sort(), chapter.key).toEqual(
        chapter.sections.map((s) => s.key).sort(),
      );
    }
  });

  it("keeps each section's in-site links, and writes it in its own words", () => {
    const links = (text: string) =>
      [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]).sort();
    for (const chapter of manualSeed) {
      for (const section of chapter.sections) {
        const translated = t![chapter.key]!.sections[section.key]!;
        expect(translated.body, section.key).not.toBe(section.body);
        expect(links(translated.body), section.key).toEqual(links(section.body));
      }
    }
  });
});
