import crypto from "node:crypto";
import { getDb } from "~/lib/db.server";
import { seedOperationsManual } from "~/modules/operations-manual/seed-operations-manual.server";
import {
  createTestManualSection,
  firstChapter,
  firstSectionOf,
  removeTestManualSection,
  reviseTestManualSection,
} from "../../helpers/blog";
import { defineGroup, everyoneSignedIn, publicPage, staffOnly, type MatrixRow } from "./types";

type F = { adminId: string; chapterId: string; sectionId: string };

const MANUAL = "/dashboard/operations-manual";

/** A POST to the manual's structure actions. */
const structureRow = (
  intent: string,
  prepare: (f: F) => Promise<Record<string, string>>,
  form: (f: F, p: Record<string, string | undefined>) => Record<string, string>,
): MatrixRow<F> => ({
  route: MANUAL,
  method: "POST",
  intent,
  prepare,
  path: () => `${MANUAL}?arrange=1`,
  form: (f, p) => ({ intent, ...form(f, p) }),
  expect: staffOnly,
});

export default defineGroup<F>({
  name: "operations manual",
  setup: async (users) => {
    await seedOperationsManual(getDb());
    const adminId = users.administrator.userId;
    const { chapterId, sectionId } = await createTestManualSection(adminId);
    return { adminId, chapterId, sectionId };
  },
  rows: [
    {
      route: "/operations-manual",
      method: "GET",
      path: () => "/operations-manual",
      expect: publicPage,
    },
    { route: MANUAL, method: "GET", path: () => MANUAL, expect: everyoneSignedIn },
    {
      route: MANUAL,
      method: "GET",
      note: "arrange view (editors only; others see the reading view)",
      path: () => `${MANUAL}?arrange=1`,
      expect: everyoneSignedIn,
    },
    structureRow(
      "add-chapter",
      async () => ({}),
      () => ({ title: `Chapter ${crypto.randomBytes(3).toString("hex")}` }),
    ),
    structureRow(
      "rename-chapter",
      async () => ({}),
      (f) => ({ id: f.chapterId, title: `Renamed ${crypto.randomBytes(3).toString("hex")}` }),
    ),
    structureRow(
      "move-chapter",
      async () => ({ id: await firstChapter() }),
      (_f, p) => ({ id: p.id!, direction: "down" }),
    ),
    structureRow(
      "remove-chapter",
      async (f) => {
        const { chapterId, sectionId } = await createTestManualSection(f.adminId);
        await removeTestManualSection(f.adminId, sectionId);
        return { id: chapterId };
      },
      (_f, p) => ({ id: p.id! }),
    ),
    structureRow(
      "add-section",
      async () => ({}),
      (f) => ({ chapterId: f.chapterId, title: "Added by the matrix", body: "Text.", summary: "" }),
    ),
    structureRow(
      "move-section",
      async (f) => {
        await createTestManualSection(f.adminId, f.chapterId);
        return { id: await firstSectionOf(f.chapterId) };
      },
      (_f, p) => ({ id: p.id!, direction: "down" }),
    ),
    structureRow(
      "remove-section",
      async (f) => ({ id: (await createTestManualSection(f.adminId, f.chapterId)).sectionId }),
      (_f, p) => ({ id: p.id! }),
    ),
    structureRow(
      "restore-section",
      async (f) => {
        const { sectionId } = await createTestManualSection(f.adminId, f.chapterId);
        await removeTestManualSection(f.adminId, sectionId);
        return { id: sectionId };
      },
      (_f, p) => ({ id: p.id! }),
    ),
    {
      route: `${MANUAL}/sections/:id`,
      method: "GET",
      path: (f) => `${MANUAL}/sections/${f.sectionId}`,
      expect: staffOnly,
    },
    {
      route: `${MANUAL}/sections/:id`,
      method: "GET",
      note: "compare a revision",
      path: (f) => `${MANUAL}/sections/${f.sectionId}?compare=1`,
      expect: staffOnly,
    },
    {
      route: `${MANUAL}/sections/:id`,
      method: "POST",
      intent: "preview",
      path: (f) => `${MANUAL}/sections/${f.sectionId}`,
      form: () => ({ intent: "preview", body: "## Preview\n\nText." }),
      expect: staffOnly,
    },
    {
      route: `${MANUAL}/sections/:id`,
      method: "POST",
      intent: "save",
      prepare: async (f) => ({
        revision: String(await reviseTestManualSection(f.adminId, f.sectionId)),
      }),
      path: (f) => `${MANUAL}/sections/${f.sectionId}`,
      form: (f, p) => ({
        intent: "save",
        title: "Section saved by the matrix",
        body: `Text ${crypto.randomBytes(3).toString("hex")}.`,
        summary: "Matrix save",
        chapterId: f.chapterId,
        baseRevision: p.revision!,
      }),
      expect: staffOnly,
    },
    {
      route: `${MANUAL}/sections/:id`,
      method: "POST",
      intent: "restore",
      prepare: async (f) => {
        await reviseTestManualSection(f.adminId, f.sectionId);
        return {};
      },
      path: (f) => `${MANUAL}/sections/${f.sectionId}`,
      form: () => ({ intent: "restore", revision: "1" }),
      expect: staffOnly,
    },
  ],
});
