import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import type { Executor } from "~/lib/db.server";
import { contextsOnlyLoader, type DocumentLoader } from "./credential-contexts.server";
import { ensureIssuerKey, signingKeyPair, type IssuerKeyRow } from "./issuer-keys.server";

export type { DocumentLoader };

/**
 * A Data Integrity proof suite (cryptosuite eddsa-rdfc-2022: RDF dataset
 * canonicalisation by the jsonld/rdf-canonize libraries, Ed25519) signing
 * with the programme's current key, and the offline loader to sign with.
 */
export async function signingSuite(
  db: Executor,
  loader: DocumentLoader = contextsOnlyLoader,
): Promise<{ suite: DataIntegrityProof; documentLoader: DocumentLoader; key: IssuerKeyRow }> {
  const key = await ensureIssuerKey(db);
  const pair = await signingKeyPair(key);
  return {
    suite: new DataIntegrityProof({ signer: pair.signer(), cryptosuite }),
    documentLoader: loader,
    key,
  };
}

/** A suite that verifies eddsa-rdfc-2022 proofs (any key the loader resolves). */
export function verifyingSuite(): DataIntegrityProof {
  return new DataIntegrityProof({ cryptosuite });
}
