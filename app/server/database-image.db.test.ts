import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  DATABASE_IMAGE_FORMAT,
  fileSha256,
  installedPgliteVersion,
  shippedMigrations,
  installDatabaseImage,
  type DatabaseImageManifest,
} from "~/lib/database-image.server";
import { executeRows, migrationsFolder, openPglite } from "~/lib/db.server";
import { createDatabaseImage, prepareFixedContent } from "./database-image.server";

const onPglite = process.env.TEST_DB_DRIVER !== "postgres";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "hap-image-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
/** Stands in for the server bundle: the image records its hash. */
const serverBuild = path.join(work, "index.js");
fs.writeFileSync(serverBuild, "export const build = 1;\n");

async function count(db: Parameters<typeof executeRows>[0], query: string): Promise<number> {
  const [row] = await executeRows<{ n: number }>(
    db,
    sql.raw(`select count(*)::int as n from ${query}`),
  );
  return row!.n;
}

/** An image folder that passes every check but holds no real database (the checks never open it). */
function fakeImage(name: string, change: (m: DatabaseImageManifest) => void = () => {}) {
  const dir = path.join(work, name);
  fs.mkdirSync(path.join(dir, "pglite"), { recursive: true });
  fs.writeFileSync(path.join(dir, "pglite", "PG_VERSION"), "17\n");
  const manifest: DatabaseImageManifest = {
    format: DATABASE_IMAGE_FORMAT,
    pglite: installedPgliteVersion(),
    migrations: shippedMigrations(migrationsFolder),
    server: fileSha256(serverBuild),
    createdAt: new Date().toISOString(),
  };
  change(manifest);
  fs.writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
  return dir;
}

describe.runIf(onPglite)("the prepared database of the build (decision 072)", () => {
  it(
    "holds every shipped migration, the gazetteer and the standards; an empty data folder gets a copy the start-up steps find complete",
    { timeout: 600_000 },
    async () => {
      const imageDir = path.join(work, "image");
      const manifest = await createDatabaseImage(imageDir, serverBuild);
      expect(manifest.migrations).toEqual(shippedMigrations(migrationsFolder));
      expect(fs.readdirSync(work).filter((f) => f.includes("staging"))).toEqual([]);

      const dataDir = path.join(work, "data", "pglite");
      expect(installDatabaseImage({ imageDir, dataDir, migrationsFolder, serverBuild })).toEqual({
        used: true,
      });
      expect(fs.readdirSync(path.dirname(dataDir))).toEqual(["pglite"]);

      const handle = openPglite(dataDir);
      try {
        const applied = await count(handle.db, "drizzle.__drizzle_migrations");
        expect(applied).toBe(manifest.migrations.length);
        expect(await count(handle.db, "places")).toBeGreaterThan(80_000);
        expect(await count(handle.db, "standard_items")).toBe(20);
        // Nothing of the demo, of secrets or of the date: no user, no key, no manual.
        expect(await count(handle.db, '"user"')).toBe(0);
        expect(await count(handle.db, "credential_issuer_keys")).toBe(0);
        expect(await count(handle.db, "manual_sections")).toBe(0);
        // The migrator and the content steps find nothing to do.
        await handle.migrate();
        expect(await count(handle.db, "drizzle.__drizzle_migrations")).toBe(applied);
        const content = await prepareFixedContent(handle.db);
        expect(content.places.loaded).toBe(false);
        expect(content.standards.seeded).toBe(false);
        await handle.db.execute(sql`create table kept (x int)`);
      } finally {
        await handle.close();
      }

      // A data folder that holds a database is never replaced.
      expect(installDatabaseImage({ imageDir, dataDir, migrationsFolder, serverBuild })).toEqual({
        used: false,
        reason: "the database exists",
      });
      const again = openPglite(dataDir);
      try {
        expect(await count(again.db, "kept")).toBe(0);
      } finally {
        await again.close();
      }
    },
  );

  it("is not used when made from other migrations or by another PGlite: the start migrates instead", () => {
    const cases: [string, (m: DatabaseImageManifest) => void, RegExp][] = [
      ["missing-one", (m) => m.migrations.pop(), /other migrations/],
      ["changed-file", (m) => (m.migrations[3]!.hash = "0".repeat(64)), /other migrations/],
      ["other-pglite", (m) => (m.pglite = "0.0.1"), /PGlite 0\.0\.1/],
      ["other-format", (m) => (m.format = DATABASE_IMAGE_FORMAT + 1), /format/],
      ["other-build", (m) => (m.server = "f".repeat(64)), /another build/],
    ];
    for (const [name, change, reason] of cases) {
      const imageDir = fakeImage(name, change);
      const dataDir = path.join(work, `data-${name}`, "pglite");
      const use = installDatabaseImage({ imageDir, dataDir, migrationsFolder, serverBuild });
      expect(use.used, name).toBe(false);
      expect(use.used ? "" : use.reason, name).toMatch(reason);
      expect(fs.existsSync(dataDir), name).toBe(false);
    }
    // No image in the build at all.
    expect(
      installDatabaseImage({
        imageDir: path.join(work, "none"),
        dataDir: path.join(work, "data-none", "pglite"),
        migrationsFolder,
        serverBuild,
      }),
    ).toEqual({ used: false, reason: "no prepared database in the build" });
  });

  it("is copied into an empty data folder that exists, and only into an empty one", () => {
    const imageDir = fakeImage("matching");
    const empty = path.join(work, "data-empty", "pglite");
    fs.mkdirSync(empty, { recursive: true });
    expect(
      installDatabaseImage({ imageDir, dataDir: empty, migrationsFolder, serverBuild }),
    ).toEqual({
      used: true,
    });
    expect(fs.readFileSync(path.join(empty, "PG_VERSION"), "utf8")).toBe("17\n");

    const occupied = path.join(work, "data-occupied", "pglite");
    fs.mkdirSync(occupied, { recursive: true });
    fs.writeFileSync(path.join(occupied, "postmaster.opts"), "");
    expect(
      installDatabaseImage({ imageDir, dataDir: occupied, migrationsFolder, serverBuild }).used,
    ).toBe(false);
    expect(fs.readdirSync(occupied)).toEqual(["postmaster.opts"]);
  });
});
