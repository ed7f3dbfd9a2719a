import type { Database } from "~/lib/db.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { setUserStatus } from "./set-user-status.server";
import { lockProfileForChange } from "./user-guards.server";

/** Administrators: lets a deactivated account sign in again (audit log with before and after). */
export async function reactivateUser(db: Database, actor: Viewer, input: { userId: string }) {
  assertCan(actor, "users.manage");
  return db.transaction(async (tx) => {
    const target = await lockProfileForChange(tx, input.userId);
    if (target.status !== "deactivated") return { changed: false };
    await setUserStatus(
      tx,
      target,
      "active",
      { viewer: actor },
      { audit: { action: "user_reactivated" } },
    );
    return { changed: true };
  });
}
