import { eq } from "drizzle-orm";
import { certificates } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { OPEN_BADGES_CONTEXT, VC_V2_CONTEXT } from "./credential-contexts.server";
import { credentialFileName, credentialMessages } from "./credential-messages";
import { getDidDocument } from "./did-document.server";
import { ensureIssuerKey } from "./issuer-keys.server";
import { CREDENTIAL_MEDIA_TYPE, DID_MEDIA_TYPE, issuerProfile } from "./issuer-identity.server";
import { ensureCertificateCredential } from "./issue-credential.server";
import { getStatusListCredential } from "./status-lists.server";

/** Verification codes are 43 base64url characters; anything else is not looked up. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** Public, briefly cacheable; the public page cache drops it at once on a change. */
const PUBLIC_CACHE = "public, max-age=60";

function jsonAnswer(body: unknown, status: number, type: string, extra: HeadersInit = {}) {
  return new Response(JSON.stringify(body, null, 2), {
    status,
    headers: {
      "Content-Type": `${type}; charset=utf-8`,
      "Cache-Control": status === 200 ? PUBLIC_CACHE : "no-store",
      ...extra,
    },
  });
}

function notFound(message: string) {
  return jsonAnswer({ error: "not_found", message }, 404, "application/json");
}

/**
 * GET /credentials/{verificationCode}: the certificate's signed credential
 * (its latest period) as `application/vc+ld+json`; `?download=1` adds a
 * Content-Disposition with the certificate number. A certificate whose
 * current period has no credential yet gets it now (the start-up catch-up
 * normally did). Unknown or malformed codes: 404 JSON.
 */
export async function credentialResponse(
  db: Executor,
  code: string | undefined,
  download: boolean,
) {
  if (!code || !CODE_PATTERN.test(code)) return notFound(credentialMessages.notFound);
  const [certificate] = await db
    .select()
    .from(certificates)
    .where(eq(certificates.verificationCode, code));
  if (!certificate) return notFound(credentialMessages.notFound);
  const credential = await ensureCertificateCredential(db, certificate);
  if (!credential) return notFound(credentialMessages.notFound);
  const disposition: HeadersInit = download
    ? {
        "Content-Disposition": `attachment; filename="${credentialFileName(certificate.certificateNumber)}"`,
      }
    : {};
  return jsonAnswer(credential.document, 200, CREDENTIAL_MEDIA_TYPE, disposition);
}

/** GET /.well-known/did.json: the issuer's did:web DID document (never without a key). */
export async function didDocumentResponse(db: Executor) {
  await ensureIssuerKey(db);
  return jsonAnswer(await getDidDocument(db), 200, DID_MEDIA_TYPE);
}

/** GET /credentials/issuer: the issuer's Open Badges Profile. */
export function issuerProfileResponse() {
  return jsonAnswer(
    { "@context": [VC_V2_CONTEXT, OPEN_BADGES_CONTEXT], ...issuerProfile() },
    200,
    "application/ld+json",
  );
}

/** GET /credentials/status/{purpose}/{n}: a signed BitstringStatusListCredential. */
export async function statusListResponse(
  db: Executor,
  purpose: string | undefined,
  list: string | undefined,
) {
  const number = list && /^\d{1,9}$/.test(list) ? Number(list) : NaN;
  const document = purpose ? await getStatusListCredential(db, purpose, number) : null;
  if (!document) return notFound(credentialMessages.statusListNotFound);
  return jsonAnswer(document, 200, CREDENTIAL_MEDIA_TYPE);
}
