import { eq } from "drizzle-orm";
import { account } from "~/db/schema";
import type { Executor } from "~/lib/db.server";

/** Whether the user has a password, and which single sign-on providers are linked. */
export async function getSignInMethods(
  db: Executor,
  userId: string,
): Promise<{ hasPassword: boolean; providers: string[] }> {
  const rows = await db
    .select({ providerId: account.providerId, password: account.password })
    .from(account)
    .where(eq(account.userId, userId));
  return {
    hasPassword: rows.some((r) => r.providerId === "credential" && Boolean(r.password)),
    providers: rows.filter((r) => r.providerId !== "credential").map((r) => r.providerId),
  };
}
