import { uuidPattern } from "~/lib/uuid";
import { eq } from "drizzle-orm";
import { applications } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { APPLICATION_NOT_FOUND, type ApplicationRow } from "~/modules/applications/index.server";
import { changeApplicationStatus } from "./change-application-status.server";
import { can, type Viewer } from "~/modules/permissions";
import { checkReviewDecision, reviewMessages, reviewQueueStatuses } from "./review-rules";

export type ReviewDecisionInput = { decision: string; feedback?: string; approveAnyway?: string };

/**
 * A review panel decision (administrator or committee): approve or reject,
 * each with a reason (required; kept in the timeline and review_feedback and
 * e-mailed), or require another audit; or refer an inspection-completed
 * application to the panel. Each is a status change through
 * changeApplicationStatus (transition table, history, e-mail and
 * notification). Approving passes the approval gate there (corrective
 * actions, issue 37; a major's refusal at `decision`). A refusal changes nothing. The confirmation step is the
 * screen's (the route asks before it calls this).
 */
export async function decideReview(
  db: Database,
  actor: Viewer,
  applicationId: string,
  input: ReviewDecisionInput,
): Promise<ApplicationRow> {
  if (!can(actor, "review.decide")) throw new AppError("forbidden", reviewMessages.denied);
  const checked = checkReviewDecision(input);
  if (!checked.ok) throw new AppError("validation", checked.message, checked.fieldErrors);
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
  return changeApplicationStatus(
    db,
    actor,
    applicationId,
    { status: checked.decision, feedback: checked.reason, approveAnyway: input.approveAnyway },
    "decision",
  );
}
