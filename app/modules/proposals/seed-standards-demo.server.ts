import { and, eq } from "drizzle-orm";
import { auditLog, standardBallots, standardChanges, standardItems, votes } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { isoDate } from "~/lib/format";
import type { Viewer } from "~/modules/permissions";
import { createDiscussion } from "~/modules/standards/index.server";
import { moderateDiscussion } from "~/modules/standards/index.server";
import { castVote } from "./cast-vote.server";
import { closeDueBallots } from "./close-ballot.server";
import { createProposal } from "./create-proposal.server";
import { decideProposal } from "./decide-proposal.server";
import { openBallot } from "./open-ballot.server";
import { programmeZone } from "./proposal-access.server";

const DAY = 86_400_000;

/** Who acts in the demo story: the acting viewers, built by the demo seed. */
export type StandardsDemoCast = {
  admin: Viewer;
  committee: Viewer;
  examiner: Viewer;
  applicant: Viewer;
  /** Two more committee members, so the ballots have a real voter roll. */
  members: readonly [Viewer, Viewer];
};

async function itemByNumber(db: Database, number: string) {
  const [row] = await db
    .select()
    .from(standardItems)
    .where(and(eq(standardItems.kind, "standard"), eq(standardItems.number, number)));
  if (!row) throw new Error(`Demo: standard ${number} is missing (standards not seeded?)`);
  return row;
}

/** Demo only: a story told over weeks gets its proposal date. */
async function backdate(db: Database, proposalId: string, proposedAt: Date) {
  await db
    .update(standardChanges)
    .set({ proposedDate: proposedAt })
    .where(eq(standardChanges.id, proposalId));
}

/**
 * Demo only: the audit trail of a proposal seeded in one go carries the
 * dates of the story (proposed, ballot opened, votes, closed, decided), so
 * its timeline reads as it happened.
 */
async function alignAuditTrail(db: Database, proposalId: string) {
  const [proposal] = await db
    .select()
    .from(standardChanges)
    .where(eq(standardChanges.id, proposalId));
  const [ballot] = await db
    .select()
    .from(standardBallots)
    .where(eq(standardBallots.changeId, proposalId));
  const cast = await db.select().from(votes).where(eq(votes.changeId, proposalId));
  const entries = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "standard_change"), eq(auditLog.entityId, proposalId)));
  for (const entry of entries) {
    const at =
      entry.action === "proposed"
        ? proposal?.proposedDate
        : entry.action === "ballot_opened"
          ? ballot?.openedAt
          : entry.action === "ballot_closed"
            ? (ballot?.closedAt ?? undefined)
            : entry.action === "vote_cast"
              ? cast.find((v) => v.userId === entry.actorId)?.updatedAt
              : (proposal?.decidedAt ?? undefined);
    if (at) await db.update(auditLog).set({ createdAt: at }).where(eq(auditLog.id, entry.id));
  }
}

/**
 * Demo governance, through the same services the screens use: an approved
 * proposal that raised Standard 8 to 1.1 (shown publicly under "What
 * changed"), a rejected one, an open ballot with some votes cast, a proposal
 * waiting for its ballot, and discussions — one pinned, two published as
 * FAQs.
 */
