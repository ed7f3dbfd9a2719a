import { and, eq, sql } from "drizzle-orm";
import { twoFactor, user } from "~/db/schema";
import type { Executor } from "~/lib/db.server";

/**
 * Abandons a two-factor set-up that was started (secret and recovery codes
 * created, not yet verified with a first code): the pending secret is
 * removed, so nothing of it is left to verify later. A verified set-up, or an
 * account with two-factor on, is never touched. Returns whether a pending
 * set-up was removed.
 */
export async function cancelTwoFactorSetup(
  db: Executor,
  options: { userId: string },
): Promise<boolean> {
  const removed = await db
    .delete(twoFactor)
    .where(
      and(
        eq(twoFactor.userId, options.userId),
        eq(twoFactor.verified, false),
        sql`not exists (select 1 from ${user} where ${user.id} = ${twoFactor.userId} and ${user.twoFactorEnabled})`,
      ),
    )
    .returning({ id: twoFactor.id });
  return removed.length > 0;
}
