import { withinAppealWindow } from "~/domain/appeal-status";
import type { Executor } from "~/lib/db.server";
import { can, type Viewer } from "~/modules/permissions";
import { newAppealPath } from "./appeal-rules";
import {
  findAppealableDecision,
  findAppealOfDecision,
  type AppealSubject,
  type LoadedApplication,
} from "./find-appealable-decision.server";

/**
 * The "Appeal this decision" link for a certificate or application page
 * (decision 057): only for the business the decision concerns, within the
 * window, when the decision has not been appealed yet; otherwise null. An
 * application page passes the application it has already read.
 */
export async function getAppealEntryPath(
  db: Executor,
  viewer: Viewer,
  subject: AppealSubject | { application: LoadedApplication },
  now: Date = new Date(),
): Promise<string | null> {
  const decision = await findAppealableDecision(db, subject);
  if (!decision) return null;
  if (!can(viewer, "appeal.create", { businessId: decision.businessId })) return null;
  if (!withinAppealWindow(decision.decisionAt, now)) return null;
  if (await findAppealOfDecision(db, decision)) return null;
  return newAppealPath(
    "application" in subject ? { applicationId: subject.application.id } : subject,
  );
}