export async function seedStandardsDemo(db: Database, cast: StandardsDemoCast) {
  const { admin, committee } = cast;
  const [priyaV, marcusV] = cast.members;
  const now = Date.now();
  const zone = programmeZone();
  const daysAgo = (days: number) => new Date(now - days * DAY);
  const rules = (closesOn: Date) => ({
    closesOn: isoDate(closesOn, zone),
    quorumPercent: 50,
    approvalRule: "two-thirds",
  });

  // 1. Approved: Standard 8 gains a cold-weather rule and becomes version 1.1.
  const eight = await itemByNumber(db, "8");
  const approved = await createProposal(db, cast.examiner, {
    sectionId: eight.id,
    proposedContent: `${eight.content}\n\nIn freezing weather (forecast overnight temperature below −10 °C / 14 °F) traps are set only if they are insulated and sheltered, and are checked at least twice a day; otherwise capture waits.`,
    discussionNotes:
      "On winter audits in Minnesota and Ontario we found animals in traps checked once a day suffering from exposure. A daily check is not enough in deep cold: the standard should say what to do then.",
  });
  await backdate(db, approved.id, daysAgo(48));
  await openBallot(db, admin, approved.id, rules(daysAgo(26)), daysAgo(40));
  await castVote(
    db,
    committee,
    approved.id,
    { vote: "approve", comment: "Matches what examiners see in winter." },
    daysAgo(38),
  );
  await castVote(db, priyaV, approved.id, { vote: "approve", comment: null }, daysAgo(35));
  await castVote(
    db,
    marcusV,
    approved.id,
    { vote: "abstain", comment: "I work in Arizona; no winter experience." },
    daysAgo(30),
  );
  // Closes at the end of its closing day (the scheduler's job, run at that time): passed,
  // awaiting publication; an administrator publishes it the next day.
  await closeDueBallots(db, daysAgo(25));
  await decideProposal(db, admin, approved.id, { decision: "approved", note: null }, daysAgo(24));

  // 2. Rejected after its ballot: dogs to flush animals.
  const fourteen = await itemByNumber(db, "14");
  const rejected = await createProposal(db, cast.applicant, {
    sectionId: fourteen.id,
    proposedContent:
      "Dogs and other animals are never used to catch, fight or kill wildlife. A trained dog on a leash may be used to flush an animal from under a deck or shed towards an open exit.",
    discussionNotes:
      "Flushing with a leashed dog is quicker than waiting days for an animal to leave, and the dog never touches the animal.",
  });
  await backdate(db, rejected.id, daysAgo(33));
  await openBallot(db, admin, rejected.id, rules(daysAgo(12)), daysAgo(28));
  await castVote(
    db,
    committee,
    rejected.id,
    { vote: "reject", comment: "Flushing stresses animals and separates mothers from young." },
    daysAgo(27),
  );
  await castVote(
    db,
    priyaV,
    rejected.id,
    { vote: "reject", comment: "One-way devices do this without a dog." },
    daysAgo(25),
  );
  await castVote(db, admin, rejected.id, { vote: "approve", comment: null }, daysAgo(20));
  // The ballot did not reach two-thirds: closing it rejects the proposal (decision 059).
  await closeDueBallots(db, daysAgo(11));

  // 3. An open ballot with some votes cast (the administrator has not voted yet).
  const thirteen = await itemByNumber(db, "13");
  const open = await createProposal(db, priyaV, {
    sectionId: thirteen.id,
    proposedContent:
      "Rodenticides cause prolonged suffering and kill predators, scavengers and pets through secondary poisoning. The business does not use them outdoors in any form, and indoors only as this standard allows.",
    discussionNotes:
      "Studies of raptors and bobcats across North America find anticoagulant residues in most animals tested, first-generation products included. Outdoor bait stations should end.",
  });
  await backdate(db, open.id, daysAgo(6));
  await openBallot(db, admin, open.id, rules(new Date(now + 10 * DAY)), daysAgo(4));
  await castVote(db, committee, open.id, { vote: "approve", comment: null }, daysAgo(3));
  await castVote(
    db,
    marcusV,
    open.id,
    {
      vote: "reject",
      comment:
        "Some municipalities require outdoor baiting at food premises; we need an exception first.",
    },
    daysAgo(2),
  );

  // 4. A new proposal waiting for its ballot.
  const five = await itemByNumber(db, "5");
  const waiting = await createProposal(db, cast.applicant, {
    sectionId: five.id,
    proposedContent: `${five.content} Advice is given in the client's preferred language where the business can.`,
    discussionNotes:
      "Many of our clients in Texas and Quebec prefer Spanish or French; prevention advice only works if it is understood.",
  });
  await backdate(db, waiting.id, daysAgo(1));

  for (const p of [approved, rejected, open, waiting]) await alignAuditTrail(db, p.id);

  // Discussions: a pinned note and two questions published as FAQs.
  const ten = await itemByNumber(db, "10");
  const pinned = await createDiscussion(db, committee, ten.id, {
    comment:
      "Reminder from the committee: examiners review every lethal control justification at the audit. Please use the form in Appendix D, completed before the act.",
  });
  await moderateDiscussion(db, committee, pinned.id, {
    isPinned: true,
    isFaq: false,
    faqAnswer: null,
  });
  const faq1 = await createDiscussion(db, cast.applicant, eight.id, {
    comment: "Do remote trap monitors count as the daily check?",
  });
  await moderateDiscussion(db, admin, faq1.id, {
    isPinned: false,
    isFaq: true,
    faqAnswer:
      "No. Monitors help you respond faster, but 8.2 requires a person to check every set trap at least daily.",
  });
  const seven = await itemByNumber(db, "7");
  const faq2 = await createDiscussion(db, cast.examiner, seven.id, {
    comment: "Our province sets no bat maternity season. Which dates apply for exclusion?",
  });
  await moderateDiscussion(db, admin, faq2.id, {
    isPinned: false,
    isFaq: true,
    faqAnswer:
      "Use May 1 to August 15, as 7.3 says, unless your wildlife agency gives other dates.",
  });
  await createDiscussion(db, marcusV, eight.id, {
    comment: "Would a trap-check log in the app help examiners? Happy to share our template.",
  });
}
