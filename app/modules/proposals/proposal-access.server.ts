import { uuidPattern } from "~/lib/uuid";
import { eq, sql } from "drizzle-orm";
import {
  profiles,
  proposalComments,
  standardBallots,
  standardBallotVoters,
  standardChanges,
} from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { formatDateTime } from "~/lib/format";
import {
  notificationText,
  type NotificationText,
  type NotificationValue,
} from "~/modules/notifications/index.server";
import { audienceRoles } from "~/modules/permissions";
import { proposalMessages } from "./proposal-messages";
import { proposalNotificationMessages } from "./proposal-notifications";

export type ProposalRow = typeof standardChanges.$inferSelect;
export type BallotRow = typeof standardBallots.$inferSelect;
export type ProposalCommentRow = typeof proposalComments.$inferSelect;

export function proposalPath(id: string) {
  return `/dashboard/standards/proposals/${id}`;
}

/** "Standard 8 (Limited Live Capture)" as proposals name the item they change. */
export function proposalSubject(p: Pick<ProposalRow, "sectionNumber" | "sectionTitle">) {
  const label = /^\d/.test(p.sectionNumber)
    ? `Standard ${p.sectionNumber}`
    : `Appendix ${p.sectionNumber}`;
  return `${label} (${p.sectionTitle})`;
}

/** proposalSubject for a notification: written in each reader's language. */
export function proposalSubjectText(
  p: Pick<ProposalRow, "sectionNumber" | "sectionTitle">,
): NotificationText {
  return notificationText(proposalNotificationMessages.subject, {
    kind: /^\d/.test(p.sectionNumber) ? "standard" : "appendix",
    number: p.sectionNumber,
    title: p.sectionTitle,
  });
}

export function programmeZone(): string {
  return getEnv().PROGRAMME_TIME_ZONE;
}

export function when(date: Date): string {
  return formatDateTime(date, programmeZone());
}

/** `when` for a notification: the moment, written in each reader's language. */
export function whenValue(date: Date): NotificationValue {
  return { moment: date.toISOString(), timeZone: programmeZone() };
}

export async function loadProposal(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ProposalRow> {
  if (!uuidPattern.test(id)) throw new AppError("not_found", proposalMessages.notFound);
  const query = db.select().from(standardChanges).where(eq(standardChanges.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw new AppError("not_found", proposalMessages.notFound);
  return row;
}

export async function loadBallot(
  db: Executor,
  changeId: string,
  options: { forUpdate?: boolean } = {},
): Promise<BallotRow | null> {
  const query = db.select().from(standardBallots).where(eq(standardBallots.changeId, changeId));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** Users who hold a voting role (as profile role or additional role), each once. */
export async function listVotingMembers(db: Executor): Promise<string[]> {
  const roles = audienceRoles("voters");
  const holds = roles.map(
    (r) => sql`(${profiles.role} = ${r} or ${profiles.metadata}->'additional_roles' ? ${r})`,
  );
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`(${sql.join(holds, sql` or `)})`)
    .orderBy(profiles.id);
  return rows.map((r) => r.id);
}

export async function votersOf(db: Executor, ballotId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: standardBallotVoters.userId })
    .from(standardBallotVoters)
    .where(eq(standardBallotVoters.ballotId, ballotId));
  return rows.map((r) => r.userId);
}

/** A reply in a proposal's discussion, looked up within its proposal (else not found). */
export async function loadComment(
  db: Executor,
  proposalId: string,
  commentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ProposalCommentRow> {
  if (!uuidPattern.test(commentId))
    throw new AppError("not_found", proposalMessages.commentNotFound);
  const query = db.select().from(proposalComments).where(eq(proposalComments.id, commentId));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row || row.changeId !== proposalId)
    throw new AppError("not_found", proposalMessages.commentNotFound);
  return row;
}
