import { and, eq } from "drizzle-orm";
import { profiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { assertEdgeTaken, isSystemActor, type EdgeTaker } from "~/domain/state-machine";
import { userAccountMachine, type UserAccountActor, type UserStatus } from "~/domain/user-status";
import type { Executor } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { can, refusalText, type Viewer } from "~/modules/permissions";
import { userErrorMessages as e } from "./user-messages";

export type ProfileRow = typeof profiles.$inferSelect;

/**
 * Who changes an account's status: an administrator through the policy, or
 * the system by event on behalf of `actorId` (the invited person accepting
 * their invitation).
 */
export type UserStatusBy =
  | { viewer: Viewer }
  | { event: Extract<UserAccountActor, `system:${string}`>; actorId: string | null };

export type UserStatusChange = {
  /** The profile's audit_log row: action, details and any facts of the before state beyond its status. */
  audit: {
    action: string;
    details?: Record<string, unknown>;
    before?: Record<string, unknown>;
  };
  /** The refusal when the table has no such edge. */
  conflict?: string;
  at?: Date;
};

export const USER_CHANGED_MEANWHILE = e.changedMeanwhile.defaultMessage;

/**
 * The one writer of `profiles.status` (decision 014), inside the caller's
 * transaction: asserts the edge in the account table for whoever takes it,
 * updates only from the status read (`where status = $from`; zero rows: a
 * conflict) with `deactivated_at` kept to the status (set when deactivated,
 * cleared otherwise), and writes the profile's audit_log row with the status
 * before and after.
 */
export async function setUserStatus(
  tx: Executor,
  target: Pick<ProfileRow, "id" | "status">,
  to: UserStatus,
  by: UserStatusBy,
  change: UserStatusChange,
): Promise<ProfileRow> {
  const from = target.status as UserStatus;
  const [action] = userAccountMachine
    .actorsFor(from, to)
    .filter((a): a is Exclude<UserAccountActor, `system:${string}`> => !isSystemActor(a));
  const taker: EdgeTaker<UserAccountActor> =
    "viewer" in by ? { mayTake: (a) => can(by.viewer, a) } : { event: by.event };
  assertEdgeTaken(userAccountMachine, from, to, taker, {
    denied: refusalText(action ?? "users.manage"),
    conflict: change.conflict ?? `An account cannot change from ${from} to ${to}.`,
  });
  const at = change.at ?? new Date();
  const [row] = await tx
    .update(profiles)
    .set({ status: to, deactivatedAt: to === "deactivated" ? at : null, updatedAt: at })
    .where(and(eq(profiles.id, target.id), eq(profiles.status, from)))
    .returning();
  if (!row) throw new AppError("conflict", USER_CHANGED_MEANWHILE);
  await writeAuditLog(tx, {
    entityType: "profile",
    entityId: target.id,
    action: change.audit.action,
    actorId: "viewer" in by ? by.viewer.user.id : by.actorId,
    details: {
      before: { ...change.audit.before, status: from },
      after: { status: to },
      ...change.audit.details,
    },
  });
  return row;
}
