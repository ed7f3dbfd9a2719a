import { sql, type SQL } from "drizzle-orm";
import { certificates } from "~/db/schema";
import type { AccreditationStateKind } from "~/domain/accreditation-state";
import { certificateAccreditationSql } from "~/db/accreditation-sql";
import { getEnv } from "~/lib/env.server";

/** The accreditation state of the certificate row in scope (app/db/accreditation-sql.ts), in the programme's time zone. */
export function accreditationKindSql(
  timeZone: string = getEnv().PROGRAMME_TIME_ZONE,
  now: SQL = sql`now()`,
): SQL<AccreditationStateKind> {
  return certificateAccreditationSql(timeZone, now);
}

/** The certificate is in force (listed, verifies as valid): accredited or expiring soon (not revoked, not suspended). */
export function accreditedSql(now: SQL = sql`now()`): SQL {
  return sql`(${certificates.status} not in ('revoked', 'suspended') and ${certificates.expiryDate} > ${now})`;
}

/**
 * In force and expiring within `days` calendar days (programme time zone), the
 * same day count as the state's `daysLeft`: the "expiring within 30 days" of
 * reports and the certificates list's `?within=`.
 */
export function expiresWithinSql(
  days: number,
  timeZone: string = getEnv().PROGRAMME_TIME_ZONE,
  now: SQL = sql`now()`,
): SQL {
  const expiryDay = sql`(${certificates.expiryDate} at time zone ${timeZone})::date`;
  const today = sql`(${now} at time zone ${timeZone})::date`;
  return sql`(${accreditedSql(now)} and ${expiryDay} - ${today} <= ${sql.raw(String(Math.trunc(days)))})`;
}
