import { asc, eq, sql } from "drizzle-orm";
import { auditPhotos, correctiveActions, profiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import {
  isCorrectiveActionOverdue,
  type CorrectiveActionSeverity,
  type CorrectiveActionStatus,
} from "~/domain/corrective-action-status";
import { DEFAULT_LOCALE, type Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { isoDate } from "~/lib/format";
import { logger } from "~/lib/logger.server";
import { can, type Viewer } from "~/modules/permissions";
import { getStorage } from "~/modules/storage/index.server";
import { auditResource, getAuditForViewer } from "./audit-access.server";
import {
  renderAuditReportPdf,
  THUMBNAIL_PX,
  type AuditReportPdfContent,
  type AuditReportPhoto,
} from "./audit-report-pdf.server";
import { AUDIT_PHOTO_BUCKET } from "./audit-photo-rules";
import { auditMessages } from "./audit-rules";
import { photoThumbnail } from "./get-audit-photo.server";
import { getAudit } from "./get-audit.server";

export type AuditReportPdf = { filename: string; pdf: Buffer };

/** A small upright JPEG of a stored photo (no metadata), or null when it cannot be read. */
async function thumbnail(photo: { id: string; name: string; objectPath: string }) {
  try {
    const stored = await getStorage().get(AUDIT_PHOTO_BUCKET, photo.objectPath);
    if (!stored) throw new Error("object missing");
    return { name: photo.name, ...(await photoThumbnail(stored.body, THUMBNAIL_PX)) };
  } catch (error) {
    logger.warn({ err: error, photoId: photo.id }, "audit report: photo not readable");
    return null;
  }
}

/** The thumbnails of the audit's photos by standard number, and how many could not be read. */
async function photosByStandard(db: Executor, auditId: string) {
  const rows = await db
    .select({
      id: auditPhotos.id,
      name: auditPhotos.name,
      objectPath: auditPhotos.objectPath,
      standardNumber: auditPhotos.standardNumber,
    })
    .from(auditPhotos)
    .where(eq(auditPhotos.inspectionId, auditId))
    .orderBy(asc(auditPhotos.createdAt), asc(auditPhotos.id));
  const byStandard = new Map<string, { photos: AuditReportPhoto[]; missing: number }>();
  // One at a time: the machine's cores are shared with the requests being served.
  for (const row of rows) {
    const entry = byStandard.get(row.standardNumber) ?? { photos: [], missing: 0 };
    const thumb = await thumbnail(row);
    if (thumb) entry.photos.push(thumb);
    else entry.missing += 1;
    byStandard.set(row.standardNumber, entry);
  }
  return byStandard;
}

/** The audit's corrective actions (issue 37), by standard number, with who verified them. */
async function correctiveActionsOf(
  db: Executor,
  auditId: string,
): Promise<AuditReportPdfContent["correctiveActions"]> {
  const rows = await db
    .select({
      standardNumber: correctiveActions.standardNumber,
      standardTitle: correctiveActions.standardTitle,
      severity: correctiveActions.severity,
      dueOn: correctiveActions.dueOn,
      status: correctiveActions.status,
      answeredAt: correctiveActions.answeredAt,
      returnReason: correctiveActions.returnReason,
      verifiedAt: correctiveActions.verifiedAt,
      verifiedBy: profiles.name,
    })
    .from(correctiveActions)
    .leftJoin(profiles, eq(profiles.id, correctiveActions.verifiedBy))
    .where(eq(correctiveActions.inspectionId, auditId))
    .orderBy(
      sql`length(${correctiveActions.standardNumber})`,
      asc(correctiveActions.standardNumber),
    );
  const today = isoDate(new Date(), getEnv().PROGRAMME_TIME_ZONE);
  return rows.map((row) => ({
    ...row,
    severity: row.severity as CorrectiveActionSeverity,
    status: row.status as CorrectiveActionStatus,
    overdue: isCorrectiveActionOverdue(row, today),
  }));
}

/**
 * The PDF of a completed audit's report (issue 37) for whoever may read it
 * (policy `audit.downloadReport`: staff, the audit's examiner, the business
 * on its own completed audit), in `locale` (the reader's). Anyone else, an
 * audit not completed, or an unknown id: 404 `Audit not found`.
 */
export async function generateAuditReportPdf(
  db: Executor,
  viewer: Viewer,
  auditId: string,
  options: { locale?: Locale } = {},
): Promise<AuditReportPdf> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const loaded = await getAuditForViewer(db, viewer, auditId);
  if (
    loaded.audit.status !== "completed" ||
    !can(viewer, "audit.downloadReport", auditResource(loaded))
  ) {
    throw new AppError("not_found", auditMessages.notFound);
  }
  const detail = await getAudit(db, viewer, auditId, locale);
  const report = detail.report;
  if (!report) throw new AppError("not_found", auditMessages.notFound);
  const photos = await photosByStandard(db, auditId);
  const { audit } = loaded;
  const pdf = await renderAuditReportPdf({
    locale,
    auditId,
    businessName: detail.application.businessName,
    address: detail.application.businessAddress,
    examinerName: detail.examiner.name,
    timeZone: audit.timeZone,
    startedAt: audit.startedAt,
    completedAt: audit.completedAt,
    standardsVersion: report.standardsVersion,
    recommendation: report.recommendation,
    recommendationNotes: report.recommendationNotes,
    followUp: detail.followUp,
    standards: report.findings.map((f) => ({
      number: f.number,
      title: f.title,
      version: f.version,
      finding: f.finding,
      notes: f.notes,
      photos: photos.get(f.number)?.photos ?? [],
      missingPhotos: photos.get(f.number)?.missing ?? 0,
    })),
    correctiveActions: await correctiveActionsOf(db, auditId),
  });
  const day = audit.completedAt ? `-${isoDate(audit.completedAt, audit.timeZone)}` : "";
  return { filename: `audit-report${day}-${auditId.slice(0, 8)}.pdf`, pdf };
}
