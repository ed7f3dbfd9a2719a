import { eq } from "drizzle-orm";
import { inspectionFindings } from "~/db/schema";
import type { Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import type { ApplicationStatus } from "~/modules/applications";
import { can, type Viewer } from "~/modules/permissions";
import {
  auditPhotoResource,
  auditResource,
  canWorkOnAudit,
  getAuditForViewer,
} from "./audit-access.server";
import { listAuditPhotos, type AuditPhotoSummary } from "./list-audit-photos.server";
import { profileOf } from "./audit-emails.server";
import { describeFollowUp, type AuditFollowUp } from "./audit-follow-up.server";
import { standardsForAudit } from "./audit-standards.server";
import {
  auditDateParts,
  type AuditDateParts,
  startedBeforeSchedule,
  auditStatusTargets,
  formatAddress,
  type AuditStatus,
  type Finding,
  type Recommendation,
} from "./audit-rules";

export type AuditReportRow = {
  number: string;
  title: string;
  summary: string;
  /** The version of the standard the finding is (to be) recorded against. */
  version: string;
  finding: Finding | null;
  notes: string | null;
  /** When the finding was last saved (null: not recorded): the base of an offline change. */
  updatedAt: string | null;
  /** Its photos (issue 37), when the viewer may see them. */
  photos: AuditPhotoSummary[];
};

export type AuditDetail = AuditDateParts & {
  id: string;
  status: AuditStatus;
  scheduledDate: string;
  /** When it was carried out (null until started); `startedEarly` when before the scheduled time. */
  startedAt: string | null;
  startedEarly: boolean;
  completedAt: string | null;
  examiner: { id: string; name: string };
  application: {
    id: string;
    businessName: string;
    businessAddress: string;
    status: ApplicationStatus;
    contactName: string;
  };
  /** A follow-up audit's earlier audit and scope (issue 37); null for a full audit. */
  followUp: AuditFollowUp | null;
  /** Null when the viewer may not see the report (an applicant before completion). */
  report: {
    /** The standards version: recorded on a completed audit, else the current one. */
    standardsVersion: string | null;
    findings: AuditReportRow[];
    recommendation: Recommendation | null;
    recommendationNotes: string | null;
  } | null;
  can: {
    changeStatus: AuditStatus[];
    reschedule: boolean;
    delete: boolean;
    editReport: boolean;
    /** The report as a PDF (issue 37): a completed audit, for whoever may read it. */
    downloadReport: boolean;
    /** May add photos (the report may be changed) and delete them (not once completed). */
    addPhotos: boolean;
    deletePhotos: boolean;
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
  /** The language of the address, date and time (the reader's; English by default). */
  locale?: Locale,
): Promise<AuditDetail> {
  const { audit, application } = await getAuditForViewer(db, viewer, auditId);
  const status = audit.status as AuditStatus;
  const worker = canWorkOnAudit(viewer, audit);
  const staff = can(viewer, "audit.modifyCompleted");
  const showReport = worker || status === "completed";
  let report: AuditDetail["report"] = null;
  if (showReport) {
    const rows = await db
      .select()
      .from(inspectionFindings)
      .where(eq(inspectionFindings.inspectionId, audit.id));
    const byNumber = new Map(rows.map((r) => [r.standardNumber, r]));
    const { standardsVersion, standards } = await standardsForAudit(db, audit);
    const photos = can(viewer, "auditPhoto.view", auditPhotoResource({ audit, application }))
      ? await listAuditPhotos(db, audit.id)
      : [];
    report = {
      standardsVersion,
      findings: standards.map((s) => ({
        number: s.number,
        title: s.title,
        summary: s.summary,
        version: s.version,
        finding: (byNumber.get(s.number)?.finding as Finding | undefined) ?? null,
        notes: byNumber.get(s.number)?.notes ?? null,
        updatedAt: byNumber.get(s.number)?.updatedAt.toISOString() ?? null,
        photos: photos.filter((p) => p.standardNumber === s.number),
      })),
      recommendation: audit.recommendation as Recommendation | null,
      recommendationNotes: audit.recommendationNotes,
    };
  }
  const examiner = await profileOf(db, audit.examinerId);
  const iso = audit.scheduledDate.toISOString();
  const modifiable = worker && status !== "cancelled" && (status !== "completed" || staff);
  // One rule for the examiner and staff: an audit may be carried out before its date (decision 078).
  const changeStatus = modifiable ? auditStatusTargets(status) : [];
  const parts = auditDateParts(iso, audit.timeZone, locale);
  return {
    id: audit.id,
    status,
    scheduledDate: iso,
    ...parts,
    startedAt: audit.startedAt?.toISOString() ?? null,
    startedEarly: audit.startedAt
      ? startedBeforeSchedule(audit.scheduledDate, audit.startedAt)
      : false,
    completedAt: audit.completedAt?.toISOString() ?? null,
    examiner: { id: audit.examinerId, name: examiner?.name ?? "Unknown" },
    application: {
      id: application.id,
      businessName: application.businessName,
      businessAddress: formatAddress(application.businessAddress, locale),
      status: application.status as ApplicationStatus,
      contactName: application.contactName,
    },
    followUp: await describeFollowUp(db, audit),
    report,
    can: {
      changeStatus,
      reschedule: can(viewer, "audit.reschedule") && status !== "cancelled",
      delete: can(viewer, "audit.delete") && status !== "completed",
      editReport: modifiable,
      downloadReport:
        status === "completed" &&
        can(viewer, "audit.downloadReport", auditResource({ audit, application })),
      addPhotos: modifiable,
      deletePhotos: modifiable && status !== "completed",
    },
  };
}
