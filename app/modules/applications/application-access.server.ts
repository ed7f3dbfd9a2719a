import { eq } from "drizzle-orm";
import { applications } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import type { Executor } from "~/lib/db.server";
import type { Role } from "~/modules/permissions/permissions";

export type Viewer = { user: { id: string }; activeRole: Role };
export type ApplicationRow = typeof applications.$inferSelect;

export const APPLICATION_NOT_FOUND = "Application not found";

/**
 * SPEC §6 visibility: applicants see only their own applications; the others
 * see all (examiners: those assigned to them once audits exist).
 */
export function canViewApplication(viewer: Viewer, application: { applicantId: string }): boolean {
  if (viewer.activeRole === "applicant") return application.applicantId === viewer.user.id;
  return true;
}

/**
 * Loads an application the viewer may see. A hidden application answers like a
 * missing one (404, no leak of its existence).
 */
export async function getApplicationForViewer(
  db: Executor,
  viewer: Viewer,
  applicationId: string,
): Promise<ApplicationRow> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(
    applicationId,
  );
  if (!isUuid) throw new AppError("not_found", APPLICATION_NOT_FOUND);
  const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
  if (!row || !canViewApplication(viewer, row)) {
    throw new AppError("not_found", APPLICATION_NOT_FOUND);
  }
  return row;
}
