import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPosts, profiles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { createTestPost } from "../../tests/helpers/blog";
import { createTestUser } from "../../tests/helpers/users";
import { cleanText } from "./text-hygiene";

/** The hand-written migration that cleans text stored before input hygiene (decision 069). */
function backfillSql(): string {
  const dir = path.resolve(import.meta.dirname, "../../drizzle");
  const file = fs.readdirSync(dir).find((name) => /^\d{4}_text-hygiene\.sql$/.test(name));
  if (!file) throw new Error("the text-hygiene migration is missing");
  return fs.readFileSync(path.join(dir, file), "utf8");
}

describe("text stored before input hygiene (migration text-hygiene, decision 069)", () => {
  it("loses the characters XML forbids in every text column, as cleanText drops them; other rows are not written", async () => {
    const db = getDb();
    const author = await createTestUser("administrator");
    const dirty = await createTestPost(author.userId, { status: "published" });
    const clean = await createTestPost(author.userId, { status: "published" });
    const hostile = {
      title: "Winter\u000B trap checks\u0001",
      excerpt: "Pasted from Word\u000C here\uFFFE.",
      body: "Line one\r\n\tTabbed \u001F line\u000B two \uFFFF 🦝 Léon",
    };
    await db.update(blogPosts).set(hostile).where(eq(blogPosts.id, dirty.id));
    await db
      .update(profiles)
      .set({ name: "Ada\u000B Admin" })
      .where(eq(profiles.id, author.userId));
    const [untouched] = await db.select().from(blogPosts).where(eq(blogPosts.id, clean.id));

    // As the migrator runs it, twice (idempotent).
    for (let run = 0; run < 2; run++) await db.execute(sql.raw(backfillSql()));

    const [after] = await db.select().from(blogPosts).where(eq(blogPosts.id, dirty.id));
    expect(after).toMatchObject({
      title: cleanText(hostile.title),
      excerpt: cleanText(hostile.excerpt),
      body: cleanText(hostile.body),
    });
    expect(after!.title).toBe("Winter trap checks");
    // Tab, line ends, accents and emoji stay.
    expect(after!.body).toBe("Line one\r\n\tTabbed  line two  🦝 Léon");
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, author.userId));
    expect(profile!.name).toBe("Ada Admin");
    expect(await db.select().from(blogPosts).where(eq(blogPosts.id, clean.id))).toEqual([
      untouched,
    ]);
  });
});
