import { describe, expect, it } from "vitest";
import { formatMoney } from "~/lib/format";
import { feesInCents } from "~/modules/payments/fees";
import { manualSeed } from "./manual-content";
import { diffTexts, sectionEditSchema } from "./manual-rules";

describe("revision diff", () => {
  it("marks added and removed words and counts them", () => {
    const diff = diffTexts(
      "Refunds are decided within 10 business days.",
      "Refunds are decided by an administrator within 7 business days.",
    );
    expect(diff.parts.filter((p) => p.kind === "removed").map((p) => p.text.trim())).toEqual([
      "10",
    ]);
    expect(diff.parts.filter((p) => p.kind === "added").map((p) => p.text.trim())).toEqual([
      "by an administrator",
      "7",
    ]);
    expect(diff.added).toBe(4);
    expect(diff.removed).toBe(1);
    // Read together, the unchanged and added parts give the new text.
    expect(
      diff.parts
        .filter((p) => p.kind !== "removed")
        .map((p) => p.text)
        .join(""),
    ).toBe("Refunds are decided by an administrator within 7 business days.");
  });
});

describe("section form", () => {
  it("needs a title, a text and a summary", () => {
    const result = sectionEditSchema.safeParse({
      title: " ",
      body: "  ",
      summary: "",
      chapterId: "00000000-0000-4000-8000-000000000000",
      baseRevision: "1",
    });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["title", "body", "summary"]));
  });
});

describe("the operations manual as shipped", () => {
  it("covers every chapter the programme needs, with unique keys and anchors", () => {
    expect(manualSeed.map((c) => c.title)).toEqual([
      "About this manual",
      "Governance",
      "Roles and responsibilities",
      "Applications and documents",
      "Fees and refunds",
      "Audit procedure and findings",
      "Review panel and certification decisions",
      "Certificate and seal use",
      "Renewals and reminders",
      "Complaints and appeals",
      "Conflicts of interest",
      "Revocation",
      "Records retention",
    ]);
    const keys = manualSeed.flatMap((c) => [c.key, ...c.sections.map((s) => s.key)]);
    const slugs = manualSeed.flatMap((c) => [c.slug, ...c.sections.map((s) => s.slug)]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const chapter of manualSeed) {
      expect(chapter.sections.length).toBeGreaterThanOrEqual(2);
      for (const section of chapter.sections) expect(section.body.length).toBeGreaterThan(200);
    }
  });

  it("quotes the SPEC §9 fees and the 60/30/7-day reminders", () => {
    const text = JSON.stringify(manualSeed);
    for (const cents of Object.values(feesInCents)) expect(text).toContain(formatMoney(cents));
    expect(text).toContain("$750.00 USD");
    const reminders = manualSeed.find((c) => c.key === "renewals")!.sections[0]!.body;
    expect(reminders).toMatch(/\| 60 \|/);
    expect(reminders).toMatch(/\| 30 \|/);
    expect(reminders).toMatch(/\| 7 \|/);
  });
});
