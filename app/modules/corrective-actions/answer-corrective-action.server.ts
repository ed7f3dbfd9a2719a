import crypto from "node:crypto";
import { correctiveActionEvidence } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { checkFileContent, cleanFileName, type UploadFile } from "~/modules/documents/index.server";
import {
  createNotification,
  notificationText,
  notifyRole,
} from "~/modules/notifications/index.server";
import { assertCan, audienceRoles, type Viewer } from "~/modules/permissions";
import { buildObjectPath } from "~/modules/storage";
import { getStorage } from "~/modules/storage/index.server";
import { emailPersonAboutCorrectiveAction } from "./corrective-action-emails.server";
import { correctiveActionMessages as msg } from "./corrective-action-messages";
import { correctiveActionNotificationMessages as n } from "./corrective-action-notifications";
import {
  correctiveActionResource,
  loadVisibleCorrectiveAction,
  setCorrectiveActionStatus,
  type CorrectiveActionRow,
  type LoadedCorrectiveAction,
} from "./corrective-action-record.server";
import {
  correctiveActionPath,
  EVIDENCE_BUCKET,
  EVIDENCE_MAX_FILES,
  evidenceKinds,
} from "./corrective-action-rules";
import { answerSchema, fieldErrorsOf } from "./corrective-action-schema";

type StoredEvidence = { name: string; objectPath: string; mime: string; size: number };

/** Refuses, before anything is written, an answer the action cannot take now. */
function assertAnswerable(action: LoadedCorrectiveAction, version: number) {
  if (action.status === "accepted") throw new AppError("conflict", msg.alreadyAccepted);
  if (action.status === "answered") throw new AppError("conflict", msg.notAnswerable);
  if (action.version !== version) throw new AppError("conflict", msg.stale);
}

/** Checks every file (an image or a PDF by its content), then writes them privately. */
async function storeEvidence(
  actionId: string,
  files: UploadFile[],
): Promise<{ stored: StoredEvidence[]; discard: () => Promise<void> }> {
  if (files.length > EVIDENCE_MAX_FILES) {
    throw new AppError("validation", msg.tooManyFiles, { files: msg.tooManyFiles });
  }
  const checked: { name: string; file: UploadFile; mime: string; extension: string }[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const name = cleanFileName(file.name);
    const result = await checkFileContent({ ...file, name });
    if (!result.ok) problems.push(result.message);
    else if (!(evidenceKinds as readonly string[]).includes(result.file.kind)) {
      problems.push(msg.badFileType);
    } else checked.push({ name, file, mime: result.file.mime, extension: result.file.extension });
  }
  if (problems.length > 0) {
    const message = [...new Set(problems)].join(" ");
    throw new AppError("validation", message, { files: message });
  }
  const storage = getStorage();
  const written: string[] = [];
  const discard = async () => {
    for (const objectPath of written) {
      try {
        await storage.remove(EVIDENCE_BUCKET, objectPath);
      } catch (error) {
        logger.error(
          { err: error, bucket: EVIDENCE_BUCKET, objectPath },
          "could not remove an evidence file after a failed answer; remove it by hand",
        );
      }
    }
  };
  const stored: StoredEvidence[] = [];
  for (const c of checked) {
    const objectPath = buildObjectPath(
      actionId,
      c.extension,
      Date.now(),
      crypto.randomBytes(8).toString("hex"),
    );
    try {
      await storage.put(
        EVIDENCE_BUCKET,
        objectPath,
        "bytes" in c.file ? c.file.bytes : { filePath: c.file.filePath },
      );
    } catch (error) {
      logger.error({ err: error, objectPath }, "evidence file write failed");
      await discard();
      throw new AppError("failed", msg.failed);
    }
    written.push(objectPath);
    const size = "bytes" in c.file ? c.file.bytes.byteLength : c.file.size;
    stored.push({ name: c.name, objectPath, mime: c.mime, size });
  }
  return { stored, discard };
}

/**
 * The business answers a corrective action (`correctiveAction.answer`), open
 * or returned: the root cause and what it changed (both required) and any
 * evidence files (images or PDF, checked by content, stored privately in the
 * "corrective-actions" bucket). Refused with nothing written: another
 * business's action (not found), an accepted one, one waiting for
 * verification, or a stale copy. One transaction: the status through the
 * one writer (audit log, timeline), the evidence rows, the examiner's and
 * staff's notifications and the examiner's e-mail.
 */
export async function answerCorrectiveAction(
  db: Database,
  viewer: Viewer,
  actionId: string,
  input: { rootCause?: unknown; changesMade?: unknown; version?: unknown; files?: UploadFile[] },
  now: Date = new Date(),
): Promise<CorrectiveActionRow> {
  const action = await loadVisibleCorrectiveAction(db, viewer, actionId);
  assertCan(viewer, "correctiveAction.answer", correctiveActionResource(action));
  const parsed = answerSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    if (fieldErrors.version) throw new AppError("conflict", msg.stale);
    throw new AppError("validation", Object.values(fieldErrors)[0]!, fieldErrors);
  }
  const { rootCause, changesMade, version } = parsed.data;
  assertAnswerable(action, version);
  const { stored, discard } = await storeEvidence(action.id, input.files ?? []);
  try {
    return await db.transaction(async (tx) => {
      const current = await loadVisibleCorrectiveAction(tx, viewer, actionId, { lock: true });
      assertAnswerable(current, version);
      const row = await setCorrectiveActionStatus(tx, viewer, current, "answered", {
        version,
        changes: {
          rootCause,
          changesMade,
          answeredAt: now,
          answeredBy: viewer.user.id,
          returnReason: null,
        },
        details: { evidenceFiles: stored.length },
      });
      if (stored.length > 0) {
        await tx.insert(correctiveActionEvidence).values(
          stored.map((s) => ({
            correctiveActionId: current.id,
            name: s.name,
            objectPath: s.objectPath,
            mimeType: s.mime,
            size: s.size,
            uploadedBy: viewer.user.id,
          })),
        );
      }
      const link = correctiveActionPath(current.id);
      const message = notificationText(n.answered, {
        businessName: current.businessName,
        standardNumber: current.standardNumber,
      });
      await createNotification(tx, {
        userId: current.examinerId,
        type: "corrective_action",
        message,
        link,
      });
      await notifyRole(
        tx,
        audienceRoles("reviewers"),
        { type: "corrective_action", message, link },
        current.examinerId,
      );
      await emailPersonAboutCorrectiveAction(tx, current.examinerId, current.businessName, {
        kind: "answered",
        actions: [current],
        link,
      });
      return row;
    });
  } catch (error) {
    await discard();
    throw error;
  }
}
