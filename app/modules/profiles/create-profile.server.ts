import { profiles, type ProfileMetadata } from "~/db/schema";
import { DEFAULT_LOCALE, type Locale } from "~/domain/locale";
import type { Database } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { enqueueEmail } from "~/modules/mail/index.server";
import { notificationText, notifyRole } from "~/modules/notifications/index.server";
import type { Role } from "~/modules/permissions";

export type NewProfile = {
  userId: string;
  name: string;
  email: string;
  organization?: string | null;
  role?: Role;
  metadata?: ProfileMetadata;
  /** The language she signed up in (issue 36); English when not said. */
  locale?: Locale;
  /** Demo seeding and the user CLI create accounts silently. */
  silent?: boolean;
};

import { audienceRoles, defaultRole } from "~/modules/permissions";
import { profileNotificationMessages as n } from "./profile-notifications";
/**
 * SPEC §7 sign-up: inserts the profile (role applicant, organization,
 * metadata, language), the welcome e-mail and the `new_user_registered` notification to
 * administrators, in one transaction.
 */
export async function createProfile(db: Database, input: NewProfile) {
  const role = input.role ?? defaultRole;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(profiles)
      .values({
        id: input.userId,
        name: input.name,
        email: input.email,
        organization: input.organization ?? null,
        role,
        metadata: { role, additional_roles: [], ...input.metadata },
        locale: input.locale ?? DEFAULT_LOCALE,
      })
      .onConflictDoNothing()
      .returning({ id: profiles.id });
    if (inserted.length === 0 || input.silent) return;
    const { baseUrl } = getEnv();
    await enqueueEmail(tx, input.email, "welcome", {
      name: input.name,
      dashboardUrl: `${baseUrl}/dashboard`,
    });
    await notifyRole(
      tx,
      audienceRoles("programmeOffice"),
      {
        type: "new_user_registered",
        message: input.organization
          ? notificationText(n.registeredWithOrganization, {
              name: input.name,
              organization: input.organization,
            })
          : notificationText(n.registered, { name: input.name }),
        link: "/dashboard/users",
      },
      input.userId,
    );
    await writeAuditLog(tx, {
      entityType: "profile",
      entityId: input.userId,
      action: "registered",
      actorId: input.userId,
      details: { email: input.email },
    });
  });
}
