import { desc, eq } from "drizzle-orm";
import { standardVersions } from "~/db/schema";
import type { Executor } from "~/lib/db.server";

export type StandardVersionRow = typeof standardVersions.$inferSelect;

/** SPEC §7: versions ordered by release date, newest first. */
export async function listStandardVersions(db: Executor): Promise<StandardVersionRow[]> {
  return db
    .select()
    .from(standardVersions)
    .orderBy(desc(standardVersions.releaseDate), desc(standardVersions.versionNumber));
}

/** SPEC §7: the current version; none (null) when no version is marked current. */
export async function getCurrentStandardVersion(db: Executor): Promise<StandardVersionRow | null> {
  const [row] = await db
    .select()
    .from(standardVersions)
    .where(eq(standardVersions.isCurrent, true));
  return row ?? null;
}
