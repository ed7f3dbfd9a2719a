import { and, eq, isNotNull, ne, or } from "drizzle-orm";
import {
  appealPanelMembers,
  applicationStatusHistory,
  auditLog,
  certificates,
  examinerConflicts,
  inspections,
  profiles,
} from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { APPEAL_APPROVAL, APPEAL_PANEL_DAYS, APPEAL_QUORUM_PERCENT } from "~/domain/appeal-status";
import type { Database, Executor } from "~/lib/db.server";
import { holdsAnyRole } from "~/lib/role-holders.server";
import { createNotification, notificationText } from "~/modules/notifications/index.server";
import { assertCan, audienceRoles, type Viewer } from "~/modules/permissions";
import { appealMessages } from "./appeal-messages";
import { loadAppeal, setAppealStatus, type AppealRow } from "./appeal-record.server";
import { appealPath } from "./appeal-rules";
import { appealNotificationMessages as n } from "./appeal-notifications";

/**
 * Everyone who took part in the decision appealed, read from its record
 * (decision 057): the actors of the application's status history and of its
 * audit log, the examiners of its audits, the certificate's `revoked_by` and
 * `suspended_by` and the actors of the certificate's audit log.
 */
export async function decisionParticipants(
  db: Executor,
  appeal: Pick<AppealRow, "applicationId" | "certificateId">,
): Promise<Set<string>> {
  const ids = new Set<string>();
  const add = (id: string | null | undefined) => {
    if (id) ids.add(id);
  };
  const history = await db
    .select({ actorId: applicationStatusHistory.actorId })
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, appeal.applicationId));
  history.forEach((r) => add(r.actorId));
  const examiners = await db
    .select({ examinerId: inspections.examinerId })
    .from(inspections)
    .where(eq(inspections.applicationId, appeal.applicationId));
  examiners.forEach((r) => add(r.examinerId));
  const entities = [
    and(eq(auditLog.entityType, "application"), eq(auditLog.entityId, appeal.applicationId)),
  ];
  if (appeal.certificateId) {
    const [certificate] = await db
      .select({ revokedBy: certificates.revokedBy, suspendedBy: certificates.suspendedBy })
      .from(certificates)
      .where(eq(certificates.id, appeal.certificateId));
    add(certificate?.revokedBy);
    add(certificate?.suspendedBy);
    entities.push(
      and(eq(auditLog.entityType, "certificate"), eq(auditLog.entityId, appeal.certificateId)),
    );
  }
  const logged = await db
    .select({ actorId: auditLog.actorId })
    .from(auditLog)
    .where(and(isNotNull(auditLog.actorId), or(...entities)));
  logged.forEach((r) => add(r.actorId));
  return ids;
}

/**
 * Everyone who administers the appeal (decision 080): the actors of its audit
 * log other than votes (the business's submission aside, it is excluded
 * anyway), such as whoever opened the panel.
 */
async function appealAdministrators(db: Executor, appealId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ actorId: auditLog.actorId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, "appeal"),
        eq(auditLog.entityId, appealId),
        ne(auditLog.action, "appeal_vote_cast"),
        isNotNull(auditLog.actorId),
      ),
    );
  return rows.flatMap((r) => (r.actorId ? [r.actorId] : []));
}

/**
 * Who may not vote on an appeal, in any role (a person is one person across
 * roles, decision 080): those who took part in the decision, who administer
 * the appeal (`administeredBy`: the one opening the panel now), who have a
 * recorded conflict of interest with the business (decision 030), and the
 * business itself.
 */
export async function panelExclusions(
  db: Executor,
  appeal: Pick<AppealRow, "id" | "applicationId" | "certificateId" | "businessId">,
  administeredBy: readonly string[] = [],
): Promise<Set<string>> {
  const excluded = await decisionParticipants(db, appeal);
  excluded.add(appeal.businessId);
  administeredBy.forEach((id) => excluded.add(id));
  (await appealAdministrators(db, appeal.id)).forEach((id) => excluded.add(id));
  const conflicted = await db
    .select({ userId: examinerConflicts.examinerId })
    .from(examinerConflicts)
    .where(eq(examinerConflicts.businessId, appeal.businessId));
  conflicted.forEach((r) => excluded.add(r.userId));
  return excluded;
}

/**
 * The impartial roll: every active account that may sit on a panel, minus
 * `panelExclusions`. A deactivated account could never vote, so it would
 * keep the panel from completing: it is left out.
 */
export async function impartialPanel(
  db: Executor,
  appeal: Pick<AppealRow, "id" | "applicationId" | "certificateId" | "businessId">,
  administeredBy: readonly string[] = [],
): Promise<string[]> {
  const excluded = await panelExclusions(db, appeal, administeredBy);
  const members = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(holdsAnyRole(audienceRoles("appealPanel")), eq(profiles.status, "active")))
    .orderBy(profiles.id);
  return members.map((m) => m.id).filter((id) => !excluded.has(id));
}

/**
 * Staff open an appeal's panel (`appeal.openPanel`, decision 057): the
 * impartial roll is taken and stored (never with the one who opens it), the rules (quorum, majority, the roll's
 * size, the closing date) are recorded on the appeal, the status moves to
 * voting (`system:panel-opened`) and each member is asked to vote. Refused,
 * writing nothing, when nobody is impartial.
 */
export async function openAppealPanel(
  db: Database,
  viewer: Viewer,
  appealId: string,
  now: Date = new Date(),
): Promise<{ appeal: AppealRow; roll: string[] }> {
  assertCan(viewer, "appeal.openPanel");
  return db.transaction(async (tx) => {
    const current = await loadAppeal(tx, appealId, { lock: true });
    if (current.status !== "submitted") throw new AppError("conflict", appealMessages.notSubmitted);
    const roll = await impartialPanel(tx, current, [viewer.user.id]);
    if (roll.length === 0) throw new AppError("conflict", appealMessages.noPanel);
    const closesAt = new Date(now.getTime() + APPEAL_PANEL_DAYS * 86_400_000);
    const appeal = await setAppealStatus(
      tx,
      current,
      "voting",
      { event: "system:panel-opened", actorId: viewer.user.id },
      {
        changes: {
          openedAt: now,
          closesAt,
          quorumPercent: APPEAL_QUORUM_PERCENT,
          approvalNumerator: APPEAL_APPROVAL.numerator,
          approvalDenominator: APPEAL_APPROVAL.denominator,
          eligibleCount: roll.length,
        },
        audit: {
          action: "appeal_panel_opened",
          details: {
            roll,
            quorumPercent: APPEAL_QUORUM_PERCENT,
            approval: `${APPEAL_APPROVAL.numerator}/${APPEAL_APPROVAL.denominator}`,
            closesAt: closesAt.toISOString(),
            activeRole: viewer.activeRole,
          },
        },
      },
    );
    if (!appeal) throw new AppError("conflict", appealMessages.notSubmitted);
    await tx.insert(appealPanelMembers).values(roll.map((userId) => ({ appealId, userId })));
    for (const userId of roll) {
      await createNotification(tx, {
        userId,
        type: "appeal_vote_required",
        message: notificationText(n.panelVote, {
          reference: appeal.reference,
          kind: notificationText(n.kind, { kind: appeal.kind }),
        }),
        link: appealPath(appeal.id),
      });
    }
    return { appeal, roll };
  });
}

/** The roll of an appeal's panel. */
export async function panelOf(db: Executor, appealId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: appealPanelMembers.userId })
    .from(appealPanelMembers)
    .where(eq(appealPanelMembers.appealId, appealId));
  return rows.map((r) => r.userId);
}
