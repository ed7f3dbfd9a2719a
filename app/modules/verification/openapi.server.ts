import { siteName } from "~/lib/site-config";
import { VERIFY_NUMBER_RATE_LIMIT, VERIFY_RATE_LIMIT } from "./verify-certificate.server";

/**
 * The OpenAPI 3.1 description of the open verification interface (decision
 * 053), served at /api/openapi.json. Written by hand and kept true by tests:
 * an independent validator checks the document, and real answers of
 * /api/verify are validated against the schemas here. `servers` is filled in
 * with the site's address when served.
 *
 * The credential, issuer, status list and DID paths describe what the
 * verifiable credentials core answers (issue 20); they share the open CORS
 * policy of `app/lib/cors.server.ts`.
 */

const openCorsHeaders = {
  "Access-Control-Allow-Origin": {
    description: "Always `*`: any website may read this answer (no credentials involved).",
    schema: { type: "string", const: "*" },
  },
} as const;

const cacheHeaders = {
  ...openCorsHeaders,
  "Cache-Control": { description: "How long the answer may be kept.", schema: { type: "string" } },
  ETag: {
    description: "Validator for conditional requests (If-None-Match).",
    schema: { type: "string" },
  },
} as const;

const notFoundText = {
  description: "No certificate has this verification code. Plain text, never a seal.",
  headers: openCorsHeaders,
  content: { "text/plain": { schema: { type: "string" } } },
} as const;

const preflight = {
  summary: "CORS preflight",
  description:
    "Answers a browser's preflight: every origin may GET and HEAD; `Access-Control-Max-Age` is a day.",
  responses: {
    "204": {
      description: "Allowed.",
      headers: {
        ...openCorsHeaders,
        "Access-Control-Allow-Methods": { schema: { type: "string", const: "GET, HEAD, OPTIONS" } },
        "Access-Control-Allow-Headers": { schema: { type: "string" } },
        "Access-Control-Max-Age": { schema: { type: "string" } },
      },
    },
  },
} as const;

function sealOperation(format: "svg" | "png") {
  const type = format === "svg" ? "image/svg+xml" : "image/png";
  return {
    get: {
      operationId: format === "svg" ? "getSealSvg" : "getSealPng",
      tags: ["Seal"],
      summary: format === "svg" ? "Live seal (SVG)" : "Live seal (PNG fallback)",
      description:
        format === "svg"
          ? "The certificate's current state as an embeddable image: `Accredited until <date>` (the programme's time zone, America/Toronto), `Expired` or `Revoked`. Self-contained SVG: no script and no external reference, `role=\"img\"` with a title. Sent with `Cross-Origin-Resource-Policy: cross-origin`; changes at once on revocation on the server, browsers may keep it up to five minutes."
          : "The same seal drawn as a 600 × 200 pixel PNG with bundled fonts, for places that do not show SVG.",
      parameters: [{ $ref: "#/components/parameters/VerificationCode" }],
      responses: {
        "200": {
          description: "The seal.",
          headers: {
            ...cacheHeaders,
            "Cross-Origin-Resource-Policy": { schema: { type: "string", const: "cross-origin" } },
          },
          content: { [type]: { schema: { type: "string", contentMediaType: type } } },
        },
        "304": { description: "Not modified (If-None-Match matched the ETag)." },
        "404": notFoundText,
      },
    },
    options: {
      ...preflight,
      operationId: format === "svg" ? "preflightSealSvg" : "preflightSealPng",
    },
  };
}

const vcMedia = "application/vc+ld+json";
const looseObject = { type: "object", additionalProperties: true } as const;

