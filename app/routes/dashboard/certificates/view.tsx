import { readFormData } from "~/lib/form-data.server";
import QRCode from "qrcode";
import { data, Form, Link, useNavigation } from "react-router";
import { FormMessage, TextAreaField } from "~/components/form";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { requireUser } from "~/modules/auth/session.server";
import {
  certificateMessages,
  REVOCATION_REASON_MAX,
} from "~/modules/certificates/certificate-messages";
import {
  addressLines,
  certificatePdfPath,
  formatCertificateDate,
} from "~/modules/certificates/certificate-rules";
import { getCertifiedStandardsVersion } from "~/modules/audits/audit-standards.server";
import { getCertificate } from "~/modules/certificates/get-certificate.server";
import { revokeCertificate } from "~/modules/certificates/revoke-certificate.server";
import { CertificateCard } from "~/modules/certificates/ui/certificate-card";
import { CertificateStatusBadge } from "~/modules/certificates/ui/certificate-status-badge";
import { can } from "~/modules/permissions/policy";
import { renewalOffers } from "~/modules/renewals/create-renewal.server";
import { renewPath } from "~/modules/renewals/renewal-rules";
import type { Route } from "./+types/view";

export function meta({ loaderData }: Route.MetaArgs) {
  const number = loaderData?.certificate.certificateNumber;
  return [{ title: `${number ? `Certificate ${number}` : "Certificate"} | ${siteName}` }];
}

const notices: Record<string, string> = {
  generated: "Certificate generated. The applicant has been notified by e-mail.",
  existing: "This application already has a certificate: here it is.",
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  try {
    const record = await getCertificate(getDb(), session, params.id);
    const standardsVersion = await getCertifiedStandardsVersion(getDb(), record.id);
    const qrDataUrl = await QRCode.toDataURL(record.verificationUrl, {
      errorCorrectionLevel: "M",
      margin: 1,
      width: 256,
    });
    const notice = new URL(request.url).searchParams.get("notice");
    const renewal = (await renewalOffers(getDb(), session, [record])).get(record.id) ?? null;
    return {
      renewal,
      certificate: {
        id: record.id,
        applicationId: record.applicationId,
        certificateNumber: record.certificateNumber,
        businessName: record.businessName,
        addressLines: addressLines(record.businessAddress),
        issueDate: formatCertificateDate(record.issueDate),
        expiryDate: formatCertificateDate(record.expiryDate),
        status: record.effectiveStatus,
        revokedAt: record.revokedAt ? formatCertificateDate(record.revokedAt) : null,
        revocationReason: record.revocationReason,
        verificationUrl: record.verificationUrl,
        standardsVersion,
      },
      qrDataUrl,
      canRevoke: can(session, "certificate.revoke") && record.status !== "revoked",
      notice: notice ? (notices[notice] ?? null) : null,
    };
  } catch (error) {
    throwLoaderError(
      error,
      "Could not load the certificate. Please try again.",
      "load certificate",
    );
  }
}

type ActionResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors: Record<string, string>; reason: string }
  | { ok: false; confirmRevoke: true; reason: string; message?: undefined };

/** Staff revoke with a reason, after a confirmation (works without JavaScript). */
export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireUser(request);
  const form = await readFormData(request);
  const reason = String(form.get("reason") ?? "");
  // The confirmation step is only offered to those who may revoke; others get the refusal.
  if (form.get("confirm") !== "yes" && reason.trim() && can(session, "certificate.revoke")) {
    return { ok: false, confirmRevoke: true, reason: reason.trim() } satisfies ActionResult;
  }
  try {
    const revoked = await revokeCertificate(getDb(), session, params.id, reason);
    return {
      ok: true,
      message: `Certificate ${revoked.certificateNumber} is revoked. The business has been notified.`,
    } satisfies ActionResult;
  } catch (error) {
    const failure = actionFailure(error, certificateMessages.revokeFailed, "revoke certificate");
    return data<ActionResult>(
      { ok: false, message: failure.message, fieldErrors: failure.fieldErrors, reason },
      { status: failure.status },
    );
  }
}

function DangerButton(props: { pending: boolean; pendingLabel: string; children: string }) {
  return (
    <button
      type="submit"
      disabled={props.pending}
      aria-busy={props.pending || undefined}
      className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
    >
      {props.pending ? props.pendingLabel : props.children}
    </button>
  );
}

