import * as vc from "@digitalbazaar/vc";
import { checkStatus } from "@digitalbazaar/vc-bitstring-status-list";
import type { Executor } from "~/lib/db.server";
import type { DocumentLoader } from "./credential-contexts.server";
import { createDocumentLoader } from "./document-loader.server";
import { verifyingSuite } from "./signing-suite.server";

export type CredentialVerification = {
  /** Proof valid, within its validity period, status lists checked, neither revoked nor suspended. */
  verified: boolean;
  /** The Data Integrity proof verifies with a key of this issuer. */
  proofValid: boolean;
  /** The status lists were loaded and verified. */
  statusChecked: boolean;
  revoked: boolean;
  suspended: boolean;
  /** What went wrong, in the libraries' words. */
  errors: string[];
};

function messagesOf(error: unknown): string[] {
  if (!error) return [];
  const e = error as Error & { errors?: unknown[] };
  if (Array.isArray(e.errors) && e.errors.length > 0) return e.errors.flatMap(messagesOf);
  return [e.message ?? String(error)];
}

/**
 * Verifies a credential with the independent libraries (decision 052):
 * `@digitalbazaar/vc` `verifyCredential` with the eddsa-rdfc-2022 Data
 * Integrity suite, and `@digitalbazaar/vc-bitstring-status-list` for both
 * status entries, through the offline loader (bundled contexts, this
 * issuer's DID and status lists from the database; anything else refused).
 * Never throws for a bad credential: the answer says what failed.
 */
export async function verifyCredential(
  db: Executor,
  credential: unknown,
  options: { now?: Date; documentLoader?: DocumentLoader } = {},
): Promise<CredentialVerification> {
  const documentLoader = options.documentLoader ?? createDocumentLoader(db);
  const answer: CredentialVerification = {
    verified: false,
    proofValid: false,
    statusChecked: false,
    revoked: false,
    suspended: false,
    errors: [],
  };
  if (!credential || typeof credential !== "object" || Array.isArray(credential)) {
    answer.errors.push("A credential must be a JSON object.");
    return answer;
  }
  try {
    const result = await vc.verifyCredential({
      credential,
      suite: verifyingSuite(),
      documentLoader,
      checkStatus,
      ...(options.now ? { now: options.now } : {}),
    });
    answer.proofValid = result.results?.some((r) => r.verified) ?? false;
    const status = result.statusResult;
    answer.statusChecked = status?.verified === true;
    for (const entry of status?.results ?? []) {
      if (entry.status === true && entry.credentialStatus?.statusPurpose === "revocation") {
        answer.revoked = true;
      }
      if (entry.status === true && entry.credentialStatus?.statusPurpose === "suspension") {
        answer.suspended = true;
      }
    }
    answer.errors.push(...messagesOf(result.error), ...messagesOf(status?.error));
    if (answer.revoked) answer.errors.push("The credential has been revoked.");
    if (answer.suspended) answer.errors.push("The credential is suspended.");
    answer.verified =
      result.verified &&
      answer.proofValid &&
      answer.statusChecked &&
      !answer.revoked &&
      !answer.suspended;
  } catch (error) {
    answer.errors.push(...messagesOf(error));
  }
  return answer;
}
