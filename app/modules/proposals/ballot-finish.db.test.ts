import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ballotReminders,
  emailOutbox,
  notifications,
  proposalCommentRevisions,
  proposalComments,
  standardBallots,
  standardItems,
} from "~/db/schema";
import { executeRows, getDb } from "~/lib/db.server";
import { isoDate } from "~/lib/format";
import { runScheduledJob } from "~/lib/scheduler.server";
import type { Viewer } from "~/modules/permissions";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { castVote } from "./cast-vote.server";
import { createProposal } from "./create-proposal.server";
import { editProposalComment } from "./edit-proposal-comment.server";
import { getProposal } from "./get-proposal.server";
import { hideProposalComment } from "./hide-proposal-comment.server";
import { openBallot } from "./open-ballot.server";
import { postProposalComment } from "./post-proposal-comment.server";
import {
  ballotReminderJob,
  dueReminderHours,
  remindBallotVoters,
} from "./remind-ballot-voters.server";

const ZONE = "America/Toronto";
const DAY = 86_400_000;
const HOUR = 3_600_000;

let applicant: TestUser;
let other: TestUser;
let committee: TestUser;
let committee2: TestUser;
let admin: TestUser;

const as = (user: TestUser, activeRole: Viewer["activeRole"]): Viewer => ({
  user: { id: user.userId },
  activeRole,
});

async function propose(number: string) {
  const [target] = await getDb()
    .select()
    .from(standardItems)
    .where(and(eq(standardItems.kind, "standard"), eq(standardItems.number, number)));
  return createProposal(getDb(), as(applicant, "applicant"), {
    sectionId: target!.id,
    proposedContent: `${target!.content} A sentence added for the ballot test.`,
    discussionNotes: "Needed.",
  });
}

async function remindersOf(ballotId: string) {
  return getDb()
    .select()
    .from(ballotReminders)
    .where(eq(ballotReminders.ballotId, ballotId))
    .orderBy(asc(ballotReminders.userId), asc(ballotReminders.hoursBefore));
}

async function reminderNotes(userId: string) {
  return (
    await getDb()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, userId), eq(notifications.type, "standard_vote_required")),
      )
  ).filter((n) => n.message.startsWith("Reminder:"));
}

beforeAll(async () => {
  applicant = await createTestUser("applicant", { name: "Paula Proposer" });
  other = await createTestUser("applicant", { name: "Otto Other" });
  committee = await createTestUser("committee", { name: "Cora Committee" });
  committee2 = await createTestUser("committee", { name: "Carl Committee" });
  admin = await createTestUser("administrator", { name: "Ada Admin" });
});

