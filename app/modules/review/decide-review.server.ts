import { eq } from "drizzle-orm";
import { applications } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import type { Database } from "~/lib/db.server";
import {
  APPLICATION_NOT_FOUND,
  type ApplicationRow,
  type Viewer,
} from "~/modules/applications/application-access.server";
import { changeApplicationStatus } from "~/modules/applications/change-application-status.server";
import { can } from "~/modules/permissions/policy";
import {
  reviewDecisions,
  reviewMessages,
  reviewQueueStatuses,
  type ReviewDecision,
} from "./review-rules";

export type ReviewDecisionInput = { decision: string; feedback?: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A review panel decision (administrator or committee): approve, reject (with
 * feedback, required) or require another audit; or move an
 * inspection-completed application to the review panel. Each is a status
 * change through changeApplicationStatus (transition table, history, e-mail
 * and notification).
 */
export async function decideReview(
  db: Database,
  actor: Viewer,
  applicationId: string,
  input: ReviewDecisionInput,
): Promise<ApplicationRow> {
  if (!can(actor, "review.decide")) throw new AppError("forbidden", reviewMessages.denied);
  if (!(reviewDecisions as readonly string[]).includes(input.decision)) {
    throw new AppError("validation", reviewMessages.unknownDecision, {
      decision: reviewMessages.unknownDecision,
    });
  }
  const decision = input.decision as ReviewDecision;
  const feedback = input.feedback?.trim() ?? "";
  if (decision === "rejected" && !feedback) {
    throw new AppError("validation", reviewMessages.feedbackRequired, {
      feedback: reviewMessages.feedbackRequired,
    });
  }
  const [current] = uuidPattern.test(applicationId)
    ? await db
        .select({ status: applications.status })
        .from(applications)
        .where(eq(applications.id, applicationId))
    : [];
  if (!current) throw new AppError("not_found", APPLICATION_NOT_FOUND);
  if (!(reviewQueueStatuses as readonly string[]).includes(current.status)) {
    throw new AppError("validation", reviewMessages.notInQueue);
  }
  return changeApplicationStatus(db, actor, applicationId, { status: decision, feedback });
}
