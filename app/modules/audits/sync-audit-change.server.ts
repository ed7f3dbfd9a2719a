import { and, eq, sql } from "drizzle-orm";
import { auditSyncReceipts, inspectionFindings, inspections } from "~/db/schema";
import { AppError, isAppError } from "~/domain/app-error";
import type { Database, Executor } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { isUniqueViolation } from "~/lib/pg-error";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { can, type Viewer } from "~/modules/permissions";
import { canWorkOnAudit, getAuditForViewer, type AuditRow } from "./audit-access.server";
import { standardsForAudit } from "./audit-standards.server";
import { deletePhotoRow, removePhotoFile, type PhotoRow } from "./delete-audit-photo.server";
import { auditMessages } from "./audit-rules";
import { syncChangeSchema, syncText, type SyncAnswer, type SyncChange } from "./audit-sync-rules";
import { parseAuditReport, upsertFindings } from "./save-audit-findings.server";
import { assertReportComplete } from "./update-audit.server";

type Refusal = Extract<SyncAnswer, { outcome: "refused" }>;

function refused(
  key: string,
  reason: Refusal["reason"],
  message: string,
  server?: Refusal["server"],
): Refusal {
  return { key, outcome: "refused", reason, message, ...(server ? { server } : {}) };
}

/** The answer already given to this key (for this person), if any. */
async function storedAnswer(db: Executor, userId: string, key: string): Promise<SyncAnswer | null> {
  const [row] = await db
    .select({ userId: auditSyncReceipts.userId, response: auditSyncReceipts.response })
    .from(auditSyncReceipts)
    .where(eq(auditSyncReceipts.key, key));
  if (!row) return null;
  // Another person's key: nothing of theirs is shown, nothing is written.
  if (row.userId !== userId) throw new AppError("not_found", auditMessages.notFound);
  return row.response as SyncAnswer;
}

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").trim() === (b ?? "").trim();

/** One finding change, inside the transaction: refused if changed on another device since `base`. */
async function applyFinding(
  tx: Executor,
  actor: Viewer,
  audit: AuditRow,
  change: Extract<SyncChange, { kind: "finding" }>,
): Promise<SyncAnswer> {
  const { standards } = await standardsForAudit(tx, audit);
  const standard = standards.find((s) => s.number === change.standardNumber);
  if (!standard) return refused(change.key, "invalid", auditMessages.invalidFinding);
  // The report's own rules (finding values, notes length), for this one standard.
  let parsed;
  try {
    parsed = parseAuditReport(
      {
        [`finding-${standard.number}`]: change.finding,
        [`notes-${standard.number}`]: change.notes,
      },
      [standard],
    ).findings[0]!;
  } catch (error) {
    if (isAppError(error) && error.code === "validation") {
      return refused(change.key, "invalid", error.message);
    }
    throw error;
  }
  const [current] = await tx
    .select()
    .from(inspectionFindings)
    .where(
      and(
        eq(inspectionFindings.inspectionId, audit.id),
        eq(inspectionFindings.standardNumber, standard.number),
      ),
    )
    .for("update");
  const unchanged =
    (current?.finding ?? null) === parsed.finding && sameText(current?.notes, parsed.notes);
  if (unchanged)
    return {
      key: change.key,
      outcome: "accepted",
      updatedAt: current?.updatedAt.toISOString() ?? null,
    };
  // Two devices: a finding saved since this device last saw it is not overwritten.
  const seen = change.base ? new Date(change.base).getTime() : null;
  if (current && (seen === null || current.updatedAt.getTime() > seen)) {
    return refused(change.key, "conflict", syncText.conflict.defaultMessage, {
      finding: current.finding,
      notes: current.notes ?? "",
      updatedAt: current.updatedAt.toISOString(),
    });
  }
  let updatedAt: string | null = null;
  if (parsed.finding) {
    const [row] = await upsertFindings(
      tx,
      audit.id,
      [{ ...parsed, finding: parsed.finding }],
      actor.user.id,
    );
    updatedAt = row!.updatedAt.toISOString();
  } else {
    if (audit.status === "completed") {
      return refused(change.key, "invalid", auditMessages.findingsIncomplete);
    }
    await tx
      .delete(inspectionFindings)
      .where(
        and(
          eq(inspectionFindings.inspectionId, audit.id),
          eq(inspectionFindings.standardNumber, standard.number),
        ),
      );
  }
  await tx
    .update(inspections)
    .set({ updatedAt: sql`now()` })
    .where(eq(inspections.id, audit.id));
  await writeAuditLog(tx, {
    entityType: "inspection",
    entityId: audit.id,
    action: "audit_report_saved",
    actorId: actor.user.id,
    details: {
      standard: standard.number,
      finding: parsed.finding,
      via: "offline-sync",
      key: change.key,
      activeRole: actor.activeRole,
    },
  });
  return { key: change.key, outcome: "accepted", updatedAt };
}

