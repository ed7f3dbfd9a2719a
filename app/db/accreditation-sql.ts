import { sql, type SQL } from "drizzle-orm";
import type { AccreditationStateKind } from "../domain/accreditation-state";
import { RENEWAL_GRACE_DAYS, RENEWAL_OPENS_DAYS_BEFORE } from "../domain/renewal-status";
import { applications, certificates, inspections } from "./schema";

/**
 * The accreditation state of one certificate row, in SQL (decision 050): the
 * same rules as `certificateAccreditation` in app/domain/accreditation-state.ts,
 * for lists and reports that filter and count by it, so a figure and the
 * screens cannot drift. In force while not revoked and the expiry instant has
 * not passed, and not suspended (decision 056); days are calendar days in the programme's time zone.
 * A db test checks both agree on every combination. Lives in the db layer so
 * that any module may use it (the certificates module wraps it).
 */
export function certificateAccreditationSql(
  timeZone: string,
  now: SQL = sql`now()`,
): SQL<AccreditationStateKind> {
  const expiryDay = sql`(${certificates.expiryDate} at time zone ${timeZone})::date`;
  const today = sql`(${now} at time zone ${timeZone})::date`;
  return sql<AccreditationStateKind>`(case
    when ${certificates.status} = 'revoked' then 'revoked'
    when ${certificates.status} = 'suspended' then 'suspended'
    when ${certificates.expiryDate} > ${now} then
      case when ${expiryDay} - ${today} <= ${sql.raw(String(RENEWAL_OPENS_DAYS_BEFORE))}
        then 'expiring-soon' else 'accredited' end
    when ${today} <= ${expiryDay} + ${sql.raw(String(RENEWAL_GRACE_DAYS))} then 'in-grace'
    else 'lapsed'
  end)`;
}

/**
 * The standards version a certificate was audited against: the latest
 * completed audit of its application or of a renewal of it (null when none
 * recorded a version). A correlated subquery, for lists too.
 */
export function certificateStandardsVersionSql(): SQL<string | null> {
  return sql<string | null>`(select ${inspections.standardsVersion}::text from ${inspections}
    where ${inspections.status} = 'completed' and ${inspections.standardsVersion} is not null
      and ${inspections.applicationId} in (
        select a.id from ${applications} a
        where a.id = ${certificates.applicationId} or a.certificate_id = ${certificates.id})
    order by ${inspections.completedAt} desc nulls last limit 1)`;
}
