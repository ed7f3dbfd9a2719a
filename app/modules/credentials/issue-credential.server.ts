import * as vc from "@digitalbazaar/vc";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { applications, certificates, credentials } from "~/db/schema";
import { certificateStandardsVersionSql } from "~/db/accreditation-sql";
import type { Executor } from "~/lib/db.server";
import { buildOpenBadgeCredential } from "./open-badge-credential.server";
import { signingSuite } from "./signing-suite.server";
import { allocateStatusPosition, statusListsChanged } from "./status-lists.server";

export type CredentialRow = typeof credentials.$inferSelect;

/** What issuing reads of a certificate row. */
export type CredentialCertificate = Pick<
  typeof certificates.$inferSelect,
  | "id"
  | "applicationId"
  | "issueDate"
  | "expiryDate"
  | "accreditedSince"
  | "status"
  | "verificationCode"
>;

/** The credential of a certificate's current period (issue → expiry), if issued. */
export async function findPeriodCredential(
  db: Executor,
  certificate: Pick<CredentialCertificate, "id" | "issueDate">,
): Promise<CredentialRow | undefined> {
  const [row] = await db
    .select()
    .from(credentials)
    .where(
      and(
        eq(credentials.certificateId, certificate.id),
        eq(credentials.validFrom, certificate.issueDate),
      ),
    );
  return row;
}

/** The newest credential of a certificate. */
export async function latestCredential(
  db: Executor,
  certificateId: string,
): Promise<CredentialRow | undefined> {
  const [row] = await db
    .select()
    .from(credentials)
    .where(eq(credentials.certificateId, certificateId))
    .orderBy(desc(credentials.validFrom))
    .limit(1);
  return row;
}

/**
 * Issues the signed OpenBadgeCredential of a certificate's current period,
 * inside the caller's transaction (the certificate's issuance or renewal):
 * one per period (issue date → expiry date; unique in the database), so a
 * second call returns the credential already issued. Takes a random status
 * position, signs with the current key (eddsa-rdfc-2022) and stores it; a
 * revoked certificate's credential is stored with its revocation bit set.
 */
export async function issueCertificateCredential(
  tx: Executor,
  certificate: CredentialCertificate,
): Promise<CredentialRow> {
  const existing = await findPeriodCredential(tx, certificate);
  if (existing) return existing;
  const [facts] = await tx
    .select({
      certificateNumber: certificates.certificateNumber,
      // The facts as certified (decision 066).
      businessName: sql<string>`coalesce(${certificates.businessName}, ${applications.businessName})`,
      businessAddress: sql<
        typeof applications.$inferSelect.businessAddress
      >`coalesce(${certificates.businessAddress}, ${applications.businessAddress})`,
      standardsVersion: certificateStandardsVersionSql(),
    })
    .from(certificates)
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .where(eq(certificates.id, certificate.id));
  if (!facts) throw new Error(`Certificate ${certificate.id} not found`);

  const position = await allocateStatusPosition(tx);
  const unsigned = buildOpenBadgeCredential(
    {
      ...facts,
      verificationCode: certificate.verificationCode,
      validFrom: certificate.issueDate,
      validUntil: certificate.expiryDate,
      awardedDate: certificate.accreditedSince,
    },
    position,
  );
  const { suite, documentLoader, key } = await signingSuite(tx);
  const signed = await vc.issue({ credential: unsigned, suite, documentLoader });
  const revoked = certificate.status === "revoked";
  const [row] = await tx
    .insert(credentials)
    .values({
      certificateId: certificate.id,
      validFrom: certificate.issueDate,
      validUntil: certificate.expiryDate,
      keyId: key.id,
      statusList: position.statusList,
      statusIndex: position.statusIndex,
      revoked,
      document: signed,
    })
    .onConflictDoNothing({ target: [credentials.certificateId, credentials.validFrom] })
    .returning();
  if (!row) {
    // Another process issued this period's credential meanwhile: it stands.
    const winner = await findPeriodCredential(tx, certificate);
    if (winner) return winner;
    throw new Error(`Credential of certificate ${certificate.id} not stored`);
  }
  if (revoked) await statusListsChanged(tx, "revocation", [position.statusList]);
  return row;
}

/**
 * The credential of a certificate's current period, issued now when missing
 * (the start-up catch-up normally did): in its own transaction with the
 * certificate row locked. Undefined when there is no such certificate.
 */
export async function ensureCertificateCredential(
  db: Executor,
  certificate: Pick<CredentialCertificate, "id" | "issueDate">,
): Promise<CredentialRow | undefined> {
  const existing = await findPeriodCredential(db, certificate);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(certificates)
      .where(eq(certificates.id, certificate.id))
      .for("update");
    return locked ? issueCertificateCredential(tx, locked) : undefined;
  });
}

/**
 * The start-up catch-up: every certificate without a credential for its
 * current period gets one (demo data, certificates issued before this
 * feature, a failed issuance). Idempotent; each in its own transaction with
 * the certificate row locked. Returns how many were issued.
 */
export async function issueMissingCredentials(db: Executor, limit = 10_000): Promise<number> {
  const missing = await db
    .select({ id: certificates.id })
    .from(certificates)
    .leftJoin(
      credentials,
      and(
        eq(credentials.certificateId, certificates.id),
        eq(credentials.validFrom, certificates.issueDate),
      ),
    )
    .where(isNull(credentials.id))
    .orderBy(certificates.issueDate)
    .limit(limit);
  let issued = 0;
  for (const { id } of missing) {
    await db.transaction(async (tx) => {
      const [certificate] = await tx
        .select()
        .from(certificates)
        .where(eq(certificates.id, id))
        .for("update");
      if (!certificate || (await findPeriodCredential(tx, certificate))) return;
      await issueCertificateCredential(tx, certificate);
      issued += 1;
    });
  }
  return issued;
}

/** A row count helper for tests and the CLI. */
export async function countCredentials(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(credentials);
  return row?.n ?? 0;
}
