// The server process of app/modules/backups/backup-kill.db.test.ts: opens the
// embedded database in DATA_DIR (first from the test template), prepares it as
// a start does (a killed backup's leftovers removed, its row interrupted), and
// with BACKUP=1 makes a backup; prints the backups table as JSON.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import * as schema from "~/db/schema";
import { pgliteExtensions, setDatabaseForTests, type Database } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import {
  createBackup,
  interruptStaleBackups,
  removeBackupLeftovers,
} from "~/modules/backups/index.server";
import { backups } from "~/db/schema";

const env = getEnv();
const dir = path.join(env.dataDir, "pglite");
const fresh = !fs.existsSync(dir);
const client = new PGlite(dir, {
  extensions: pgliteExtensions,
  ...(fresh ? { loadDataDir: new Blob([fs.readFileSync(process.env.TEMPLATE!)]) } : {}),
});
const db = drizzle({ client, schema }) as unknown as Database;
setDatabaseForTests({ db, driver: "pglite", migrate: async () => {}, close: () => client.close() });
await removeBackupLeftovers(env.dataDir);
await interruptStaleBackups(db, { all: true });
if (process.env.BACKUP === "1") {
  console.error("backup starting");
  await createBackup(db, { kind: "command", driver: "pglite" });
}
console.log(JSON.stringify(await db.select().from(backups).orderBy(backups.startedAt)));
await client.close();
