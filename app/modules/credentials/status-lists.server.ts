import crypto from "node:crypto";
import * as vc from "@digitalbazaar/vc";
import * as statusList from "@digitalbazaar/vc-bitstring-status-list";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { credentials, credentialStatusLists, credentialStatusPositions } from "~/db/schema";
import {
  credentialStatusPurposes,
  type CredentialStatusPurpose,
} from "~/domain/credential-key-status";
import type { Executor } from "~/lib/db.server";
import { issuerDid, statusListUrl } from "./issuer-identity.server";
import type { DocumentLoader } from "./credential-contexts.server";
import { signingSuite } from "./signing-suite.server";

/** Entries per status list: the spec's minimum (16 KiB), so a position says little about who holds it. */
export const STATUS_LIST_LENGTH = 131_072;
/** A list takes new positions until half full, so a random draw rarely clashes. */
const POSITIONS_PER_LIST = STATUS_LIST_LENGTH / 2;
const MAX_DRAWS = 32;

export type StatusPosition = { statusList: number; statusIndex: number };

/**
 * Takes a new position in the status lists: the list currently filling, an
 * index drawn at random (crypto) that nobody holds (the positions table's
 * primary key decides; a clash draws again). The same position serves the
 * revocation and the suspension list.
 */
export async function allocateStatusPosition(tx: Executor): Promise<StatusPosition> {
  const [{ taken } = { taken: 0 }] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(credentialStatusPositions);
  const list = 1 + Math.floor(taken / POSITIONS_PER_LIST);
  for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
    const index = crypto.randomInt(STATUS_LIST_LENGTH);
    const [row] = await tx
      .insert(credentialStatusPositions)
      .values({ statusList: list, statusIndex: index })
      .onConflictDoNothing()
      .returning();
    if (row) {
      await tx
        .insert(credentialStatusLists)
        .values(credentialStatusPurposes.map((purpose) => ({ purpose, listNumber: list })))
        .onConflictDoNothing();
      return { statusList: row.statusList, statusIndex: row.statusIndex };
    }
  }
  throw new Error(`No free status list position found in list ${list}`);
}

/** The two status entries of a credential at `position` (revocation, suspension). */
export function credentialStatusEntries(position: StatusPosition) {
  return credentialStatusPurposes.map((purpose) => {
    const list = statusListUrl(purpose, position.statusList);
    return {
      id: `${list}#${position.statusIndex}`,
      type: "BitstringStatusListEntry",
      statusPurpose: purpose,
      statusListIndex: String(position.statusIndex),
      statusListCredential: list,
    };
  });
}

/** Marks the lists changed: their credentials are signed again when next read. */
export async function statusListsChanged(
  tx: Executor,
  purpose: CredentialStatusPurpose,
  listNumbers: number[],
) {
  if (listNumbers.length === 0) return;
  await tx
    .update(credentialStatusLists)
    .set({ version: sql`${credentialStatusLists.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(credentialStatusLists.purpose, purpose),
        inArray(credentialStatusLists.listNumber, [...new Set(listNumbers)]),
      ),
    );
}

/**
 * Sets the revocation bit of every credential of a certificate (all its
 * periods), inside the revocation's transaction; the lists concerned are
 * signed again on their next read.
 */
export async function revokeCertificateCredentials(tx: Executor, certificateId: string) {
  const changed = await tx
    .update(credentials)
    .set({ revoked: true })
    .where(and(eq(credentials.certificateId, certificateId), eq(credentials.revoked, false)))
    .returning({ statusList: credentials.statusList });
  await statusListsChanged(
    tx,
    "revocation",
    changed.map((c) => c.statusList),
  );
  return changed.length;
}

/**
 * Sets or clears one status bit (revocation or suspension) of every
 * credential of a certificate, inside the transaction that changes the
 * certificate's status (decisions 052, 056): suspension sets the suspension
 * bit and reinstatement clears it; an upheld appeal of a revocation clears
 * the revocation bit (decision 057). The lists concerned are signed again on
 * their next read. Returns how many credentials changed.
 */
export async function setCertificateCredentialsStatus(
  tx: Executor,
  certificateId: string,
  purpose: CredentialStatusPurpose,
  value: boolean,
): Promise<number> {
  const flag = purpose === "revocation" ? credentials.revoked : credentials.suspended;
  const changed = await tx
    .update(credentials)
    .set(purpose === "revocation" ? { revoked: value } : { suspended: value })
    .where(and(eq(credentials.certificateId, certificateId), eq(flag, !value)))
    .returning({ statusList: credentials.statusList });
  await statusListsChanged(
    tx,
    purpose,
    changed.map((c) => c.statusList),
  );
  return changed.length;
}

function isPurpose(value: string): value is CredentialStatusPurpose {
  return (credentialStatusPurposes as readonly string[]).includes(value);
}

/**
 * The signed BitstringStatusListCredential of one list, or null when there is
 * no such list. Built from the credentials' bits and signed with the current
 * key when a change made it stale (or it was never signed); the stored copy
 * otherwise. Two readers signing at once store one of the equal answers.
 */
export async function getStatusListCredential(
  db: Executor,
  purpose: string,
  listNumber: number,
  loader?: DocumentLoader,
): Promise<Record<string, unknown> | null> {
  if (!isPurpose(purpose) || !Number.isSafeInteger(listNumber) || listNumber < 1) return null;
  const [row] = await db
    .select()
    .from(credentialStatusLists)
    .where(
      and(
        eq(credentialStatusLists.purpose, purpose),
        eq(credentialStatusLists.listNumber, listNumber),
      ),
    );
  if (!row) return null;
  if (row.document && row.signedVersion === row.version) return row.document;

  const flag = purpose === "revocation" ? credentials.revoked : credentials.suspended;
  const set = await db
    .select({ index: credentials.statusIndex })
    .from(credentials)
    .where(and(eq(credentials.statusList, listNumber), eq(flag, true)));
  const list = await statusList.createList({ length: STATUS_LIST_LENGTH });
  for (const { index } of set) list.setStatus(index, true);
  const unsigned = await statusList.createCredential({
    id: statusListUrl(purpose, listNumber),
    list,
    statusPurpose: purpose,
  });
  const { suite, documentLoader } = await signingSuite(db, loader);
  const signed = await vc.issue({
    credential: {
      ...unsigned,
      issuer: issuerDid(),
      validFrom: new Date().toISOString().replace(/\.\d{3}Z$/, "Z"),
    },
    suite,
    documentLoader,
  });
  await db
    .update(credentialStatusLists)
    .set({ document: signed, signedVersion: row.version, updatedAt: sql`now()` })
    .where(
      and(
        eq(credentialStatusLists.purpose, purpose),
        eq(credentialStatusLists.listNumber, listNumber),
        lt(credentialStatusLists.signedVersion, row.version),
      ),
    );
  return signed;
}
