import { and, asc, eq, lte } from "drizzle-orm";
import { appeals, appealVotes, applications } from "~/db/schema";
import { appealKindLabels, type AppealKind } from "~/domain/appeal-status";
import type { Database, Executor } from "~/lib/db.server";
import type { ScheduledJob } from "~/lib/scheduler.server";
import { recordStatusChange } from "~/modules/applications/index.server";
import {
  loadCertificateRow,
  reinstateCertificateWithin,
} from "~/modules/certificates/index.server";
import { createNotification, notificationText } from "~/modules/notifications/index.server";
import { tallyVotes, type Tally } from "~/modules/proposals";
import { publicContentChanged } from "~/modules/public-cache/index.server";
import {
  emailBusinessAboutAppeal,
  loadAppeal,
  setAppealStatus,
  type AppealRow,
} from "./appeal-record.server";
import { appealPath } from "./appeal-rules";
import { panelOf } from "./open-appeal-panel.server";
import { appealNotificationMessages as n } from "./appeal-notifications";

export type AppealCloseEvent = "system:all-votes-cast" | "system:closing-date";

/** The live tally of an appeal's panel (uphold counts as approve, dismiss as reject). */
export async function tallyAppeal(db: Executor, appeal: AppealRow): Promise<Tally> {
  const rows = await db
    .select({ vote: appealVotes.vote })
    .from(appealVotes)
    .where(eq(appealVotes.appealId, appeal.id));
  const mapped = rows.map((r) => ({
    vote: r.vote === "uphold" ? "approve" : r.vote === "dismiss" ? "reject" : "abstain",
  }));
  return tallyVotes(mapped, appeal.eligibleCount ?? 0, {
    quorumPercent: appeal.quorumPercent ?? 0,
    approvalNumerator: appeal.approvalNumerator ?? 1,
    approvalDenominator: appeal.approvalDenominator ?? 2,
  });
}

/** Puts the outcome of an upheld appeal into effect (decision 057). Returns whether public pages changed. */
async function applyUpheld(tx: Executor, appeal: AppealRow, note: string): Promise<boolean> {
  const kind = appeal.kind as AppealKind;
  if (kind === "rejection") {
    const [application] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, appeal.applicationId))
      .for("update");
    if (application?.status !== "rejected") return false;
    await recordStatusChange(tx, {
      application,
      by: { event: "system:appeal-upheld", actorId: null },
      to: "under-review",
      note,
      details: { appealId: appeal.id },
    });
    return false;
  }
  const certificate = await loadCertificateRow(tx, appeal.certificateId ?? "");
  const standing = kind === "revocation" ? "revoked" : "suspended";
  // The decision appealed must still stand (staff may have reinstated it meanwhile).
  if (certificate.status !== standing) return false;
  await reinstateCertificateWithin(
    tx,
    certificate,
    { event: "system:appeal-upheld", actorId: null },
    note,
  );
  return true;
}

/**
 * Closes an appeal's panel inside the caller's transaction: counts the votes
 * under the rules recorded when it opened; passed → upheld (the outcome
 * applied: the certificate reinstated, or the application reopened),
 * otherwise dismissed (the decision stands). The business is e-mailed and
 * notified, the panel notified. Returns null when the appeal was closed or
 * withdrawn meanwhile.
 */
export async function closeAppealWithin(
  tx: Executor,
  appeal: AppealRow,
  event: AppealCloseEvent,
  now: Date,
): Promise<{ appeal: AppealRow; tally: Tally; publicChanged: boolean } | null> {
  const tally = await tallyAppeal(tx, appeal);
  const upheld = tally.result === "passed";
  const closed = await setAppealStatus(
    tx,
    appeal,
    upheld ? "upheld" : "dismissed",
    { event, actorId: null },
    {
      changes: {
        decidedAt: now,
        result: tally.result,
        upholdCount: tally.approve,
        dismissCount: tally.reject,
        abstainCount: tally.abstain,
      },
      audit: {
        action: upheld ? "appeal_upheld" : "appeal_dismissed",
        details: {
          result: tally.result,
          uphold: tally.approve,
          dismiss: tally.reject,
          abstain: tally.abstain,
          eligible: tally.eligible,
        },
      },
    },
  );
  if (!closed) return null;
  const what = appealKindLabels[closed.kind as AppealKind].toLowerCase();
  const publicChanged = upheld
    ? await applyUpheld(tx, closed, `Appeal ${closed.reference} upheld`)
    : false;
  const outcome = upheld
    ? closed.kind === "rejection"
      ? "Your application is under review again; we will be in touch about the next step."
      : "Your certificate is back in force: the verification page shows it as valid and the directory lists your business again."
    : tally.result === "no-quorum"
      ? "Not enough panel members voted to overturn the decision, so the decision stands."
      : "The panel did not find grounds to overturn the decision, so the decision stands.";
  await emailBusinessAboutAppeal(tx, closed, {
    subject: `Appeal ${closed.reference} ${upheld ? "upheld" : "dismissed"}`,
    headline: upheld ? "Your appeal has been upheld" : "Your appeal has been dismissed",
    paragraphs: [
      `A panel of committee members who took no part in the decision has decided your appeal of the ${what} (reference ${closed.reference}).`,
      outcome,
    ],
  });
  const message = notificationText(n.decided, {
    reference: closed.reference,
    outcome: upheld ? "upheld" : "dismissed",
  });
  const link = appealPath(closed.id);
  await createNotification(tx, { userId: closed.businessId, type: "appeal_status", message, link });
  for (const userId of await panelOf(tx, closed.id)) {
    await createNotification(tx, { userId, type: "appeal_status", message, link });
  }
  return { appeal: closed, tally, publicChanged };
}

/** Closes every panel whose closing date has passed (idempotent, catches up); each in its own transaction. */
export async function closeDueAppeals(db: Database, now: Date): Promise<{ closed: number }> {
  const due = await db
    .select({ id: appeals.id })
    .from(appeals)
    .where(and(eq(appeals.status, "voting"), lte(appeals.closesAt, now)))
    .orderBy(asc(appeals.closesAt));
  let closed = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const appeal = await loadAppeal(tx, id, { lock: true });
      if (appeal.status !== "voting" || !appeal.closesAt || appeal.closesAt > now) return null;
      return closeAppealWithin(tx, appeal, "system:closing-date", now);
    });
    if (done) {
      closed++;
      if (done.publicChanged) publicContentChanged("appeal upheld");
    }
  }
  return { closed };
}

/** The scheduler's job (decision 015): appeal panels close by themselves at their closing date. */
export const appealClosingJob: ScheduledJob<{ closed: number }> = {
  name: "appeal-panels-close",
  intervalMs: 60_000,
  run: ({ db, now }) => closeDueAppeals(db, now),
};
