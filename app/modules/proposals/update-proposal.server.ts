import { and, eq, sql } from "drizzle-orm";
import { standardChanges } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { loadProposal, type ProposalRow } from "./proposal-access.server";
import { proposalMessages } from "./proposal-messages";
import type { ProposalEditData } from "./proposal-schema";

/**
 * The proposer (or staff) revises the proposed text and rationale while the
 * proposal waits for its ballot. Once the ballot opens the text is frozen, so
 * every voter votes on the same words.
 */
export async function updateProposal(
  db: Database,
  viewer: Viewer,
  proposalId: string,
  input: ProposalEditData,
): Promise<ProposalRow> {
  const proposal = await loadProposal(db, proposalId);
  assertCan(viewer, "proposal.edit", { proposedBy: proposal.proposedBy });
  if (proposal.status === "voting") throw new AppError("conflict", proposalMessages.frozen);
  if (proposal.status !== "proposed")
    throw new AppError("conflict", proposalMessages.closedForEdits);
  if (input.proposedContent.trim() === proposal.currentContent.trim()) {
    throw new AppError("validation", proposalMessages.sameText, {
      proposedContent: proposalMessages.sameText,
    });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(standardChanges)
      .set({
        proposedContent: input.proposedContent,
        discussionNotes: input.discussionNotes,
        updatedAt: sql`now()`,
      })
      // Only while still waiting: a ballot opened meanwhile freezes the text.
      .where(and(eq(standardChanges.id, proposal.id), eq(standardChanges.status, "proposed")))
      .returning();
    if (!row) throw new AppError("conflict", proposalMessages.frozen);
    await writeAuditLog(tx, {
      entityType: "standard_change",
      entityId: proposal.id,
      action: "revised",
      actorId: viewer.user.id,
      details: { activeRole: viewer.activeRole },
    });
    return row;
  });
}
