import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPostgresTemplate, createPgliteTemplate, dropRunDatabases } from "./test-database";

/**
 * One template per driver and run, shared by the projects that use that
 * driver (db-* and http-*): their global set-ups run in this one process, so
 * the first one migrates and seeds, the others wait for it, and the last
 * teardown removes it. (Migrating PGlite takes 10–25 s on this machine.)
 */
type Template = { value: Promise<{ template: string; runId: string }>; users: number };
const shared = ((
  globalThis as { __hapTestTemplates?: Map<string, Template> }
).__hapTestTemplates ??= new Map());

function acquire(driver: string, create: (runId: string) => Promise<string>) {
  let entry = shared.get(driver);
  if (!entry) {
    const runId = `${process.pid}_${Date.now().toString(36)}`;
    entry = { value: create(runId).then((template) => ({ template, runId })), users: 0 };
    shared.set(driver, entry);
  }
  entry.users += 1;
  return entry;
}

async function release(
  driver: string,
  remove: (t: { template: string; runId: string }) => unknown,
) {
  const entry = shared.get(driver);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  shared.delete(driver);
  await remove(await entry.value);
}

/**
 * Once per run: migrate a template database that every test file clones
 * (PGlite: a dumped data directory; PostgreSQL: a template database).
 */
export default async function setup(project: TestProject) {
  const driver = project.config.env?.TEST_DB_DRIVER ?? "pglite";
  if (driver === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is required for the postgres project");
    const { template, runId } = await acquire(driver, (runId) => createPostgresTemplate(url, runId))
      .value;
    project.provide("pgTemplate", template);
    project.provide("pgRunId", runId);
    return () => release(driver, ({ runId }) => dropRunDatabases(url, runId));
  }
  const { template } = await acquire(driver, async (runId) => {
    const dir = path.resolve(".tmp");
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `pglite-template-${runId}.tar`);
    await createPgliteTemplate(file);
    return file;
  }).value;
  project.provide("pgliteTemplate", template);
  return () => release(driver, ({ template: file }) => fs.rmSync(file, { force: true }));
}

declare module "vitest" {
  export interface ProvidedContext {
    pgTemplate: string;
    pgRunId: string;
    pgliteTemplate: string;
  }
}
