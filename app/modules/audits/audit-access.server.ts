import { uuidPattern } from "~/lib/uuid";
import { eq, sql, type SQL } from "drizzle-orm";
import { applications, inspections } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import type { ApplicationRow } from "~/modules/applications/index.server";
import {
  can,
  scopeFor,
  type AuditPhotoResource,
  type AuditResource,
  type Viewer,
} from "~/modules/permissions";
import { auditMessages } from "./audit-rules";

export type AuditRow = typeof inspections.$inferSelect;
export type LoadedAudit = { audit: AuditRow; application: ApplicationRow };

/**
 * SPEC §6: administrators and committee members see every audit, an examiner
 * the audits assigned to them, an applicant the audits of their own
 * applications.
 */
export function canSeeAudit(viewer: Viewer, loaded: LoadedAudit): boolean {
  return can(viewer, "audit.view", auditResource(loaded));
}

/** The audit as the policy reads it. */
export function auditResource(loaded: LoadedAudit): AuditResource {
  return {
    examinerId: loaded.audit.examinerId,
    status: loaded.audit.status,
    applicantId: loaded.application.applicantId,
  };
}

/** An audit's photos as the policy reads them (`auditPhoto.view`). */
export function auditPhotoResource(loaded: LoadedAudit): AuditPhotoResource {
  return { ...auditResource(loaded), applicantId: loaded.application.applicantId };
}

/** The assigned examiner (acting as examiner) or administrator/committee (policy `audit.update`). */
export function canWorkOnAudit(viewer: Viewer, audit: AuditRow): boolean {
  return can(viewer, "audit.update", { examinerId: audit.examinerId, status: audit.status });
}

/**
 * SQL condition on `inspections` (joined with `applications`) for the
 * viewer's SPEC §6 audit visibility: all, their own audits (examiners), the
 * audits of their own applications (businesses).
 */
export function auditScopeCondition(viewer: Viewer): SQL | undefined {
  const scope = scopeFor(viewer, "audits");
  switch (scope.kind) {
    case "all":
      return undefined;
    case "assigned":
      return eq(inspections.examinerId, scope.userId);
    case "own":
      return eq(applications.applicantId, scope.userId);
    case "none":
      return sql`false`;
  }
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
