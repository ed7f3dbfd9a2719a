import { eq } from "drizzle-orm";
import { profiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { userRoles, type Role } from "~/modules/permissions";
import { administratorRole, assertCan, rolesWith, type Viewer } from "~/modules/permissions";
import { revokeUserCalendarFeeds } from "./revoke-user-calendar-feeds.server";
import { assertAnotherAdministrator, lockProfileForChange } from "./user-guards.server";
import { userMessages } from "~/domain/user-status";

export type ChangeRolesInput = { userId: string; role: Role; additionalRoles: Role[] };

/**
 * Administrators: sets a user's role and additional roles (profile role and
 * `metadata.additional_roles`, SPEC §3). The session reads the profile on
 * every request, so the change applies to the user's next request. Refused:
 * removing the administrator role from oneself, or from the last active
 * administrator. Losing the role that may hold a calendar feed revokes it for
 * good (decision 080). Audit log with before and after in the same transaction.
 */
export async function changeUserRoles(db: Database, actor: Viewer, input: ChangeRolesInput) {
  assertCan(actor, "users.manage");
  const roles = userRoles(input.role, input.additionalRoles);
  const additional = roles.filter((r) => r !== input.role);
  return db.transaction(async (tx) => {
    const target = await lockProfileForChange(tx, input.userId);
    const before = userRoles(target.role, target.metadata.additional_roles);
    const losesAdministrator =
      before.includes(administratorRole) && !roles.includes(administratorRole);
    if (losesAdministrator && target.id === actor.user.id) {
      throw new AppError("conflict", userMessages.ownAdministratorRole, {
        role: userMessages.ownAdministratorRole,
      });
    }
    if (losesAdministrator) await assertAnotherAdministrator(tx, target);
    const same =
      before[0] === input.role &&
      before.length === roles.length &&
      before.every((r) => roles.includes(r));
    if (same) return { changed: false };
    await tx
      .update(profiles)
      .set({
        role: input.role,
        metadata: { ...target.metadata, role: input.role, additional_roles: additional },
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, target.id));
    const feedRoles = rolesWith("calendarFeed.manage");
    if (before.some((r) => feedRoles.includes(r)) && !roles.some((r) => feedRoles.includes(r))) {
      await revokeUserCalendarFeeds(tx, {
        userId: target.id,
        actorId: actor.user.id,
        details: { userId: target.id, reason: "examiner role removed" },
      });
    }
    await writeAuditLog(tx, {
      entityType: "profile",
      entityId: target.id,
      action: "roles_changed",
      actorId: actor.user.id,
      details: {
        before: { role: before[0], additional_roles: before.slice(1) },
        after: { role: input.role, additional_roles: additional },
      },
    });
    return { changed: true };
  });
}
