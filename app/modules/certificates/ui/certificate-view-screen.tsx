import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { useFormat } from "~/lib/i18n/use-format";
import { FormMessage, TextAreaField } from "~/components/form";
import { ConfirmBox } from "~/components/confirm-dialog";
import type { CertificatePageData } from "../certificate-pages.server";
import { REVOCATION_REASON_MAX } from "../certificate-messages";
import { certificatePdfPath, certificateRenewPath } from "../certificate-rules";
import { CertificateCard } from "./certificate-card";
import { AccreditationBadge } from "~/components/accreditation-badge";
import { AccreditationStatus } from "./accreditation-status";
import { CredentialDownload } from "~/modules/credentials";
import { PdfLanguages } from "~/components/pdf-languages";
import { SealPanel } from "./seal-panel";
import { SuspensionSection, type SuspensionResult } from "./suspension-section";
import { certificateUiMessages as m } from "./certificate-ui-messages";

/** What the revoke form answers: done, the confirmation step, or a refusal. */
export type RevokeResult =
  | { ok: true; message: string }
  | { ok: false; confirmRevoke: true; reason: string }
  | { ok: false; message: string; fieldErrors: Record<string, string>; reason: string }
  | SuspensionResult;

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

const outlineLink =
  "rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50";

function RevokeSection({
  certificateNumber,
  result,
}: {
  certificateNumber: string;
  result: RevokeResult | undefined;
}) {
  const intl = useIntl();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const confirming = result && "confirmRevoke" in result ? result : null;
  const failed =
    result && "fieldErrors" in result && (!("intent" in result) || result.intent === "revoke")
      ? result
      : null;
  return (
    <section aria-labelledby="revoke-h" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="revoke-h" className="text-lg font-semibold text-slate-900">
        <FormattedMessage {...m.revokeTitle} />
      </h2>
      {confirming ? (
        <div className="mt-3">
          <ConfirmBox
            message={
              <>
                <p className="font-semibold">
                  <FormattedMessage {...m.revokeConfirm} values={{ number: certificateNumber }} />
                </p>
                <p className="mt-1 text-sm font-normal">
                  <FormattedMessage {...m.revokeConsequence} />
                </p>
                <p className="mt-1 text-sm font-normal whitespace-pre-wrap">{confirming.reason}</p>
              </>
            }
            fields={{ reason: confirming.reason }}
            confirmLabel={intl.formatMessage(m.revokeYes)}
            pendingLabel={intl.formatMessage(m.revoking)}
            cancelTo="."
            pending={busy}
          />
        </div>
      ) : (
        <Form noValidate method="post" className="mt-3 space-y-3">
          <p className="text-sm text-slate-700">
            <FormattedMessage {...m.revokeIntro} />
          </p>
          <TextAreaField
            label={intl.formatMessage(m.revokeReason)}
            name="reason"
            required
            maxLength={REVOCATION_REASON_MAX}
            rows={3}
            defaultValue={failed?.reason ?? ""}
            error={failed?.fieldErrors.reason}
          />
          <input type="hidden" name="intent" value="revoke" />
          <DangerButton pending={busy} pendingLabel={intl.formatMessage(m.pleaseWait)}>
            {intl.formatMessage(m.revokeTitle)}
          </DangerButton>
        </Form>
      )}
    </section>
  );
}

