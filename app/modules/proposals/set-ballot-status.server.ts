import { and, eq, type SQL } from "drizzle-orm";
import { standardBallots } from "~/db/schema";
import { ballotMachine, type BallotStatus } from "~/domain/proposal-status";
import { assertEdgeTaken, isSystemActor, type EdgeTaker } from "~/domain/state-machine";
import type { Executor } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { can, refusalText, type ProposalResource, type Viewer } from "~/modules/permissions";
import type { BallotRow } from "./proposal-access.server";

export type BallotActor = (typeof ballotMachine.edges)[number]["by"][number];

/**
 * Who changes a ballot's status: a person through the policy, on the ballot's
 * proposal (cancelling comes with withdrawing it), or the system by event
 * (its closing date passed, every voter on the roll voted).
 */
export type BallotStatusBy =
  | { viewer: Viewer; proposal: ProposalResource }
  | { event: Extract<BallotActor, `system:${string}`> };

/** Columns that change with the status: when it closed and, for a count, the result. */
export type BallotStatusChanges = {
  [K in "closedAt" | "result" | "approveCount" | "rejectCount" | "abstainCount"]?:
    (typeof standardBallots.$inferInsert)[K] | SQL;
};

/**
 * The one writer of `standard_ballots.status` (decision 014), inside the
 * caller's transaction: asserts the edge for whoever takes it, updates only
 * from the status read and writes the audit_log row on the ballot's proposal
 * (its timeline). Returns null, writing nothing, when the ballot left that
 * status meanwhile (closing is idempotent: a ballot closed by someone else is
 * left alone).
 */
export async function setBallotStatus(
  tx: Executor,
  ballot: Pick<BallotRow, "id" | "status" | "changeId">,
  to: BallotStatus,
  by: BallotStatusBy,
  change: {
    changes?: BallotStatusChanges;
    audit: { action: string; details?: Record<string, unknown> };
  },
): Promise<BallotRow | null> {
  const from = ballot.status as BallotStatus;
  const [action] = ballotMachine
    .actorsFor(from, to)
    .filter((a): a is Exclude<BallotActor, `system:${string}`> => !isSystemActor(a));
  const taker: EdgeTaker<BallotActor> =
    "viewer" in by
      ? { mayTake: (action) => can(by.viewer, action, by.proposal) }
      : { event: by.event };
  assertEdgeTaken(ballotMachine, from, to, taker, {
    denied: refusalText(action ?? "proposal.withdraw"),
    conflict: `A ballot cannot change from ${from} to ${to} this way.`,
  });
  const [row] = await tx
    .update(standardBallots)
    .set({ status: to, ...change.changes })
    .where(and(eq(standardBallots.id, ballot.id), eq(standardBallots.status, from)))
    .returning();
  if (!row) return null;
  await writeAuditLog(tx, {
    entityType: "standard_change",
    entityId: ballot.changeId,
    action: change.audit.action,
    actorId: "viewer" in by ? by.viewer.user.id : null,
    details: {
      ballotId: ballot.id,
      from,
      to,
      ...("event" in by ? { event: by.event } : { activeRole: by.viewer.activeRole }),
      ...change.audit.details,
    },
  });
  return row;
}