export const openApiDocument = {
  openapi: "3.1.0",
  info: {
    title: `${siteName} verification API`,
    version: "1.0.0",
    summary: "Check a certificate of accreditation, embed its live seal, fetch its credential.",
    description:
      "Public and read only: no account, no key. Every operation answers any origin (`Access-Control-Allow-Origin: *`, preflight allowed). Look-ups by verification code are limited per client address to a burst of " +
      `${VERIFY_RATE_LIMIT.max}, then ${VERIFY_RATE_LIMIT.max / VERIFY_RATE_LIMIT.window} a second; look-ups by certificate number (YEAR-NNNNN) to a burst of ${VERIFY_NUMBER_RATE_LIMIT.burst}, then one every ${VERIFY_NUMBER_RATE_LIMIT.everySeconds} seconds. Over a limit the answer is 429 with Retry-After.`,
    license: { name: "Public information", identifier: "CC0-1.0" },
  },
  servers: [{ url: "/" }],
  tags: [
    { name: "Verification", description: "Is this certificate genuine and in force?" },
    { name: "Seal", description: "The live seal a business embeds on its website." },
    {
      name: "Credentials",
      description: "Open Badges 3.0 verifiable credentials and their status.",
    },
  ],
  paths: {
    "/api/verify/{id}": {
      get: {
        operationId: "verifyCertificate",
        tags: ["Verification"],
        summary: "Verify a certificate by verification code or certificate number",
        description:
          "`id` is the verification code from the certificate's QR code, or its certificate number (`YEAR-NNNNN`, looked up under a tighter limit). The status is the effective one: `expired` once the expiry instant has passed even before the daily job marks it. The same answer is given by `/verify/{id}` when `Accept` ranks `application/json` above `text/html`.",
        parameters: [
          {
            name: "id",
            in: "path",
            required: true,
            description:
              "Verification code or certificate number (at most 200 characters are read).",
            schema: { type: "string", minLength: 1 },
            examples: { number: { value: "2026-00001" } },
          },
        ],
        responses: {
          "200": {
            description:
              "A certificate with this code or number: valid, expired, revoked or suspended.",
            headers: cacheHeaders,
            content: {
              "application/json": { schema: { $ref: "#/components/schemas/VerificationFound" } },
            },
          },
          "404": {
            description:
              "No certificate has this code or number (a malformed value too): every fact is null.",
            headers: cacheHeaders,
            content: {
              "application/json": { schema: { $ref: "#/components/schemas/VerificationNotFound" } },
            },
          },
          "429": {
            description: "Too many look-ups from this address; wait Retry-After seconds.",
            headers: {
              ...openCorsHeaders,
              "Retry-After": { schema: { type: "string", pattern: "^[0-9]+$" } },
            },
            content: {
              "application/json": { schema: { $ref: "#/components/schemas/RateLimited" } },
            },
          },
        },
      },
      options: { ...preflight, operationId: "preflightVerifyCertificate" },
    },
    "/seal/{verificationCode}.svg": sealOperation("svg"),
    "/seal/{verificationCode}.png": sealOperation("png"),
    "/credentials/{verificationCode}": {
      get: {
        operationId: "getCredential",
        tags: ["Credentials"],
        summary: "The certificate's Open Badges 3.0 verifiable credential",
        description:
          "An `OpenBadgeCredential` (W3C VC Data Model 2.0) signed with a `DataIntegrityProof` (`eddsa-rdfc-2022`) by the programme's did:web key, with a `BitstringStatusListEntry` for revocation. Verify it offline with any VC library; its status changes in the status list, not in the credential.",
        parameters: [{ $ref: "#/components/parameters/VerificationCode" }],
        responses: {
          "200": {
            description: "The signed credential.",
            headers: openCorsHeaders,
            content: {
              [vcMedia]: { schema: { $ref: "#/components/schemas/VerifiableCredential" } },
            },
          },
          "404": {
            description: "No certificate has this verification code.",
            headers: openCorsHeaders,
          },
        },
      },
    },
    "/credentials/issuer": {
      get: {
        operationId: "getIssuerProfile",
        tags: ["Credentials"],
        summary: "The issuer's Open Badges Profile (name, url, e-mail)",
        responses: {
          "200": {
            description: "The issuer profile.",
            headers: openCorsHeaders,
            content: {
              "application/ld+json": { schema: { $ref: "#/components/schemas/IssuerProfile" } },
              "application/json": { schema: { $ref: "#/components/schemas/IssuerProfile" } },
            },
          },
        },
      },
    },
    "/credentials/status/{purpose}/{list}": {
      get: {
        operationId: "getStatusList",
        tags: ["Credentials"],
        summary: "A signed BitstringStatusListCredential",
        description:
          "The status list a credential's `credentialStatus` points to. `revocation` for revoked certificates; `suspension` for suspended ones (cleared on reinstatement). Changes in the same transaction as a revocation or suspension and is served fresh at once.",
        parameters: [
          {
            name: "purpose",
            in: "path",
            required: true,
            schema: { type: "string", enum: ["revocation", "suspension"] },
          },
          { name: "list", in: "path", required: true, schema: { type: "integer", minimum: 0 } },
        ],
        responses: {
          "200": {
            description: "The signed status list.",
            headers: openCorsHeaders,
            content: {
              [vcMedia]: { schema: { $ref: "#/components/schemas/VerifiableCredential" } },
            },
          },
          "404": { description: "No such list.", headers: openCorsHeaders },
        },
      },
    },
    "/.well-known/did.json": {
      get: {
        operationId: "getDidDocument",
        tags: ["Credentials"],
        summary: "The programme's did:web DID document",
        description:
          "The issuer's `did:web` identifier for the host of the site, with its verification methods as `Multikey` (Ed25519). Keys no longer used for new credentials stay listed, so older credentials keep verifying.",
        responses: {
          "200": {
            description: "The DID document.",
            headers: openCorsHeaders,
            content: {
              "application/did+ld+json": { schema: { $ref: "#/components/schemas/DidDocument" } },
              "application/json": { schema: { $ref: "#/components/schemas/DidDocument" } },
            },
          },
        },
      },
    },
    "/api/openapi.json": {
      get: {
        operationId: "getOpenApiDocument",
        tags: ["Verification"],
        summary: "This document",
        responses: {
          "200": {
            description: "The OpenAPI 3.1 document.",
            headers: openCorsHeaders,
            content: { "application/json": { schema: { type: "object" } } },
          },
        },
      },
    },
  },
  components: {
    parameters: {
      VerificationCode: {
        name: "verificationCode",
        in: "path",
        required: true,
        description: "The certificate's verification code (the last part of its verification URL).",
        schema: { type: "string", pattern: "^[A-Za-z0-9_-]{1,200}$" },
      },
    },
    schemas: {
      VerificationFound: {
        type: "object",
        description: "The facts printed on the certificate, and its effective status.",
        required: [
          "status",
          "certificateNumber",
          "businessName",
          "businessAddress",
          "issueDate",
          "expiryDate",
          "revokedAt",
          "suspendedAt",
          "standardsVersion",
        ],
        additionalProperties: false,
        properties: {
          status: { type: "string", enum: ["valid", "expired", "revoked", "suspended"] },
          certificateNumber: { type: "string", pattern: "^[0-9]{4}-[0-9]{5}$" },
          businessName: { type: "string" },
          businessAddress: {
            type: "string",
            description: "One line: street, city, state/province, postal code, country.",
          },
          issueDate: { type: "string", format: "date-time" },
          expiryDate: { type: "string", format: "date-time" },
          revokedAt: {
            type: ["string", "null"],
            format: "date-time",
            description: "Set when revoked (never the reason).",
          },
          suspendedAt: {
            type: ["string", "null"],
            format: "date-time",
            description:
              "Set while suspended (never the reason): the business is not accredited until the programme reinstates the certificate.",
          },
          standardsVersion: {
            type: ["string", "null"],
            description: "The standards version the business was audited against, when recorded.",
          },
        },
      },
      VerificationNotFound: {
        type: "object",
        required: [
          "status",
          "certificateNumber",
          "businessName",
          "businessAddress",
          "issueDate",
          "expiryDate",
          "revokedAt",
          "suspendedAt",
          "standardsVersion",
        ],
        additionalProperties: false,
        properties: {
          status: { type: "string", const: "not_found" },
          certificateNumber: { type: "null" },
          businessName: { type: "null" },
          businessAddress: { type: "null" },
          issueDate: { type: "null" },
          expiryDate: { type: "null" },
          revokedAt: { type: "null" },
          suspendedAt: { type: "null" },
          standardsVersion: { type: "null" },
        },
      },
      RateLimited: {
        type: "object",
        required: ["error", "message"],
        additionalProperties: false,
        properties: {
          error: { type: "string", const: "rate_limited" },
          message: { type: "string" },
        },
      },
      VerifiableCredential: {
        ...looseObject,
        description: "A W3C Verifiable Credential (Data Model 2.0) with a Data Integrity proof.",
        required: ["@context", "type", "issuer", "credentialSubject", "proof"],
        properties: {
          "@context": { type: "array", items: { type: ["string", "object"] } },
          id: { type: "string", format: "uri" },
          type: { type: "array", items: { type: "string" } },
          issuer: { type: ["string", "object"] },
          validFrom: { type: "string", format: "date-time" },
          validUntil: { type: "string", format: "date-time" },
          credentialSubject: looseObject,
          credentialStatus: { type: ["object", "array"] },
          proof: { type: ["object", "array"] },
        },
      },
      IssuerProfile: {
        ...looseObject,
        required: ["id", "type", "name"],
        properties: {
          id: { type: "string" },
          type: { type: ["string", "array"] },
          name: { type: "string" },
          url: { type: "string", format: "uri" },
          email: { type: "string" },
        },
      },
      DidDocument: {
        ...looseObject,
        required: ["id", "verificationMethod"],
        properties: {
          "@context": { type: ["string", "array"] },
          id: { type: "string", pattern: "^did:web:" },
          verificationMethod: { type: "array", items: looseObject },
          assertionMethod: { type: "array" },
        },
      },
    },
  },
} as const;

/** The document as served: `servers` names this site. */
export function openApiDocumentFor(baseUrl: string) {
  return { ...openApiDocument, servers: [{ url: baseUrl.replace(/\/+$/, "") || "/" }] };
}
