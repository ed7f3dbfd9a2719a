import { eq, or, sql, type SQL } from "drizzle-orm";
import { applications, certificates } from "~/db/schema";
import { certificateStandardsVersionSql } from "~/db/accreditation-sql";
import {
  accreditationOf,
  type AccreditationClock,
  type AccreditationState,
  type CertificateFacts,
} from "~/domain/accreditation-state";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { isoDate } from "~/lib/format";

/** The programme's clock: the instant and today's date in its time zone. */
export function accreditationClock(
  now: Date = new Date(),
  timeZone: string = getEnv().PROGRAMME_TIME_ZONE,
): AccreditationClock {
  return { now, today: isoDate(now, timeZone) };
}

type CertificateRow = typeof certificates.$inferSelect;

/** What the accreditation state reads of a certificate row. */
export function certificateFacts(
  row: Pick<
    CertificateRow,
    | "id"
    | "certificateNumber"
    | "status"
    | "issueDate"
    | "expiryDate"
    | "revokedAt"
    | "revocationReason"
  > &
    Partial<Pick<CertificateRow, "suspendedAt" | "suspensionReason" | "suspensionReviewOn">>,
  standardsVersion: string | null = null,
  timeZone: string = getEnv().PROGRAMME_TIME_ZONE,
): CertificateFacts {
  return {
    id: row.id,
    certificateNumber: row.certificateNumber,
    status: row.status as CertificateFacts["status"],
    issuedOn: isoDate(row.issueDate, timeZone),
    expiresAt: row.expiryDate.toISOString(),
    expiresOn: isoDate(row.expiryDate, timeZone),
    revokedOn: row.revokedAt ? isoDate(row.revokedAt, timeZone) : null,
    revocationReason: row.revocationReason,
    suspendedOn: row.suspendedAt ? isoDate(row.suspendedAt, timeZone) : null,
    suspensionReviewOn: row.suspensionReviewOn ?? null,
    suspensionReason: row.suspensionReason ?? null,
    standardsVersion,
  };
}

/**
 * The standards version a certificate was audited against (SQL in the db
 * layer, so the credentials module uses the same rule).
 */
export const certifiedStandardsVersionSql = certificateStandardsVersionSql;

export type AccreditationSubject =
  { businessId: string } | { applicationId: string } | { certificateId: string };

/**
 * Is this business accredited right now, until when, and against which
 * standards (decision 050)? Read from its certificates only, never from an
 * application's status. For an application: its certificate (a first
 * application's, or the one a renewal renews).
 */
export async function getAccreditation(
  db: Executor,
  subject: AccreditationSubject,
  now: Date = new Date(),
): Promise<AccreditationState> {
  let where: SQL | undefined;
  if ("businessId" in subject) where = eq(certificates.businessId, subject.businessId);
  else if ("certificateId" in subject) where = eq(certificates.id, subject.certificateId);
  else {
    where = or(
      eq(certificates.applicationId, subject.applicationId),
      sql`${certificates.id} = (select certificate_id from ${applications} where id = ${subject.applicationId})`,
    );
  }
  const rows = await db
    .select({ certificate: certificates, standardsVersion: certifiedStandardsVersionSql() })
    .from(certificates)
    .where(where);
  return accreditationOf(
    rows.map((r) => certificateFacts(r.certificate, r.standardsVersion)),
    accreditationClock(now),
  );
}
