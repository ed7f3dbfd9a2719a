import { and, eq, ne, sql } from "drizzle-orm";
import { profiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { userRoles } from "~/modules/permissions";
import { administratorRole } from "~/modules/permissions";
import { holdsRole } from "~/lib/role-holders.server";
import { userMessages } from "~/domain/user-status";

export type LockedProfile = typeof profiles.$inferSelect;

/**
 * Inside the transaction of a change: locks every active administrator's
 * profile and the target's (so two administrators demoting each other at the
 * same moment cannot leave the programme without one), returns the target.
 */
export async function lockProfileForChange(tx: Executor, userId: string): Promise<LockedProfile> {
  await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(holdsRole(administratorRole), eq(profiles.status, "active")))
    .orderBy(profiles.id)
    .for("update");
  const [target] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for("update");
  if (!target) throw new AppError("not_found", userMessages.userNotFound);
  return target;
}

export function holdsAdministrator(profile: LockedProfile): boolean {
  return userRoles(profile.role, profile.metadata.additional_roles).includes(administratorRole);
}

/**
 * Refuses a change that would leave the programme without an active
 * administrator (the target is one and would stop being one).
 */
export async function assertAnotherAdministrator(tx: Executor, target: LockedProfile) {
  if (!holdsAdministrator(target) || target.status !== "active") return;
  const [other] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(
      and(holdsRole(administratorRole), eq(profiles.status, "active"), ne(profiles.id, target.id)),
    );
  if ((other?.n ?? 0) === 0) throw new AppError("conflict", userMessages.lastAdministrator);
}
