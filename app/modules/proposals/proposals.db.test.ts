import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  notifications,
  standardBallots,
  standardBallotVoters,
  standardChanges,
  standardItems,
  standardVersionHistory,
  votes,
} from "~/db/schema";
import { executeRows, getDb } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import { isoDate } from "~/lib/format";
import { runScheduledJob } from "~/lib/scheduler.server";
import type { Role } from "~/modules/permissions/permissions";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { castVote } from "./cast-vote.server";
import { ballotClosingJob, closeDueBallots } from "./close-ballot.server";
import { createProposal } from "./create-proposal.server";
import { decideProposal } from "./decide-proposal.server";
import { getProposal } from "./get-proposal.server";
import { listProposals } from "./list-proposals.server";
import { openBallot } from "./open-ballot.server";
import { proposalMachine, ballotMachine } from "~/domain/proposal-status";
import { updateProposal } from "./update-proposal.server";
import { withdrawProposal } from "./withdraw-proposal.server";
import type { Viewer } from "~/modules/permissions";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";

const ZONE = "America/Toronto";
const DAY = 86_400_000;

let applicant: TestUser;
let otherApplicant: TestUser;
let examiner: TestUser;
let committee: TestUser;
let committee2: TestUser;
let admin: TestUser;

const as = (user: TestUser, activeRole: Role): Viewer => ({
  user: { id: user.userId },
  activeRole,
});

async function digest(): Promise<string> {
  const parts: string[] = [];
  for (const table of [
    "standard_changes",
    "standard_ballots",
    "standard_ballot_voters",
    "votes",
    "standard_items",
    "standard_version_history",
    "notifications",
    "audit_log",
  ]) {
    const [row] = await executeRows<{ d: string | null }>(
      getDb(),
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${table}" t`,
      ),
    );
    parts.push(`${table}:${row?.d}`);
  }
  return parts.join(",");
}

async function item(number: string) {
  const [row] = await getDb()
    .select()
    .from(standardItems)
    .where(and(eq(standardItems.kind, "standard"), eq(standardItems.number, number)));
  return row!;
}

async function notesOf(userId: string, type: string) {
  return getDb()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
    .orderBy(asc(notifications.createdAt));
}

async function loadStatus(proposalId: string) {
  const [row] = await getDb()
    .select({ status: standardChanges.status })
    .from(standardChanges)
    .where(eq(standardChanges.id, proposalId));
  return row?.status;
}

async function auditOf(proposalId: string) {
  return getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "standard_change"), eq(auditLog.entityId, proposalId)))
    .orderBy(asc(auditLog.createdAt));
}

async function propose(number = "12", by: Viewer = as(applicant, "applicant"), suffix = "") {
  const target = await item(number);
  return createProposal(getDb(), by, {
    sectionId: target.id,
    proposedContent: `${target.content} Traps are reset only after they are cleaned.${suffix}`,
    discussionNotes: "A dirty trap warns rodents off and misfires.",
  });
}

/** A ballot closing `days` after `now` (programme calendar), with the default rules. */
const ballotInput = (
  now: Date,
  days = 7,
  extra: Partial<{ quorumPercent: number; approvalRule: string }> = {},
) => ({
  closesOn: isoDate(now.getTime() + days * DAY, ZONE),
  quorumPercent: 50,
  approvalRule: "two-thirds",
  ...extra,
});

let voterCount = 0;

beforeAll(async () => {
  applicant = await createTestUser("applicant", { name: "Paula Proposer" });
  otherApplicant = await createTestUser("applicant", { name: "Other Business" });
  examiner = await createTestUser("examiner", { name: "Evan Examiner" });
  committee = await createTestUser("committee", { name: "Cora Committee" });
  committee2 = await createTestUser("committee", { name: "Carl Committee" });
  admin = await createTestUser("administrator", {
    name: "Ada Admin",
    additionalRoles: ["committee"],
  });
  // Every voting member in this database (other test files' users are not here).
  const [row] = await executeRows<{ n: number }>(
    getDb(),
    sql`select count(*)::int as n from profiles where role in ('committee', 'administrator') or metadata->'additional_roles' ?| array['committee', 'administrator']`,
  );
  voterCount = row!.n;
});

