import { businessTimeZones, timeZoneLabel } from "~/lib/time-zones";
import { and, asc, eq, inArray, notExists, sql, type SQL } from "drizzle-orm";
import { applications, examinerConflicts, inspections, profiles } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { assertCan, examinerRole, type Viewer } from "~/modules/permissions";
import { holdsRole } from "~/lib/role-holders.server";
import {
  auditFeePaidStatuses,
  openAuditStatuses,
  schedulableApplicationStatuses,
} from "./audit-rules";

export type ScheduleOptions = {
  /** `conflictedExaminerIds`: examiners with a recorded conflict of interest with its business. */
  applications: { id: string; label: string; conflictedExaminerIds: string[] }[];
  examiners: { id: string; name: string }[];
  /** Zones a scheduler may choose instead of the business's own (decision 038). */
  timeZones: { id: string; label: string }[];
};

/**
 * SQL over `applications`: may get an audit now (SPEC §5: audit fee paid;
 * submitted, under-review or inspection-scheduled) and has no open audit yet
 * (`mayGetAuditNow` is the same rule for one loaded application).
 */
export function awaitingAudit(db: Executor): SQL {
  return and(
    inArray(applications.paymentStatus, [...auditFeePaidStatuses]),
    inArray(applications.status, [...schedulableApplicationStatuses]),
    notExists(
      db
        .select({ id: inspections.id })
        .from(inspections)
        .where(
          and(
            eq(inspections.applicationId, applications.id),
            inArray(inspections.status, [...openAuditStatuses]),
          ),
        ),
    ),
  )!;
}

/**
 * The schedule form's choices (administrator or committee only): applications
 * that may get an audit now (audit fee paid; submitted, under-review or
 * inspection-scheduled; no open audit yet; `mayGetAuditNow`), each with the
 * examiners who have a conflict of interest with its business, and the users
 * holding the examiner role. `withApplications: false` (an application's own
 * page, which decides with `mayGetAuditNow`) skips the applications; with
 * `businessId` (that page's business) examiners with a conflict of interest
 * with it are left out of the list (decision 066; scheduleAudit refuses them
 * too).
 */
export async function listScheduleOptions(
  db: Executor,
  actor: Viewer,
  { withApplications = true, businessId }: { withApplications?: boolean; businessId?: string } = {},
): Promise<ScheduleOptions> {
  assertCan(actor, "audit.schedule");
  const apps = !withApplications
    ? []
    : await db
        .select({
          id: applications.id,
          businessName: applications.businessName,
          businessAddress: applications.businessAddress,
          conflictedExaminerIds: sql<
            string[]
          >`coalesce((select array_agg(${examinerConflicts.examinerId} order by ${examinerConflicts.examinerId}) from ${examinerConflicts} where ${examinerConflicts.businessId} = ${applications.applicantId}), '{}')`,
        })
        .from(applications)
        .where(awaitingAudit(db))
        .orderBy(asc(applications.businessName), asc(applications.id))
        .limit(500);
  const examiners = await db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(
      and(
        holdsRole(examinerRole),
        eq(profiles.status, "active"),
        businessId
          ? notExists(
              db
                .select({ id: examinerConflicts.id })
                .from(examinerConflicts)
                .where(
                  and(
                    eq(examinerConflicts.examinerId, profiles.id),
                    eq(examinerConflicts.businessId, businessId),
                  ),
                ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(profiles.name), asc(profiles.id));
  return {
    applications: apps.map((a) => ({
      id: a.id,
      label: `${a.businessName} (${a.businessAddress.city}, ${a.businessAddress.region})`,
      conflictedExaminerIds: a.conflictedExaminerIds,
    })),
    examiners,
    timeZones: businessTimeZones.map((id) => ({ id, label: timeZoneLabel(id) })),
  };
}
