import { eq } from "drizzle-orm";
import { profiles } from "~/db/schema";
import { AppError, messages } from "~/domain/app-error";
import type { Locale } from "~/domain/locale";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";

/**
 * Saves the viewer's own language (issue 36): the dashboard, her e-mails and
 * notifications follow it. Unchanged, nothing is written; a change is
 * audited in the same transaction.
 */
export async function setProfileLocale(
  db: Database,
  viewer: Viewer,
  locale: Locale,
): Promise<{ changed: boolean }> {
  assertCan(viewer, "profile.setLanguage");
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ locale: profiles.locale })
      .from(profiles)
      .where(eq(profiles.id, viewer.user.id))
      .for("update");
    if (!before) throw new AppError("not_found", messages.profileNotFound);
    if (before.locale === locale) return { changed: false };
    await tx
      .update(profiles)
      .set({ locale, updatedAt: new Date() })
      .where(eq(profiles.id, viewer.user.id));
    await writeAuditLog(tx, {
      entityType: "profile",
      entityId: viewer.user.id,
      action: "profile_locale_changed",
      actorId: viewer.user.id,
      details: { from: before.locale, to: locale },
    });
    return { changed: true };
  });
}
