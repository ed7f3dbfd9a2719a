import { and, eq, gt } from "drizzle-orm";
import { verification } from "~/db/schema";
import type { Executor } from "~/lib/db.server";

/**
 * Whether a password-reset token is still usable, without consuming it (the
 * reset form says so before the user types a new password).
 */
export async function isResetTokenUsable(db: Executor, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(
      and(
        eq(verification.identifier, `reset-password:${token}`),
        gt(verification.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return Boolean(row);
}
