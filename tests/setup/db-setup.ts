import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject, vi } from "vitest";
import { setDatabaseForTests, type DatabaseHandle } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import type * as PasswordHashingModule from "~/modules/auth/password-hashing.server";
import { publicPageCache } from "~/modules/public-cache/index.server";
import { setStorageForTests } from "~/modules/storage/get-storage.server";
import { openPgliteFromTemplate, openPostgresFromTemplate } from "./test-database";

/**
 * Password hashing in tests: better-auth's scrypt costs about 0.2 s of CPU
 * per hash and per check, and every test user is created (one hash) and
 * signed in (one check) — some files create dozens. Within a test file the
 * same password is hashed once and the same (hash, password) pair checked
 * once; a different password or a changed hash is still hashed and checked
 * for real, so wrong passwords, resets and re-authentication behave as in
 * production. The production module is tested on its own
 * (password-hashing.server.test.ts).
 */
vi.mock("~/modules/auth/password-hashing.server", async (importOriginal) => {
  const original = await importOriginal<typeof PasswordHashingModule>();
  const hashes = new Map<string, Promise<string>>();
  const checks = new Map<string, Promise<boolean>>();
  return {
    ...original,
    passwordHashing: {
      hash(password: string): Promise<string> {
        let hash = hashes.get(password);
        if (!hash) hashes.set(password, (hash = original.passwordHashing.hash(password)));
        return hash;
      },
      verify(input: { hash: string; password: string }): Promise<boolean> {
        const key = `${input.hash}\u0000${input.password}`;
        let check = checks.get(key);
        if (!check) checks.set(key, (check = original.passwordHashing.verify(input)));
        return check;
      },
    },
  };
});

let handle: DatabaseHandle | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hap-test-"));

/**
 * Test files share their worker's modules (`isolate: false`, decision 077):
 * this file runs again before each of them, so each starts as it would in a
 * fresh process — its own database and data folder (above), the environment
 * as the worker began (a file's own changes to process.env are undone), the
 * parsed environment read again, no storage override, no spy or fake timer
 * left, and an empty public page cache (its generation also keys the
 * directory's region memo). State kept by content (rendered Markdown, PDFs,
 * issuer key pairs by id, better-auth by database handle) needs no reset.
 */
const environment = { ...process.env };

function resetSharedState() {
  for (const key of Object.keys(process.env)) {
    if (!(key in environment)) delete process.env[key];
  }
  Object.assign(process.env, environment);
  resetEnvForTests();
  setStorageForTests(undefined);
  publicPageCache.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
}

beforeAll(async () => {
  resetSharedState();
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
  resetSharedState();
});