describe("proposing a change (SPEC §5, §6)", () => {
  it("any role proposes; the current text is captured; committee and administrators are notified; audit-logged", async () => {
    for (const [user, role] of [
      [applicant, "applicant"],
      [examiner, "examiner"],
      [committee, "committee"],
      [admin, "administrator"],
    ] as const) {
      const p = await propose("12", as(user, role), ` (${role})`);
      expect(p).toMatchObject({
        status: "proposed",
        proposedBy: user.userId,
        sectionNumber: "12",
        baseVersion: "1.0",
      });
      expect(p.currentContent).toBe((await item("12")).content);
    }
    const p = await propose("6");
    const committeeNotes = await notesOf(committee.userId, "new_standard_proposal");
    expect(committeeNotes.at(-1)).toMatchObject({
      message: "New proposal to change Standard 6 (Environmental Modification).",
      metadata: { link: `/dashboard/standards/proposals/${p.id}` },
    });
    expect((await notesOf(admin.userId, "new_standard_proposal")).length).toBeGreaterThan(0);
    expect(await notesOf(applicant.userId, "new_standard_proposal")).toEqual([]);
    expect(await notesOf(examiner.userId, "new_standard_proposal")).toEqual([]);
    expect((await auditOf(p.id)).map((a) => a.action)).toEqual(["proposed"]);
  });

  it("an unknown item is SPEC §5's 'Standard section not found'; an unchanged text is refused at the field", async () => {
    const before = await digest();
    const unknown = await refusal(
      () =>
        createProposal(getDb(), as(applicant, "applicant"), {
          sectionId: "00000000-0000-0000-0000-000000000000",
          proposedContent: "x",
          discussionNotes: "y",
        }),
      { unchanged: databaseDigest },
    );
    expect([unknown.message, unknown.fieldErrors.sectionId]).toEqual([
      "Standard section not found",
      "Standard section not found",
    ]);
    const notUuid = await refusal(
      () =>
        createProposal(getDb(), as(applicant, "applicant"), {
          sectionId: "nope",
          proposedContent: "x",
          discussionNotes: "y",
        }),
      { unchanged: databaseDigest },
    );
    expect(notUuid.message).toBe("Standard section not found");
    const same = await refusal(
      async () =>
        createProposal(getDb(), as(applicant, "applicant"), {
          sectionId: (await item("2")).id,
          proposedContent: (await item("2")).content,
          discussionNotes: "No change",
        }),
      { unchanged: databaseDigest },
    );
    expect(same.fieldErrors.proposedContent).toMatch(/same as the current text/);
    expect(await digest()).toBe(before);
  });

  it("the proposer or staff revise the text while it waits; others are refused; the database refuses unknown statuses", async () => {
    const p = await propose("3");
    const revised = await updateProposal(getDb(), as(applicant, "applicant"), p.id, {
      proposedContent: `${p.proposedContent} Revised.`,
      discussionNotes: p.discussionNotes,
    });
    expect(revised.proposedContent).toContain("Revised.");
    await updateProposal(getDb(), as(committee, "committee"), p.id, {
      proposedContent: `${p.proposedContent} Revised by staff.`,
      discussionNotes: p.discussionNotes,
    });
    for (const viewer of [as(otherApplicant, "applicant"), as(examiner, "examiner")]) {
      const refused = await refusal(
        () =>
          updateProposal(getDb(), viewer, p.id, {
            proposedContent: "hijack",
            discussionNotes: "x",
          }),
        { unchanged: databaseDigest },
      );
      expect([refused.status, refused.message]).toEqual([
        403,
        "You do not have permission to edit this proposal",
      ]);
    }
    await expect(
      getDb()
        .update(standardChanges)
        .set({ status: "pending" })
        .where(eq(standardChanges.id, p.id)),
    ).rejects.toThrow();
    await expect(
      getDb().insert(standardBallots).values({
        changeId: p.id,
        status: "paused",
        openedAt: new Date(),
        closesAt: new Date(),
        quorumPercent: 50,
        approvalNumerator: 2,
        approvalDenominator: 3,
        eligibleCount: 1,
      }),
    ).rejects.toThrow();
    // The database's constraints are the tables'.
    const checks = await executeRows<{ name: string; def: string }>(
      getDb(),
      sql`select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where conname in ('standard_changes_status_check', 'standard_ballots_status_check') order by conname`,
    );
    for (const status of proposalMachine.statuses) expect(checks[1]!.def).toContain(`'${status}'`);
    for (const status of ballotMachine.statuses) expect(checks[0]!.def).toContain(`'${status}'`);
  });
});