describe("reminders before a ballot closes (decision 059)", () => {
  it("which reminders are due: none before 48 h, the 48 h one, both near closing, none once closed", () => {
    const closes = new Date("2026-12-10T04:59:59Z");
    expect(dueReminderHours(closes, new Date(closes.getTime() - 49 * HOUR))).toEqual([]);
    expect(dueReminderHours(closes, new Date(closes.getTime() - 48 * HOUR))).toEqual([48]);
    expect(dueReminderHours(closes, new Date(closes.getTime() - 30 * HOUR))).toEqual([48]);
    expect(dueReminderHours(closes, new Date(closes.getTime() - 2 * HOUR))).toEqual([48, 24]);
    expect(dueReminderHours(closes, closes)).toEqual([]);
  });

  it("48 h and 24 h before closing, members who have not voted only, never twice (ledger), under a simulated clock", async () => {
    const db = getDb();
    const p = await propose("3");
    const opened = new Date();
    const ballot = await openBallot(
      db,
      as(committee, "committee"),
      p.id,
      {
        closesOn: isoDate(opened.getTime() + 5 * DAY, ZONE),
        quorumPercent: 50,
        approvalRule: "two-thirds",
      },
      opened,
    );
    await castVote(
      db,
      as(committee, "committee"),
      p.id,
      { vote: "approve", comment: null },
      opened,
    );
    const roll = ballot.eligibleCount;
    const closes = ballot.closesAt.getTime();

    // Three days before: nothing due.
    expect(await remindBallotVoters(db, new Date(closes - 72 * HOUR))).toEqual({
      sent: 0,
      passedOver: 0,
    });
    // 47 h before: the 48 h reminder to everyone on the roll but the member who voted.
    const at48 = new Date(closes - 47 * HOUR);
    const first = await runScheduledJob(ballotReminderJob, { db, now: at48, force: true });
    expect(first).toMatchObject({ ran: true, ok: true, result: { sent: roll - 1, passedOver: 0 } });
    expect(await reminderNotes(committee.userId)).toHaveLength(0);
    const notes = await reminderNotes(committee2.userId);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toMatch(
      /^Reminder: your vote is still needed on the proposal to change Standard 3 \(.+\)\. The ballot closes .+\.$/,
    );
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.template, "ballot-reminder"), eq(emailOutbox.to, committee2.email)),
      );
    expect(mail!.subject).toMatch(/^Reminder: the ballot on Standard 3 \(.+\) closes in 48 hours$/);
    expect(mail!.text).toContain(`/dashboard/standards/proposals/${p.id}`);

    // The same run again, or from another process: nothing more (the ledger).
    const before = await databaseDigest();
    expect(await remindBallotVoters(db, at48)).toEqual({ sent: 0, passedOver: 0 });
    expect(await databaseDigest()).toEqual(before);

    // committee2 votes; 23 h before closing the 24 h reminder goes to the others only.
    await castVote(db, as(committee2, "committee"), p.id, { vote: "approve", comment: null }, at48);
    const at24 = new Date(closes - 23 * HOUR);
    expect(await remindBallotVoters(db, at24)).toEqual({ sent: roll - 2, passedOver: 0 });
    expect(await reminderNotes(committee2.userId)).toHaveLength(1);
    const adminNotes = await reminderNotes(admin.userId);
    expect(adminNotes).toHaveLength(2);
    const ledger = await remindersOf(ballot.id);
    expect(
      ledger.filter((r) => r.userId === admin.userId).map((r) => [r.hoursBefore, r.sent]),
    ).toEqual([
      [24, true],
      [48, true],
    ]);
    expect(ledger.every((r) => r.sent === (r.emailId !== null))).toBe(true);
    // After closing: nothing, even if the job runs late.
    expect(await remindBallotVoters(db, new Date(closes + HOUR))).toEqual({
      sent: 0,
      passedOver: 0,
    });
  });

  it("catching up after downtime: only the later reminder, only while open and before closing", async () => {
    const db = getDb();
    const p = await propose("4");
    const opened = new Date();
    const ballot = await openBallot(
      db,
      as(committee, "committee"),
      p.id,
      {
        closesOn: isoDate(opened.getTime() + 5 * DAY, ZONE),
        quorumPercent: 50,
        approvalRule: "two-thirds",
      },
      opened,
    );
    const closes = ballot.closesAt.getTime();
    // The app was down through both reminder times: one reminder, the 24 h one; the 48 h is passed over.
    const late = await remindBallotVoters(db, new Date(closes - 3 * HOUR));
    expect(late).toEqual({ sent: ballot.eligibleCount, passedOver: ballot.eligibleCount });
    const mine = (await remindersOf(ballot.id)).filter((r) => r.userId === committee.userId);
    expect(mine.map((r) => [r.hoursBefore, r.sent])).toEqual([
      [24, true],
      [48, false],
    ]);
    expect(await reminderNotes(committee.userId)).toHaveLength(1);
    const [mail] = (
      await db
        .select()
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.template, "ballot-reminder"), eq(emailOutbox.to, committee.email)),
        )
    ).filter((m) => m.subject.includes("Standard 4"));
    expect(mail!.subject).toContain("closes in 24 hours");

    // A ballot already closed (everyone voted) gets no reminder however late the job runs.
    const q = await propose("5");
    const b2 = await openBallot(
      db,
      as(committee, "committee"),
      q.id,
      {
        closesOn: isoDate(opened.getTime() + 5 * DAY, ZONE),
        quorumPercent: 50,
        approvalRule: "two-thirds",
      },
      opened,
    );
    await db
      .update(standardBallots)
      .set({ status: "closed", closedAt: opened, result: "no-quorum" })
      .where(eq(standardBallots.id, b2.id));
    await remindBallotVoters(db, new Date(b2.closesAt.getTime() - 3 * HOUR));
    expect(await remindersOf(b2.id)).toHaveLength(0);
  });
});

