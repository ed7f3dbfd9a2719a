import { and, asc, eq, gt, sql } from "drizzle-orm";
import { standardBallots, standardBallotVoters, standardChanges, votes } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { can, type Viewer } from "~/modules/permissions";
import { proposalSubject, programmeZone } from "./proposal-access.server";
import type { VoteChoice } from "~/domain/proposal-status";

export type OpenBallot = {
  proposalId: string;
  href: string;
  subject: string;
  closesAt: string;
  /** Is the viewer on the ballot's voter roll (taken when it opened)? */
  onRoll: boolean;
  /** The viewer's vote, or null when they have not voted. */
  myVote: VoteChoice | null;
  votesCast: number;
  eligible: number;
};

export type OpenBallots = {
  total: number;
  /** Open ballots on which the viewer is on the roll and has not voted. */
  awaitingMyVote: number;
  rows: OpenBallot[];
  /** The programme's zone the closing times are shown in. */
  timeZone: string;
};

/**
 * Ballots still open at `now` (closing soonest first) as the dashboard shows
 * them to voting members: the closing time and whether the viewer has voted.
 * Counts in SQL, at most `limit` rows. Nothing for a viewer who may not vote.
 */
export async function listOpenBallots(
  db: Executor,
  viewer: Viewer,
  options: { now?: Date; limit?: number } = {},
): Promise<OpenBallots> {
  const timeZone = programmeZone();
  if (!can(viewer, "proposal.vote")) return { total: 0, awaitingMyVote: 0, rows: [], timeZone };
  const now = options.now ?? new Date();
  const me = viewer.user.id;
  const open = and(eq(standardBallots.status, "open"), gt(standardBallots.closesAt, now));
  const onRoll = sql<boolean>`exists (select 1 from ${standardBallotVoters} r where r.ballot_id = ${standardBallots.id} and r.user_id = ${me})`;
  const myVote = sql<
    string | null
  >`(select v.vote from ${votes} v where v.change_id = ${standardBallots.changeId} and v.user_id = ${me})`;
  const [[counted], rows] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        awaiting: sql<number>`(count(*) filter (where ${onRoll} and ${myVote} is null))::int`,
      })
      .from(standardBallots)
      .where(open),
    db
      .select({
        proposalId: standardChanges.id,
        sectionNumber: standardChanges.sectionNumber,
        sectionTitle: standardChanges.sectionTitle,
        closesAt: standardBallots.closesAt,
        eligible: standardBallots.eligibleCount,
        onRoll,
        myVote,
        votesCast: sql<number>`(select count(*)::int from ${votes} v where v.change_id = ${standardBallots.changeId})`,
      })
      .from(standardBallots)
      .innerJoin(standardChanges, eq(standardChanges.id, standardBallots.changeId))
      .where(open)
      .orderBy(asc(standardBallots.closesAt), asc(standardBallots.id))
      .limit(options.limit ?? 5),
  ]);
  return {
    total: counted?.total ?? 0,
    awaitingMyVote: counted?.awaiting ?? 0,
    timeZone,
    rows: rows.map((r) => ({
      proposalId: r.proposalId,
      href: `/dashboard/standards/proposals/${r.proposalId}`,
      subject: proposalSubject(r),
      closesAt: r.closesAt.toISOString(),
      onRoll: Boolean(r.onRoll),
      myVote: (r.myVote as VoteChoice | null) ?? null,
      votesCast: r.votesCast,
      eligible: r.eligible,
    })),
  };
}
