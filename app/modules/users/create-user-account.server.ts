import { eq } from "drizzle-orm";
import { profiles, session, user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { getDb } from "~/lib/db.server";
import { getAuth } from "~/modules/auth/index.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { userRoles, type Role } from "~/modules/permissions";
import { runSilently } from "~/modules/profiles/index.server";

export type AccountInput = {
  email: string;
  name: string;
  organization?: string | null;
  password?: string;
  role: Role;
  additionalRoles?: Role[];
};

/**
 * Creates a user with a password (or, if the e-mail exists, promotes it) and
 * sets the profile role and additional roles. Used by the demo seed and the
 * `npm run user` CLI; no welcome e-mail is sent.
 */
export async function createUserAccount(input: AccountInput): Promise<{
  userId: string;
  created: boolean;
}> {
  const db = getDb();
  const email = input.email.trim().toLowerCase();
  let [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  let created = false;
  if (!existing) {
    if (!input.password) throw new AppError("validation", "A password is required for a new user");
    await runSilently(() =>
      getAuth().api.signUpEmail({
        body: {
          email,
          password: input.password!,
          name: input.name,
          organization: input.organization ?? undefined,
        },
      }),
    );
    [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!existing) throw new AppError("failed", "The user could not be created");
    // Sign-up opens a session nobody holds; remove it. Whoever creates the account
    // (CLI, demo seed) vouches for its address (decision 080).
    await db.delete(session).where(eq(session.userId, existing.id));
    await db.update(user).set({ emailVerified: true }).where(eq(user.id, existing.id));
    created = true;
  }
  const roles = userRoles(input.role, input.additionalRoles ?? []);
  const additional = roles.filter((r) => r !== input.role);
  await db.transaction(async (tx) => {
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, existing!.id));
    await tx
      .update(profiles)
      .set({
        role: input.role,
        organization: input.organization ?? profile?.organization ?? null,
        metadata: { ...profile?.metadata, role: input.role, additional_roles: additional },
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, existing!.id));
    await writeAuditLog(tx, {
      entityType: "profile",
      entityId: existing!.id,
      action: created ? "created_by_cli" : "roles_changed",
      actorId: null,
      details: { role: input.role, additional_roles: additional },
    });
  });
  return { userId: existing.id, created };
}
