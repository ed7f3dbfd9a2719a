/**
 * Content translations (issue 36) against a real database: the built-in
 * standards and manual arrive in French and Spanish; staff save a
 * translation; a change to the English makes it lag, which the staff list
 * and the reader's page both say.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, contentTranslations, standardItems } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { Role } from "~/modules/permissions/permissions";
import type { Viewer } from "~/modules/permissions";
import { getOperationsManual } from "~/modules/operations-manual/get-operations-manual.server";
import { seedManualTranslations } from "~/modules/operations-manual/seed-manual-translations.server";
import { seedOperationsManual } from "~/modules/operations-manual/seed-operations-manual.server";
import { getPublicStandards } from "~/modules/standards/get-public-standards.server";
import { seedStandardsTranslations } from "~/modules/standards/seed-standards-translations.server";
import { updateStandardItem } from "~/modules/standards/update-standard-item.server";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { createTestManualSection, reviseTestManualSection } from "../../../tests/helpers/blog";
import { refusal } from "../../../tests/helpers/refusals";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { listTranslationStatus } from "./list-translation-status.server";
import { saveContentTranslation } from "./save-content-translation.server";

const as = (user: TestUser, activeRole: Role): Viewer => ({
  user: { id: user.userId },
  activeRole,
});
let admin: TestUser;
let applicant: TestUser;

beforeAll(async () => {
  admin = await createTestUser("administrator");
  applicant = await createTestUser("applicant");
  await seedOperationsManual(getDb());
  await seedManualTranslations(getDb());
});

const status = (params: Record<string, string>) =>
  listTranslationStatus(getDb(), as(admin, "administrator"), new URLSearchParams(params));

describe("the built-in content in French and Spanish", () => {
  it("arrives with every standard, sub-standard, category, chapter and section translated, once", async () => {
    expect(await seedStandardsTranslations(getDb())).toBe(0);
    expect(await seedManualTranslations(getDb())).toBe(0);
    const standards = await status({ area: "standards", locale: "fr-CA", state: "all" });
    expect(standards.counts["fr-CA"]).toMatchObject({ missing: 0, behind: 0 });
    expect(standards.counts["fr-CA"].current).toBeGreaterThan(80);
    const doc = await getPublicStandards(getDb(), "America/Toronto", "es-MX");
    const eight = doc.standards.find((s) => s.number === "8")!;
    expect(eight.note).toBeNull();
    expect(eight.title).not.toBe(
      (await getPublicStandards(getDb(), "America/Toronto")).standards.find(
        (s) => s.number === "8",
      )!.title,
    );
    expect(
      doc.standards.every((s) => s.note === null && s.subStandards.every((u) => u.note === null)),
    ).toBe(true);
    const manual = await getOperationsManual(getDb(), "fr-CA");
    expect(manual.chapters[0]!.title).toBe("À propos de ce manuel");
    expect(manual.chapters.flatMap((c) => c.sections).every((s) => s.note === null)).toBe(true);
  });
});

describe("a translation lags behind when the English changes", () => {
  it("the committee's edit of Standard 8 makes its French and Spanish lag; the reader is told, staff see it", async () => {
    const doc = await getPublicStandards(getDb(), "America/Toronto");
    const eight = doc.standards.find((s) => s.number === "8")!;
    await updateStandardItem(getDb(), as(admin, "administrator"), eight.id, {
      number: "8",
      title: eight.title,
      categoryId: (
        await getDb().select().from(standardItems).where(eq(standardItems.id, eight.id))
      )[0]!.categoryId,
      content: "A clarified text of Standard 8.",
      version: null,
      changeSummary: "Clarified",
      expectedVersion: "1.0",
    } as Parameters<typeof updateStandardItem>[3]);
    const french = await getPublicStandards(getDb(), "America/Toronto", "fr-CA");
    expect(french.standards.find((s) => s.number === "8")!.note).toEqual({
      state: "behind",
      from: "1.0",
      to: "1.1",
    });
    const behind = await status({ state: "behind", area: "standards" });
    expect(
      behind.rows.map((r) => [r.number, r.locale, r.translatedVersion, r.englishVersion]),
    ).toEqual([
      ["8", "fr-CA", "1.0", "1.1"],
      ["8", "es-MX", "1.0", "1.1"],
    ]);

    // Staff bring the French up to date: it is current again, audited; the Spanish still lags.
    await saveContentTranslation(
      getDb(),
      as(admin, "administrator"),
      { kind: "standard_item", partId: eight.id, locale: "fr-CA" },
      {
        title: "Titre",
        body: "Un texte clarifié de la norme 8.",
        excerpt: "",
        imageAlt: "",
        baseVersion: "1.1",
      },
    );
    const after = await getPublicStandards(getDb(), "America/Toronto", "fr-CA");
    expect(after.standards.find((s) => s.number === "8")).toMatchObject({
      title: "Titre",
      note: null,
    });
    expect(
      (await status({ state: "behind", area: "standards" })).rows.map((r) => r.locale),
    ).toEqual(["es-MX"]);
    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, eight.id), eq(auditLog.action, "content_translation_updated")),
      );
    expect(audit?.details).toMatchObject({
      kind: "standard_item",
      locale: "fr-CA",
      from: "1.0",
      to: "1.1",
      current: true,
    });
  });

  it("a manual section revised since shows its translation with a note; a new section shows the English", async () => {
    const manual = await getOperationsManual(getDb());
    const section = manual.chapters[0]!.sections[0]!;
    await reviseTestManualSection(admin.userId, section.id);
    const spanish = await getOperationsManual(getDb(), "es-MX");
    const seen = spanish.chapters[0]!.sections[0]!;
    expect(seen.note).toEqual({ state: "behind", from: null, to: null });
    expect(seen.title).not.toBe(section.title);
    const { sectionId } = await createTestManualSection(admin.userId);
    const added = (await getOperationsManual(getDb(), "es-MX")).chapters
      .flatMap((c) => c.sections)
      .find((s) => s.id === sectionId)!;
    expect(added).toMatchObject({
      note: { state: "missing" },
      title: expect.stringMatching(/^Test section/),
    });
  });
});

describe("refusals", () => {
  it("an applicant may not translate, and nothing is written", async () => {
    const doc = await getPublicStandards(getDb(), "America/Toronto");
    const error = await refusal(
      () =>
        saveContentTranslation(
          getDb(),
          as(applicant, "applicant"),
          { kind: "standard_item", partId: doc.standards[0]!.id, locale: "fr-CA" },
          { title: "x", body: "y", excerpt: "", imageAlt: "", baseVersion: "1.0" },
        ),
      { unchanged: databaseDigest },
    );
    expect(error.status).toBe(403);
  });

  it("an unknown part or a language that is not translated into is not found", async () => {
    const doc = await getPublicStandards(getDb(), "America/Toronto");
    const input = { title: "x", body: "y", excerpt: "", imageAlt: "", baseVersion: "1.0" };
    for (const target of [
      {
        kind: "standard_item" as const,
        partId: "00000000-0000-4000-8000-000000000000",
        locale: "fr-CA",
      },
      { kind: "standard_item" as const, partId: doc.standards[0]!.id, locale: "en" },
      { kind: "manual_section" as const, partId: doc.standards[0]!.id, locale: "fr-CA" },
    ]) {
      const error = await refusal(
        () => saveContentTranslation(getDb(), as(admin, "administrator"), target, input),
        { unchanged: databaseDigest },
      );
      expect(error.status, JSON.stringify(target)).toBe(404);
    }
    expect(
      await getDb().select().from(contentTranslations).where(eq(contentTranslations.locale, "en")),
    ).toEqual([]);
  });
});
