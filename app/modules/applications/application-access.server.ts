import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import { applications, inspections } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import type { Executor } from "~/lib/db.server";
import type { Role } from "~/modules/permissions/permissions";

export type Viewer = { user: { id: string }; activeRole: Role };
export type ApplicationRow = typeof applications.$inferSelect;

export const APPLICATION_NOT_FOUND = "Application not found";

/**
 * SQL condition on `applications`: an audit (not cancelled) of the
 * application is assigned to `examinerId`. The examiner's share of SPEC §6
 * "view assigned applications".
 */
export function assignedToExaminer(examinerId: string): SQL {
  return sql`exists (select 1 from ${inspections} where ${and(
    eq(inspections.applicationId, applications.id),
    eq(inspections.examinerId, examinerId),
    ne(inspections.status, "cancelled"),
  )})`;
}

/**
 * SPEC §6 visibility: applicants see only their own applications; examiners
 * those with an audit assigned to them (not cancelled); administrators and
 * committee members all.
 */
export async function canViewApplication(
  db: Executor,
  viewer: Viewer,
  application: { id: string; applicantId: string },
): Promise<boolean> {
  if (viewer.activeRole === "applicant") return application.applicantId === viewer.user.id;
  if (viewer.activeRole === "examiner") {
    const [hit] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, application.id), assignedToExaminer(viewer.user.id)));
    return Boolean(hit);
  }
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
  if (!row || !(await canViewApplication(db, viewer, row))) {
    throw new AppError("not_found", APPLICATION_NOT_FOUND);
  }
  return row;
}
