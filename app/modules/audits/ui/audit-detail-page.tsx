import { Link } from "react-router";
import { FormMessage } from "~/components/form";
import { formatDate } from "~/lib/format";
import type { FormFailure } from "~/lib/form-action.server";
import { applicationStatusLabels } from "~/modules/applications";
import { auditStatusLabels } from "../audit-rules";
import type { AuditDetail } from "../get-audit.server";
import { AuditActionsSection } from "./audit-actions-section";
import { AuditReportSection } from "./audit-report-section";
import { AuditStatusBadge } from "./audit-status-badge";

/** What the audit page's action answers (a redirect aside). */
export type AuditPageResult =
  | { ok: true; intent: string; message: string }
  /** A cancel or delete waiting for confirmation. */
  | { ok: false; intent: string; message: ""; confirm: "cancel" | "delete" }
  | FormFailure;

function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

/** /dashboard/audits/:id: the audit, what the viewer may do with it, and its report. */
export function AuditDetailPage({
  audit,
  result,
}: {
  audit: AuditDetail;
  result: AuditPageResult | undefined;
}) {
  // Field messages show at their fields; the banner carries the others.
  const atFields =
    result && !result.ok && "fieldErrors" in result && Object.keys(result.fieldErrors).length > 0;
  const message =
    result?.message && !atFields ? (
      <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
    ) : null;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <p>
        <Link to="/dashboard/audits" className="text-sm text-brand-800 underline">
          ← All audits
        </Link>
      </p>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">
            Audit: {audit.application.businessName}
          </h1>
          <p className="mt-1 text-slate-700">{audit.application.businessAddress}</p>
        </div>
        <AuditStatusBadge status={audit.status} />
      </div>

      {message}

      <section
        aria-labelledby="details-h"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="details-h" className="text-lg font-semibold text-slate-900">
          Details
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <DetailRow label="Scheduled for">
            <time dateTime={audit.scheduledDate}>
              {audit.date}, {audit.time}
            </time>
          </DetailRow>
          <DetailRow label="Time zone">{audit.timeZoneLabel}</DetailRow>
          <DetailRow label="Calendar">
            {/* A file, not a page: a plain link (decision 065). */}
            <a
              href={`/dashboard/audits/${audit.id}/calendar.ics`}
              download
              className="text-brand-800 underline"
            >
              Download the audit (.ics)
            </a>
          </DetailRow>
          <DetailRow label="Examiner">{audit.examiner.name}</DetailRow>
          <DetailRow label="Status">{auditStatusLabels[audit.status]}</DetailRow>
          {audit.startedAt ? (
            <DetailRow label="Carried out">
              <time dateTime={audit.startedAt}>{formatDate(audit.startedAt)}</time>
              {audit.startedEarly ? (
                <span className="text-sm text-slate-700"> (before the scheduled date)</span>
              ) : null}
            </DetailRow>
          ) : null}
          {audit.completedAt ? (
            <DetailRow label="Completed">
              <time dateTime={audit.completedAt}>{formatDate(audit.completedAt)}</time>
            </DetailRow>
          ) : null}
          <DetailRow label="Application">
            <Link
              to={`/dashboard/applications/${audit.application.id}`}
              className="text-brand-800 underline"
            >
              {audit.application.businessName}
            </Link>{" "}
            <span className="text-sm text-slate-700">
              ({applicationStatusLabels[audit.application.status]})
            </span>
          </DetailRow>
        </dl>
      </section>

      {audit.can.changeStatus.length > 0 || audit.can.delete || audit.can.reschedule ? (
        <AuditActionsSection audit={audit} result={result} />
      ) : null}

      <AuditReportSection audit={audit} result={result} />
    </div>
  );
}
