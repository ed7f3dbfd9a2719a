import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { inspectionFindings, inspections } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database, Executor } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { getAuditForViewer, type AuditRow } from "./audit-access.server";
import { standardsForAudit, type AuditStandard } from "./audit-standards.server";
import {
  auditMessages,
  canChangeAuditStatus,
  findingValues,
  invalidTransitionMessage,
  NOTES_MAX,
  recommendationValues,
  type AuditStatus,
  type Finding,
  type Recommendation,
} from "./audit-rules";
import { readerLocale } from "./reader-locale.server";
import {
  assertMayModifyAudit,
  assertReportComplete,
  completeAuditWithin,
} from "./update-audit.server";
import type { Viewer } from "~/modules/permissions";

/**
 * The report form as posted: `finding-<number>` and `notes-<number>` per
 * standard, `recommendation`, `recommendationNotes`. An empty finding means
 * "not recorded yet" (a draft may be saved part-way).
 */
export type AuditReportInput = Record<string, string | undefined>;

type ParsedReport = {
  findings: {
    number: string;
    title: string;
    version: string;
    finding: Finding | null;
    notes: string | null;
  }[];
  recommendation: Recommendation | null;
  recommendationNotes: string | null;
};

function clean(value: string | undefined): string | null {
  const v = value?.trim() ?? "";
  return v ? v : null;
}

/** Parses the report form against the standards the audit covers (`standardsForAudit`). */
export function parseAuditReport(
  input: AuditReportInput,
  standards: readonly AuditStandard[],
): ParsedReport {
  const errors: Record<string, string> = {};
  const findings = standards.map((s) => {
    const raw = clean(input[`finding-${s.number}`]);
    const notes = clean(input[`notes-${s.number}`]);
    if (raw && !(findingValues as readonly string[]).includes(raw)) {
      errors[`finding-${s.number}`] = auditMessages.invalidFinding;
    }
    if (notes && notes.length > NOTES_MAX) errors[`notes-${s.number}`] = auditMessages.notesTooLong;
    // Notes are kept with a finding: without one they would be dropped unsaid.
    if (notes && !raw) errors[`finding-${s.number}`] = auditMessages.notesNeedFinding;
    return {
      number: s.number,
      title: s.title,
      version: s.version,
      finding: raw as Finding | null,
      notes,
    };
  });
  const recommendation = clean(input.recommendation);
  if (recommendation && !(recommendationValues as readonly string[]).includes(recommendation)) {
    errors.recommendation = "Choose a recommendation from the list";
  }
  const recommendationNotes = clean(input.recommendationNotes);
  if (recommendationNotes && recommendationNotes.length > NOTES_MAX) {
    errors.recommendationNotes = auditMessages.notesTooLong;
  }
  const first = Object.values(errors)[0];
  if (first) throw new AppError("validation", first, errors);
  return {
    findings,
    recommendation: recommendation as Recommendation | null,
    recommendationNotes,
  };
}

type RecordedFinding = ParsedReport["findings"][number] & { finding: Finding };

/**
 * Writes findings of a report (insert, or update the standard's row), each
 * with the standard's title and version as the report shows them; answers
 * each row's new time. Shared by the report form and the offline sync.
 */
export async function upsertFindings(
  tx: Executor,
  auditId: string,
  findings: readonly RecordedFinding[],
  actorId: string,
): Promise<{ standardNumber: string; updatedAt: Date }[]> {
  if (findings.length === 0) return [];
  return tx
    .insert(inspectionFindings)
    .values(
      findings.map((f) => ({
        inspectionId: auditId,
        standardNumber: f.number,
        standardTitle: f.title,
        standardItemVersion: f.version || null,
        finding: f.finding,
        notes: f.notes,
        updatedBy: actorId,
      })),
    )
    .onConflictDoUpdate({
      target: [inspectionFindings.inspectionId, inspectionFindings.standardNumber],
      set: {
        finding: sql`excluded.finding`,
        notes: sql`excluded.notes`,
        standardTitle: sql`excluded.standard_title`,
        standardItemVersion: sql`excluded.standard_item_version`,
        updatedBy: actorId,
        updatedAt: sql`now()`,
      },
    })
    .returning({
      standardNumber: inspectionFindings.standardNumber,
      updatedAt: inspectionFindings.updatedAt,
    });
}

/**
 * Saves the audit report: one finding (with notes) per standard as stored in
 * the database (each with the standard's version) and the overall
 * recommendation. By the assigned examiner
 * or administrator/committee; a completed audit only by administrator or
 * committee and it must stay complete. With `complete`, the audit is then
 * completed in the same transaction (every standard needs a finding and a
 * recommendation is required, and the audit must have started unless staff
 * override it).
 */
export async function saveAuditFindings(
  db: Database,
  actor: Viewer,
  auditId: string,
  input: AuditReportInput,
  options: { complete?: boolean; now?: Date } = {},
): Promise<AuditRow> {
  const now = options.now ?? new Date();
  const { audit, application } = await getAuditForViewer(db, actor, auditId);
  assertMayModifyAudit(actor, audit);
  const { standards } = await standardsForAudit(db, audit);
  const report = parseAuditReport(input, standards);
  // A completed report stays complete: a correction may change findings, not remove them.
  if (audit.status === "completed" && report.findings.some((f) => !f.finding)) {
    throw new AppError("validation", auditMessages.findingsIncomplete, {
      findings: auditMessages.findingsIncomplete,
    });
  }
  if (options.complete && audit.status !== "completed") {
    if (!canChangeAuditStatus(audit.status as AuditStatus, "completed")) {
      const message = invalidTransitionMessage(
        audit.status as AuditStatus,
        "completed",
        await readerLocale(),
      );
      throw new AppError("validation", message, { status: message });
    }
  }
  return db.transaction(async (tx) => {
    const recorded = report.findings.filter((f): f is RecordedFinding => f.finding !== null);
    const cleared = report.findings.filter((f) => !f.finding).map((f) => f.number);
    await upsertFindings(tx, audit.id, recorded, actor.user.id);
    // A standard removed from the standards since a draft was saved leaves the report.
    if (audit.status !== "completed" && report.findings.length) {
      await tx.delete(inspectionFindings).where(
        and(
          eq(inspectionFindings.inspectionId, audit.id),
          notInArray(
            inspectionFindings.standardNumber,
            report.findings.map((f) => f.number),
          ),
        ),
      );
    }
    if (cleared.length) {
      await tx
        .delete(inspectionFindings)
        .where(
          and(
            eq(inspectionFindings.inspectionId, audit.id),
            inArray(inspectionFindings.standardNumber, cleared),
          ),
        );
    }
    const [updated] = await tx
      .update(inspections)
      .set({
        recommendation: report.recommendation,
        recommendationNotes: report.recommendationNotes,
        updatedAt: sql`now()`,
      })
      .where(eq(inspections.id, audit.id))
      .returning();
    // A completed report stays complete (administrator/committee corrections).
    if (audit.status === "completed") await assertReportComplete(tx, updated!);
    await writeAuditLog(tx, {
      entityType: "inspection",
      entityId: audit.id,
      action: "audit_report_saved",
      actorId: actor.user.id,
      details: {
        findings: recorded.length,
        recommendation: report.recommendation,
        activeRole: actor.activeRole,
      },
    });
    if (options.complete && audit.status !== "completed") {
      return completeAuditWithin(tx, actor, updated!, application, now);
    }
    return updated!;
  });
}
