// A backup of this installation (decision 062, docs/operations.md):
//   npm run backup                     store a backup in the storage driver's backups bucket
//   npm run backup -- --out FILE       … and copy its archive to FILE
//   npm run backup -- --url URL        the running server's address (default http://127.0.0.1:$PORT)
// With the embedded database only one process may open it: when the server is
// running, this asks it for the backup (POST /api/backups with BACKUP_TOKEN);
// when it is not, it opens the database itself. With PostgreSQL it always
// works directly (a REPEATABLE READ snapshot while the server runs).
import fs from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { closeDatabase, getDatabase, getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { createBackup, getBackupDownload } from "~/modules/backups/index.server";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const usage = `Usage:
  npm run backup [-- --out FILE] [--url http://127.0.0.1:3000]`;

type Stored = { id: string; sizeBytes: number | null; sha256: string | null; encrypted: boolean };

async function serverAnswers(base: string): Promise<boolean> {
  try {
    await fetch(new URL("/healthz", base), { signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

async function throughServer(
  base: string,
  token: string,
  out: string | undefined,
): Promise<Stored> {
  const headers = { Authorization: `Bearer ${token}` };
  const response = await fetch(new URL("/api/backups", base), { method: "POST", headers });
  if (!response.ok) {
    throw new Error(`The server refused the backup (${response.status}): ${await response.text()}`);
  }
  const stored = (await response.json()) as Stored;
  if (out) {
    const file = await fetch(new URL(`/api/backups/${stored.id}`, base), { headers });
    if (!file.ok || !file.body) throw new Error(`Could not download the archive (${file.status}).`);
    await pipeline(Readable.fromWeb(file.body as never), fs.createWriteStream(out));
  }
  return stored;
}

async function directly(out: string | undefined): Promise<Stored> {
  const handle = getDatabase();
  await handle.migrate();
  const row = await createBackup(getDb(), { kind: "command", driver: handle.driver });
  if (out) {
    const { object } = await getBackupDownload(getDb(), null, row.id);
    await pipeline(Readable.fromWeb(object.body as never), fs.createWriteStream(out));
  }
  return row;
}

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: "string" },
      url: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const env = getEnv();
  const base = values.url ?? `http://127.0.0.1:${env.PORT}`;
  let stored: Stored;
  if (!env.DATABASE_URL && (await serverAnswers(base))) {
    if (!env.BACKUP_TOKEN) {
      throw new Error(
        `The server at ${base} is running and holds the embedded database. Set BACKUP_TOKEN (the same value for the server and this command), or use Dashboard › Settings › Back up now.`,
      );
    }
    console.log(`Asking the server at ${base} for a backup…`);
    stored = await throughServer(base, env.BACKUP_TOKEN, values.out);
  } else {
    console.log("Backing up…");
    stored = await directly(values.out);
  }
  const size = stored.sizeBytes === null ? "" : ` (${stored.sizeBytes} bytes)`;
  console.log(`Backup ${stored.id} stored${size}${stored.encrypted ? ", encrypted" : ""}.`);
  console.log(`SHA-256 ${stored.sha256}`);
  if (values.out) console.log(`Copied to ${values.out}.`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
