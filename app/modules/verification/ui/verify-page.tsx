import { Form, Link, useNavigation } from "react-router";
import { Field, FormMessage, SubmitButton } from "~/components/form";
import { PageContainer, PageIntro } from "~/modules/site-content";
import { CredentialDownload, credentialMessages } from "~/modules/credentials";
import type { VerificationResult } from "../verification-result";
import { VerificationStatusPanel } from "./verification-status-panel";

/** Longest code or number read from the address (longer input is cut). */
export const VERIFY_MAX_INPUT = 100;

export type VerifyPageData =
  | { mode: "form"; error?: string }
  | {
      mode: "result";
      query: string;
      result: VerificationResult;
      /** The verification code whose credential the page offers (null when not found). */
      credentialCode?: string | null;
    }
  | { mode: "rate_limited"; query: string; message: string };

/** The page heading of each verification outcome. */
export const verificationStatusTitles: Record<VerificationResult["status"], string> = {
  valid: "Valid certificate",
  expired: "Expired certificate",
  revoked: "Revoked certificate",
  suspended: "Suspended certificate",
  not_found: "Certificate not found",
};

/** The public /verify page: the form, and the result of a verification when there is one. */
export function VerifyPage({ loaded }: { loaded: VerifyPageData }) {
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
          {loaded.credentialCode ? (
            <div className="mt-6 max-w-3xl">
              <CredentialDownload
                verificationCode={loaded.credentialCode}
                note={
                  loaded.result.status === "revoked"
                    ? credentialMessages.revokedNote
                    : loaded.result.status === "expired"
                      ? credentialMessages.expiredNote
                      : null
                }
              />
            </div>
          ) : null}
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
            maxLength={VERIFY_MAX_INPUT}
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
          <li>
            <strong className="text-slate-900">Suspended</strong>: the programme suspended the
            certificate on the date shown while it looks into a problem; the business is not
            accredited until the programme reinstates it.
          </li>
        </ul>
        <p className="mt-4 text-slate-700">
          All currently accredited businesses are listed in the{" "}
          <Link to="/directory" className="font-medium text-brand-700 underline">
            directory
          </Link>
          .
        </p>
        <p className="mt-4 text-slate-700">
          Checking certificates from your own software or website?{" "}
          <Link to="/developers" className="font-medium text-brand-700 underline">
            Use the verification API and the live seal
          </Link>
          .
        </p>
      </section>
    </PageContainer>
  );
}
