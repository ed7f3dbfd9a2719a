import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, standardBallots, standardChanges, standardItems } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { executeRows, getDb } from "~/lib/db.server";
import { pgError } from "~/lib/pg-error";
import type { Role, Viewer } from "~/modules/permissions";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { createProposal } from "./create-proposal.server";
import { setBallotStatus } from "./set-ballot-status.server";
import { setProposalStatus } from "./set-proposal-status.server";

const as = (user: TestUser, activeRole: Role): Viewer => ({
  user: { id: user.userId },
  activeRole,
});

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected the call to be refused");
}

/** Every row a proposal or ballot status change may touch. */
async function digest(): Promise<string> {
  const parts: string[] = [];
  for (const table of ["standard_changes", "standard_ballots", "audit_log"]) {
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

async function proposal(by: TestUser, number: string) {
  const [target] = await getDb()
    .select()
    .from(standardItems)
    .where(and(eq(standardItems.kind, "standard"), eq(standardItems.number, number)));
  return createProposal(getDb(), as(by, "applicant"), {
    sectionId: target!.id,
    proposedContent: `${target!.content} A sentence more.`,
    discussionNotes: "Clearer.",
  });
}

/** An open ballot on `changeId`, written directly (its opening is the proposal writer's test). */
async function ballotOn(changeId: string) {
  const [row] = await getDb()
    .insert(standardBallots)
    .values({
      changeId,
      openedAt: new Date(),
      closesAt: new Date(Date.now() + 86_400_000),
      quorumPercent: 50,
      approvalNumerator: 2,
      approvalDenominator: 3,
      eligibleCount: 1,
    })
    .returning();
  return row!;
}

describe("the proposal writer (decision 014)", () => {
  it("refuses an edge the table lacks, a person without the policy action and a stale status; nothing changes", async () => {
    const proposer = await createTestUser("applicant");
    const other = await createTestUser("applicant");
    const committee = await createTestUser("committee");
    const p = await proposal(proposer, "3");
    const db = getDb();
    const write = (
      from: string,
      to: "voting" | "approved" | "rejected" | "withdrawn",
      viewer: Viewer,
    ) =>
      rejection(
        db.transaction((tx) =>
          setProposalStatus(tx, {
            proposal: { id: p.id, status: from, proposedBy: p.proposedBy },
            to,
            viewer,
            audit: { action: "test_change" },
          }),
        ),
      );
    const before = await digest();

    const missing = await write("proposed", "approved", as(committee, "committee"));
    expect([missing.status, missing.message]).toEqual([
      409,
      "A proposal cannot change from proposed to approved this way.",
    ]);
    const byApplicant = await write("proposed", "voting", as(proposer, "applicant"));
    expect([byApplicant.status, byApplicant.message]).toEqual([
      403,
      "You do not have permission to update proposal status",
    ]);
    const notTheirs = await write("proposed", "withdrawn", as(other, "applicant"));
    expect([notTheirs.status, notTheirs.message]).toEqual([
      403,
      "You do not have permission to withdraw this proposal",
    ]);
    const unknown = await write("shelved", "rejected", as(committee, "committee"));
    expect(unknown.status).toBe(409);
    // From a status it no longer has (someone changed it first): zero rows, a conflict.
    const stale = await write("voting", "rejected", as(committee, "committee"));
    expect(stale.status).toBe(409);
    expect(await digest()).toBe(before);
  });

  it("moves the status with its facts and writes the proposal's audit row in the caller's transaction", async () => {
    const proposer = await createTestUser("applicant");
    const committee = await createTestUser("committee");
    const p = await proposal(proposer, "4");
    const db = getDb();
    const before = await digest();
    // A failure later in the same transaction takes the status change back with it.
    await expect(
      db.transaction(async (tx) => {
        await setProposalStatus(tx, {
          proposal: p,
          to: "rejected",
          viewer: as(committee, "committee"),
          audit: { action: "rejected" },
        });
        throw new Error("later step failed");
      }),
    ).rejects.toThrow("later step failed");
    expect(await digest()).toBe(before);

    const row = await db.transaction((tx) =>
      setProposalStatus(tx, {
        proposal: p,
        to: "withdrawn",
        viewer: as(proposer, "applicant"),
        changes: { decidedBy: proposer.userId, decisionNote: "Not needed" },
        audit: { action: "withdrawn", details: { note: "Not needed" } },
      }),
    );
    expect(row).toMatchObject({
      status: "withdrawn",
      decidedBy: proposer.userId,
      decisionNote: "Not needed",
    });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, p.id), eq(auditLog.action, "withdrawn")));
    expect(entry).toMatchObject({
      entityType: "standard_change",
      actorId: proposer.userId,
      details: { from: "proposed", to: "withdrawn", note: "Not needed", activeRole: "applicant" },
    });
  });

  it("the database refuses a proposal status outside the table", async () => {
    const proposer = await createTestUser("applicant");
    const p = await proposal(proposer, "6");
    const error = await getDb()
      .update(standardChanges)
      .set({ status: "shelved" })
      .where(eq(standardChanges.id, p.id))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(pgError(error)).toEqual({ code: "23514", constraint: "standard_changes_status_check" });
  });
});

