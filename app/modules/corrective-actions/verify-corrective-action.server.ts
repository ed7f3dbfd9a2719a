import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { correctiveActionMessages as msg } from "./corrective-action-messages";
import {
  correctiveActionResource,
  loadVisibleCorrectiveAction,
  type LoadedCorrectiveAction,
} from "./corrective-action-record.server";

/**
 * The action a verifier is about to accept or return, locked inside the
 * caller's transaction: visible to the viewer (else not found), answered
 * (an accepted one is closed; an open or returned one waits for the
 * business) and as the verifier saw it (`version`; else stale).
 */
export async function loadActionToVerify(
  tx: Executor,
  viewer: Viewer,
  actionId: string,
  version: number,
): Promise<LoadedCorrectiveAction> {
  const current = await loadVisibleCorrectiveAction(tx, viewer, actionId, { lock: true });
  if (current.version !== version) throw new AppError("conflict", msg.stale);
  if (current.status !== "answered") throw new AppError("conflict", msg.notAnswered);
  return current;
}

/**
 * Before a verifier's confirmation step: the action is visible to the viewer
 * (else not found) and the viewer may verify it (else refused), so the step
 * is never shown to anyone who could not take it.
 */
export async function assertMayVerifyCorrectiveAction(
  db: Executor,
  viewer: Viewer,
  actionId: string,
): Promise<void> {
  const action = await loadVisibleCorrectiveAction(db, viewer, actionId);
  assertCan(viewer, "correctiveAction.verify", correctiveActionResource(action));
  if (action.status !== "answered") throw new AppError("conflict", msg.notAnswered);
}
