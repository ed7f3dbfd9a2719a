import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { defineMessages } from "~/lib/i18n/messages";
import { useLocalizePath } from "~/lib/i18n/use-locale";
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

const m = defineMessages({
  title: { id: "developers.title", defaultMessage: "Verification API for developers" },
  lead: {
    id: "developers.lead",
    defaultMessage:
      "Insurers, municipalities, booking platforms and the businesses themselves can check a certificate of accreditation from their own software or website. Everything here is public, read only and free: no account and no key.",
  },
  apiHeading: { id: "developers.api.heading", defaultMessage: "Verify a certificate" },
  apiText: {
    id: "developers.api.text",
    defaultMessage:
      "Send {request} where {id} is the verification code from the certificate's QR code, or its certificate number (for example <code>2026-00042</code>). The answer is JSON with the facts printed on the certificate and its status now: <code>valid</code>, <code>expired</code> or <code>revoked</code> (HTTP 200), or <code>not_found</code> with every fact <code>null</code> (HTTP 404).",
  },
  request: { id: "developers.example.request", defaultMessage: "Request" },
  answer: { id: "developers.example.answer", defaultMessage: "Answer" },
  apiPage: {
    id: "developers.api.page",
    defaultMessage:
      "The verification page answers the same JSON when asked for it: {verifyPath} with <code>Accept: application/json</code>. Answers may be cached for a minute. Look-ups are limited per client address, look-ups by certificate number more tightly than by code; over the limit the answer is HTTP 429 with <code>Retry-After</code> and {errorBody}.",
  },
  openapiHeading: { id: "developers.openapi.heading", defaultMessage: "OpenAPI document" },
  openapiText: {
    id: "developers.openapi.text",
    defaultMessage:
      "The whole interface is described in OpenAPI 3.1 at <link>/api/openapi.json</link>: paths, parameters, answers and their JSON schemas. Generate a client from it or read it in any OpenAPI viewer.",
  },
  corsHeading: { id: "developers.cors.heading", defaultMessage: "Calling from a browser" },
  corsText: {
    id: "developers.cors.text",
    defaultMessage:
      "Every answer of the API, the seal, the credentials, the status lists and the DID document carries <code>Access-Control-Allow-Origin: *</code>, and a preflight (<code>OPTIONS</code>) is answered for <code>GET</code> and <code>HEAD</code>. No cookies are sent or needed, so a page on any site can call <code>fetch()</code> directly.",
  },
  sealHeading: {
    id: "developers.seal.heading",
    defaultMessage: "The live seal for a business website",
  },
  sealText: {
    id: "developers.seal.text",
    defaultMessage:
      "An accredited business can show a seal on its website that is always current: it reads <strong>Accredited until</strong> the expiry date while the certificate is in force, and <strong>Expired</strong> or <strong>Revoked</strong> as soon as it is not. The seal is an image at {sealSvg}, with a PNG at {sealPng} for places that do not show SVG, and links to the certificate's verification page. The SVG has no script and loads nothing from elsewhere. Browsers may keep it for {seconds, plural, one {# second} other {# seconds}}; the server's answer changes the moment a certificate is revoked.",
  },
  sealSnippetText: {
    id: "developers.seal.snippetText",
    defaultMessage:
      "The business copies its ready-made snippet from its certificate page in the dashboard. It looks like this:",
  },
  sealSnippet: { id: "developers.example.sealSnippet", defaultMessage: "Seal snippet" },
  credentialsHeading: {
    id: "developers.credentials.heading",
    defaultMessage: "Verifiable credentials",
  },
  credentialsText: {
    id: "developers.credentials.text",
    defaultMessage:
      "Each certificate is also an Open Badges 3.0 verifiable credential, signed by the programme, at {credentialPath} (<code>application/vc+ld+json</code>). Its signature can be checked offline with the programme's public keys from <code>/.well-known/did.json</code> (did:web); whether it was revoked is in the signed status list its <code>credentialStatus</code> names, under <code>/credentials/status/</code>. The issuer's profile is at <code>/credentials/issuer</code>.",
  },
  peopleHeading: { id: "developers.people.heading", defaultMessage: "For people" },
  peopleText: {
    id: "developers.people.text",
    defaultMessage:
      "To check one certificate by hand, use the <verify>verification page</verify>. Questions about an integration: <contact>contact us</contact>.",
  },
});

const code = (chunks: ReactNode) => <Code>{chunks}</Code>;

/** /developers: how other software checks certificates (decision 053). */
export function DevelopersPage({ baseUrl }: { baseUrl: string }) {
  const intl = useIntl();
  const to = useLocalizePath();
  return (
    <PageContainer>
      <PageIntro title={intl.formatMessage(m.title)} lead={intl.formatMessage(m.lead)} />
      <Prose className="mt-4">
        <h2 id="api">
          <FormattedMessage {...m.apiHeading} />
        </h2>
        <p>
          <FormattedMessage
            {...m.apiText}
            values={{
              code,
              request: <Code>GET /api/verify/{"{id}"}</Code>,
              id: <Code>{"{id}"}</Code>,
            }}
          />
        </p>
        <Example
          label={intl.formatMessage(m.request)}
        >{`curl ${baseUrl}/api/verify/2026-00042`}</Example>
        <Example label={intl.formatMessage(m.answer)}>{exampleAnswer}</Example>
        <p>
          <FormattedMessage
            {...m.apiPage}
            values={{
              code,
              verifyPath: <Code>/verify/{"{id}"}</Code>,
              errorBody: <Code>{'{ "error": "rate_limited", "message": … }'}</Code>,
            }}
          />
        </p>

        <h2 id="openapi">
          <FormattedMessage {...m.openapiHeading} />
        </h2>
        <p>
          <FormattedMessage
            {...m.openapiText}
            values={{ link: (chunks: ReactNode) => <a href="/api/openapi.json">{chunks}</a> }}
          />
        </p>

        <h2 id="cors">
          <FormattedMessage {...m.corsHeading} />
        </h2>
        <p>
          <FormattedMessage {...m.corsText} values={{ code }} />
        </p>

        <h2 id="seal">
          <FormattedMessage {...m.sealHeading} />
        </h2>
        <p>
          <FormattedMessage
            {...m.sealText}
            values={{
              strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
              sealSvg: <Code>/seal/{"{code}"}.svg</Code>,
              sealPng: <Code>/seal/{"{code}"}.png</Code>,
              seconds: Number(SEAL_CACHE_CONTROL.replace("public, max-age=", "")),
            }}
          />
        </p>
        <p>
          <FormattedMessage {...m.sealSnippetText} />
        </p>
        <Example label={intl.formatMessage(m.sealSnippet)}>{snippetExample}</Example>

        <h2 id="credentials">
          <FormattedMessage {...m.credentialsHeading} />
        </h2>
        <p>
          <FormattedMessage
            {...m.credentialsText}
            values={{ code, credentialPath: <Code>/credentials/{"{code}"}</Code> }}
          />
        </p>

        <h2 id="people">
          <FormattedMessage {...m.peopleHeading} />
        </h2>
        <p>
          <FormattedMessage
            {...m.peopleText}
            values={{
              verify: (chunks: ReactNode) => <Link to={to("/verify")}>{chunks}</Link>,
              contact: (chunks: ReactNode) => <Link to={to("/contact")}>{chunks}</Link>,
            }}
          />
        </p>
      </Prose>
    </PageContainer>
  );
}
