/**
 * The refusal digest (decision 077) sees every committed write — including
 * an update that writes the same values, and a delete alone — and nothing a
 * rolled-back transaction did; the volatile tables are left out. On both
 * drivers: it reads row versions (`xmin`), which PGlite and PostgreSQL keep alike.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages, rateLimits } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { databaseDigest } from "./database-digest";

const message = {
  name: "Ada",
  email: "ada@example.test",
  subject: "Bats",
  message: "In the attic",
};

describe("databaseDigest", () => {
  let id: string;
  beforeAll(async () => {
    const [row] = await getDb().insert(contactMessages).values(message).returning();
    id = row!.id;
  });

  async function changedBy(write: () => Promise<unknown>): Promise<string[]> {
    const before = await databaseDigest();
    await write();
    const after = await databaseDigest();
    return Object.keys(after).filter((table) => after[table] !== before[table]);
  }

  it("names the table an insert, an update or a delete wrote", async () => {
    expect(await changedBy(() => getDb().insert(contactMessages).values(message))).toEqual([
      "contact_messages",
    ]);
    expect(
      await changedBy(() =>
        getDb()
          .update(contactMessages)
          .set({ subject: "Raccoons" })
          .where(eq(contactMessages.id, id)),
      ),
    ).toEqual(["contact_messages"]);
    expect(
      await changedBy(() => getDb().delete(contactMessages).where(eq(contactMessages.id, id))),
    ).toEqual(["contact_messages"]);
  });

  it("sees an update that writes the same values and a delete followed by an equal insert", async () => {
    const [row] = await getDb().insert(contactMessages).values(message).returning();
    expect(
      await changedBy(() =>
        getDb()
          .update(contactMessages)
          .set({ subject: row!.subject })
          .where(eq(contactMessages.id, row!.id)),
      ),
    ).toEqual(["contact_messages"]);
    expect(
      await changedBy(() =>
        getDb().transaction(async (tx) => {
          await tx.delete(contactMessages).where(eq(contactMessages.id, row!.id));
          await tx.insert(contactMessages).values(row!);
        }),
      ),
    ).toEqual(["contact_messages"]);
  });

  it("sees nothing of a rolled-back transaction, of a read, or of a volatile table", async () => {
    const rollback = new Error("rolled back");
    expect(
      await changedBy(() =>
        getDb()
          .transaction(async (tx) => {
            await tx.insert(contactMessages).values(message);
            await tx.execute(sql`update standard_categories set name = name`);
            throw rollback;
          })
          .catch((error: unknown) => {
            if (error !== rollback) throw error;
          }),
      ),
    ).toEqual([]);
    expect(await changedBy(() => getDb().select().from(contactMessages))).toEqual([]);
    expect(
      await changedBy(() =>
        getDb()
          .insert(rateLimits)
          .values({ key: "digest-test", count: 1, windowStart: new Date() }),
      ),
    ).toEqual([]);
  });
});
