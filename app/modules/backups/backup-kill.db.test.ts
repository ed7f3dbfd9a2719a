import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { sha256OfFile } from "./backup-archive.server";

/**
 * SIGKILL during a backup (issue 25): a real server process is killed while
 * it writes a backup; earlier backups stay intact, the next start marks the
 * killed one interrupted and removes its leftovers, and the next backup
 * succeeds. Embedded database only (its one process is the point).
 */
const runOnPglite = process.env.TEST_DB_DRIVER === "postgres" ? it.skip : it;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hap-backup-kill-"));

type Row = {
  id: string;
  status: string;
  objectPath: string;
  sha256: string | null;
  error: string | null;
};

function serverProcess(backup: boolean, onStderr?: (text: string) => void) {
  // Node itself (tsx as a loader), so SIGKILL reaches the process that writes.
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.resolve("tests/helpers/backup-process.ts")],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        TEMPLATE: inject("pgliteTemplate"),
        BACKUP: backup ? "1" : "0",
        LOG_LEVEL: "silent",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => onStderr?.(c.toString()));
  const done = new Promise<{ code: number | null; signal: string | null; rows: Row[] }>(
    (resolve, reject) => {
      child.on("error", reject);
      child.on("exit", (code, signal) =>
        resolve({ code, signal, rows: code === 0 ? (JSON.parse(out) as Row[]) : [] }),
      );
    },
  );
  return { child, done };
}

const archiveOf = (row: Row) =>
  path.join(dataDir, "storage", "backups", ...row.objectPath.split("/"));
const partFiles = () =>
  fs.existsSync(path.join(dataDir, "tmp"))
    ? fs.readdirSync(path.join(dataDir, "tmp")).filter((n) => n.endsWith(".part"))
    : [];

afterAll(async () => {
  await fsp.rm(dataDir, { recursive: true, force: true });
});

describe("SIGKILL during a backup", () => {
  runOnPglite(
    "earlier backups stay intact and the next backup succeeds",
    { timeout: 300_000 },
    async () => {
      // An uploaded file big enough that writing the archive takes a moment.
      const upload = path.join(dataDir, "storage", "documents", crypto.randomUUID());
      fs.mkdirSync(upload, { recursive: true });
      fs.writeFileSync(
        path.join(upload, `${Date.now()}-abcdef.pdf`),
        crypto.randomBytes(48 * 1024 * 1024),
      );

      const first = await serverProcess(true).done;
      expect(first.code).toBe(0);
      const earlier = first.rows.find((r) => r.status === "succeeded")!;
      expect(earlier).toBeDefined();
      const earlierSha = await sha256OfFile(archiveOf(earlier));
      expect(earlierSha).toBe(earlier.sha256);

      // Kill the next backup half-way: once its archive has started to be written.
      const killed = serverProcess(true);
      await new Promise<void>((resolve, reject) => {
        const timer = setInterval(() => {
          const part = partFiles().find((n) => n.endsWith(".tgz.part"));
          if (part && fs.statSync(path.join(dataDir, "tmp", part)).size > 1024 * 1024) {
            clearInterval(timer);
            killed.child.kill("SIGKILL");
            resolve();
          }
        }, 20);
        void killed.done.then(() => {
          clearInterval(timer);
          reject(new Error("the backup finished before it could be killed"));
        });
      });
      expect((await killed.done).signal).toBe("SIGKILL");
      // The half-written archive and the folder of its tables' lines are left behind.
      expect(partFiles().filter((n) => n.endsWith(".tgz.part")).length).toBe(1);
      expect(partFiles().filter((n) => n.endsWith(".tables.part")).length).toBe(1);

      // The next start and backup.
      const next = await serverProcess(true).done;
      expect(next.code).toBe(0);
      expect(partFiles()).toEqual([]);
      expect(next.rows.map((r) => r.status)).toEqual(["succeeded", "failed", "succeeded"]);
      expect(next.rows[1]!.error).toMatch(/Interrupted/);
      // The earlier archive is untouched; the new one is whole.
      expect(await sha256OfFile(archiveOf(earlier))).toBe(earlierSha);
      const latest = next.rows[2]!;
      expect(await sha256OfFile(archiveOf(latest))).toBe(latest.sha256);
    },
  );
});
