import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { manualChapters, manualSectionRevisions, manualSections } from "~/db/schema";
import { executeRows, getDb } from "~/lib/db.server";
import type { Role } from "~/modules/permissions/permissions";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { addManualChapter } from "./add-manual-chapter.server";
import { addManualSection } from "./add-manual-section.server";
import { getManualSectionForEdit } from "./get-manual-section-for-edit.server";
import { getOperationsManual } from "./get-operations-manual.server";
import { listRemovedManualSections } from "./list-removed-manual-sections.server";
import { manualSeed, type ManualSeedChapter } from "./manual-content";
import { manualMessages } from "./manual-rules";
import { moveManualChapter } from "./move-manual-chapter.server";
import { moveManualSection } from "./move-manual-section.server";
import { onOperationsManualChanged } from "./operations-manual-changed.server";
import { previewManualSection } from "./preview-manual-section.server";
import { removeManualChapter } from "./remove-manual-chapter.server";
import { removeManualSection } from "./remove-manual-section.server";
import { renameManualChapter } from "./rename-manual-chapter.server";
import { restoreManualRevision } from "./restore-manual-revision.server";
import { restoreManualSection } from "./restore-manual-section.server";
import { saveManualSection } from "./save-manual-section.server";
import { SEED_REVISION_SUMMARY, seedOperationsManual } from "./seed-operations-manual.server";
import type { Viewer } from "~/modules/permissions";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";

const as = (user: TestUser, activeRole: Role): Viewer => ({
  user: { id: user.userId },
  activeRole,
});

/** Everything the manual holds, as text: "nothing changed" checks. */
async function snapshot() {
  const [row] = await executeRows<Record<string, string>>(
    getDb(),
    sql`select
      (select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from manual_chapters t) as chapters,
      (select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from manual_sections t) as sections,
      (select count(*)::text from manual_section_revisions) as revisions,
      (select count(*)::text from audit_log) as audit`,
  );
  return row;
}

async function sectionByKey(key: string) {
  const [row] = await getDb().select().from(manualSections).where(eq(manualSections.key, key));
  if (!row) throw new Error(`no section ${key}`);
  return row;
}

let admin: TestUser;
let committee: TestUser;
let applicant: TestUser;
let examiner: TestUser;
const changes: string[] = [];

beforeAll(async () => {
  [admin, committee, applicant, examiner] = await Promise.all([
    createTestUser("administrator", { name: "Ada Admin" }),
    createTestUser("committee", { name: "Cory Committee" }),
    createTestUser("applicant"),
    createTestUser("examiner"),
  ]);
  const t0 = new Date("2026-01-05T12:00:00Z");
  expect(await seedOperationsManual(getDb(), manualSeed, t0)).toEqual({
    chapters: manualSeed.length,
    sections: manualSeed.flatMap((c) => c.sections).length,
  });
  return onOperationsManualChanged((change) => {
    changes.push(change.reason);
  });
});

