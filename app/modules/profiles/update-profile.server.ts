import { eq } from "drizzle-orm";
import { profiles, user } from "~/db/schema";
import { AppError, messages } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";

/**
 * Updates the user's own name and organization: the profile and the
 * better-auth user row change together, with an audit entry.
 */
export async function updateProfile(
  db: Database,
  userId: string,
  input: { name: string; organization: string | null },
) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: profiles.name, organization: profiles.organization })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (!before) throw new AppError("not_found", messages.profileNotFound);
    await tx
      .update(profiles)
      .set({ name: input.name, organization: input.organization, updatedAt: new Date() })
      .where(eq(profiles.id, userId));
    await tx
      .update(user)
      .set({ name: input.name, organization: input.organization })
      .where(eq(user.id, userId));
    await writeAuditLog(tx, {
      entityType: "profile",
      entityId: userId,
      action: "profile_updated",
      actorId: userId,
      details: { before, after: input },
    });
  });
}
