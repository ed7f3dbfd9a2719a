import { getEnv } from "~/lib/env.server";
import { siteName } from "~/lib/site-config";
import type { CredentialStatusPurpose } from "~/domain/credential-key-status";

/** The programme's public origin (PUBLIC_BASE_URL, no trailing slash). */
function baseUrl(): string {
  return getEnv().baseUrl;
}

/**
 * The issuer's DID, did:web for the host of PUBLIC_BASE_URL (a port is
 * written `%3A`, as did:web requires): resolved at /.well-known/did.json.
 */
export function issuerDid(origin: string = baseUrl()): string {
  return `did:web:${encodeURIComponent(new URL(origin).host)}`;
}

/** The Open Badges `Profile` of the issuer, embedded in every credential. */
export function issuerProfile(origin: string = baseUrl()) {
  return {
    id: issuerDid(origin),
    type: ["Profile"],
    name: siteName,
    url: origin,
    email: getEnv().SUPPORT_EMAIL,
  };
}

export type IssuerProfile = ReturnType<typeof issuerProfile>;

/** The stable URL of a certificate's credential (its `id`). */
export function credentialUrl(verificationCode: string, origin: string = baseUrl()): string {
  return `${origin}/credentials/${encodeURIComponent(verificationCode)}`;
}

/** Where a status list credential is served. */
export function statusListUrl(
  purpose: CredentialStatusPurpose,
  listNumber: number,
  origin: string = baseUrl(),
): string {
  return `${origin}/credentials/status/${purpose}/${listNumber}`;
}

export const CREDENTIAL_MEDIA_TYPE = "application/vc+ld+json";
export const DID_MEDIA_TYPE = "application/did+ld+json";
