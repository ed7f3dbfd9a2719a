import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Field, FormMessage, SubmitButton } from "~/components/form";
import { getDb } from "~/lib/db.server";
import { clientIp } from "~/modules/auth/sign-in-rate-limit.server";
import { PageContainer, PageIntro } from "~/modules/site-content/page-parts";
import { pageTitle, publicPageMeta } from "~/modules/site-content/public-pages";
import { VerificationStatusPanel } from "~/modules/verification/ui/verification-status-panel";
import { prefersJson, type VerificationResult } from "~/modules/verification/verification-result";
import { verifyCertificateJson } from "~/modules/verification/verify-certificate-json.server";
import {
  verifyCertificate,
  VerifyRateLimitError,
} from "~/modules/verification/verify-certificate.server";
import type { Route } from "./+types/verify";
import { documentOnlyForAnonymous } from "~/lib/page-scripts";

/** Sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

const MAX_INPUT = 100;
const EMPTY_INPUT = "Enter a verification code or a certificate number";

type LoaderData =
  | { mode: "form"; error?: string }
  | { mode: "result"; query: string; result: VerificationResult }
  | { mode: "rate_limited"; query: string; message: string };

/**
 * Machines asking for JSON (Accept prefers application/json) get the same
 * facts as /api/verify/{id}, before the page is rendered.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params }, next) => {
    if (!params.id || !prefersJson(request.headers.get("accept"))) return next();
    return verifyCertificateJson(request, params.id);
  },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  if (!params.id) {
    // The GET form without JavaScript (and with it) lands here: go to the result page.
    const code = new URL(request.url).searchParams.get("code");
    if (code === null) return data<LoaderData>({ mode: "form" });
    const value = code.trim().slice(0, MAX_INPUT);
    if (value === "")
      return data<LoaderData>({ mode: "form", error: EMPTY_INPUT }, { status: 400 });
    throw redirect(`/verify/${encodeURIComponent(value)}`);
  }
  const query = params.id.slice(0, MAX_INPUT);
  try {
    const result = await verifyCertificate(getDb(), params.id, { clientIp: clientIp(request) });
    return data<LoaderData>(
      { mode: "result", query, result },
      { status: result.status === "not_found" ? 404 : 200 },
    );
  } catch (error) {
    if (error instanceof VerifyRateLimitError) {
      return data<LoaderData>(
        { mode: "rate_limited", query, message: error.message },
        { status: 429, headers: { "Retry-After": String(error.retryAfter) } },
      );
    }
    throw error;
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const result = new Headers({ Vary: "Accept" });
  const retryAfter = loaderHeaders.get("Retry-After");
  if (retryAfter) result.set("Retry-After", retryAfter);
  return result;
}

const statusTitles: Record<VerificationResult["status"], string> = {
  valid: "Valid certificate",
  expired: "Expired certificate",
  revoked: "Revoked certificate",
  not_found: "Certificate not found",
};

export function meta({ loaderData }: Route.MetaArgs) {
  const loaded = loaderData as LoaderData | undefined;
  if (!loaded || loaded.mode === "form") return publicPageMeta("/verify");
  const title =
    loaded.mode === "rate_limited"
      ? "Too many requests"
      : loaded.result.certificateNumber
        ? `${statusTitles[loaded.result.status]} ${loaded.result.certificateNumber}`
        : statusTitles[loaded.result.status];
  const description =
    loaded.mode === "result" && loaded.result.businessName
      ? `Verification result for certificate ${loaded.result.certificateNumber} issued to ${loaded.result.businessName}: ${statusTitles[loaded.result.status].toLowerCase()}.`
      : "Check whether a Humane Accreditation Portal certificate is genuine and currently valid.";
  return [
    { title: pageTitle(title) },
    { name: "description", content: description },
    // Results are for the person checking, not for search engines.
    { name: "robots", content: "noindex" },
  ];
}

export default function Verify({ loaderData }: Route.ComponentProps) {
  const loaded = loaderData as LoaderData;
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" && navigation.location?.pathname.startsWith("/verify") === true;
  const current = loaded.mode === "form" ? "" : loaded.query;

  return (
    <PageContainer>
      <PageIntro
        title={loaded.mode === "form" ? "Verify a certificate" : "Certificate verification"}
        lead="Check that a certificate of accreditation is genuine and currently valid. Scan the QR code on the certificate, or enter its certificate number or verification code below. No account is needed."
      />

      {loaded.mode === "result" ? (
        <div className="mt-8">
          <VerificationStatusPanel result={loaded.result} query={loaded.query} />
        </div>
      ) : null}
      {loaded.mode === "rate_limited" ? (
        <div className="mt-8">
          <FormMessage kind="error">{loaded.message}</FormMessage>
        </div>
      ) : null}

      <section aria-labelledby="verify-form-heading" className="mt-10 max-w-xl">
        <h2 id="verify-form-heading" className="text-xl font-semibold text-slate-900">
          {loaded.mode === "form" ? "Enter the certificate details" : "Check another certificate"}
        </h2>
        <Form method="get" action="/verify" className="mt-4 space-y-4" key={current}>
          <Field
            label="Verification code or certificate number"
            name="code"
            required
            maxLength={MAX_INPUT}
            autoComplete="off"
            spellCheck={false}
            defaultValue={loaded.mode === "form" ? "" : current}
            error={loaded.mode === "form" ? loaded.error : undefined}
            hint="The certificate number is printed on the certificate, for example 2026-00042. The verification code is the last part of the link in the QR code."
          />
          <SubmitButton pending={pending} pendingLabel="Checking…">
            Verify
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="verify-help-heading" className="mt-10 max-w-3xl">
        <h2 id="verify-help-heading" className="text-xl font-semibold text-slate-900">
          What the result means
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
          <li>
            <strong className="text-slate-900">Valid</strong>: the business holds a current
            certificate of accreditation.
          </li>
          <li>
            <strong className="text-slate-900">Expired</strong>: the certificate has passed its
            expiry date and has not been renewed.
          </li>
          <li>
            <strong className="text-slate-900">Revoked</strong>: the programme withdrew the
            certificate on the date shown; the business is no longer accredited.
          </li>
        </ul>
        <p className="mt-4 text-slate-700">
          All currently accredited businesses are listed in the{" "}
          <Link to="/directory" className="font-medium text-brand-700 underline">
            directory
          </Link>
          .
        </p>
      </section>
    </PageContainer>
  );
}
