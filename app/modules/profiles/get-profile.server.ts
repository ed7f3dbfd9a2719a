import { eq } from "drizzle-orm";
import { profiles } from "~/db/schema";
import type { Executor } from "~/lib/db.server";

export type Profile = typeof profiles.$inferSelect;

export async function getProfile(db: Executor, userId: string): Promise<Profile | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
}
