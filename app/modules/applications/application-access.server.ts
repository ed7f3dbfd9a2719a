import { isUuid } from "~/lib/uuid";
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import { applications, inspections } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import {
  can,
  scopeFor,
  type ApplicationResource,
  type Collection,
  type Viewer,
} from "~/modules/permissions";

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

/** The examiners of an application's audits (not cancelled): its assignment. */
export async function assignedExaminerIds(db: Executor, applicationId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ examinerId: inspections.examinerId })
    .from(inspections)
    .where(and(eq(inspections.applicationId, applicationId), ne(inspections.status, "cancelled")));
  return rows.map((r) => r.examinerId);
}

/** The application as the policy reads it (owner, status, assigned examiners). */
export async function applicationResource(
  db: Executor,
  application: { id: string; applicantId: string; status: string },
): Promise<ApplicationResource> {
  return {
    applicantId: application.applicantId,
    status: application.status,
    assignedExaminerIds: await assignedExaminerIds(db, application.id),
  };
}

/**
 * SQL condition on `applications` for the viewer's SPEC §6 visibility
 * (`scopeFor(viewer, "applications")`): own, assigned (an audit not cancelled),
 * all, or none. `undefined` means no condition.
 */
export function applicationScopeCondition(
  viewer: Viewer,
  collection: Collection = "applications",
): SQL | undefined {
  const scope = scopeFor(viewer, collection);
  switch (scope.kind) {
    case "all":
      return undefined;
    case "own":
      return eq(applications.applicantId, scope.userId);
    case "assigned":
      return assignedToExaminer(scope.userId);
    case "none":
      return sql`false`;
  }
}

/** SPEC §6 visibility of one application (policy action `application.view`). */
export async function canViewApplication(
  db: Executor,
  viewer: Viewer,
  application: { id: string; applicantId: string; status: string },
): Promise<boolean> {
  return can(viewer, "application.view", await applicationResource(db, application));
}

/** An application the viewer may see, with the resource the policy reads (checked once). */
export type VisibleApplication = { application: ApplicationRow; resource: ApplicationResource };

/**
 * Loads an application the viewer may see, with its policy resource (owner,
 * status, assigned examiners), in two queries. A hidden application answers
 * like a missing one (404, no leak of its existence). Pages that show several
 * parts of one application load it once with this and hand it to each part.
 */
export async function loadVisibleApplication(
  db: Executor,
  viewer: Viewer,
  applicationId: string,
): Promise<VisibleApplication> {
  if (!isUuid(applicationId)) throw new AppError("not_found", APPLICATION_NOT_FOUND);
  const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
  if (!row) throw new AppError("not_found", APPLICATION_NOT_FOUND);
  const resource = await applicationResource(db, row);
  if (!can(viewer, "application.view", resource)) {
    throw new AppError("not_found", APPLICATION_NOT_FOUND);
  }
  return { application: row, resource };
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
  return (await loadVisibleApplication(db, viewer, applicationId)).application;
}
