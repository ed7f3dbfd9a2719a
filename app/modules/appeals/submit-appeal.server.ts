import { sql } from "drizzle-orm";
import { appealDocuments, appeals } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { appealKindLabels, withinAppealWindow } from "~/domain/appeal-status";
import { executeRows, type Database, type Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { formatDate, isoDate } from "~/lib/format";
import { logger } from "~/lib/logger.server";
import { recordTimelineNote } from "~/modules/applications/index.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import {
  insertDocumentRows,
  storeDocumentFiles,
  type UploadFile,
} from "~/modules/documents/index.server";
import { notificationText, notifyRole } from "~/modules/notifications/index.server";
import { assertCan, rolesWith, type Viewer } from "~/modules/permissions";
import { appealMessages } from "./appeal-messages";
import { appealNotificationMessages as n } from "./appeal-notifications";
import { emailBusinessAboutAppeal, type AppealRow } from "./appeal-record.server";
import { APPEAL_MAX_FILES, appealGroundsSchema, appealPath } from "./appeal-rules";
import {
  findAppealableDecision,
  findAppealOfDecision,
  type AppealSubject,
} from "./find-appealable-decision.server";

/** The next reference of the year, AP-2026-00001 (appeals of the year counted under a lock). */
async function nextReference(tx: Executor, year: string): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('appeals_reference'))`);
  const rows = await executeRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from appeals where reference like ${`AP-${year}-%`}`,
  );
  return `AP-${year}-${String((rows[0]?.n ?? 0) + 1).padStart(5, "0")}`;
}

/**
 * The business appeals a decision about it (decision 057): a rejection of its
 * application, a revocation or a suspension of its certificate, from its own
 * account (`appeal.create`), within the appeal window, with its grounds. One
 * appeal per decision. One transaction: the appeal, the audit log, a line in
 * the application's timeline, the staff notifications and the e-mail
 * confirming receipt. Supporting documents (optional, at most
 * APPEAL_MAX_FILES) follow the documents module's rules and are stored as
 * documents of the appealed application ("Other"), linked to the appeal:
 * the files are checked and written before the transaction and removed if it
 * fails. Refusals write nothing.
 */
export async function submitAppeal(
  db: Database,
  viewer: Viewer,
  input: { subject: AppealSubject; grounds: unknown; files?: UploadFile[] },
  now: Date = new Date(),
): Promise<AppealRow> {
  const files = input.files ?? [];
  const decision = await findAppealableDecision(db, input.subject);
  if (!decision) throw new AppError("not_found", appealMessages.decisionNotFound);
  assertCan(viewer, "appeal.create", { businessId: decision.businessId });
  const zone = getEnv().PROGRAMME_TIME_ZONE;
  if (!withinAppealWindow(decision.decisionAt, now)) {
    throw new AppError("conflict", appealMessages.tooLate(formatDate(decision.deadline, zone)));
  }
  const parsed = appealGroundsSchema.safeParse(input.grounds ?? "");
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? appealMessages.groundsRequired;
    throw new AppError("validation", message, { grounds: message });
  }
  if (await findAppealOfDecision(db, decision)) {
    throw new AppError("conflict", appealMessages.alreadyAppealed);
  }
  if (files.length > APPEAL_MAX_FILES) {
    const message = appealMessages.tooManyFiles(APPEAL_MAX_FILES);
    throw new AppError("validation", message, { files: message });
  }
  const stored = await storeDocumentFiles(decision.applicationId, files);
  try {
    return await db.transaction(async (tx) => {
      const reference = await nextReference(tx, isoDate(now, zone).slice(0, 4));
      const [appeal] = await tx
        .insert(appeals)
        .values({
          reference,
          businessId: decision.businessId,
          kind: decision.kind,
          applicationId: decision.applicationId,
          certificateId: decision.certificateId,
          decisionAt: decision.decisionAt,
          grounds: parsed.data,
          submittedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!appeal) throw new AppError("conflict", appealMessages.alreadyAppealed);
      const documents = await insertDocumentRows(tx, {
        applicationId: decision.applicationId,
        type: "other",
        uploadedBy: viewer.user.id,
        activeRole: viewer.activeRole,
        stored: stored.files,
      });
      if (documents.length > 0) {
        await tx
          .insert(appealDocuments)
          .values(documents.map((d) => ({ appealId: appeal.id, documentId: d.id })));
      }
      await writeAuditLog(tx, {
        entityType: "appeal",
        entityId: appeal.id,
        action: "appeal_submitted",
        actorId: viewer.user.id,
        details: {
          reference,
          kind: decision.kind,
          applicationId: decision.applicationId,
          certificateId: decision.certificateId,
          decisionAt: decision.decisionAt.toISOString(),
          documents: documents.map((d) => d.id),
        },
      });
      await recordTimelineNote(tx, {
        applicationId: decision.applicationId,
        actorId: viewer.user.id,
        note: notificationText(n.timelineLodged, {
          reference,
          kind: notificationText(n.kind, { kind: decision.kind }),
        }),
      });
      await notifyRole(tx, rolesWith("appeal.openPanel"), {
        type: "appeal_status",
        message: notificationText(n.lodged, {
          businessName: decision.businessName,
          reference,
          kind: notificationText(n.kind, { kind: decision.kind }),
        }),
        link: appealPath(appeal.id),
      });
      await emailBusinessAboutAppeal(tx, appeal, {
        subject: `Appeal ${reference} received`,
        headline: "We have received your appeal",
        paragraphs: [
          `${decision.subjectLabel}: we have received your appeal of the ${appealKindLabels[decision.kind].toLowerCase()} (reference ${reference}).`,
          "A panel of committee members who took no part in the decision will consider it. We will tell you the outcome in writing.",
        ],
      });
      return appeal;
    });
  } catch (error) {
    await stored.discard();
    if (error instanceof AppError) throw error;
    logger.error({ err: error }, "appeal submission failed");
    throw new AppError("failed", appealMessages.failed);
  }
}
