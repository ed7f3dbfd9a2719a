import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { EnglishMessage } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import type { VerificationResult, VerificationStatus } from "../verification-result";
import { verificationStatusLabels, verifyMessages as m } from "../verify-messages";
import { ReportConcernLink } from "~/modules/complaints";

const styles: Record<
  VerificationStatus,
  {
    label: EnglishMessage;
    box: string;
    badge: string;
    icon: "check" | "clock" | "cross" | "pause" | "question";
  }
> = {
  valid: {
    label: verificationStatusLabels.valid,
    box: "border-green-700 bg-green-50",
    badge: "bg-green-800 text-white",
    icon: "check",
  },
  expired: {
    label: verificationStatusLabels.expired,
    box: "border-amber-600 bg-amber-50",
    badge: "bg-amber-800 text-white",
    icon: "clock",
  },
  revoked: {
    label: verificationStatusLabels.revoked,
    box: "border-red-700 bg-red-50",
    badge: "bg-red-800 text-white",
    icon: "cross",
  },
  suspended: {
    label: verificationStatusLabels.suspended,
    box: "border-orange-700 bg-orange-50",
    badge: "bg-orange-800 text-white",
    icon: "pause",
  },
  not_found: {
    label: verificationStatusLabels.not_found,
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

/** What the status means, with its date: the message and its values. */
function explanation(
  result: VerificationResult,
  day: (iso: string | null) => string,
): [EnglishMessage, Record<string, string>] {
  switch (result.status) {
    case "valid":
      return result.standardsVersion
        ? [
            m.explainValidVersion,
            { date: day(result.expiryDate), version: result.standardsVersion },
          ]
        : [m.explainValid, { date: day(result.expiryDate) }];
    case "expired":
      return [m.explainExpired, { date: day(result.expiryDate) }];
    case "revoked":
      return [m.explainRevoked, { date: day(result.revokedAt) }];
    case "suspended":
      return [m.explainSuspended, { date: day(result.suspendedAt) }];
    case "not_found":
      return [m.explainNotFound, {}];
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
  const intl = useIntl();
  const to = useLocalizePath();
  const f = useFormat();
  // The date as printed on the certificate, in the reader's language.
  const day = (iso: string | null) => (iso ? f.date(iso) : "—");
  const style = styles[result.status];
  const label = intl.formatMessage(style.label);
  const [explained, values] = explanation(result, day);
  const link = (path: string) => (chunks: ReactNode) => (
    <Link to={to(path)} className="font-medium text-brand-800 underline">
      {chunks}
    </Link>
  );
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
          {label}
        </span>
        <span className="text-lg font-semibold text-slate-900">
          {result.status === "not_found" ? intl.formatMessage(m.noMatch) : result.certificateNumber}
        </span>
      </h2>
      <p className="mt-3 text-slate-800">{intl.formatMessage(explained, values)}</p>

      {result.status === "not_found" ? (
        <div className="mt-4 space-y-2 text-slate-800">
          <p>
            <FormattedMessage
              {...m.youEntered}
              values={{
                query,
                b: (chunks: ReactNode) => (
                  <strong className="break-all text-slate-900">{chunks}</strong>
                ),
              }}
            />
          </p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              <FormattedMessage {...m.checkNumber} />
            </li>
            <li>
              <FormattedMessage {...m.checkCode} />
            </li>
          </ul>
          <p>
            <FormattedMessage
              {...m.stillNotFound}
              values={{ contact: link("/contact"), directory: link("/directory") }}
            />
          </p>
        </div>
      ) : (
        <dl className="mt-5 grid gap-x-8 gap-y-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-slate-700">
              <FormattedMessage {...m.businessName} />
            </dt>
            <dd className="text-lg font-semibold text-slate-900">{result.businessName}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-700">
              <FormattedMessage {...m.address} />
            </dt>
            <dd className="text-slate-900">{result.businessAddress}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-700">
              <FormattedMessage {...m.certificateNumber} />
            </dt>
            <dd className="font-mono text-slate-900">{result.certificateNumber}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-700">
              <FormattedMessage {...m.status} />
            </dt>
            <dd className="font-semibold text-slate-900">
              {result.status === "revoked" && result.revokedAt
                ? intl.formatMessage(m.statusOn, { status: label, date: day(result.revokedAt) })
                : result.status === "suspended" && result.suspendedAt
                  ? intl.formatMessage(m.statusOn, { status: label, date: day(result.suspendedAt) })
                  : label}
            </dd>
          </div>
          {result.standardsVersion ? (
            <div>
              <dt className="text-sm font-medium text-slate-700">
                <FormattedMessage {...m.standardsVersion} />
              </dt>
              <dd className="text-slate-900">{result.standardsVersion}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-sm font-medium text-slate-700">
              <FormattedMessage {...m.issueDate} />
            </dt>
            <dd className="text-slate-900">
              <time dateTime={result.issueDate ?? undefined}>{day(result.issueDate)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-700">
              <FormattedMessage {...m.expiryDate} />
            </dt>
            <dd className="text-slate-900">
              <time dateTime={result.expiryDate ?? undefined}>{day(result.expiryDate)}</time>
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
