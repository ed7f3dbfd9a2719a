/**
 * Backups over HTTP (decision 062): the administrators' section of
 * Dashboard › Settings (last backup, back up now, download) and the token
 * API that `npm run backup` uses while the server holds the database.
 */
import crypto from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backups } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import { appRequest, visibleText } from "../helpers/http";
import { createTestUser, type TestUser } from "../helpers/users";

const TOKEN = "backup-token-backup-token-backup-token-01";
let admin: TestUser;
let committee: TestUser;

beforeAll(async () => {
  admin = await createTestUser("administrator", { name: "Backup Admin" });
  committee = await createTestUser("committee", { name: "Backup Committee" });
  process.env.BACKUP_TOKEN = TOKEN;
  resetEnvForTests();
});
afterAll(() => {
  delete process.env.BACKUP_TOKEN;
  resetEnvForTests();
});

const sha256 = (bytes: ArrayBuffer) =>
  crypto.createHash("sha256").update(Buffer.from(bytes)).digest("hex");

describe("backups on Dashboard › Settings", () => {
  it("administrators back up now, see the last backup with its size and download it", async () => {
    const before = visibleText(
      await (await appRequest("/dashboard/settings", { cookie: admin.cookie })).text(),
    );
    expect(before).toContain("Backups");
    expect(before).toContain("Daily at 03:00 (America/Toronto)");
    expect(before).toContain("encrypted with the generated backup key.");

    const answer = await appRequest("/dashboard/settings", {
      cookie: admin.cookie,
      form: { intent: "back-up-now" },
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/dashboard/settings?done=backup#backups");
    const [row] = await getDb().select().from(backups).orderBy(desc(backups.startedAt)).limit(1);
    expect(row).toMatchObject({ status: "succeeded", kind: "manual", requestedBy: admin.userId });

    const page = visibleText(
      await (await appRequest("/dashboard/settings?done=backup", { cookie: admin.cookie })).text(),
    );
    expect(page).toContain("Backup finished.");
    expect(page).toMatch(/Last backup: .+, Succeeded, [\d.]+ (KB|MB|B)\./);

    const file = await appRequest(`/dashboard/settings/backups/${row!.id}`, {
      cookie: admin.cookie,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(
      /humane-portal-backup-.+\.tar\.gz\.enc"/,
    );
    const bytes = await file.arrayBuffer();
    expect(bytes.byteLength).toBe(row!.sizeBytes);
    expect(sha256(bytes)).toBe(row!.sha256);
  });

  it("other roles see no backups section and cannot back up or download (nothing changes)", async () => {
    const page = visibleText(
      await (await appRequest("/dashboard/settings", { cookie: committee.cookie })).text(),
    );
    expect(page).not.toContain("Back up now");
    const count = async () => (await getDb().select({ id: backups.id }).from(backups)).length;
    const before = await count();
    const refused = await appRequest("/dashboard/settings", {
      cookie: committee.cookie,
      form: { intent: "back-up-now" },
    });
    expect(refused.status).toBe(403);
    expect(await count()).toBe(before);
    const [any] = await getDb()
      .select()
      .from(backups)
      .where(eq(backups.status, "succeeded"))
      .limit(1);
    const download = await appRequest(`/dashboard/settings/backups/${any!.id}`, {
      cookie: committee.cookie,
    });
    expect(download.status).toBe(403);
  });
});

describe("the backup API (npm run backup)", () => {
  it("refuses a missing or wrong token, backs up and serves the archive with the right one", async () => {
    expect((await appRequest("/api/backups", { method: "POST", origin: null })).status).toBe(401);
    const wrong = await appRequest("/api/backups", {
      method: "POST",
      origin: null,
      headers: { authorization: `Bearer ${TOKEN.replace("01", "02")}` },
    });
    expect(wrong.status).toBe(401);
    // A session is not a token.
    expect(
      (await appRequest("/api/backups", { method: "POST", cookie: admin.cookie })).status,
    ).toBe(401);

    const auth = { authorization: `Bearer ${TOKEN}` };
    const made = await appRequest("/api/backups", { method: "POST", origin: null, headers: auth });
    expect(made.status).toBe(200);
    const stored = (await made.json()) as { id: string; sizeBytes: number; sha256: string };
    const [row] = await getDb().select().from(backups).where(eq(backups.id, stored.id));
    expect(row).toMatchObject({ kind: "command", status: "succeeded", sha256: stored.sha256 });

    const file = await appRequest(`/api/backups/${stored.id}`, { headers: auth });
    expect(file.status).toBe(200);
    expect(sha256(await file.arrayBuffer())).toBe(stored.sha256);
    expect((await appRequest(`/api/backups/${stored.id}`)).status).toBe(401);
    expect(
      (await appRequest(`/api/backups/${crypto.randomUUID()}`, { headers: auth })).status,
    ).toBe(404);
  });
});
