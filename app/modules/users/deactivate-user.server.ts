import { eq } from "drizzle-orm";
import { session } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { revokeUserCalendarFeeds } from "./revoke-user-calendar-feeds.server";
import { setUserStatus } from "./set-user-status.server";
import { assertAnotherAdministrator, lockProfileForChange } from "./user-guards.server";
import { userMessages } from "~/domain/user-status";
import { userErrorMessages as e } from "./user-messages";

/**
 * Administrators: deactivates an account. Its sessions are deleted (every
 * open browser is signed out at its next request) and sign-in is refused
 * (the session-create hook, decision 029); a calendar feed is revoked for
 * good (decision 080); everything the person did stays.
 * Not oneself, not the last active administrator; an invitation not yet
 * accepted is revoked instead.
 */
export async function deactivateUser(
  db: Database,
  actor: Viewer,
  input: { userId: string; reason?: string },
) {
  assertCan(actor, "users.manage");
  if (input.userId === actor.user.id) throw new AppError("conflict", userMessages.ownAccount);
  return db.transaction(async (tx) => {
    const target = await lockProfileForChange(tx, input.userId);
    if (target.status === "deactivated") return { changed: false };
    if (target.status === "invited") {
      throw new AppError("conflict", e.notAcceptedYet.defaultMessage);
    }
    await assertAnotherAdministrator(tx, target);
    const revoked = await tx
      .delete(session)
      .where(eq(session.userId, target.id))
      .returning({ id: session.id });
    await revokeUserCalendarFeeds(tx, {
      userId: target.id,
      actorId: actor.user.id,
      details: { userId: target.id, reason: "account deactivated" },
    });
    await setUserStatus(
      tx,
      target,
      "deactivated",
      { viewer: actor },
      {
        audit: {
          action: "user_deactivated",
          details: {
            sessionsRevoked: revoked.length,
            ...(input.reason ? { reason: input.reason } : {}),
          },
        },
      },
    );
    return { changed: true };
  });
}