describe("a proposal's discussion thread (decision 059)", () => {
  it("replies, edits with history and 'edited', moderation with a reason; refusals change nothing", async () => {
    const db = getDb();
    const p = await propose("6");
    const reply = await postProposalComment(db, as(other, "applicant"), p.id, {
      body: "Twice a day is hard in winter.",
    });
    const proposerReply = await postProposalComment(db, as(applicant, "applicant"), p.id, {
      body: "Then once at dawn and once at dusk.",
    });
    // The proposer is told about replies by others, not their own.
    const told = (
      await db.select().from(notifications).where(eq(notifications.userId, applicant.userId))
    ).filter((n) => n.message.startsWith("New reply in the discussion"));
    expect(told).toHaveLength(1);

    // Only the author edits; the earlier text is kept.
    for (const viewer of [as(applicant, "applicant"), as(admin, "administrator")]) {
      const refused = await refusal(
        () => editProposalComment(db, viewer, p.id, reply.id, { body: "Hijacked." }),
        { unchanged: databaseDigest },
      );
      expect([refused.status, refused.message]).toEqual([
        403,
        "You do not have permission to edit this reply",
      ]);
    }
    const unchanged = await refusal(
      () => editProposalComment(db, as(other, "applicant"), p.id, reply.id, { body: reply.body }),
      { unchanged: databaseDigest },
    );
    expect(unchanged.fieldErrors.body).toBe("The reply is unchanged");
    const edited = await editProposalComment(db, as(other, "applicant"), p.id, reply.id, {
      body: "Twice a day is hard in winter, but possible.",
    });
    expect(edited.editedAt).not.toBeNull();
    const revisions = await db
      .select()
      .from(proposalCommentRevisions)
      .where(eq(proposalCommentRevisions.commentId, reply.id));
    expect(revisions.map((r) => r.body)).toEqual(["Twice a day is hard in winter."]);

    // A reply of another proposal is not found through this one.
    const elsewhere = await propose("11");
    const notHere = await refusal(
      () => editProposalComment(db, as(other, "applicant"), elsewhere.id, reply.id, { body: "x" }),
      { unchanged: databaseDigest },
    );
    expect([notHere.status, notHere.message]).toEqual([404, "Reply not found"]);

    // Moderation: administrators only, with a reason; the text is kept but not shown.
    for (const viewer of [as(committee, "committee"), as(applicant, "applicant")]) {
      const refused = await refusal(
        () => hideProposalComment(db, viewer, p.id, proposerReply.id, { reason: "Off topic." }),
        { unchanged: databaseDigest },
      );
      expect(refused.status).toBe(403);
    }
    await hideProposalComment(db, as(admin, "administrator"), p.id, proposerReply.id, {
      reason: "Personal details removed.",
    });
    const [hidden] = await db
      .select()
      .from(proposalComments)
      .where(eq(proposalComments.id, proposerReply.id));
    expect(hidden).toMatchObject({
      body: "Then once at dawn and once at dusk.",
      hiddenBy: admin.userId,
      hiddenReason: "Personal details removed.",
    });
    const twice = await refusal(
      () =>
        hideProposalComment(db, as(admin, "administrator"), p.id, proposerReply.id, {
          reason: "Again.",
        }),
      { unchanged: databaseDigest },
    );
    expect(twice.status).toBe(409);
    const noEdit = await refusal(
      () =>
        editProposalComment(db, as(applicant, "applicant"), p.id, proposerReply.id, {
          body: "Restored by me.",
        }),
      { unchanged: databaseDigest },
    );
    expect(noEdit.status).toBe(409);

    // What the page shows.
    const page = await getProposal(db, as(other, "applicant"), p.id);
    expect(page.discussion).toMatchObject([
      {
        author: "Otto Other",
        body: "Twice a day is hard in winter, but possible.",
        editedAt: expect.any(String),
        revisions: [{ body: "Twice a day is hard in winter." }],
        canEdit: true,
        canHide: false,
        hidden: null,
      },
      {
        author: "Paula Proposer",
        byProposer: true,
        body: null,
        hidden: { by: "Ada Admin", reason: "Personal details removed." },
        revisions: [],
        canEdit: false,
        canHide: false,
      },
    ]);
    const asAdmin = await getProposal(db, as(admin, "administrator"), p.id);
    expect(asAdmin.discussion.map((c) => c.canHide)).toEqual([true, false]);
    const [audit] = await executeRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from audit_log where entity_type = 'proposal_comment' and entity_id in (${reply.id}, ${proposerReply.id})`,
    );
    expect(audit!.n).toBe(4); // two posted, one edited, one hidden
  });
});
