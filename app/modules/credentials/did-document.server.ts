import type { Executor } from "~/lib/db.server";
import { DID_V1_CONTEXT, MULTIKEY_CONTEXT } from "./credential-contexts.server";
import { issuerDid } from "./issuer-identity.server";
import { listIssuerKeys, verificationMethodId, type IssuerKeyRow } from "./issuer-keys.server";

/** A key as a `Multikey` verification method of the issuer's DID. */
export function verificationMethodOf(key: IssuerKeyRow) {
  return {
    id: verificationMethodId(key),
    type: "Multikey",
    controller: issuerDid(),
    publicKeyMultibase: key.publicKeyMultibase,
  };
}

export type DidDocument = {
  "@context": string[];
  id: string;
  verificationMethod: ReturnType<typeof verificationMethodOf>[];
  assertionMethod: string[];
};

/**
 * The issuer's did:web DID document (decision 052): every key, retired ones
 * too, as `Multikey` verification methods. `assertionMethod` lists the
 * current key first, then the retired ones: a Data Integrity verifier accepts
 * an issuer's proof only from a key in `assertionMethod` (the
 * `assertionMethod` proof purpose), so a retired key must stay there for the
 * credentials it signed to keep verifying; the app signs only with the
 * current key.
 */
export async function getDidDocument(db: Executor): Promise<DidDocument> {
  const keys = await listIssuerKeys(db);
  return {
    "@context": [DID_V1_CONTEXT, MULTIKEY_CONTEXT],
    id: issuerDid(),
    verificationMethod: keys.map(verificationMethodOf),
    assertionMethod: [
      ...keys.filter((k) => k.status === "current"),
      ...keys.filter((k) => k.status !== "current").reverse(),
    ].map(verificationMethodId),
  };
}