describe("ballots (decision 021)", () => {
  it("only staff open a ballot (SPEC §8 text); it records the rules and the voter roll and notifies every voter and the proposer", async () => {
    const p = await propose("10");
    const now = new Date();
    for (const viewer of [as(applicant, "applicant"), as(examiner, "examiner")]) {
      const before = await digest();
      const refused = await refusal(
        async () => openBallot(getDb(), viewer, p.id, ballotInput(now)),
        {
          unchanged: databaseDigest,
        },
      );
      expect([refused.status, refused.message]).toEqual([
        403,
        "You do not have permission to update proposal status",
      ]);
      expect(await digest()).toBe(before);
    }
    const tooSoon = await refusal(
      () => openBallot(getDb(), as(committee, "committee"), p.id, ballotInput(now, 0)),
      { unchanged: databaseDigest },
    );
    expect(tooSoon.fieldErrors.closesOn).toBe("Choose a closing date from tomorrow on");
    const tooLate = await refusal(
      () => openBallot(getDb(), as(committee, "committee"), p.id, ballotInput(now, 120)),
      { unchanged: databaseDigest },
    );
    expect(tooLate.fieldErrors.closesOn).toBe("Choose a closing date within 90 days");

    const ballot = await openBallot(
      getDb(),
      as(committee, "committee"),
      p.id,
      ballotInput(now, 7, { approvalRule: "three-quarters", quorumPercent: 60 }),
      now,
    );
    expect(ballot).toMatchObject({
      status: "open",
      quorumPercent: 60,
      approvalNumerator: 3,
      approvalDenominator: 4,
      eligibleCount: voterCount,
    });
    const roll = await getDb()
      .select()
      .from(standardBallotVoters)
      .where(eq(standardBallotVoters.ballotId, ballot.id));
    expect(roll.map((r) => r.userId).sort()).toEqual(
      expect.arrayContaining([committee.userId, committee2.userId, admin.userId]),
    );
    expect(roll.map((r) => r.userId)).not.toContain(applicant.userId);
    expect(roll).toHaveLength(voterCount);
    expect(ballot.closesAt.toISOString() > new Date(now.getTime() + 6 * DAY).toISOString()).toBe(
      true,
    );
    for (const voter of [committee, committee2, admin]) {
      expect((await notesOf(voter.userId, "standard_vote_required")).at(-1)!.message).toMatch(
        /^Your vote is needed on the proposal to change Standard 10 \(Lethal Control Justification\)\. The ballot closes /,
      );
    }
    expect((await notesOf(applicant.userId, "standard_proposal_status")).at(-1)!.message).toMatch(
      /opened a ballot on your proposal/,
    );
    expect(
      (await getDb().select().from(standardChanges).where(eq(standardChanges.id, p.id)))[0]!.status,
    ).toBe("voting");
    expect((await auditOf(p.id)).at(-1)).toMatchObject({
      action: "ballot_opened",
      actorId: committee.userId,
      details: expect.objectContaining({
        from: "proposed",
        to: "voting",
        quorumPercent: 60,
        approvalRule: "3/4",
      }),
    });

    // The text is frozen while the ballot is open.
    const frozen = await refusal(
      () =>
        updateProposal(getDb(), as(applicant, "applicant"), p.id, {
          proposedContent: "late change",
          discussionNotes: "x",
        }),
      { unchanged: databaseDigest },
    );
    expect([frozen.status, frozen.message]).toEqual([
      409,
      "The proposed text is frozen while the ballot is open",
    ]);
    // And a second ballot cannot open.
    const again = await refusal(
      () => openBallot(getDb(), as(admin, "administrator"), p.id, ballotInput(now)),
      { unchanged: databaseDigest },
    );
    expect(again.status).toBe(409);
  });

  it("votes: committee and administrators only; a reject needs a reason; a repeat vote updates the earlier one", async () => {
    const p = await propose("11");
    const now = new Date();
    await openBallot(getDb(), as(admin, "administrator"), p.id, ballotInput(now), now);
    for (const viewer of [as(applicant, "applicant"), as(examiner, "examiner")]) {
      const before = await digest();
      const refused = await refusal(
        () => castVote(getDb(), viewer, p.id, { vote: "approve", comment: null }),
        { unchanged: databaseDigest },
      );
      expect([refused.status, refused.message]).toEqual([
        403,
        "You do not have permission to vote on proposals",
      ]);
      expect(await digest()).toBe(before);
    }
    // The administrator acting as examiner may not vote either.
    const asExaminer = await refusal(
      () => castVote(getDb(), as(admin, "examiner"), p.id, { vote: "approve", comment: null }),
      { unchanged: databaseDigest },
    );
    expect(asExaminer.message).toBe("You do not have permission to vote on proposals");
    const noReason = await refusal(
      () => castVote(getDb(), as(committee, "committee"), p.id, { vote: "reject", comment: null }),
      { unchanged: databaseDigest },
    );
    expect([noReason.status, noReason.fieldErrors.comment]).toEqual([
      422,
      "Give the reason for your reject vote",
    ]);

    await castVote(getDb(), as(committee, "committee"), p.id, {
      vote: "reject",
      comment: "Too vague.",
    });
    const changed = await castVote(getDb(), as(committee, "committee"), p.id, {
      vote: "approve",
      comment: "Convinced by the revision.",
    });
    expect(changed.vote).toMatchObject({ vote: "approve", comment: "Convinced by the revision." });
    const rows = await getDb().select().from(votes).where(eq(votes.changeId, p.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.votedAt.getTime());
  });

  it("a voter sees how many voted, not how, until their own vote; then the tally and the votes", async () => {
    const p = await propose("12");
    const now = new Date();
    await openBallot(getDb(), as(admin, "administrator"), p.id, ballotInput(now), now);
    await castVote(getDb(), as(admin, "committee"), p.id, { vote: "approve", comment: null });
    const before = await getProposal(getDb(), as(committee, "committee"), p.id);
    expect(before.ballot).toMatchObject({ turnout: { cast: 1 }, tally: null });
    expect(before.votes).toBeNull();
    await castVote(getDb(), as(committee, "committee"), p.id, { vote: "approve", comment: null });
    const after = await getProposal(getDb(), as(committee, "committee"), p.id);
    expect(after.ballot?.tally).toMatchObject({ approve: 2, cast: 2 });
    expect(after.votes).toHaveLength(2);
  });

  it("two simultaneous votes by one member give one row", async () => {
    const p = await propose("4");
    const now = new Date();
    await openBallot(getDb(), as(committee, "committee"), p.id, ballotInput(now), now);
    const results = await Promise.allSettled([
      castVote(getDb(), as(committee2, "committee"), p.id, { vote: "approve", comment: null }),
      castVote(getDb(), as(committee2, "committee"), p.id, {
        vote: "abstain",
        comment: "Second thoughts",
      }),
      castVote(getDb(), as(committee2, "committee"), p.id, {
        vote: "reject",
        comment: "Third thoughts",
      }),
    ]);
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    const rows = await getDb()
      .select()
      .from(votes)
      .where(and(eq(votes.changeId, p.id), eq(votes.userId, committee2.userId)));
    expect(rows).toHaveLength(1);
  });

  it("a member not on the roll, or a vote after the closing date, is refused", async () => {
    const p = await propose("2");
    const opened = new Date();
    await openBallot(getDb(), as(committee, "committee"), p.id, ballotInput(opened, 3), opened);
    const late = await createTestUser("committee", { name: "Late Member" });
    const notOnRoll = await refusal(
      () => castVote(getDb(), as(late, "committee"), p.id, { vote: "approve", comment: null }),
      { unchanged: databaseDigest },
    );
    expect([notOnRoll.status, notOnRoll.message]).toEqual([
      403,
      "You were not a voting member when this ballot opened, so you are not on its voter roll",
    ]);
    const afterClose = await refusal(
      () =>
        castVote(
          getDb(),
          as(committee, "committee"),
          p.id,
          { vote: "approve", comment: null },
          new Date(opened.getTime() + 5 * DAY),
        ),
      { unchanged: databaseDigest },
    );
    expect(afterClose.status).toBe(409);
    expect(afterClose.message).toMatch(/^The ballot closed on .*: votes can no longer be cast$/);
  });

  it("closes by itself at its closing date (the scheduler, injected clock), once, and tells the committee and the proposer", async () => {
    const db = getDb();
    const p = await propose("15");
    const opened = new Date();
    const ballot = await openBallot(
      db,
      as(committee, "committee"),
      p.id,
      ballotInput(opened, 2),
      opened,
    );
    await castVote(
      db,
      as(committee, "committee"),
      p.id,
      { vote: "approve", comment: null },
      opened,
    );
    await castVote(
      db,
      as(committee2, "committee"),
      p.id,
      { vote: "approve", comment: null },
      opened,
    );
    await castVote(
      db,
      as(admin, "administrator"),
      p.id,
      { vote: "reject", comment: "Not needed." },
      opened,
    );

    // Before the closing time nothing happens.
    const early = await runScheduledJob(ballotClosingJob, {
      db,
      now: new Date(ballot.closesAt.getTime() - 60_000),
      force: true,
    });
    expect(early).toMatchObject({ ran: true, ok: true, result: { closed: 0 } });
    expect(
      (await db.select().from(standardBallots).where(eq(standardBallots.id, ballot.id)))[0]!.status,
    ).toBe("open");

    const at = new Date(ballot.closesAt.getTime() + 1000);
    const run = await runScheduledJob(ballotClosingJob, { db, now: at, force: true });
    expect(run).toMatchObject({ ran: true, ok: true });
    expect((run as { result: { closed: number } }).result.closed).toBeGreaterThanOrEqual(1);
    const [closed] = await db
      .select()
      .from(standardBallots)
      .where(eq(standardBallots.id, ballot.id));
    const quorumMet = 3 * 100 >= 50 * ballot.eligibleCount;
    expect(closed).toMatchObject({
      status: "closed",
      approveCount: 2,
      rejectCount: 1,
      abstainCount: 0,
      result: quorumMet ? "passed" : "no-quorum",
    });
    expect(closed!.closedAt!.getTime()).toBe(at.getTime());
    // Idempotent: a second run at the same time (or a catch-up) closes nothing more.
    expect(await closeDueBallots(db, at)).toEqual({ closed: 0 });
    expect(
      (
        await db.select().from(standardBallots).where(eq(standardBallots.id, ballot.id))
      )[0]!.closedAt!.getTime(),
    ).toBe(at.getTime());
    const committeeNotes = (await notesOf(committee2.userId, "standard_proposal_status")).filter(
      (n) => n.message.startsWith("The ballot on the proposal to change Standard 15"),
    );
    expect(committeeNotes).toHaveLength(1);
    expect(committeeNotes[0]!.message).toContain("2 approve, 1 reject, 0 abstain");
    expect(
      (await notesOf(applicant.userId, "standard_proposal_status")).filter(
        (n) => n.message.includes("Standard 15") && n.message.includes("closed"),
      ),
    ).toHaveLength(1);
    expect((await auditOf(p.id)).map((a) => a.action)).toContain("ballot_closed");
  });

  it("the vote that completes the roll closes the ballot at once", async () => {
    const db = getDb();
    const p = await propose("9");
    const now = new Date();
    const ballot = await openBallot(db, as(committee, "committee"), p.id, ballotInput(now), now);
    const roll = await db
      .select()
      .from(standardBallotVoters)
      .where(eq(standardBallotVoters.ballotId, ballot.id));
    let last = null;
    for (const member of roll) {
      const [profile] = await executeRows<{ role: Role }>(
        db,
        sql`select role from profiles where id = ${member.userId}`,
      );
      last = await castVote(
        db,
        { user: { id: member.userId }, activeRole: profile!.role },
        p.id,
        { vote: "approve", comment: null },
        now,
      );
    }
    expect(last!.closed).toMatchObject({ result: "passed", cast: roll.length });
    // Everyone voted before the closing date: the outcome is applied at once.
    expect(last!.outcome).toBe("awaiting-publication");
    expect(await loadStatus(p.id)).toBe("passed");
    expect(
      (await db.select().from(standardBallots).where(eq(standardBallots.id, ballot.id)))[0],
    ).toMatchObject({ status: "closed", result: "passed" });
    const audit = await auditOf(p.id);
    expect(audit.find((a) => a.action === "ballot_closed")!.details).toMatchObject({
      event: "system:all-votes-cast",
    });
  });
});

describe("deciding (SPEC §4: on approval the item takes the proposed content, version + 0.1)", () => {
  async function passedBallot(number: string) {
    const db = getDb();
    const p = await propose(number);
    const now = new Date();
    await openBallot(db, as(committee, "committee"), p.id, ballotInput(now, 1), now);
    await castVote(db, as(committee, "committee"), p.id, { vote: "approve", comment: null }, now);
    await castVote(db, as(committee2, "committee"), p.id, { vote: "approve", comment: null }, now);
    await castVote(db, as(admin, "administrator"), p.id, { vote: "abstain", comment: null }, now);
    const [ballot] = await db
      .select()
      .from(standardBallots)
      .where(eq(standardBallots.changeId, p.id));
    return { p, after: new Date(ballot!.closesAt.getTime() + 1000) };
  }

  it("a passed ballot leaves the proposal awaiting publication; only Publish (staff) applies it: content, version, history (with the tally), status, notification and audit in one go", async () => {
    const db = getDb();
    const { p, after } = await passedBallot("12");
    const open = await refusal(
      () =>
        decideProposal(db, as(admin, "administrator"), p.id, { decision: "approved", note: null }),
      { unchanged: databaseDigest },
    );
    expect([open.status, open.message]).toEqual([
      409,
      "This proposal is being balloted: the ballot's outcome is applied when it closes",
    ]);
    // The scheduler closes the ballot at its closing time and applies the outcome.
    await closeDueBallots(db, after);
    expect(await loadStatus(p.id)).toBe("passed");
    const waiting = await getProposal(db, as(admin, "administrator"), p.id, after);
    expect(waiting.proposal.status).toBe("passed");
    // The only actions left: Publish, and Withdraw with a reason. Never Reject.
    expect(waiting.can).toMatchObject({
      approve: true,
      reject: false,
      openBallot: false,
      withdraw: false,
      withdrawWithReason: true,
    });
    const reject = await refusal(
      () =>
        decideProposal(
          db,
          as(admin, "administrator"),
          p.id,
          { decision: "rejected", note: "Changed my mind." },
          after,
        ),
      { unchanged: databaseDigest },
    );
    expect(reject.status).toBe(409);
    for (const viewer of [as(applicant, "applicant"), as(examiner, "examiner")]) {
      const refused = await refusal(
        () => decideProposal(db, viewer, p.id, { decision: "approved", note: null }, after),
        { unchanged: databaseDigest },
      );
      expect(refused.message).toBe("You do not have permission to update proposal status");
    }
    const before = await item("12");
    const approved = await decideProposal(
      db,
      as(admin, "administrator"),
      p.id,
      { decision: "approved", note: "Adopted." },
      after,
    );
    expect(approved).toMatchObject({
      status: "approved",
      appliedVersion: "1.1",
      decidedBy: admin.userId,
      decisionNote: "Adopted.",
    });
    const now12 = await item("12");
    expect(now12).toMatchObject({ content: p.proposedContent, version: "1.1" });
    expect(before.version).toBe("1.0");
    const [entry] = await db
      .select()
      .from(standardVersionHistory)
      .where(
        and(
          eq(standardVersionHistory.standardId, now12.id),
          eq(standardVersionHistory.changeKind, "proposal"),
        ),
      );
    expect(entry).toMatchObject({
      proposalId: p.id,
      version: "1.1",
      content: p.proposedContent,
      changedBy: admin.userId,
    });
    expect(entry!.tally).toMatchObject({ approve: 2, reject: 0, abstain: 1, result: "passed" });
    expect((await notesOf(applicant.userId, "standard_proposal_status")).at(-1)!.message).toBe(
      "Your proposal to change Standard 12 (Rodent Kill Traps) was published: the standard is now version 1.1.",
    );
    expect((await auditOf(p.id)).map((a) => a.action)).toEqual(
      expect.arrayContaining([
        "proposed",
        "ballot_opened",
        "vote_cast",
        "ballot_closed",
        "passed",
        "approved",
      ]),
    );
    expect((await auditOf(p.id)).find((a) => a.action === "passed")).toMatchObject({
      actorId: null,
      details: expect.objectContaining({ event: "system:ballot-passed" }),
    });
    const again = await refusal(
      () =>
        decideProposal(
          db,
          as(admin, "administrator"),
          p.id,
          { decision: "rejected", note: "Too late." },
          after,
        ),
      { unchanged: databaseDigest },
    );
    expect(again.status).toBe(409);
    // The detail shows the texts side by side with the diff, and the tally.
    const detail = await getProposal(db, as(applicant, "applicant"), p.id, after);
    expect(
      detail.diff.parts.some((part) => part.kind === "added" && part.text.includes("cleaned")),
    ).toBe(true);
    expect(detail.ballot).toMatchObject({
      status: "closed",
      result: "passed",
      thresholdPercent: 66.7,
      tally: { approvalPercent: 100, returnPercent: expect.any(Number) },
    });
    expect(detail.votes).toBeNull(); // individual votes are the committee's
    expect((await getProposal(db, as(committee, "committee"), p.id, after)).votes).toHaveLength(3);
  });

  it("a programme that publishes at once: the passed ballot publishes the text by itself (PROPOSAL_PASSED_OUTCOME=publish)", async () => {
    const db = getDb();
    process.env.PROPOSAL_PASSED_OUTCOME = "publish";
    resetEnvForTests();
    try {
      const { p, after } = await passedBallot("10");
      const before = await item("10");
      expect(await closeDueBallots(db, after)).toMatchObject({ closed: 1 });
      const [row] = await db.select().from(standardChanges).where(eq(standardChanges.id, p.id));
      expect(row).toMatchObject({
        status: "approved",
        decidedBy: null,
        appliedVersion: expect.any(String),
      });
      expect(await item("10")).toMatchObject({ content: p.proposedContent });
      expect(Number((await item("10")).version)).toBeCloseTo(Number(before.version) + 0.1);
      const approvedEntry = (await auditOf(p.id)).find((a) => a.action === "approved");
      expect(approvedEntry).toMatchObject({
        actorId: null,
        details: expect.objectContaining({ event: "system:ballot-passed" }),
      });
    } finally {
      delete process.env.PROPOSAL_PASSED_OUTCOME;
      resetEnvForTests();
    }
  });

  it("a failure while approving leaves the standard, the proposal and its history untouched", async () => {
    const db = getDb();
    const { p, after } = await passedBallot("5");
    await closeDueBallots(db, after);
    await db.execute(
      sql.raw(
        `alter table audit_log add constraint test_no_approval check (action <> 'approved') not valid`,
      ),
    );
    try {
      const before = await digest();
      await expect(
        decideProposal(
          db,
          as(admin, "administrator"),
          p.id,
          { decision: "approved", note: null },
          after,
        ),
      ).rejects.toThrow();
      expect(await digest()).toBe(before);
      expect(await item("5")).toMatchObject({ version: "1.0" });
    } finally {
      await db.execute(sql.raw(`alter table audit_log drop constraint test_no_approval`));
    }
  });

  it("a ballot that did not pass rejects the proposal by itself, with the tally; it cannot be published; rejecting before a ballot needs a reason", async () => {
    const db = getDb();
    const p = await propose("13");
    const now = new Date();
    await openBallot(db, as(committee, "committee"), p.id, ballotInput(now, 1), now);
    await castVote(db, as(committee, "committee"), p.id, { vote: "reject", comment: "No." }, now);
    const [ballot] = await db
      .select()
      .from(standardBallots)
      .where(eq(standardBallots.changeId, p.id));
    const after = new Date(ballot!.closesAt.getTime() + 1000);
    await runScheduledJob(ballotClosingJob, { db, now: after, force: true });
    const [rejected] = await db.select().from(standardChanges).where(eq(standardChanges.id, p.id));
    expect(rejected).toMatchObject({ status: "rejected", decidedBy: null });
    expect(rejected!.decisionNote).toMatch(
      /^Ballot (no quorum|not passed): 1 of \d+ returned \([\d.]+%\), 0 approve, 1 reject, 0 abstain\.$/,
    );
    expect((await auditOf(p.id)).find((a) => a.action === "rejected")).toMatchObject({
      actorId: null,
      details: expect.objectContaining({ event: "system:ballot-failed" }),
    });
    const refused = await refusal(
      () =>
        decideProposal(
          db,
          as(admin, "administrator"),
          p.id,
          { decision: "approved", note: null },
          after,
        ),
      { unchanged: databaseDigest },
    );
    expect(refused.status).toBe(409);
    expect((await item("13")).version).toBe("1.0");
    const shown = await getProposal(db, as(admin, "administrator"), p.id, after);
    expect(shown.can).toMatchObject({ approve: false, reject: false });

    const early = await propose("14");
    const noReason = await refusal(
      () =>
        decideProposal(db, as(committee, "committee"), early.id, {
          decision: "rejected",
          note: null,
        }),
      { unchanged: databaseDigest },
    );
    expect(noReason.fieldErrors.note).toBe("Give the reason for rejecting the proposal");
    const noBallot = await refusal(
      () =>
        decideProposal(db, as(committee, "committee"), early.id, {
          decision: "approved",
          note: null,
        }),
      { unchanged: databaseDigest },
    );
    expect(noBallot.status).toBe(409);
    await decideProposal(db, as(committee, "committee"), early.id, {
      decision: "rejected",
      note: "Out of scope.",
    });
    expect((await notesOf(applicant.userId, "standard_proposal_status")).at(-1)!.message).toBe(
      "Your proposal to change Standard 14 (Working Animals) was rejected. Out of scope.",
    );
  });

  it("the proposer withdraws, or an administrator with a reason; an open ballot is cancelled and its voters told; committee members and others are refused", async () => {
    const db = getDb();
    const p = await propose("7");
    for (const viewer of [as(otherApplicant, "applicant"), as(committee, "committee")]) {
      const refused = await refusal(
        () => withdrawProposal(db, viewer, p.id, { note: "Not mine but still." }),
        { unchanged: databaseDigest },
      );
      expect([refused.status, refused.message]).toEqual([
        403,
        "You do not have permission to withdraw this proposal",
      ]);
    }
    // Only the author is offered "Your proposal / Withdraw the proposal".
    expect((await getProposal(db, as(applicant, "applicant"), p.id)).can).toMatchObject({
      withdraw: true,
      withdrawWithReason: false,
    });
    for (const viewer of [as(committee, "committee"), as(otherApplicant, "applicant")]) {
      expect((await getProposal(db, viewer, p.id)).can).toMatchObject({
        withdraw: false,
        withdrawWithReason: false,
      });
    }
    expect((await getProposal(db, as(admin, "administrator"), p.id)).can).toMatchObject({
      withdraw: false,
      withdrawWithReason: true,
    });
    const now = new Date();
    const ballot = await openBallot(db, as(committee, "committee"), p.id, ballotInput(now), now);
    const withdrawn = await withdrawProposal(db, as(applicant, "applicant"), p.id, {
      note: "Superseded by a better idea.",
    });
    expect(withdrawn.status).toBe("withdrawn");
    expect(
      (await db.select().from(standardBallots).where(eq(standardBallots.id, ballot.id)))[0]!.status,
    ).toBe("cancelled");
    expect((await notesOf(committee2.userId, "standard_proposal_status")).at(-1)!.message).toBe(
      "The ballot on the proposal to change Standard 7 (Humane Eviction) was cancelled: the proposal was withdrawn.",
    );
    const late = await refusal(
      () => castVote(db, as(committee, "committee"), p.id, { vote: "approve", comment: null }),
      { unchanged: databaseDigest },
    );
    expect(late.status).toBe(409);
    const byAdmin = await propose("8");
    const noReason = await refusal(
      () => withdrawProposal(db, as(admin, "administrator"), byAdmin.id, { note: null }),
      { unchanged: databaseDigest },
    );
    expect(noReason.fieldErrors.note).toBe(
      "Give the reason for withdrawing someone else's proposal",
    );
    await withdrawProposal(db, as(admin, "administrator"), byAdmin.id, {
      note: "Duplicate of an earlier proposal.",
    });
    expect((await notesOf(applicant.userId, "standard_proposal_status")).at(-1)!.message).toBe(
      "Your proposal to change Standard 8 (Limited Live Capture) was withdrawn. Duplicate of an earlier proposal.",
    );
  });
});

describe("the proposals list", () => {
  it("filters by status, and voters by 'needs my vote'", async () => {
    const db = getDb();
    const p = await propose("1");
    const now = new Date();
    await openBallot(db, as(committee, "committee"), p.id, ballotInput(now), now);
    const mine = await listProposals(db, as(committee2, "committee"), { needsMyVote: true }, now);
    expect(mine.rows.map((r) => r.id)).toContain(p.id);
    expect(mine.rows.every((r) => r.needsMyVote && r.status === "voting")).toBe(true);
    expect(mine.awaitingMyVote).toBe(mine.total);
    await castVote(db, as(committee2, "committee"), p.id, { vote: "approve", comment: null }, now);
    const after = await listProposals(db, as(committee2, "committee"), { needsMyVote: true }, now);
    expect(after.rows.map((r) => r.id)).not.toContain(p.id);
    // Not a voter: the filter does not apply, every proposal is listed.
    const applicantView = await listProposals(
      db,
      as(applicant, "applicant"),
      { needsMyVote: true },
      now,
    );
    expect(applicantView.filters.needsMyVote).toBe(false);
    expect(applicantView.isVoter).toBe(false);
    const rejected = await listProposals(
      db,
      as(applicant, "applicant"),
      { status: "rejected" },
      now,
    );
    expect(rejected.rows.every((r) => r.status === "rejected")).toBe(true);
    expect(rejected.total).toBeGreaterThan(0);
  });
});