/** The recommendation: refused if it was changed elsewhere since the device saw it. */
async function applyRecommendation(
  tx: Executor,
  actor: Viewer,
  audit: AuditRow,
  change: Extract<SyncChange, { kind: "recommendation" }>,
): Promise<SyncAnswer> {
  let parsed;
  try {
    parsed = parseAuditReport(
      { recommendation: change.recommendation, recommendationNotes: change.recommendationNotes },
      [],
    );
  } catch (error) {
    if (isAppError(error) && error.code === "validation") {
      return refused(change.key, "invalid", error.message);
    }
    throw error;
  }
  const [current] = await tx
    .select()
    .from(inspections)
    .where(eq(inspections.id, audit.id))
    .for("update");
  const now = { recommendation: current!.recommendation, notes: current!.recommendationNotes };
  if (
    sameText(now.recommendation, parsed.recommendation) &&
    sameText(now.notes, parsed.recommendationNotes)
  ) {
    return { key: change.key, outcome: "accepted", updatedAt: null };
  }
  const seenUnchanged =
    sameText(now.recommendation, change.base.recommendation) &&
    sameText(now.notes, change.base.recommendationNotes);
  if (!seenUnchanged) {
    return refused(change.key, "conflict", syncText.conflict.defaultMessage, {
      finding: now.recommendation ?? "",
      notes: now.notes ?? "",
      updatedAt: current!.updatedAt.toISOString(),
    });
  }
  const [updated] = await tx
    .update(inspections)
    .set({
      recommendation: parsed.recommendation,
      recommendationNotes: parsed.recommendationNotes,
      updatedAt: sql`now()`,
    })
    .where(eq(inspections.id, audit.id))
    .returning();
  if (audit.status === "completed") {
    try {
      await assertReportComplete(tx, updated!);
    } catch (error) {
      if (isAppError(error) && error.code === "validation") {
        throw new RefusedInTransaction(refused(change.key, "invalid", error.message));
      }
      throw error;
    }
  }
  await writeAuditLog(tx, {
    entityType: "inspection",
    entityId: audit.id,
    action: "audit_report_saved",
    actorId: actor.user.id,
    details: {
      recommendation: parsed.recommendation,
      via: "offline-sync",
      key: change.key,
      activeRole: actor.activeRole,
    },
  });
  return { key: change.key, outcome: "accepted", updatedAt: updated!.updatedAt.toISOString() };
}

/**
 * A photo deleted on the device: its row goes (the file after the commit,
 * `removed`); a photo already gone is accepted, as its deletion is what was
 * asked. Not once the audit is completed (photos stay with the report).
 */
