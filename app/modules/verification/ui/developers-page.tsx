import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageContainer, PageIntro, Prose } from "~/modules/site-content";
import { SEAL_CACHE_CONTROL, SEAL_HEIGHT, SEAL_WIDTH } from "~/modules/certificates";

function Code({ children }: { children: ReactNode }) {
  return (
    <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-sm text-slate-900">
      {children}
    </code>
  );
}

function Example({ label, children }: { label: string; children: string }) {
  return (
    <figure className="mt-3">
      <figcaption className="text-sm font-medium text-slate-700">{label}</figcaption>
      <pre
        tabIndex={0}
        className="mt-1 overflow-x-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-sm leading-6 text-slate-900"
      >
        {children}
      </pre>
    </figure>
  );
}

const exampleAnswer = `{
  "status": "valid",
  "certificateNumber": "2026-00042",
  "businessName": "Maple Humane Wildlife Co.",
  "businessAddress": "12 Maple Street, Springfield, Illinois, 62704, United States",
  "issueDate": "2026-03-02T15:04:05.000Z",
  "expiryDate": "2027-03-02T15:04:05.000Z",
  "revokedAt": null,
  "standardsVersion": "1.0"
}`;

const snippetExample = `<a href="${"{verification URL}"}" target="_blank" rel="noopener">
  <picture>
    <source srcset="${"{site}"}/seal/${"{code}"}.svg" type="image/svg+xml">
    <img src="${"{site}"}/seal/${"{code}"}.png" alt="…" width="${SEAL_WIDTH}" height="${SEAL_HEIGHT}">
  </picture>
</a>`;

/** /developers: how other software checks certificates (decision 053). */
export function DevelopersPage({ baseUrl }: { baseUrl: string }) {
  return (
    <PageContainer>
      <PageIntro
        title="Verification API for developers"
        lead="Insurers, municipalities, booking platforms and the businesses themselves can check a certificate of accreditation from their own software or website. Everything here is public, read only and free: no account and no key."
      />
      <Prose className="mt-4">
        <h2 id="api">Verify a certificate</h2>
        <p>
          Send <Code>GET /api/verify/{"{id}"}</Code> where <Code>{"{id}"}</Code> is the verification
          code from the certificate&apos;s QR code, or its certificate number (for example{" "}
          <Code>2026-00042</Code>). The answer is JSON with the facts printed on the certificate and
          its status now: <Code>valid</Code>, <Code>expired</Code> or <Code>revoked</Code> (HTTP
          200), or <Code>not_found</Code> with every fact <Code>null</Code> (HTTP 404).
        </p>
        <Example label="Request">{`curl ${baseUrl}/api/verify/2026-00042`}</Example>
        <Example label="Answer">{exampleAnswer}</Example>
        <p>
          The verification page answers the same JSON when asked for it:{" "}
          <Code>/verify/{"{id}"}</Code> with <Code>Accept: application/json</Code>. Answers may be
          cached for a minute. Look-ups are limited per client address, look-ups by certificate
          number more tightly than by code; over the limit the answer is HTTP 429 with{" "}
          <Code>Retry-After</Code> and <Code>{'{ "error": "rate_limited", "message": … }'}</Code>.
        </p>

        <h2 id="openapi">OpenAPI document</h2>
        <p>
          The whole interface is described in OpenAPI 3.1 at{" "}
          <a href="/api/openapi.json">/api/openapi.json</a>: paths, parameters, answers and their
          JSON schemas. Generate a client from it or read it in any OpenAPI viewer.
        </p>

        <h2 id="cors">Calling from a browser</h2>
        <p>
          Every answer of the API, the seal, the credentials, the status lists and the DID document
          carries <Code>Access-Control-Allow-Origin: *</Code>, and a preflight (<Code>OPTIONS</Code>
          ) is answered for <Code>GET</Code> and <Code>HEAD</Code>. No cookies are sent or needed,
          so a page on any site can call <Code>fetch()</Code> directly.
        </p>

        <h2 id="seal">The live seal for a business website</h2>
        <p>
          An accredited business can show a seal on its website that is always current: it reads{" "}
          <strong>Accredited until</strong> the expiry date while the certificate is in force, and{" "}
          <strong>Expired</strong> or <strong>Revoked</strong> as soon as it is not. The seal is an
          image at <Code>/seal/{"{code}"}.svg</Code>, with a PNG at{" "}
          <Code>/seal/{"{code}"}.png</Code> for places that do not show SVG, and links to the
          certificate&apos;s verification page. The SVG has no script and loads nothing from
          elsewhere. Browsers may keep it for {SEAL_CACHE_CONTROL.replace("public, max-age=", "")}{" "}
          seconds; the server&apos;s answer changes the moment a certificate is revoked.
        </p>
        <p>
          The business copies its ready-made snippet from its certificate page in the dashboard. It
          looks like this:
        </p>
        <Example label="Seal snippet">{snippetExample}</Example>

        <h2 id="credentials">Verifiable credentials</h2>
        <p>
          Each certificate is also an Open Badges 3.0 verifiable credential, signed by the
          programme, at <Code>/credentials/{"{code}"}</Code> (<Code>application/vc+ld+json</Code>).
          Its signature can be checked offline with the programme&apos;s public keys from{" "}
          <Code>/.well-known/did.json</Code> (did:web); whether it was revoked is in the signed
          status list its <Code>credentialStatus</Code> names, under{" "}
          <Code>/credentials/status/</Code>. The issuer&apos;s profile is at{" "}
          <Code>/credentials/issuer</Code>.
        </p>

        <h2 id="people">For people</h2>
        <p>
          To check one certificate by hand, use the <Link to="/verify">verification page</Link>.
          Questions about an integration: <Link to="/contact">contact us</Link>.
        </p>
      </Prose>
    </PageContainer>
  );
}
