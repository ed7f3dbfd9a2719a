import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { standardBallots, standardBallotVoters, standardChanges, votes } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { assertCan, can, type Viewer } from "~/modules/permissions";
import { listStandardChoices } from "~/modules/standards/index.server";
import { namesOf } from "~/modules/standards/index.server";
import { proposalSubject } from "./proposal-access.server";
import { proposalStatuses, type BallotResult, type ProposalStatus } from "~/domain/proposal-status";

export const PROPOSALS_PER_PAGE = 20;

export type ProposalFilters = {
  status?: ProposalStatus | null;
  /** Voters: open ballots on which they are on the roll and have not voted. */
  needsMyVote?: boolean;
  sectionId?: string | null;
  page?: number;
};

export type ProposalListRow = {
  id: string;
  subject: string;
  sectionNumber: string;
  sectionTitle: string;
  sectionId: string | null;
  status: ProposalStatus;
  proposedBy: string;
  proposedDate: string;
  rationale: string;
  ballot: {
    status: string;
    closesAt: string;
    result: BallotResult | null;
    votesCast: number;
    eligible: number;
  } | null;
  myVote: string | null;
  needsMyVote: boolean;
};

/** A ballot waiting for `userId`'s vote as of `now` (SQL over standard_changes). */
function awaitingVoteOf(userId: string, now: Date): SQL {
  return sql`exists (select 1 from ${standardBallots} b
      join ${standardBallotVoters} r on r.ballot_id = b.id and r.user_id = ${userId}
      where b.change_id = "standard_changes"."id" and b.status = 'open' and b.closes_at > ${now.toISOString()}::timestamptz)
    and not exists (select 1 from ${votes} v where v.change_id = "standard_changes"."id" and v.user_id = ${userId})`;
}

/**
 * Proposals, newest first, with their ballot's state, filterable by status,
 * by standard and — for voting members — to those that need their vote.
 * Proposals are open to every signed-in role (the committee works in the
 * open; individual votes are shown to voting members and staff only).
 */
export async function listProposals(
  db: Executor,
  viewer: Viewer,
  filters: ProposalFilters = {},
  now: Date = new Date(),
) {
  assertCan(viewer, "proposal.list");
  const voter = can(viewer, "proposal.vote");
  const conditions: SQL[] = [];
  const status =
    filters.status && proposalStatuses.includes(filters.status) ? filters.status : null;
  if (status) conditions.push(eq(standardChanges.status, status));
  if (filters.sectionId) conditions.push(eq(standardChanges.sectionId, filters.sectionId));
  const needsMyVote = Boolean(filters.needsMyVote && voter);
  if (needsMyVote) conditions.push(awaitingVoteOf(viewer.user.id, now));
  const where = conditions.length ? and(...conditions) : undefined;

  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(standardChanges)
    .where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PROPOSALS_PER_PAGE));
  const page = Math.min(Math.max(1, filters.page ?? 1), pageCount);

  const rows = await db
    .select({
      proposal: standardChanges,
      ballot: standardBallots,
      votesCast: sql<number>`(select count(*)::int from ${votes} v where v.change_id = "standard_changes"."id")`,
      myVote: sql<
        string | null
      >`(select v.vote from ${votes} v where v.change_id = "standard_changes"."id" and v.user_id = ${viewer.user.id})`,
      needsMyVote: voter
        ? sql<boolean>`(${awaitingVoteOf(viewer.user.id, now)})`
        : sql<boolean>`false`,
    })
    .from(standardChanges)
    .leftJoin(standardBallots, eq(standardBallots.changeId, standardChanges.id))
    .where(where)
    .orderBy(desc(standardChanges.proposedDate), desc(standardChanges.id))
    .limit(PROPOSALS_PER_PAGE)
    .offset((page - 1) * PROPOSALS_PER_PAGE);

  const [waiting] = voter
    ? await db
        .select({ n: sql<number>`count(*)::int` })
        .from(standardChanges)
        .where(awaitingVoteOf(viewer.user.id, now))
    : [{ n: 0 }];

  const names = await namesOf(
    db,
    rows.map((r) => r.proposal.proposedBy),
  );
  return {
    rows: rows.map((r): ProposalListRow => ({
      id: r.proposal.id,
      subject: proposalSubject(r.proposal),
      sectionNumber: r.proposal.sectionNumber,
      sectionTitle: r.proposal.sectionTitle,
      sectionId: r.proposal.sectionId,
      status: r.proposal.status as ProposalStatus,
      proposedBy: r.proposal.proposedBy
        ? (names.get(r.proposal.proposedBy) ?? "Unknown User")
        : "Unknown User",
      proposedDate: r.proposal.proposedDate.toISOString(),
      rationale: r.proposal.discussionNotes,
      ballot: r.ballot
        ? {
            status: r.ballot.status,
            closesAt: r.ballot.closesAt.toISOString(),
            result: r.ballot.result as BallotResult | null,
            votesCast: r.votesCast,
            eligible: r.ballot.eligibleCount,
          }
        : null,
      myVote: r.myVote,
      needsMyVote: Boolean(r.needsMyVote),
    })),
    page,
    pageCount,
    total,
    filters: { status, needsMyVote, sectionId: filters.sectionId ?? null },
    awaitingMyVote: waiting?.n ?? 0,
    isVoter: voter,
    choices: can(viewer, "proposal.create") ? await listStandardChoices(db) : [],
  };
}