export default function CertificateView({ loaderData, actionData }: Route.ComponentProps) {
  const { certificate: c, qrDataUrl, canRevoke, notice, renewal } = loaderData;
  const result = actionData as ActionResult | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const confirming = result && "confirmRevoke" in result;
  const failed = result && result.ok === false && "fieldErrors" in result ? result : null;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <p className="text-sm">
          <Link to="/dashboard/certificates" className="text-brand-800 underline">
            ← Certificates
          </Link>
        </p>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold text-slate-900">Certificate {c.certificateNumber}</h1>
            <CertificateStatusBadge status={c.status} />
          </div>
          <div className="flex flex-wrap gap-2">
            {renewal?.canStart ? (
              <Link
                to={renewPath(c.id)}
                className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                Renew certificate
              </Link>
            ) : renewal?.openRenewalId ? (
              <Link
                to={`/dashboard/applications/${renewal.openRenewalId}`}
                className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                Renewal in progress
              </Link>
            ) : null}
            <a
              href={certificatePdfPath(c.id)}
              download
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Download PDF
            </a>
          </div>
        </div>
      </div>

      {notice && !result ? <FormMessage kind="success">{notice}</FormMessage> : null}
      {result?.ok ? <FormMessage kind="success">{result.message}</FormMessage> : null}
      {failed && Object.keys(failed.fieldErrors).length === 0 ? (
        <FormMessage kind="error">{failed.message}</FormMessage>
      ) : null}

      {c.status === "revoked" ? (
        <section
          aria-labelledby="revoked-h"
          className="rounded-lg border border-red-300 bg-red-50 p-5"
        >
          <h2 id="revoked-h" className="text-lg font-semibold text-red-900">
            Revoked{c.revokedAt ? ` on ${c.revokedAt}` : ""}
          </h2>
          {c.revocationReason ? (
            <p className="mt-1 whitespace-pre-wrap text-red-900">{c.revocationReason}</p>
          ) : null}
        </section>
      ) : null}

      <CertificateCard
        businessName={c.businessName}
        addressLines={c.addressLines}
        certificateNumber={c.certificateNumber}
        issueDate={c.issueDate}
        expiryDate={c.expiryDate}
        qrDataUrl={qrDataUrl}
        verificationUrl={c.verificationUrl}
        standardsVersion={c.standardsVersion}
      />

      <section
        aria-labelledby="verify-h"
        className="rounded-lg border border-slate-200 bg-white p-5"
      >
        <h2 id="verify-h" className="text-lg font-semibold text-slate-900">
          Public verification
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Anyone can check this certificate at{" "}
          <a
            href={c.verificationUrl}
            className="break-all text-brand-800 underline"
            data-testid="verification-url"
          >
            {c.verificationUrl}
          </a>
        </p>
        <p className="mt-2 text-sm">
          <Link
            to={`/dashboard/applications/${c.applicationId}`}
            className="text-brand-800 underline"
          >
            View the application
          </Link>
        </p>
      </section>

      {canRevoke ? (
        <section
          aria-labelledby="revoke-h"
          className="rounded-lg border border-slate-200 bg-white p-5"
        >
          <h2 id="revoke-h" className="text-lg font-semibold text-slate-900">
            Revoke certificate
          </h2>
          {confirming ? (
            <Form noValidate method="post" className="mt-3 space-y-3">
              <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4">
                <p className="font-semibold text-red-900">
                  Revoke certificate {c.certificateNumber}?
                </p>
                <p className="mt-1 text-sm text-red-900">
                  The business leaves the directory, verification shows it as revoked and the
                  application returns to approved. Reason:
                </p>
                <p className="mt-1 text-sm whitespace-pre-wrap text-red-900">{result.reason}</p>
              </div>
              <input type="hidden" name="reason" value={result.reason} />
              <input type="hidden" name="confirm" value="yes" />
              <div className="flex flex-wrap gap-3">
                <DangerButton pending={busy} pendingLabel="Revoking…">
                  Yes, revoke
                </DangerButton>
                <Link
                  to="."
                  className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
                >
                  Cancel
                </Link>
              </div>
            </Form>
          ) : (
            <Form noValidate method="post" className="mt-3 space-y-3">
              <p className="text-sm text-slate-700">
                Revoke this certificate when the business no longer meets the standards. The reason
                is kept with the certificate and sent to the business.
              </p>
              <TextAreaField
                label="Reason for revoking"
                name="reason"
                required
                maxLength={REVOCATION_REASON_MAX}
                rows={3}
                defaultValue={failed?.reason ?? ""}
                error={failed?.fieldErrors.reason}
              />
              <DangerButton pending={busy} pendingLabel="Please wait…">
                Revoke certificate
              </DangerButton>
            </Form>
          )}
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