describe("the ballot writer (decision 014)", () => {
  it("refuses an edge the table lacks, a person on a system edge, the system on a person's edge and a stranger cancelling; nothing changes", async () => {
    const proposer = await createTestUser("applicant");
    const other = await createTestUser("applicant");
    const committee = await createTestUser("committee");
    const p = await proposal(proposer, "9");
    const ballot = await ballotOn(p.id);
    const db = getDb();
    const write = (
      from: string,
      to: "open" | "closed" | "cancelled",
      by: Parameters<typeof setBallotStatus>[3],
    ) =>
      rejection(
        db.transaction((tx) =>
          setBallotStatus(tx, { ...ballot, status: from }, to, by, {
            audit: { action: "test_change" },
          }),
        ),
      );
    const resource = { proposedBy: p.proposedBy };
    const before = await digest();

    const reopen = await write("closed", "open", { event: "system:closing-date" });
    expect(reopen.status).toBe(409);
    const personCloses = await write("open", "closed", {
      viewer: as(committee, "committee"),
      proposal: resource,
    });
    expect(personCloses.status).toBe(409);
    const systemCancels = await write("open", "cancelled", { event: "system:closing-date" });
    expect(systemCancels.status).toBe(409);
    const stranger = await write("open", "cancelled", {
      viewer: as(other, "applicant"),
      proposal: resource,
    });
    expect([stranger.status, stranger.message]).toEqual([
      403,
      "You do not have permission to withdraw this proposal",
    ]);
    expect(await digest()).toBe(before);

    // From a status it no longer has: nothing written, the caller is told (null).
    const stale = await db.transaction((tx) =>
      setBallotStatus(
        tx,
        { ...ballot, status: "open" },
        "cancelled",
        { viewer: as(proposer, "applicant"), proposal: resource },
        { audit: { action: "ballot_cancelled" } },
      ),
    );
    expect(stale).not.toBeNull();
    const again = await db.transaction((tx) =>
      setBallotStatus(
        tx,
        { ...ballot, status: "open" },
        "closed",
        { event: "system:closing-date" },
        { audit: { action: "ballot_closed" } },
      ),
    );
    expect(again).toBeNull();
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "standard_change"), eq(auditLog.entityId, p.id)));
    expect(entries.map((e) => e.action).filter((a) => a.startsWith("ballot_"))).toEqual([
      "ballot_cancelled",
    ]);
    expect(entries.find((e) => e.action === "ballot_cancelled")).toMatchObject({
      actorId: proposer.userId,
      details: { ballotId: ballot.id, from: "open", to: "cancelled" },
    });
  });

  it("the database refuses a ballot status outside the table", async () => {
    const proposer = await createTestUser("applicant");
    const p = await proposal(proposer, "11");
    const ballot = await ballotOn(p.id);
    const error = await getDb()
      .update(standardBallots)
      .set({ status: "paused" })
      .where(eq(standardBallots.id, ballot.id))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(pgError(error)).toEqual({ code: "23514", constraint: "standard_ballots_status_check" });
    const [still] = await getDb()
      .select({ status: standardBallots.status })
      .from(standardBallots)
      .where(eq(standardBallots.id, ballot.id));
    expect(still!.status).toBe("open");
  });
});
