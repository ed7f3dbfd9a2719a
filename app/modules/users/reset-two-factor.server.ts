import { eq } from "drizzle-orm";
import { totpLastSteps, twoFactor, user } from "~/db/schema";
import { getEnv } from "~/lib/env.server";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { enqueueEmail } from "~/modules/mail/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { lockProfileForChange } from "./user-guards.server";

/**
 * Administrators: turns a user's two-factor sign-in off (lost authenticator):
 * removes the secret and recovery codes; the user signs in with the password
 * and can set two-factor up again from Settings. The user is told by e-mail.
 */
export async function resetTwoFactor(db: Database, actor: Viewer, input: { userId: string }) {
  assertCan(actor, "users.manage");
  return db.transaction(async (tx) => {
    const target = await lockProfileForChange(tx, input.userId);
    const [account] = await tx
      .select({ enabled: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, target.id));
    const wasEnabled = Boolean(account?.enabled);
    await tx.delete(twoFactor).where(eq(twoFactor.userId, target.id));
    await tx.delete(totpLastSteps).where(eq(totpLastSteps.userId, target.id));
    await tx.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, target.id));
    await writeAuditLog(tx, {
      entityType: "profile",
      entityId: target.id,
      action: "two_factor_reset",
      actorId: actor.user.id,
      details: { before: { twoFactor: wasEnabled }, after: { twoFactor: false } },
    });
    if (wasEnabled) {
      await enqueueEmail(tx, target.email, "two-factor-reset", {
        name: target.name,
        settingsUrl: `${getEnv().baseUrl}/dashboard/settings`,
      });
    }
    return { changed: wasEnabled };
  });
}
