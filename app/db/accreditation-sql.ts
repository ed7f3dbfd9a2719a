import { sql, type SQL } from "drizzle-orm";
import type { AccreditationStateKind } from "../domain/accreditation-state";
import { RENEWAL_GRACE_DAYS, RENEWAL_OPENS_DAYS_BEFORE } from "../domain/renewal-status";
import { certificates } from "./schema";

/**
 * The accreditation state of one certificate row, in SQL (decision 050): the
 * same rules as `certificateAccreditation` in app/domain/accreditation-state.ts,
 * for lists and reports that filter and count by it, so a figure and the
 * screens cannot drift. In force while not revoked and the expiry instant has
 * not passed; days are calendar days in the programme's time zone.
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
    when ${certificates.expiryDate} > ${now} then
      case when ${expiryDay} - ${today} <= ${sql.raw(String(RENEWAL_OPENS_DAYS_BEFORE))}
        then 'expiring-soon' else 'accredited' end
    when ${today} <= ${expiryDay} + ${sql.raw(String(RENEWAL_GRACE_DAYS))} then 'in-grace'
    else 'lapsed'
  end)`;
}
