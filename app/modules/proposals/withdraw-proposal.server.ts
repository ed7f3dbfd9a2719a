import { and, eq, sql } from "drizzle-orm";
import { standardBallots, standardChanges } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/write-audit-log.server";
import { createNotification } from "~/modules/notifications/create-notification.server";
import { assertCan, type Viewer } from "~/modules/permissions/policy";
import {
  loadBallot,
  loadProposal,
  proposalPath,
  proposalSubject,
  votersOf,
  type ProposalRow,
} from "./proposal-access.server";
import { proposalMessages } from "./proposal-messages";
import { ballotMachine, proposalMachine } from "./proposal-status";

/**
 * The proposer or staff withdraw a proposal that has not been decided; an
 * open ballot on it is cancelled and its voters are told. The proposer is
 * notified when someone else withdrew it. One transaction.
 */
export async function withdrawProposal(
  db: Database,
  viewer: Viewer,
  proposalId: string,
  input: { note: string | null },
): Promise<ProposalRow> {
  const loaded = await loadProposal(db, proposalId);
  assertCan(viewer, "proposal.withdraw", { proposedBy: loaded.proposedBy });
  proposalMachine.assertEdge(
    loaded.status as "proposed",
    "withdrawn",
    "proposal.withdraw",
    `A ${loaded.status} proposal cannot be withdrawn.`,
  );
  return db.transaction(async (tx) => {
    const proposal = await loadProposal(tx, proposalId, { forUpdate: true });
    if (proposal.status !== loaded.status)
      throw new AppError("conflict", proposalMessages.changedMeanwhile);
    const [updated] = await tx
      .update(standardChanges)
      .set({
        status: "withdrawn",
        decidedBy: viewer.user.id,
        decidedAt: sql`now()`,
        decisionNote: input.note,
        updatedAt: sql`now()`,
      })
      .where(and(eq(standardChanges.id, proposal.id), eq(standardChanges.status, proposal.status)))
      .returning();
    if (!updated) throw new AppError("conflict", proposalMessages.changedMeanwhile);

    const subject = proposalSubject(proposal);
    const link = proposalPath(proposal.id);
    const ballot = await loadBallot(tx, proposal.id, { forUpdate: true });
    let cancelled = false;
    if (ballot && ballot.status === "open") {
      ballotMachine.assertEdge("open", "cancelled", "proposal.withdraw");
      await tx
        .update(standardBallots)
        .set({ status: "cancelled", closedAt: sql`now()` })
        .where(and(eq(standardBallots.id, ballot.id), eq(standardBallots.status, "open")));
      cancelled = true;
      for (const userId of await votersOf(tx, ballot.id)) {
        if (userId === viewer.user.id || userId === proposal.proposedBy) continue;
        await createNotification(tx, {
          userId,
          type: "standard_proposal_status",
          message: `The ballot on the proposal to change ${subject} was cancelled: the proposal was withdrawn.`,
          link,
        });
      }
    }
    if (proposal.proposedBy && proposal.proposedBy !== viewer.user.id) {
      await createNotification(tx, {
        userId: proposal.proposedBy,
        type: "standard_proposal_status",
        message: `Your proposal to change ${subject} was withdrawn.${input.note ? ` ${input.note}` : ""}`,
        link,
      });
    }
    await writeAuditLog(tx, {
      entityType: "standard_change",
      entityId: proposal.id,
      action: "withdrawn",
      actorId: viewer.user.id,
      details: {
        from: proposal.status,
        to: "withdrawn",
        note: input.note,
        ballotCancelled: cancelled,
        activeRole: viewer.activeRole,
      },
    });
    return updated;
  });
}