async function applyPhotoDeletion(
  tx: Executor,
  actor: Viewer,
  audit: AuditRow,
  change: Extract<SyncChange, { kind: "photoDeletion" }>,
  removed: PhotoRow[],
): Promise<SyncAnswer> {
  if (audit.status === "completed") {
    return refused(change.key, "completed", syncText.completed.defaultMessage);
  }
  const row = await deletePhotoRow(tx, actor, audit.id, change.photoId, {
    via: "offline-sync",
    key: change.key,
  });
  if (row) removed.push(row);
  // Accepted either way; which of the two it was is worth knowing when a photo survives.
  else
    logger.info(
      { auditId: audit.id, photoId: change.photoId, key: change.key },
      "a photo deleted offline was already gone",
    );
  return { key: change.key, outcome: "accepted", updatedAt: null };
}

/** A refusal found after writing: the transaction is rolled back, the refusal kept. */
class RefusedInTransaction extends Error {
  constructor(readonly answer: Refusal) {
    super(answer.message);
  }
}

/**
 * POST /dashboard/audits/:id/sync: one change a device kept while offline
 * (issue 37, decision 087), applied exactly once. The first answer to the
 * change's key is kept in audit_sync_receipts with the change itself, in one
 * transaction; a replay of the key returns that answer and writes nothing.
 * By the audit's examiner or staff (`audit.update`; others: "Audit not
 * found"). Refused and kept: the audit was cancelled or completed meanwhile
 * (a completed one stays open to staff corrections of its report, not of its
 * photos), the finding was changed
 * on another device since the device last saw it (the newer value stays; the
 * answer carries it), or the change breaks the report's rules
 * (`parseAuditReport`).
 */
export async function syncAuditChange(
  db: Database,
  actor: Viewer,
  auditId: string,
  input: unknown,
): Promise<SyncAnswer> {
  const parsed = syncChangeSchema.safeParse(input);
  if (!parsed.success) throw new AppError("validation", syncText.badRequest.defaultMessage);
  const change = parsed.data;
  const { audit } = await getAuditForViewer(db, actor, auditId);
  if (!canWorkOnAudit(actor, audit)) throw new AppError("not_found", auditMessages.notFound);
  const replay = await storedAnswer(db, actor.user.id, change.key);
  if (replay) return replay;
  const keep = async (tx: Executor, answer: SyncAnswer) => {
    await tx.insert(auditSyncReceipts).values({
      key: change.key,
      userId: actor.user.id,
      inspectionId: audit.id,
      outcome: answer.outcome,
      response: answer,
    });
    return answer;
  };
  // Files of photos deleted by the change, removed once it is committed.
  const removed: PhotoRow[] = [];
  try {
    const answer = await db.transaction(async (tx) => {
      // The audit as it is now (cancelled or completed meanwhile?), locked for the change.
      const [now] = await tx
        .select()
        .from(inspections)
        .where(eq(inspections.id, audit.id))
        .for("update");
      if (!now) throw new AppError("not_found", auditMessages.notFound);
      if (now.status === "cancelled") {
        return keep(tx, refused(change.key, "cancelled", syncText.cancelled.defaultMessage));
      }
      if (now.status === "completed" && !can(actor, "audit.modifyCompleted")) {
        return keep(tx, refused(change.key, "completed", syncText.completed.defaultMessage));
      }
      switch (change.kind) {
        case "finding":
          return keep(tx, await applyFinding(tx, actor, now, change));
        case "recommendation":
          return keep(tx, await applyRecommendation(tx, actor, now, change));
        case "photoDeletion":
          return keep(tx, await applyPhotoDeletion(tx, actor, now, change, removed));
      }
    });
    for (const row of removed) await removePhotoFile(row);
    return answer;
  } catch (error) {
    if (error instanceof RefusedInTransaction) {
      return db.transaction((tx) => keep(tx, error.answer));
    }
    // The same key sent twice at once: the first one's answer stands.
    if (isUniqueViolation(error)) {
      const stored = await storedAnswer(db, actor.user.id, change.key);
      if (stored) return stored;
    }
    throw error;
  }
}
