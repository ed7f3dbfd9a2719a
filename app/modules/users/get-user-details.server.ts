import { aliasedTable, and, asc, desc, eq, exists, isNull, ne, sql } from "drizzle-orm";
import {
  applications,
  auditLog,
  certificates,
  examinerConflicts,
  inspections,
  profiles,
  session,
  user,
  userInvitations,
} from "~/db/schema";
import { AppError, messages } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { userRoles, type Role } from "~/modules/permissions";
import { assertCan, mayBeAssignedAudits, type Viewer } from "~/modules/permissions";
import { userMessages, type UserStatus } from "~/domain/user-status";

const LIST_LIMIT = 50;
const uuidLike = /^[A-Za-z0-9_-]{1,100}$/;

export type UserDetails = Awaited<ReturnType<typeof getUserDetails>>;

/**
 * A user's page (committee and administrators): profile, roles, status,
 * two-factor, invitation, their applications and certificates (as a
 * business), their audits (as an examiner), conflicts of interest, and the
 * audit-log entries about them (newest first, with the actor's name).
 */
export async function getUserDetails(db: Executor, viewer: Viewer, userId: string) {
  assertCan(viewer, "users.view");
  if (!uuidLike.test(userId)) throw new AppError("not_found", userMessages.userNotFound);
  const [row] = await db
    .select({
      profile: profiles,
      twoFactorEnabled: user.twoFactorEnabled,
      emailVerified: user.emailVerified,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId));
  if (!row) throw new AppError("not_found", userMessages.userNotFound);
  const roles = userRoles(row.profile.role, row.profile.metadata.additional_roles);
  const isExaminer = mayBeAssignedAudits(roles);
  const actor = aliasedTable(profiles, "actor");
  const business = aliasedTable(profiles, "business");

  const [apps, certs, audits, log, invitation, conflicts, sessionsRow] = await Promise.all([
    db
      .select({
        id: applications.id,
        businessName: applications.businessName,
        status: applications.status,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .where(eq(applications.applicantId, userId))
      .orderBy(desc(applications.createdAt))
      .limit(LIST_LIMIT),
    db
      .select({
        id: certificates.id,
        number: certificates.certificateNumber,
        status: certificates.status,
        expiryDate: certificates.expiryDate,
      })
      .from(certificates)
      .where(eq(certificates.businessId, userId))
      .orderBy(desc(certificates.issueDate))
      .limit(LIST_LIMIT),
    isExaminer
      ? db
          .select({
            id: inspections.id,
            status: inspections.status,
            scheduledDate: inspections.scheduledDate,
            businessName: applications.businessName,
          })
          .from(inspections)
          .innerJoin(applications, eq(applications.id, inspections.applicationId))
          .where(eq(inspections.examinerId, userId))
          .orderBy(desc(inspections.scheduledDate))
          .limit(LIST_LIMIT)
      : Promise.resolve([]),
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
        actorId: auditLog.actorId,
        actorName: actor.name,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .where(and(eq(auditLog.entityType, "profile"), eq(auditLog.entityId, userId)))
      .orderBy(desc(auditLog.createdAt))
      .limit(LIST_LIMIT),
    db
      .select({
        id: userInvitations.id,
        expiresAt: userInvitations.expiresAt,
        sentAt: userInvitations.sentAt,
      })
      .from(userInvitations)
      .where(
        and(
          eq(userInvitations.userId, userId),
          isNull(userInvitations.acceptedAt),
          isNull(userInvitations.revokedAt),
        ),
      )
      .limit(1),
    isExaminer
      ? db
          .select({
            id: examinerConflicts.id,
            businessId: examinerConflicts.businessId,
            businessName: business.name,
            organization: business.organization,
            reason: examinerConflicts.reason,
            createdAt: examinerConflicts.createdAt,
          })
          .from(examinerConflicts)
          .innerJoin(business, eq(business.id, examinerConflicts.businessId))
          .where(eq(examinerConflicts.examinerId, userId))
          .orderBy(asc(business.name))
      : Promise.resolve([]),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(session)
      .where(eq(session.userId, userId)),
  ]);
  return {
    id: row.profile.id,
    name: row.profile.name || messages.unknownUser,
    email: row.profile.email,
    organization: row.profile.organization,
    role: roles[0]! as Role,
    additionalRoles: roles.slice(1),
    status: row.profile.status as UserStatus,
    deactivatedAt: row.profile.deactivatedAt?.toISOString() ?? null,
    lastSignInAt: row.profile.lastSignInAt?.toISOString() ?? null,
    createdAt: row.profile.createdAt.toISOString(),
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    emailVerified: row.emailVerified,
    activeSessions: Number(sessionsRow[0]?.n ?? 0),
    isExaminer,
    invitation: invitation[0]
      ? {
          expiresAt: invitation[0].expiresAt.toISOString(),
          sentAt: invitation[0].sentAt.toISOString(),
        }
      : null,
    applications: apps.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    certificates: certs.map((c) => ({ ...c, expiryDate: c.expiryDate.toISOString() })),
    audits: audits.map((a) => ({ ...a, scheduledDate: a.scheduledDate.toISOString() })),
    conflicts: conflicts.map((c) => ({
      id: c.id,
      businessId: c.businessId,
      business: c.organization || c.businessName || messages.unknown,
      reason: c.reason,
      createdAt: c.createdAt.toISOString(),
    })),
    log: log.map((l) => ({
      id: l.id,
      action: l.action,
      details: l.details,
      createdAt: l.createdAt.toISOString(),
      actorName: l.actorId ? (l.actorName ?? messages.unknownUser) : "System",
    })),
  };
}

/** Businesses (accounts with at least one application) an examiner may be kept away from. */
export async function listConflictCandidates(db: Executor, examinerId: string) {
  const rows = await db
    .select({ id: profiles.id, name: profiles.name, organization: profiles.organization })
    .from(profiles)
    .where(
      and(
        ne(profiles.id, examinerId),
        exists(
          db
            .select({ one: sql`1` })
            .from(applications)
            .where(eq(applications.applicantId, profiles.id)),
        ),
      ),
    )
    .orderBy(asc(sql`lower(coalesce(${profiles.organization}, ${profiles.name}))`))
    .limit(1000);
  return rows.map((r) => ({
    id: r.id,
    label: r.organization ? `${r.organization} (${r.name})` : r.name,
  }));
}
