import { asc, eq } from "drizzle-orm";
import { inspectionFindings } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import type { Viewer } from "~/modules/applications/application-access.server";
import type { ApplicationStatus } from "~/modules/applications/application-status";
import { canPerform } from "~/modules/permissions/permissions";
import { builtInStandards } from "~/modules/standards/built-in-standards";
import { canWorkOnAudit, getAuditForViewer } from "./audit-access.server";
import { profileOf } from "./audit-emails.server";
import {
  auditDateParts,
  auditTransitions,
  formatAddress,
  isAuditStaff,
  type AuditStatus,
  type Finding,
  type Recommendation,
} from "./audit-rules";

export type AuditReportRow = {
  number: string;
  title: string;
  summary: string;
  finding: Finding | null;
  notes: string | null;
};

export type AuditDetail = {
  id: string;
  status: AuditStatus;
  scheduledDate: string;
  date: string;
  time: string;
  completedAt: string | null;
  examiner: { id: string; name: string };
  application: {
    id: string;
    businessName: string;
    businessAddress: string;
    status: ApplicationStatus;
    contactName: string;
  };
  /** Null when the viewer may not see the report (an applicant before completion). */
  report: {
    findings: AuditReportRow[];
    recommendation: Recommendation | null;
    recommendationNotes: string | null;
  } | null;
  can: {
    changeStatus: AuditStatus[];
    reschedule: boolean;
    delete: boolean;
    editReport: boolean;
  };
};

/**
 * One audit with its report. Administrators, committee members and the
 * assigned examiner see everything; the applicant sees the findings only
 * once the audit is completed; others get 404 `Audit not found`.
 */
export async function getAudit(
  db: Executor,
  viewer: Viewer,
  auditId: string,
): Promise<AuditDetail> {
  const { audit, application } = await getAuditForViewer(db, viewer, auditId);
  const status = audit.status as AuditStatus;
  const worker = canWorkOnAudit(viewer, audit);
  const staff = isAuditStaff(viewer.activeRole);
  const showReport = worker || status === "completed";
  let report: AuditDetail["report"] = null;
  if (showReport) {
    const rows = await db
      .select()
      .from(inspectionFindings)
      .where(eq(inspectionFindings.inspectionId, audit.id))
      .orderBy(asc(inspectionFindings.standardNumber));
    const byNumber = new Map(rows.map((r) => [r.standardNumber, r]));
    report = {
      findings: builtInStandards.map((s) => ({
        number: s.number,
        title: s.title,
        summary: s.summary,
        finding: (byNumber.get(s.number)?.finding as Finding | undefined) ?? null,
        notes: byNumber.get(s.number)?.notes ?? null,
      })),
      recommendation: audit.recommendation as Recommendation | null,
      recommendationNotes: audit.recommendationNotes,
    };
  }
  const examiner = await profileOf(db, audit.examinerId);
  const iso = audit.scheduledDate.toISOString();
  const modifiable = worker && status !== "cancelled" && (status !== "completed" || staff);
  return {
    id: audit.id,
    status,
    scheduledDate: iso,
    ...auditDateParts(iso),
    completedAt: audit.completedAt?.toISOString() ?? null,
    examiner: { id: audit.examinerId, name: examiner?.name ?? "Unknown" },
    application: {
      id: application.id,
      businessName: application.businessName,
      businessAddress: formatAddress(application.businessAddress),
      status: application.status as ApplicationStatus,
      contactName: application.contactName,
    },
    report,
    can: {
      changeStatus: modifiable ? [...auditTransitions[status]] : [],
      reschedule: staff && status !== "cancelled",
      delete: canPerform(viewer.activeRole, "delete_audits") && status !== "completed",
      editReport: modifiable,
    },
  };
}
