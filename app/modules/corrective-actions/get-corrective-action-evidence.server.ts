import { and, eq } from "drizzle-orm";
import { correctiveActionEvidence } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import type { Viewer } from "~/modules/permissions";
import { assertObjectPath, type StoredObject } from "~/modules/storage";
import { getStorage } from "~/modules/storage/index.server";
import { correctiveActionMessages as msg } from "./corrective-action-messages";
import { loadVisibleCorrectiveAction } from "./corrective-action-record.server";
import { isUuid } from "~/lib/uuid";
import { EVIDENCE_BUCKET } from "./corrective-action-rules";

/**
 * An evidence file of a corrective action, for whoever may see the action
 * (the business, the examiner of the audit, staff); anyone else, a file of
 * another action or a missing file: not found.
 */
export async function getCorrectiveActionEvidence(
  db: Executor,
  viewer: Viewer,
  actionId: string,
  evidenceId: string,
): Promise<{ name: string; mimeType: string; object: StoredObject }> {
  const action = await loadVisibleCorrectiveAction(db, viewer, actionId);
  if (!isUuid(evidenceId)) throw new AppError("not_found", msg.evidenceNotFound);
  const [row] = await db
    .select()
    .from(correctiveActionEvidence)
    .where(
      and(
        eq(correctiveActionEvidence.id, evidenceId),
        eq(correctiveActionEvidence.correctiveActionId, action.id),
      ),
    );
  if (!row) throw new AppError("not_found", msg.evidenceNotFound);
  assertObjectPath(EVIDENCE_BUCKET, row.objectPath);
  const object = await getStorage().get(EVIDENCE_BUCKET, row.objectPath);
  if (!object) {
    logger.error({ evidenceId, objectPath: row.objectPath }, "evidence row without its file");
    throw new AppError("not_found", msg.evidenceNotFound);
  }
  return { name: row.name, mimeType: row.mimeType, object };
}
