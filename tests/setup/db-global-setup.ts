import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPostgresTemplate, createPgliteTemplate, dropRunDatabases } from "./test-database";

/**
 * Once per run: migrate a template database that every test file clones
 * (PGlite: a dumped data directory; PostgreSQL: a template database).
 */
export default async function setup(project: TestProject) {
  const driver = project.config.env?.TEST_DB_DRIVER ?? "pglite";
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  if (driver === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is required for the postgres project");
    const template = await createPostgresTemplate(url, runId);
    project.provide("pgTemplate", template);
    project.provide("pgRunId", runId);
    return async () => {
      await dropRunDatabases(url, runId);
    };
  }
  const dir = path.resolve(".tmp");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${runId}.tar.gz`);
  await createPgliteTemplate(file);
  project.provide("pgliteTemplate", file);
  return async () => {
    fs.rmSync(file, { force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgTemplate: string;
    pgRunId: string;
    pgliteTemplate: string;
  }
}
