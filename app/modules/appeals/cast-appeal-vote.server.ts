import { and, count, eq } from "drizzle-orm";
import { appealPanelMembers, appealVotes } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { publicContentChanged } from "~/modules/public-cache/index.server";
import type { Tally } from "~/modules/proposals";
import { appealMessages } from "./appeal-messages";
import { loadAppeal, type AppealRow } from "./appeal-record.server";
import { appealVoteSchema } from "./appeal-rules";
import { closeAppealWithin } from "./close-appeal.server";
import { panelExclusions } from "./open-appeal-panel.server";

/**
 * A panel member votes on an appeal (decision 057): uphold, dismiss or
 * abstain, once, while the panel is open; only members on the appeal's roll
 * who neither took part in the decision nor administer the appeal, in any
 * role (decision 080).
 * The vote that completes the roll closes the panel in the same transaction
 * (the outcome applied).
 */
export async function castAppealVote(
  db: Database,
  viewer: Viewer,
  appealId: string,
  input: { vote: unknown; comment?: unknown },
  now: Date = new Date(),
): Promise<{ closed: { appeal: AppealRow; tally: Tally } | null }> {
  assertCan(viewer, "appeal.vote");
  const parsed = appealVoteSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? "vote");
    const message = issue?.message ?? appealMessages.voteRequired;
    throw new AppError("validation", message, { [field]: message });
  }
  const result = await db.transaction(async (tx) => {
    const appeal = await loadAppeal(tx, appealId, { lock: true });
    if (appeal.status !== "voting") throw new AppError("conflict", appealMessages.notVoting);
    if (!appeal.closesAt || appeal.closesAt.getTime() <= now.getTime()) {
      throw new AppError("conflict", appealMessages.panelClosed);
    }
    const [onRoll] = await tx
      .select({ userId: appealPanelMembers.userId })
      .from(appealPanelMembers)
      .where(
        and(
          eq(appealPanelMembers.appealId, appeal.id),
          eq(appealPanelMembers.userId, viewer.user.id),
        ),
      );
    if (!onRoll) throw new AppError("forbidden", appealMessages.notOnRoll);
    // Checked again at the vote (decision 080): a roll taken before the rule, or a part
    // taken since, never lets someone who decided or administers the appeal vote.
    assertCan(viewer, "appeal.voteOn", {
      excludedIds: [...(await panelExclusions(tx, appeal))],
    });
    const [vote] = await tx
      .insert(appealVotes)
      .values({
        appealId: appeal.id,
        userId: viewer.user.id,
        vote: parsed.data.vote,
        comment: parsed.data.comment,
        votedAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!vote) throw new AppError("conflict", appealMessages.alreadyVoted);
    await writeAuditLog(tx, {
      entityType: "appeal",
      entityId: appeal.id,
      action: "appeal_vote_cast",
      actorId: viewer.user.id,
      details: { vote: parsed.data.vote, comment: parsed.data.comment },
    });
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(appealVotes)
      .where(eq(appealVotes.appealId, appeal.id));
    if (n < (appeal.eligibleCount ?? Infinity)) return { closed: null };
    const closed = await closeAppealWithin(tx, appeal, "system:all-votes-cast", now);
    return { closed };
  });
  if (result.closed?.publicChanged) publicContentChanged("appeal upheld");
  return {
    closed: result.closed ? { appeal: result.closed.appeal, tally: result.closed.tally } : null,
  };
}
