import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { setDatabaseForTests, type DatabaseHandle } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import { openPgliteFromTemplate, openPostgresFromTemplate } from "./test-database";

let handle: DatabaseHandle | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hap-test-"));

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  resetEnvForTests();
  handle =
    process.env.TEST_DB_DRIVER === "postgres"
      ? await openPostgresFromTemplate(
          process.env.TEST_DATABASE_URL!,
          inject("pgTemplate"),
          inject("pgRunId"),
        )
      : await openPgliteFromTemplate(inject("pgliteTemplate"));
  setDatabaseForTests(handle);
});

afterAll(async () => {
  setDatabaseForTests(undefined);
  await handle?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
