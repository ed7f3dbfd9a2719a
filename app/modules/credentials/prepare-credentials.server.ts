import type { Executor } from "~/lib/db.server";
import { issueMissingCredentials } from "./issue-credential.server";
import { ensureIssuerKey, signingKeyPair } from "./issuer-keys.server";

/**
 * Start-up (once per start, before serving): the programme's signing key
 * exists (created on first start) and decrypts with the configured secret —
 * else start-up stops with a message naming the variable —, and every
 * certificate has the credential of its current period (idempotent catch-up).
 */
export async function prepareCredentials(db: Executor) {
  const key = await ensureIssuerKey(db);
  await signingKeyPair(key);
  const issued = await issueMissingCredentials(db);
  return { key: key.fragment, issued };
}
