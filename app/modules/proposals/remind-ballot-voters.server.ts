import { and, asc, eq, gt, isNull, lte } from "drizzle-orm";
import {
  ballotReminders,
  profiles,
  standardBallots,
  standardBallotVoters,
  votes,
} from "~/db/schema";
import { BALLOT_REMINDER_HOURS } from "~/domain/proposal-status";
import type { Database } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import type { ScheduledJob } from "~/lib/scheduler.server";
import { enqueueEmail } from "~/modules/mail/index.server";
import { createNotification, notificationText } from "~/modules/notifications/index.server";
import {
  loadBallot,
  loadProposal,
  proposalPath,
  proposalSubject,
  proposalSubjectText,
  programmeZone,
  whenValue,
} from "./proposal-access.server";
import { proposalNotificationMessages as n } from "./proposal-notifications";

const HOUR = 3_600_000;

export type BallotReminderReport = {
  /** Reminders sent (e-mail queued and notification written). */
  sent: number;
  /** Earlier reminders passed over because a later one was already due (catch-up). */
  passedOver: number;
};

/** The reminders due for a ballot closing at `closesAt` as of `now` (latest last), none once it closed. */
export function dueReminderHours(closesAt: Date, now: Date): number[] {
  if (closesAt.getTime() <= now.getTime()) return [];
  return [...BALLOT_REMINDER_HOURS]
    .sort((a, b) => b - a)
    .filter((h) => closesAt.getTime() - h * HOUR <= now.getTime());
}

/**
 * Reminds the members on a ballot's roll who have not voted, 48 and 24 hours
 * before it closes (decision 059). The ledger (`ballot_reminders`, unique per
 * ballot, member and reminder) is written in the transaction that queues the
 * e-mail and the notification, so a reminder goes out once however many
 * processes run the job. Catching up after downtime: only while the ballot is
 * open and before its closing; when both reminders are due only the later
 * one is sent and the earlier is recorded as passed over.
 */
export async function remindBallotVoters(db: Database, now: Date): Promise<BallotReminderReport> {
  const horizon = new Date(now.getTime() + Math.max(...BALLOT_REMINDER_HOURS) * HOUR);
  const open = await db
    .select({ changeId: standardBallots.changeId })
    .from(standardBallots)
    .where(
      and(
        eq(standardBallots.status, "open"),
        gt(standardBallots.closesAt, now),
        lte(standardBallots.closesAt, horizon),
      ),
    )
    .orderBy(asc(standardBallots.closesAt));
  const report: BallotReminderReport = { sent: 0, passedOver: 0 };
  const baseUrl = getEnv().baseUrl;
  for (const { changeId } of open) {
    await db.transaction(async (tx) => {
      const ballot = await loadBallot(tx, changeId, { forUpdate: true });
      if (!ballot || ballot.status !== "open") return;
      const due = dueReminderHours(ballot.closesAt, now);
      if (due.length === 0) return;
      const latest = due.at(-1)!;
      const proposal = await loadProposal(tx, changeId);
      const subject = proposalSubject(proposal);
      const link = proposalPath(proposal.id);
      const waiting = await tx
        .select({ userId: standardBallotVoters.userId, name: profiles.name, email: profiles.email })
        .from(standardBallotVoters)
        .innerJoin(profiles, eq(profiles.id, standardBallotVoters.userId))
        .leftJoin(
          votes,
          and(eq(votes.changeId, ballot.changeId), eq(votes.userId, standardBallotVoters.userId)),
        )
        .where(and(eq(standardBallotVoters.ballotId, ballot.id), isNull(votes.id)))
        .orderBy(asc(standardBallotVoters.userId));
      for (const voter of waiting) {
        for (const hours of due) {
          const sent = hours === latest;
          const [entry] = await tx
            .insert(ballotReminders)
            .values({ ballotId: ballot.id, userId: voter.userId, hoursBefore: hours, sent })
            .onConflictDoNothing()
            .returning({ id: ballotReminders.id });
          if (!entry) continue;
          if (!sent) {
            report.passedOver++;
            continue;
          }
          await createNotification(tx, {
            userId: voter.userId,
            type: "standard_vote_required",
            message: notificationText(n.voteReminder, {
              subject: proposalSubjectText(proposal),
              closes: whenValue(ballot.closesAt),
            }),
            link,
          });
          const emailId = voter.email.trim()
            ? await enqueueEmail(tx, voter.email.trim(), "ballot-reminder", {
                name: voter.name,
                subject,
                hoursLeft: hours,
                // Written in the voter's language by the template.
                closesAt: { at: ballot.closesAt, timeZone: programmeZone() },
                proposalUrl: `${baseUrl}${link}`,
              })
            : null;
          await tx.update(ballotReminders).set({ emailId }).where(eq(ballotReminders.id, entry.id));
          report.sent++;
        }
      }
    });
  }
  return report;
}

/** The scheduler's job: reminders to members who have not voted (decision 059). */
export const ballotReminderJob: ScheduledJob<BallotReminderReport> = {
  name: "standard-ballots-remind",
  intervalMs: 15 * 60_000,
  run: ({ db, now }) => remindBallotVoters(db, now),
};
