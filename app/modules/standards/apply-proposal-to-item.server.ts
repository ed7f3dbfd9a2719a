import { eq, sql } from "drizzle-orm";
import { standardItems } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { loadItem, recordHistory } from "./standards-access.server";
import { nextVersion } from "./standard-version";
import { notifyStandardChange } from "./notify-standard-change.server";

/**
 * SPEC §4: on approval the standard item takes the proposed content and its
 * version rises by 0.1; the history entry records the proposal and its
 * ballot tally, and the businesses audited against the earlier version are
 * told. Runs inside the publication's transaction (the caller owns the
 * status change, notification and audit log).
 */
export async function applyProposalToItem(
  tx: Executor,
  input: {
    itemId: string;
    proposalId: string;
    proposedContent: string;
    /** Null when the app publishes at once after a passed ballot (decision 059). */
    actorId: string | null;
    summary: string;
    tally: Record<string, unknown>;
    /** When the change takes effect (the decision's time). */
    at?: Date;
  },
) {
  const item = await loadItem(tx, input.itemId, { forUpdate: true });
  const version = nextVersion(item.version);
  const [updated] = await tx
    .update(standardItems)
    .set({
      content: input.proposedContent,
      version,
      updatedBy: input.actorId,
      updatedAt: input.at ?? sql`now()`,
    })
    .where(eq(standardItems.id, item.id))
    .returning();
  const history = await recordHistory(tx, {
    standardId: item.id,
    isSubStandard: false,
    itemId: item.id,
    version,
    number: updated!.number,
    title: updated!.title,
    content: updated!.content,
    changeKind: "proposal",
    changeSummary: input.summary,
    changedBy: input.actorId,
    proposalId: input.proposalId,
    tally: input.tally,
    changedAt: input.at,
  });
  // Accredited businesses audited against the earlier version are told (decision 059).
  await notifyStandardChange(tx, {
    item: updated!,
    fromVersion: item.version,
    toVersion: version,
    fromContent: item.content,
    toContent: updated!.content,
    historyId: history.id,
    now: input.at,
  });
  return { item: updated!, fromVersion: item.version, version };
}
