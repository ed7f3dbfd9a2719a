import { spawn } from "node:child_process";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema";
import { executeRows, getDatabase, getDb } from "./db.server";

/**
 * Two real server processes (decision 037): each runs the same scheduled job
 * over the same ten ticks of a shared clock against one PostgreSQL database,
 * started together so they race. A tick is never run twice. PostgreSQL only:
 * the embedded database serves a single process.
 */
const runOnPostgres = process.env.TEST_DB_DRIVER === "postgres" ? it : it.skip;

function runProcess(databaseUrl: string, owner: string, startAt: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.resolve("node_modules/.bin/tsx"),
      [path.resolve("tests/helpers/scheduler-process.ts")],
      {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          OWNER: owner,
          START_AT: String(startAt),
          LOG_LEVEL: "silent",
        },
        stdio: ["ignore", "inherit", "inherit"],
      },
    );
    child.on("error", reject);
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

describe("scheduled jobs across processes", () => {
  runOnPostgres(
    "two processes never run the same job tick twice",
    async () => {
      expect(getDatabase().driver).toBe("postgres");
      const [row] = await executeRows<{ name: string }>(
        getDb(),
        sql`select current_database() as name`,
      );
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${row!.name}`;
      const startAt = Date.now() + 4_000;
      const codes = await Promise.all([
        runProcess(url.toString(), "process-a", startAt),
        runProcess(url.toString(), "process-b", startAt),
      ]);
      expect(codes).toEqual([0, 0]);

      const runs = await getDb()
        .select({ tick: auditLog.entityId, details: auditLog.details })
        .from(auditLog)
        .where(eq(auditLog.entityType, "scheduler-test"));
      const ticks = runs.map((r) => r.tick);
      expect(ticks.length).toBeGreaterThan(0);
      expect(new Set(ticks).size).toBe(ticks.length);
    },
    120_000,
  );
});
