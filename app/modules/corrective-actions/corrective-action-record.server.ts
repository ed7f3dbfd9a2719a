import { and, eq, sql } from "drizzle-orm";
import { applications, correctiveActions, inspections } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import {
  correctiveActionMachine,
  type CorrectiveActionStatus,
} from "~/domain/corrective-action-status";
import { assertEdgeTaken } from "~/domain/state-machine";
import type { Executor } from "~/lib/db.server";
import { recordTimelineNote } from "~/modules/applications/index.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { notificationText } from "~/modules/notifications/index.server";
import { correctiveActionNotificationMessages as n } from "./corrective-action-notifications";
import {
  can,
  refusalText,
  type CorrectiveActionResource,
  type Viewer,
} from "~/modules/permissions";
import { correctiveActionMessages as msg } from "./corrective-action-messages";
import { isUuid } from "~/lib/uuid";

export type CorrectiveActionRow = typeof correctiveActions.$inferSelect;
/** An action with whom it concerns: the business (applicant) and the examiner of the audit. */
export type LoadedCorrectiveAction = CorrectiveActionRow & {
  applicantId: string;
  examinerId: string;
  businessName: string;
};

export function correctiveActionResource(
  row: Pick<LoadedCorrectiveAction, "applicantId" | "examinerId">,
): CorrectiveActionResource {
  return { applicantId: row.applicantId, examinerId: row.examinerId };
}

/** One action by id with its business and examiner, or not found; `lock` takes a row lock. */
export async function loadCorrectiveAction(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<LoadedCorrectiveAction> {
  if (!isUuid(id)) throw new AppError("not_found", msg.notFound);
  const query = db
    .select({
      action: correctiveActions,
      applicantId: applications.applicantId,
      examinerId: inspections.examinerId,
      businessName: applications.businessName,
    })
    .from(correctiveActions)
    .innerJoin(inspections, eq(inspections.id, correctiveActions.inspectionId))
    .innerJoin(applications, eq(applications.id, correctiveActions.applicationId))
    .where(eq(correctiveActions.id, id));
  const [row] = options.lock ? await query.for("update", { of: correctiveActions }) : await query;
  if (!row) throw new AppError("not_found", msg.notFound);
  return {
    ...row.action,
    applicantId: row.applicantId,
    examinerId: row.examinerId,
    businessName: row.businessName,
  };
}

/** An action the viewer may see (`correctiveAction.view`); anyone else is told it is not found. */
export async function loadVisibleCorrectiveAction(
  db: Executor,
  viewer: Viewer,
  id: string,
  options: { lock?: boolean } = {},
): Promise<LoadedCorrectiveAction> {
  const row = await loadCorrectiveAction(db, id, options);
  if (!can(viewer, "correctiveAction.view", correctiveActionResource(row))) {
    throw new AppError("not_found", msg.notFound);
  }
  return row;
}

type Changes = Partial<
  Pick<
    typeof correctiveActions.$inferInsert,
    | "rootCause"
    | "changesMade"
    | "answeredAt"
    | "answeredBy"
    | "returnReason"
    | "verifiedBy"
    | "verifiedAt"
  >
>;

const auditAction: Record<CorrectiveActionStatus, string> = {
  open: "corrective_action_created",
  answered: "corrective_action_answered",
  returned: "corrective_action_returned",
  accepted: "corrective_action_accepted",
};

/** The application timeline's line for each change (English, as the timeline keeps it). */
/** The application's timeline line of a change (shown in the reader's language). */
function timelineNote(action: LoadedCorrectiveAction, to: CorrectiveActionStatus) {
  return notificationText(n.timelineChanged, { standardNumber: action.standardNumber, to });
}

/**
 * The one writer of `corrective_actions.status` (decision 087), inside the
 * caller's transaction: the edge must be in the table for this person
 * (`correctiveAction.answer` for the business, `correctiveAction.verify` for
 * the examiner who audited it or staff), and the update only applies from the
 * status and version read, so a change made from a stale copy is refused
 * (`conflict`), writing nothing. Writes the audit log row and the
 * application's timeline line in the same transaction.
 */
export async function setCorrectiveActionStatus(
  tx: Executor,
  viewer: Viewer,
  action: LoadedCorrectiveAction,
  to: CorrectiveActionStatus,
  change: { version: number; changes?: Changes; details?: Record<string, unknown> },
): Promise<CorrectiveActionRow> {
  const from = action.status as CorrectiveActionStatus;
  assertEdgeTaken(
    correctiveActionMachine,
    from,
    to,
    { mayTake: (a) => can(viewer, a, correctiveActionResource(action)) },
    {
      denied: refusalText(
        to === "answered" ? "correctiveAction.answer" : "correctiveAction.verify",
      ),
      conflict:
        from === "accepted"
          ? msg.alreadyAccepted
          : to === "answered"
            ? msg.notAnswerable
            : msg.notAnswered,
    },
  );
  const [row] = await tx
    .update(correctiveActions)
    .set({
      status: to,
      version: sql`${correctiveActions.version} + 1`,
      updatedAt: sql`now()`,
      ...change.changes,
    })
    .where(
      and(
        eq(correctiveActions.id, action.id),
        eq(correctiveActions.status, from),
        eq(correctiveActions.version, change.version),
      ),
    )
    .returning();
  if (!row) throw new AppError("conflict", msg.stale);
  await writeAuditLog(tx, {
    entityType: "corrective_action",
    entityId: action.id,
    action: auditAction[to],
    actorId: viewer.user.id,
    details: {
      from,
      to,
      applicationId: action.applicationId,
      standardNumber: action.standardNumber,
      activeRole: viewer.activeRole,
      ...change.details,
    },
  });
  await recordTimelineNote(tx, {
    applicationId: action.applicationId,
    actorId: viewer.user.id,
    note: timelineNote(action, to),
  });
  return row;
}
