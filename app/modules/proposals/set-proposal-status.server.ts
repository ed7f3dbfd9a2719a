import { and, eq, sql, type SQL } from "drizzle-orm";
import { standardChanges } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { proposalMachine, type ProposalStatus } from "~/domain/proposal-status";
import { assertEdgeTaken, isSystemActor } from "~/domain/state-machine";
import type { Executor } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { can, refusalText, type Viewer } from "~/modules/permissions";
import type { ProposalRow } from "./proposal-access.server";
import { proposalMessages } from "./proposal-messages";

type ProposalRef = Pick<ProposalRow, "id" | "status" | "proposedBy">;

type ProposalActor = (typeof proposalMachine.edges)[number]["by"][number];
/** The events the app itself takes a proposal's edge on: a ballot's outcome (decision 059). */
export type ProposalSystemEvent = Extract<ProposalActor, `system:${string}`>;

/** Columns that change with the status: the decision's facts. */
export type ProposalStatusChanges = {
  [K in "decidedBy" | "decidedAt" | "decisionNote" | "appliedVersion"]?:
    (typeof standardChanges.$inferInsert)[K] | SQL;
};

export type ProposalStatusChange = {
  proposal: ProposalRef;
  to: ProposalStatus;
  /** A person through the policy, or (`event`) the app applying a ballot's outcome. */
  viewer?: Viewer;
  event?: ProposalSystemEvent;
  changes?: ProposalStatusChanges;
  /** The proposal's audit_log row (its timeline): the action and details beyond from, to and the active role. */
  audit: { action: string; details?: Record<string, unknown> };
  /** The refusal when the table has no such edge. */
  conflict?: string;
};

/**
 * The check of the proposal writer, also asked by services before they start
 * work they would have to undo: the table must have the edge from the
 * proposal's status to `to`, and `viewer` must hold one of its policy actions
 * (on this proposal: withdrawing is the proposer's or staff's).
 */
export function assertProposalEdge(
  proposal: ProposalRef,
  to: ProposalStatus,
  viewer: Viewer,
  conflict?: string,
): void {
  const from = proposal.status as ProposalStatus;
  const [action] = proposalMachine.actorsFor(from, to).filter((a) => !isSystemActor(a));
  assertEdgeTaken(
    proposalMachine,
    from,
    to,
    {
      mayTake: (a) => can(viewer, a as "proposal.withdraw", { proposedBy: proposal.proposedBy }),
    },
    {
      denied: refusalText(action ?? "proposal.updateStatus"),
      conflict: conflict ?? `A proposal cannot change from ${from} to ${to} this way.`,
    },
  );
}

/**
 * The one writer of `standard_changes.status` (decision 014), inside the
 * caller's transaction: asserts the edge, updates only from the status read
 * (`where status = $from`; zero rows: someone else changed it first, a
 * conflict) and writes the proposal's audit_log row.
 */
export async function setProposalStatus(
  tx: Executor,
  change: ProposalStatusChange,
): Promise<ProposalRow> {
  const { proposal, to, viewer, event } = change;
  const from = proposal.status as ProposalStatus;
  if (viewer) assertProposalEdge(proposal, to, viewer, change.conflict);
  else if (event) {
    assertEdgeTaken(
      proposalMachine,
      from,
      to,
      { event },
      {
        denied: refusalText("proposal.updateStatus"),
        conflict: change.conflict ?? `A proposal cannot change from ${from} to ${to} this way.`,
      },
    );
  } else throw new Error("setProposalStatus needs a viewer or a system event");
  const [row] = await tx
    .update(standardChanges)
    .set({ status: to, updatedAt: sql`now()`, ...change.changes })
    .where(and(eq(standardChanges.id, proposal.id), eq(standardChanges.status, from)))
    .returning();
  if (!row) throw new AppError("conflict", proposalMessages.changedMeanwhile);
  await writeAuditLog(tx, {
    entityType: "standard_change",
    entityId: proposal.id,
    action: change.audit.action,
    actorId: viewer?.user.id ?? null,
    details: {
      from,
      to,
      ...change.audit.details,
      ...(viewer ? { activeRole: viewer.activeRole } : { event }),
    },
  });
  return row;
}
