import { eq } from "drizzle-orm";
import { applications, inspections } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import type { Executor } from "~/lib/db.server";
import type { ApplicationRow, Viewer } from "~/modules/applications/application-access.server";
import { auditMessages, isAuditStaff } from "./audit-rules";

export type AuditRow = typeof inspections.$inferSelect;
export type LoadedAudit = { audit: AuditRow; application: ApplicationRow };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * SPEC §6: administrators and committee members see every audit, an examiner
 * the audits assigned to them, an applicant the audits of their own
 * applications.
 */
export function canSeeAudit(viewer: Viewer, loaded: LoadedAudit): boolean {
  if (isAuditStaff(viewer.activeRole)) return true;
  if (viewer.activeRole === "examiner") return loaded.audit.examinerId === viewer.user.id;
  return loaded.application.applicantId === viewer.user.id;
}

/** The assigned examiner (acting as examiner) or administrator/committee. */
export function canWorkOnAudit(viewer: Viewer, audit: AuditRow): boolean {
  if (isAuditStaff(viewer.activeRole)) return true;
  return viewer.activeRole === "examiner" && audit.examinerId === viewer.user.id;
}

/** An audit with its application the viewer may see; hidden or missing: 404 `Audit not found`. */
export async function getAuditForViewer(
  db: Executor,
  viewer: Viewer,
  auditId: string,
): Promise<LoadedAudit> {
  if (!uuidPattern.test(auditId)) throw new AppError("not_found", auditMessages.notFound);
  const [row] = await db
    .select({ audit: inspections, application: applications })
    .from(inspections)
    .innerJoin(applications, eq(applications.id, inspections.applicationId))
    .where(eq(inspections.id, auditId));
  if (!row || !canSeeAudit(viewer, row)) throw new AppError("not_found", auditMessages.notFound);
  return row;
}
