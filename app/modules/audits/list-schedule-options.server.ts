import { and, asc, inArray, sql } from "drizzle-orm";
import { applications, profiles } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import type { Viewer } from "~/modules/applications/application-access.server";
import { assertCan } from "~/modules/auth/session.server";
import { auditFeePaidStatuses, schedulableApplicationStatuses } from "./audit-rules";

export type ScheduleOptions = {
  applications: { id: string; label: string }[];
  examiners: { id: string; name: string }[];
};

/**
 * The schedule form's choices (administrator or committee only): applications
 * that may get an audit now (audit fee paid; submitted, under-review or
 * inspection-scheduled) and the users holding the examiner role.
 */
export async function listScheduleOptions(db: Executor, actor: Viewer): Promise<ScheduleOptions> {
  assertCan(actor, "schedule_audits");
  const apps = await db
    .select({
      id: applications.id,
      businessName: applications.businessName,
      businessAddress: applications.businessAddress,
    })
    .from(applications)
    .where(
      and(
        inArray(applications.paymentStatus, [...auditFeePaidStatuses]),
        inArray(applications.status, [...schedulableApplicationStatuses]),
      ),
    )
    .orderBy(asc(applications.businessName), asc(applications.id))
    .limit(500);
  const examiners = await db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(
      sql`(${profiles.role} = 'examiner' or ${profiles.metadata}->'additional_roles' ? 'examiner')`,
    )
    .orderBy(asc(profiles.name), asc(profiles.id));
  return {
    applications: apps.map((a) => ({
      id: a.id,
      label: `${a.businessName} (${a.businessAddress.city}, ${a.businessAddress.region})`,
    })),
    examiners,
  };
}
