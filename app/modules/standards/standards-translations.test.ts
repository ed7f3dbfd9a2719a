import { describe, expect, it } from "vitest";
import { seedAppendices, seedCategories, seedStandardsList } from "./standards-content";
import { standardsTranslations } from "./seed-standards-translations.server";

/** Every built-in standard, sub-standard, appendix and category in French and Spanish (issue 36). */
describe.each(Object.entries(standardsTranslations))("the built-in standards in %s", (_, t) => {
  it("translate every part the English has, and nothing else", () => {
    expect(Object.keys(t!.standards).sort()).toEqual(seedStandardsList.map((s) => s.number).sort());
    for (const standard of seedStandardsList) {
      expect(
        Object.keys(t!.standards[standard.number]!.subStandards).sort(),
        standard.number,
      ).toEqual(standard.subStandards.map((s) => s.number).sort());
    }
    expect(Object.keys(t!.appendices).sort()).toEqual(seedAppendices.map((a) => a.number).sort());
    expect(Object.keys(t!.categories).sort()).toEqual(seedCategories.map((c) => c.name).sort());
  });

  it("have a title and a text for each, other than the English", () => {
    const english = new Map(
      [
        ...seedStandardsList,
        ...seedStandardsList.flatMap((s) => s.subStandards),
        ...seedAppendices,
      ].map((p) => [p.number, p.content]),
    );
    const parts = [
      ...Object.entries(t!.standards),
      ...Object.values(t!.standards).flatMap((s) => Object.entries(s.subStandards)),
      ...Object.entries(t!.appendices),
    ];
    for (const [number, part] of parts) {
      expect(part.title.trim(), number).not.toBe("");
      expect(part.content.trim(), number).not.toBe("");
      expect(part.content, number).not.toBe(english.get(number));
    }
  });
});

describe("the summaries the standards services write", () => {
  it("are shown in the reader's language; a summary someone wrote is shown as written", async () => {
    const { createIntl } = await import("react-intl");
    const { historySummary } = await import("./ui/history-summary");
    const fr = (await import("~/locales/fr-CA.json")).default as Record<string, string>;
    const intl = createIntl({ locale: "fr-CA", messages: fr });
    expect(historySummary(intl, "Standard 16 created")).toBe("Norme 16 créée");
    expect(historySummary(intl, "Restored the text of version 1.1")).toBe(
      "Texte de la version 1.1 rétabli",
    );
    expect(historySummary(intl, "Clarified the trap-check interval")).toBe(
      "Clarified the trap-check interval",
    );
  });
});
