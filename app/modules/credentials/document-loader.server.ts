import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import {
  loadBundledContext,
  MULTIKEY_CONTEXT,
  OfflineLoaderError,
  type DocumentLoader,
} from "./credential-contexts.server";
import { getDidDocument } from "./did-document.server";
import { issuerDid } from "./issuer-identity.server";
import { getStatusListCredential } from "./status-lists.server";

const STATUS_LIST_PATH = /^\/credentials\/status\/([a-z]+)\/(\d{1,9})$/;

/**
 * The document loader of every signature and status check (decision 052):
 * bundled JSON-LD contexts, this issuer's did:web DID document and its
 * verification methods, and its status list credentials — all read locally
 * (the database), never over the network. Any other URL is refused, so a
 * credential naming another issuer or list fails verification.
 */
export function createDocumentLoader(db: Executor): DocumentLoader {
  const did = issuerDid();
  const origin = getEnv().baseUrl;
  const loader: DocumentLoader = async (url) => {
    const context = loadBundledContext(url);
    if (context) return context;
    if (url === did || url.startsWith(`${did}#`)) {
      const document = await getDidDocument(db);
      if (url === did) return { contextUrl: null, documentUrl: url, document };
      const method = document.verificationMethod.find((m) => m.id === url);
      if (!method) throw new Error(`Unknown verification method ${url}`);
      return {
        contextUrl: null,
        documentUrl: url,
        document: { "@context": MULTIKEY_CONTEXT, ...method },
      };
    }
    if (url.startsWith(`${origin}/`)) {
      const match = STATUS_LIST_PATH.exec(url.slice(origin.length));
      if (match) {
        const document = await getStatusListCredential(db, match[1]!, Number(match[2]), loader);
        if (!document) throw new Error(`Status list ${url} not found`);
        return { contextUrl: null, documentUrl: url, document };
      }
    }
    throw new OfflineLoaderError(url);
  };
  return loader;
}