describe("seeding (real content on every start)", () => {
  it("seeded every chapter and section once, each with revision 1 by the programme", async () => {
    const manual = await getOperationsManual(getDb());
    expect(manual.chapters.map((c) => c.title)).toEqual(manualSeed.map((c) => c.title));
    expect(manual.chapters[4]).toMatchObject({ number: 5, slug: "fees-and-refunds" });
    expect(manual.chapters[4]!.sections[0]).toMatchObject({ number: "5.1", slug: "fee-schedule" });
    expect(manual.chapters[4]!.sections[0]!.html).toContain("$750.00 USD");
    const revisions = await getDb().select().from(manualSectionRevisions);
    expect(revisions.length).toBe(manualSeed.flatMap((c) => c.sections).length);
    expect(revisions.every((r) => r.revision === 1 && r.authorId === null)).toBe(true);
    expect(revisions[0]?.summary).toBe(SEED_REVISION_SUMMARY);
    // A second start adds nothing and changes nothing.
    const before = await snapshot();
    expect(await seedOperationsManual(getDb())).toEqual({ chapters: 0, sections: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it("never undoes an edit, a move or a removal, adds what a new version brings, and avoids taken anchors", async () => {
    const viewer = as(admin, "administrator");
    const purpose = await sectionByKey("about.purpose");
    await saveManualSection(getDb(), viewer, purpose.id, {
      title: purpose.title,
      body: `${purpose.body}\n\nEdited locally.`,
      summary: "Local addition",
      chapterId: purpose.chapterId,
      baseRevision: String(purpose.revision),
    });
    const maintenance = await sectionByKey("about.maintenance");
    await removeManualSection(getDb(), viewer, maintenance.id);
    // An editor made a chapter whose anchor a later version of the app also wants.
    await addManualChapter(getDb(), viewer, { title: "Training" });
    const newer: ManualSeedChapter[] = [
      ...manualSeed,
      {
        key: "training",
        slug: "training",
        title: "Training of examiners",
        sections: [
          {
            key: "training.annual",
            slug: "annual-training",
            title: "Annual training",
            body: "Text.",
          },
        ],
      },
    ];
    expect(await seedOperationsManual(getDb(), newer)).toEqual({ chapters: 1, sections: 1 });
    expect((await sectionByKey("about.purpose")).body).toContain("Edited locally.");
    expect((await sectionByKey("about.maintenance")).removedAt).not.toBeNull();
    const [training] = await getDb()
      .select()
      .from(manualChapters)
      .where(eq(manualChapters.key, "training"));
    expect(training?.slug).toBe("training-2");
    expect(await seedOperationsManual(getDb(), newer)).toEqual({ chapters: 0, sections: 0 });
    // Tidy up for the tests below.
    await restoreManualSection(getDb(), viewer, maintenance.id);
  });
});

describe("who may edit (role × action)", () => {
  it("refuses applicants and examiners every write, changing nothing; everyone signed in reads", async () => {
    const section = await sectionByKey("fees.refunds");
    const chapter = section.chapterId;
    const before = await snapshot();
    for (const [user, role] of [
      [applicant, "applicant"],
      [examiner, "examiner"],
    ] as const) {
      const viewer = as(user, role);
      const attempts: [string, () => unknown][] = [
        [
          "save",
          () =>
            saveManualSection(getDb(), viewer, section.id, {
              title: "x",
              body: "x",
              summary: "x",
              chapterId: chapter,
              baseRevision: String(section.revision),
            }),
        ],
        ["restore revision", () => restoreManualRevision(getDb(), viewer, section.id, 1)],
        [
          "add section",
          () => addManualSection(getDb(), viewer, { chapterId: chapter, title: "x", body: "x" }),
        ],
        ["add chapter", () => addManualChapter(getDb(), viewer, { title: "x" })],
        ["rename chapter", () => renameManualChapter(getDb(), viewer, chapter, { title: "x" })],
        ["move section", () => moveManualSection(getDb(), viewer, section.id, "up")],
        ["move chapter", () => moveManualChapter(getDb(), viewer, chapter, "up")],
        ["remove section", () => removeManualSection(getDb(), viewer, section.id)],
        ["restore section", () => restoreManualSection(getDb(), viewer, section.id)],
        ["remove chapter", () => removeManualChapter(getDb(), viewer, chapter)],
        ["edit screen", () => getManualSectionForEdit(getDb(), viewer, section.id)],
        ["removed list", () => listRemovedManualSections(getDb(), viewer)],
        ["preview", () => previewManualSection(viewer, "x")],
      ];
      for (const [name, attempt] of attempts) {
        const error = await refusal(attempt);
        expect(error.status, `${role} ${name}`).toBe(403);
        expect(error.message).toBe("You do not have permission to edit the operations manual");
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lets committee members and administrators edit", async () => {
    for (const [user, role] of [
      [committee, "committee"],
      [admin, "administrator"],
    ] as const) {
      const viewer = as(user, role);
      const section = await sectionByKey("conflicts.definition");
      const saved = await saveManualSection(getDb(), viewer, section.id, {
        title: section.title,
        body: `${section.body}\n\nReviewed by ${role}.`,
        summary: `Reviewed (${role})`,
        chapterId: section.chapterId,
        baseRevision: String(section.revision),
      });
      expect(saved.revision).toBe(section.revision + 1);
      expect(
        (await getManualSectionForEdit(getDb(), viewer, section.id)).revisions[0],
      ).toMatchObject({
        revision: saved.revision,
        summary: `Reviewed (${role})`,
        authorName: role === "committee" ? "Cory Committee" : "Ada Admin",
      });
    }
  });
});

describe("revisions: who, when, summary, diff and restore", () => {
  it("saves each edit as a revision and shows the diff against the one before", async () => {
    const viewer = as(admin, "administrator");
    const section = await sectionByKey("fees.refunds");
    const at = new Date("2026-02-01T15:00:00Z");
    const body = section.body.replace("within 10 business days", "within 7 business days");
    expect(body).not.toBe(section.body);
    const { revision } = await saveManualSection(
      getDb(),
      viewer,
      section.id,
      {
        title: section.title,
        body,
        summary: "Faster refund decisions",
        chapterId: section.chapterId,
        baseRevision: String(section.revision),
      },
      { now: at },
    );
    const edit = await getManualSectionForEdit(getDb(), viewer, section.id, { compare: revision });
    expect(edit.revisions[0]).toMatchObject({
      revision,
      summary: "Faster refund decisions",
      authorName: "Ada Admin",
      createdAt: at.toISOString(),
    });
    expect(edit.comparison).toMatchObject({
      revision,
      previous: revision - 1,
      added: 1,
      removed: 1,
    });
    expect(
      edit.comparison!.parts.filter((p) => p.kind !== "same").map((p) => [p.kind, p.text]),
    ).toEqual([
      ["removed", "10"],
      ["added", "7"],
    ]);
    // The public manual shows it at once, with the new "last updated" date.
    const manual = await getOperationsManual(getDb());
    const shown = manual.chapters.flatMap((c) => c.sections).find((s) => s.id === section.id)!;
    expect(shown.html).toContain("within 7 business days");
    expect(shown.revision).toBe(revision);
    expect(new Date(manual.lastUpdated!).getTime()).toBeGreaterThanOrEqual(at.getTime());
    expect(changes).toContain("section saved");
  });

  it("restores an earlier revision as a new one, keeping the history", async () => {
    const viewer = as(committee, "committee");
    const section = await sectionByKey("fees.refunds");
    const { revision } = await restoreManualRevision(getDb(), viewer, section.id, 1);
    expect(revision).toBe(section.revision + 1);
    const restored = await sectionByKey("fees.refunds");
    const [first] = await getDb()
      .select()
      .from(manualSectionRevisions)
      .where(eq(manualSectionRevisions.sectionId, section.id))
      .orderBy(manualSectionRevisions.revision)
      .limit(1);
    expect(restored.body).toBe(first!.body);
    const edit = await getManualSectionForEdit(getDb(), viewer, section.id);
    expect(edit.revisions.map((r) => r.revision)).toEqual(
      Array.from({ length: revision }, (_, i) => revision - i),
    );
    expect(edit.revisions[0]).toMatchObject({ summary: "Restored revision 1", restoredFrom: 1 });
    // Restoring the text it already has is refused.
    expect(
      (
        await refusal(() => restoreManualRevision(getDb(), viewer, section.id, 1), {
          unchanged: databaseDigest,
        })
      ).status,
    ).toBe(422);
  });

  it("refuses a save based on an older revision (someone else saved first), writing nothing", async () => {
    const viewer = as(admin, "administrator");
    const section = await sectionByKey("records.periods");
    await saveManualSection(getDb(), as(committee, "committee"), section.id, {
      title: section.title,
      body: `${section.body}\n\nFirst.`,
      summary: "First editor",
      chapterId: section.chapterId,
      baseRevision: String(section.revision),
    });
    const before = await snapshot();
    const error = await refusal(
      () =>
        saveManualSection(getDb(), viewer, section.id, {
          title: section.title,
          body: `${section.body}\n\nSecond.`,
          summary: "Second editor",
          chapterId: section.chapterId,
          baseRevision: String(section.revision),
        }),
      { unchanged: databaseDigest },
    );
    expect(error.status).toBe(409);
    expect(error.message).toBe(manualMessages.stale(section.revision + 1, "Cory Committee"));
    expect(await snapshot()).toEqual(before);
  });

  it("gives field messages for missing text or summary and refuses a save that changes nothing", async () => {
    const viewer = as(admin, "administrator");
    const section = await sectionByKey("records.confidentiality");
    const before = await snapshot();
    const empty = await refusal(
      () =>
        saveManualSection(getDb(), viewer, section.id, {
          title: "",
          body: "  ",
          summary: "",
          chapterId: section.chapterId,
          baseRevision: String(section.revision),
        }),
      { unchanged: databaseDigest },
    );
    expect(empty.fieldErrors).toEqual({
      title: manualMessages.titleRequired,
      body: manualMessages.bodyRequired,
      summary: manualMessages.summaryRequired,
    });
    const same = await refusal(
      () =>
        saveManualSection(getDb(), viewer, section.id, {
          title: section.title,
          body: section.body,
          summary: "No change",
          chapterId: section.chapterId,
          baseRevision: String(section.revision),
        }),
      { unchanged: databaseDigest },
    );
    expect(same.fieldErrors.body).toBe(manualMessages.nothingChanged);
    expect(await snapshot()).toEqual(before);
  });
});

describe("structure: add, move, remove, bring back", () => {
  it("adds a section at the end of a chapter and a chapter at the end of the manual", async () => {
    const viewer = as(admin, "administrator");
    const chapter = await addManualChapter(getDb(), viewer, { title: "Data protection" });
    const section = await addManualSection(getDb(), viewer, {
      chapterId: chapter.id,
      title: "Main",
      body: "How personal data is protected.",
      summary: "",
    });
    expect(section.slug).toBe("main-section");
    const manual = await getOperationsManual(getDb());
    const last = manual.chapters.at(-1)!;
    expect(last).toMatchObject({ title: "Data protection", slug: "data-protection" });
    expect(last.sections.map((s) => s.title)).toEqual(["Main"]);
    const edit = await getManualSectionForEdit(getDb(), viewer, section.id);
    expect(edit.revisions).toEqual([
      expect.objectContaining({ revision: 1, summary: "New section" }),
    ]);
    // Only an empty chapter can be removed.
    expect(
      (
        await refusal(() => removeManualChapter(getDb(), viewer, chapter.id), {
          unchanged: databaseDigest,
        })
      ).message,
    ).toBe(manualMessages.chapterNotEmpty);
    await removeManualSection(getDb(), viewer, section.id);
    await removeManualChapter(getDb(), viewer, chapter.id);
    expect((await getOperationsManual(getDb())).chapters.some((c) => c.id === chapter.id)).toBe(
      false,
    );
  });

  it("moves sections and chapters up and down, and refuses moving past the ends", async () => {
    const viewer = as(committee, "committee");
    const titles = async () =>
      (await getOperationsManual(getDb())).chapters
        .find((c) => c.slug === "fees-and-refunds")!
        .sections.map((s) => s.title);
    expect(await titles()).toEqual(["Fee schedule", "Paying fees", "Refunds"]);
    const refunds = await sectionByKey("fees.refunds");
    await moveManualSection(getDb(), viewer, refunds.id, "up");
    expect(await titles()).toEqual(["Fee schedule", "Refunds", "Paying fees"]);
    await moveManualSection(getDb(), viewer, refunds.id, "down");
    expect(await titles()).toEqual(["Fee schedule", "Paying fees", "Refunds"]);
    expect(
      (
        await refusal(() => moveManualSection(getDb(), viewer, refunds.id, "down"), {
          unchanged: databaseDigest,
        })
      ).message,
    ).toBe(manualMessages.alreadyLast);
    const chapters = async () => (await getOperationsManual(getDb())).chapters.map((c) => c.slug);
    const start = await chapters();
    const fees = start.indexOf("fees-and-refunds");
    const [feesChapter] = await getDb()
      .select()
      .from(manualChapters)
      .where(eq(manualChapters.slug, "fees-and-refunds"));
    await moveManualChapter(getDb(), viewer, feesChapter!.id, "up");
    expect((await chapters())[fees - 1]).toBe("fees-and-refunds");
    await moveManualChapter(getDb(), viewer, feesChapter!.id, "down");
    expect(await chapters()).toEqual(start);
    const [first] = await getDb()
      .select()
      .from(manualChapters)
      .where(eq(manualChapters.slug, start[0]!));
    expect(
      (
        await refusal(() => moveManualChapter(getDb(), viewer, first!.id, "up"), {
          unchanged: databaseDigest,
        })
      ).message,
    ).toBe(manualMessages.alreadyFirst);
  });

  it("removes a section from the public manual and brings it back", async () => {
    const viewer = as(admin, "administrator");
    const section = await sectionByKey("revocation.effects");
    await removeManualSection(getDb(), viewer, section.id);
    const ids = async () =>
      (await getOperationsManual(getDb())).chapters.flatMap((c) => c.sections.map((s) => s.id));
    expect(await ids()).not.toContain(section.id);
    expect((await listRemovedManualSections(getDb(), viewer)).map((r) => r.id)).toContain(
      section.id,
    );
    // A removed section cannot be edited, and the seed does not bring it back.
    expect((await refusal(getManualSectionForEdit(getDb(), viewer, section.id))).status).toBe(404);
    await seedOperationsManual(getDb());
    expect(await ids()).not.toContain(section.id);
    await restoreManualSection(getDb(), viewer, section.id);
    expect(await ids()).toContain(section.id);
    expect((await listRemovedManualSections(getDb(), viewer)).map((r) => r.id)).not.toContain(
      section.id,
    );
  });

  it("moves a section to another chapter when saved with a new chapter, at that chapter's end", async () => {
    const viewer = as(admin, "administrator");
    const section = await sectionByKey("certificates.misuse");
    const [revocation] = await getDb()
      .select()
      .from(manualChapters)
      .where(eq(manualChapters.key, "revocation"));
    await saveManualSection(getDb(), viewer, section.id, {
      title: section.title,
      body: section.body,
      summary: "Moved to Revocation",
      chapterId: revocation!.id,
      baseRevision: String(section.revision),
    });
    const chapter = (await getOperationsManual(getDb())).chapters.find(
      (c) => c.id === revocation!.id,
    )!;
    expect(chapter.sections.at(-1)?.id).toBe(section.id);
    const gone = await refusal(
      () =>
        saveManualSection(getDb(), viewer, section.id, {
          title: section.title,
          body: "x",
          summary: "x",
          chapterId: "00000000-0000-4000-8000-000000000000",
          baseRevision: String(section.revision + 1),
        }),
      { unchanged: databaseDigest },
    );
    expect(gone.fieldErrors.chapterId).toBe(manualMessages.chooseChapter);
  });
});
