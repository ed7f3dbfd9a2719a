import { Link } from "react-router";
import { effectiveStatusLabels, formatCertificateDate } from "~/modules/certificates";
import type { VerificationResult, VerificationStatus } from "../verification-result";
import { ReportConcernLink } from "~/modules/complaints";

/** The date as printed on the certificate (UTC): the same text on the server and in the browser. */
export function formatVerificationDate(iso: string | null): string {
  return iso ? formatCertificateDate(new Date(iso)) : "—";
}

const styles: Record<
  VerificationStatus,
  {
    label: string;
    box: string;
    badge: string;
    icon: "check" | "clock" | "cross" | "pause" | "question";
  }
> = {
  valid: {
    label: effectiveStatusLabels.valid,
    box: "border-green-700 bg-green-50",
    badge: "bg-green-800 text-white",
    icon: "check",
  },
  expired: {
    label: effectiveStatusLabels.expired,
    box: "border-amber-600 bg-amber-50",
    badge: "bg-amber-800 text-white",
    icon: "clock",
  },
  revoked: {
    label: effectiveStatusLabels.revoked,
    box: "border-red-700 bg-red-50",
    badge: "bg-red-800 text-white",
    icon: "cross",
  },
  suspended: {
    label: effectiveStatusLabels.suspended,
    box: "border-orange-700 bg-orange-50",
    badge: "bg-orange-800 text-white",
    icon: "pause",
  },
  not_found: {
    label: "Not found",
    box: "border-slate-400 bg-slate-50",
    badge: "bg-slate-700 text-white",
    icon: "question",
  },
};

function StatusIcon({ icon }: { icon: (typeof styles)[VerificationStatus]["icon"] }) {
  const paths = {
    check: "M5 12.5l4.5 4.5L19 7.5",
    clock: "M12 7v5l3 2M21 12a9 9 0 11-18 0 9 9 0 0118 0z",
    cross: "M6 6l12 12M18 6L6 18",
    pause: "M9 6v12M15 6v12",
    question: "M9.5 9a2.5 2.5 0 115 0c0 1.5-2.5 2-2.5 4M12 17h.01",
  };
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[icon]} />
    </svg>
  );
}

function explanation(result: VerificationResult): string {
  switch (result.status) {
    case "valid":
      return `This certificate is genuine and valid until ${formatVerificationDate(result.expiryDate)}. The business below is accredited${result.standardsVersion ? ` against standards version ${result.standardsVersion}` : ""}.`;
    case "expired":
      return `This certificate is genuine but expired on ${formatVerificationDate(result.expiryDate)}. The business is not accredited: a renewal would show this certificate as valid again.`;
    case "revoked":
      return `This certificate was revoked on ${formatVerificationDate(result.revokedAt)}. The business is no longer accredited.`;
    case "suspended":
      return `This certificate was suspended on ${formatVerificationDate(result.suspendedAt)}. While it is suspended the business is not accredited.`;
    case "not_found":
      return "We could not find a certificate with this code or number.";
  }
}

/** The verification result: status in words, icon and colour, then the certificate's facts. */
export function VerificationStatusPanel({
  result,
  query,
}: {
  result: VerificationResult;
  query: string;
}) {
  const style = styles[result.status];
  return (
    <section
      aria-labelledby="verification-status"
      className={`rounded-xl border-2 p-6 ${style.box}`}
      data-testid="verification-result"
      data-status={result.status}
    >
      <h2 id="verification-status" className="flex flex-wrap items-center gap-3">
        <span
          className={`inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-lg font-bold ${style.badge}`}
        >
          <StatusIcon icon={style.icon} />
          {style.label}
        </span>
        <span className="text-lg font-semibold text-slate-900">
          {result.status === "not_found" ? "No matching certificate" : result.certificateNumber}
        </span>
      </h2>
      <p className="mt-3 text-slate-800">{explanation(result)}</p>

      {result.status === "not_found" ? (
        <div className="mt-4 space-y-2 text-slate-800">
          <p>
            You entered <strong className="break-all text-slate-900">{query}</strong>. Please check:
          </p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              the certificate number is typed exactly as printed, with the dash (for example
              2026-00042);
            </li>
            <li>a verification code is complete (scanning the QR code avoids typing mistakes).</li>
          </ul>
          <p>
            If it still cannot be found, the certificate may not be genuine. Please{" "}
            <Link to="/contact" className="font-medium text-brand-800 underline">
              contact us
            </Link>{" "}
            or search the{" "}
            <Link to="/directory" className="font-medium text-brand-800 underline">
              directory of accredited businesses
            </Link>
            .
          </p>
        </div>
      ) : (
        <dl className="mt-5 grid gap-x-8 gap-y-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-slate-700">Business name</dt>
            <dd className="text-lg font-semibold text-slate-900">{result.businessName}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-700">Address</dt>
            <dd className="text-slate-900">{result.businessAddress}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-700">Certificate number</dt>
            <dd className="font-mono text-slate-900">{result.certificateNumber}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-700">Status</dt>
            <dd className="font-semibold text-slate-900">
              {style.label}
              {result.status === "revoked" && result.revokedAt
                ? ` on ${formatVerificationDate(result.revokedAt)}`
                : ""}
              {result.status === "suspended" && result.suspendedAt
                ? ` on ${formatVerificationDate(result.suspendedAt)}`
                : ""}
            </dd>
          </div>
          {result.standardsVersion ? (
            <div>
              <dt className="text-sm font-medium text-slate-700">Standards version</dt>
              <dd className="text-slate-900">{result.standardsVersion}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-sm font-medium text-slate-700">Issue date</dt>
            <dd className="text-slate-900">
              <time dateTime={result.issueDate ?? undefined}>
                {formatVerificationDate(result.issueDate)}
              </time>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-700">Expiry date</dt>
            <dd className="text-slate-900">
              <time dateTime={result.expiryDate ?? undefined}>
                {formatVerificationDate(result.expiryDate)}
              </time>
            </dd>
          </div>
        </dl>
      )}
      {/* After the list: a <dl> holds only its term and description groups (axe definition-list). */}
      {/* Concerns are taken about a business in force or suspended (decisions 056, 058). */}
      {(result.status === "valid" || result.status === "suspended") && result.certificateNumber ? (
        <div className="mt-4">
          <ReportConcernLink certificateNumber={result.certificateNumber} />
        </div>
      ) : null}
    </section>
  );
}
