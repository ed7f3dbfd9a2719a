import type { Executor } from "~/lib/db.server";
import type { ScheduledJob } from "~/lib/scheduler.server";
import { issueMissingCredentials } from "./issue-credential.server";
import { ensureIssuerKey, signingKeyPair } from "./issuer-keys.server";
import { rewrapLegacyIssuerKeys } from "./rewrap-issuer-keys.server";

/**
 * How many missing credentials start-up issues before serving. Enough for a
 * new installation's demo data; an upgrade of a large programme (thousands of
 * certificates issued before credentials existed) would otherwise hold the
 * first start for minutes — the rest is issued in the background by
 * `credentialCatchUpJob`, and any credential asked for meanwhile is issued on
 * demand (`ensureCertificateCredential`).
 */
export const START_UP_CREDENTIAL_LIMIT = 200;

/** Credentials issued per run of the background catch-up (one run a minute). */
export const CATCH_UP_CREDENTIAL_BATCH = 500;

/**
 * Start-up (once per start, before serving): keys sealed under AUTH_SECRET
 * are re-sealed under the credential key (decision 079), the programme's signing key
 * exists (created on first start) and decrypts with the configured secret —
 * else start-up stops with a message naming the variable —, and the first
 * certificates without a credential for their current period get one
 * (idempotent catch-up; the rest by `credentialCatchUpJob`).
 */
export async function prepareCredentials(db: Executor) {
  const rewrapped = await rewrapLegacyIssuerKeys(db);
  const key = await ensureIssuerKey(db);
  await signingKeyPair(key);
  const issued = await issueMissingCredentials(db, START_UP_CREDENTIAL_LIMIT);
  return { key: key.fragment, issued, rewrapped };
}

/**
 * The background catch-up (decision 052): each run issues up to a batch of
 * missing credentials, oldest certificates first; once in a cluster (the
 * scheduler's lease), resumed after downtime, nothing issued twice (one
 * credential per certificate period, row lock and unique index).
 */
export const credentialCatchUpJob: ScheduledJob<{ issued: number }> = {
  name: "credentials-catch-up",
  intervalMs: 60_000,
  run: async ({ db }) => ({ issued: await issueMissingCredentials(db, CATCH_UP_CREDENTIAL_BATCH) }),
};
