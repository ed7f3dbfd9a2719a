import { describe, expect, it } from "vitest";
import { votes } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { Role } from "~/modules/permissions/permissions";
import { insertOpenBallot } from "../../../tests/helpers/dashboard";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { listOpenBallots } from "./list-open-ballots.server";

const DAY = 86_400_000;
const as = (u: TestUser, activeRole: Role) => ({ user: { id: u.userId }, activeRole });

describe("open ballots on the committee's dashboard", () => {
  it("lists open ballots closing soonest first with the member's own vote, and counts those awaiting it", async () => {
    const now = new Date();
    const member = await createTestUser("committee");
    const other = await createTestUser("committee");
    const voted = await insertOpenBallot({
      closesAt: new Date(now.getTime() + 2 * DAY),
      voterIds: [member.userId, other.userId],
      sectionTitle: "Humane eviction",
    });
    const waiting = await insertOpenBallot({
      closesAt: new Date(now.getTime() + 5 * DAY),
      voterIds: [member.userId, other.userId],
      sectionTitle: "Release",
    });
    await insertOpenBallot({
      closesAt: new Date(now.getTime() + 6 * DAY),
      voterIds: [other.userId],
      sectionTitle: "Not on my roll",
    });
    // Closed by its date already: not open any more.
    await insertOpenBallot({
      closesAt: new Date(now.getTime() - DAY),
      voterIds: [member.userId],
      sectionTitle: "Past closing",
    });
    await getDb()
      .insert(votes)
      .values({ changeId: voted.proposalId, userId: member.userId, vote: "approve" });

    const list = await listOpenBallots(getDb(), as(member, "committee"), { now });
    const mine = list.rows.filter((r) =>
      [voted.proposalId, waiting.proposalId].includes(r.proposalId),
    );
    expect(mine.map((r) => [r.subject, r.myVote, r.onRoll, r.votesCast])).toEqual([
      ["Standard 12 (Humane eviction)", "approve", true, 1],
      ["Standard 12 (Release)", null, true, 0],
    ]);
    expect(list.rows.some((r) => r.subject.includes("Past closing"))).toBe(false);
    const notOnRoll = list.rows.find((r) => r.subject.includes("Not on my roll"));
    expect(notOnRoll).toMatchObject({ onRoll: false, myVote: null });
    expect(list.awaitingMyVote).toBe(1);
    expect(list.total).toBeGreaterThanOrEqual(3);
    expect(mine[0]!.href).toBe(`/dashboard/standards/proposals/${voted.proposalId}`);
  });

  it("is empty for roles that do not vote", async () => {
    const applicant = await createTestUser("applicant");
    const examiner = await createTestUser("examiner");
    await insertOpenBallot({ closesAt: new Date(Date.now() + DAY), voterIds: [] });
    for (const viewer of [as(applicant, "applicant"), as(examiner, "examiner")]) {
      const list = await listOpenBallots(getDb(), viewer);
      expect(list).toMatchObject({ total: 0, awaitingMyVote: 0, rows: [] });
    }
  });
});