/** One certificate: its card, public verification, renewal and (staff) revocation. */
export function CertificateViewScreen({
  page,
  result,
}: {
  page: CertificatePageData;
  result: RevokeResult | undefined;
}) {
  const intl = useIntl();
  const f = useFormat();
  const { certificate: c, qrDataUrl, canRevoke, notice, renewal } = page;
  const failed = result && "fieldErrors" in result ? result : null;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <p className="text-sm">
          <Link to="/dashboard/certificates" className="text-brand-800 underline">
            <FormattedMessage {...m.back} />
          </Link>
        </p>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold text-slate-900">
              <FormattedMessage {...m.heading} values={{ number: c.certificateNumber }} />
            </h1>
            <AccreditationBadge kind={page.accreditation.kind} />
          </div>
          <div className="flex flex-wrap gap-2">
            {renewal?.canStart ? (
              <Link to={certificateRenewPath(c.id)} className={outlineLink}>
                <FormattedMessage {...m.renewCertificate} />
              </Link>
            ) : renewal?.openRenewalId ? (
              <Link to={`/dashboard/applications/${renewal.openRenewalId}`} className={outlineLink}>
                <FormattedMessage {...m.renewalInProgress} />
              </Link>
            ) : null}
            <a
              href={certificatePdfPath(c.id)}
              download
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              <FormattedMessage {...m.downloadPdf} />
            </a>
          </div>
          <PdfLanguages path={certificatePdfPath(c.id)} />
        </div>
      </div>

      {notice && !result ? (
        <FormMessage kind="success">
          {intl.formatMessage(notice === "generated" ? m.noticeGenerated : m.noticeExisting)}
        </FormMessage>
      ) : null}
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
            {c.revokedAt ? (
              <FormattedMessage {...m.revokedOn} values={{ date: f.date(c.revokedAt) }} />
            ) : (
              <FormattedMessage {...m.revoked} />
            )}
          </h2>
          {c.revocationReason ? (
            <p className="mt-1 whitespace-pre-wrap text-red-900">{c.revocationReason}</p>
          ) : null}
        </section>
      ) : null}

      <AccreditationStatus state={page.accreditation} advice={page.isOwnView} />

      <CertificateCard
        businessName={c.businessName}
        addressLines={c.addressLines}
        certificateNumber={c.certificateNumber}
        issueDate={f.date(c.issueDate)}
        expiryDate={f.date(c.expiryDate)}
        qrDataUrl={qrDataUrl}
        verificationUrl={c.verificationUrl}
        standardsVersion={c.standardsVersion}
        stamp={
          c.stamp
            ? intl.formatMessage(m.stamp, {
                label: intl.formatMessage(m[`stamp${c.stamp.label}`]),
                date: f.date(c.stamp.date),
              })
            : null
        }
      />

      <section
        aria-labelledby="verify-h"
        className="rounded-lg border border-slate-200 bg-white p-5"
      >
        <h2 id="verify-h" className="text-lg font-semibold text-slate-900">
          <FormattedMessage {...m.verifyTitle} />
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          <FormattedMessage
            {...m.verifyText}
            values={{
              url: c.verificationUrl,
              link: (chunks: ReactNode) => (
                <a
                  href={c.verificationUrl}
                  className="break-all text-brand-800 underline"
                  data-testid="verification-url"
                >
                  {chunks}
                </a>
              ),
            }}
          />
        </p>
        {page.linkedInUrl ? (
          <p className="mt-3">
            <a
              href={page.linkedInUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center rounded-md bg-[#0a66c2] px-3 py-1.5 text-sm font-semibold text-white hover:bg-[#004182]"
              data-testid="add-to-linkedin"
            >
              <FormattedMessage {...m.addToLinkedIn} />
              <span className="sr-only"> {intl.formatMessage(m.opensLinkedIn)}</span>
            </a>
          </p>
        ) : null}
        <p className="mt-2 text-sm">
          <Link
            to={`/dashboard/applications/${c.applicationId}`}
            className="text-brand-800 underline"
          >
            <FormattedMessage {...m.viewApplication} />
          </Link>
        </p>
      </section>

      <CredentialDownload verificationCode={c.verificationCode} status={c.status} />
      {page.seal ? <SealPanel seal={page.seal} /> : null}

      {page.suspension ? (
        <SuspensionSection
          certificateNumber={c.certificateNumber}
          mode={page.suspension.mode}
          result={result}
          suspension={page.suspension.facts}
        />
      ) : null}
      {page.appealPath ? (
        <p>
          <Link to={page.appealPath} className={outlineLink}>
            <FormattedMessage {...m.appeal} />
          </Link>
        </p>
      ) : null}
      {canRevoke ? <RevokeSection certificateNumber={c.certificateNumber} result={result} /> : null}
    </div>
  );
}
