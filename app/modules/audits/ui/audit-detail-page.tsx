import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { FormMessage } from "~/components/form";
import type { FormFailure } from "~/lib/form-action.server";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { applicationStatusMessages } from "~/modules/applications";
import { CorrectiveActionsPanel, type CorrectiveActionSummary } from "~/modules/corrective-actions";
import { auditStatusMessages } from "../audit-rules";
import type { KeptOnPhone } from "../field/keep-report";
import type { AuditDetail } from "../get-audit.server";
import { AuditActionsSection } from "./audit-actions-section";
import { AuditReportPdfLink } from "./audit-report-pdf-link";
import { AuditFollowUpNotice } from "./audit-follow-up-notice";
import { AuditReportSection } from "./audit-report-section";
import { AuditStatusBadge } from "./audit-status-badge";
import { auditWhenMessages, useAuditWhen } from "./audit-when";

const m = defineMessages({
  all: { id: "audits.detail.all", defaultMessage: "← All audits" },
  title: { id: "audits.detail.title", defaultMessage: "Audit: {businessName}" },
  details: { id: "audits.detail.details", defaultMessage: "Details" },
  scheduledFor: { id: "audits.detail.scheduledFor", defaultMessage: "Scheduled for" },
  timeZone: { id: "audits.detail.timeZone", defaultMessage: "Time zone" },
  calendar: { id: "audits.detail.calendar", defaultMessage: "Calendar" },
  download: { id: "audits.detail.download", defaultMessage: "Download the audit (.ics)" },
  examiner: { id: "audits.detail.examiner", defaultMessage: "Examiner" },
  status: { id: "audits.detail.status", defaultMessage: "Status" },
  carriedOut: { id: "audits.detail.carriedOut", defaultMessage: "Carried out" },
  early: { id: "audits.detail.early", defaultMessage: "(before the scheduled date)" },
  completed: { id: "audits.detail.completed", defaultMessage: "Completed" },
  application: { id: "audits.detail.application", defaultMessage: "Application" },
});

/** What the audit page's action answers (a redirect aside). */
export type AuditPageResult =
  | { ok: true; intent: string; message: string }
  /** A cancel or delete waiting for confirmation. */
  | { ok: false; intent: string; message: ""; confirm: "cancel" | "delete" }
  /** A photo's deletion waiting for confirmation (issue 37). */
  | { ok: false; intent: "deletePhoto"; message: ""; confirm: "deletePhoto"; photoId: string }
  /** The report kept on the device for want of a connection (the page's client action). */
  | KeptOnPhone
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
  correctiveActions = [],
}: {
  audit: AuditDetail;
  result: AuditPageResult | undefined;
  /** The audit's corrective actions the viewer may see (issue 37). */
  correctiveActions?: CorrectiveActionSummary[];
}) {
  const intl = useIntl();
  const f = useFormat();
  const when = useAuditWhen();
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
          <FormattedMessage {...m.all} />
        </Link>
      </p>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">
            <FormattedMessage
              {...m.title}
              values={{ businessName: audit.application.businessName }}
            />
          </h1>
          <p className="mt-1 text-slate-700">{audit.application.businessAddress}</p>
        </div>
        <AuditStatusBadge status={audit.status} />
      </div>
      <AuditFollowUpNotice followUp={audit.followUp} />

      {message}

      <section
        aria-labelledby="details-h"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="details-h" className="text-lg font-semibold text-slate-900">
          <FormattedMessage {...m.details} />
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <DetailRow label={intl.formatMessage(m.scheduledFor)}>
            <time dateTime={audit.scheduledDate}>
              {intl.formatMessage(auditWhenMessages.when, {
                date: when.date(audit.scheduledDate, audit.timeZone),
                time: when.time(audit.scheduledDate, audit.timeZone),
              })}
            </time>
          </DetailRow>
          <DetailRow label={intl.formatMessage(m.timeZone)}>{when.zone(audit.timeZone)}</DetailRow>
          <DetailRow label={intl.formatMessage(m.calendar)}>
            {/* A file, not a page: a plain link (decision 065). */}
            <a
              href={`/dashboard/audits/${audit.id}/calendar.ics`}
              download
              className="text-brand-800 underline"
            >
              <FormattedMessage {...m.download} />
            </a>
          </DetailRow>
          <DetailRow label={intl.formatMessage(m.examiner)}>{audit.examiner.name}</DetailRow>
          <DetailRow label={intl.formatMessage(m.status)}>
            <FormattedMessage {...auditStatusMessages[audit.status]} />
          </DetailRow>
          {audit.startedAt ? (
            <DetailRow label={intl.formatMessage(m.carriedOut)}>
              <time dateTime={audit.startedAt}>{f.date(audit.startedAt)}</time>
              {audit.startedEarly ? (
                <span className="text-sm text-slate-700">
                  {" "}
                  <FormattedMessage {...m.early} />
                </span>
              ) : null}
            </DetailRow>
          ) : null}
          {audit.completedAt ? (
            <DetailRow label={intl.formatMessage(m.completed)}>
              <time dateTime={audit.completedAt}>{f.date(audit.completedAt)}</time>
            </DetailRow>
          ) : null}
          <DetailRow label={intl.formatMessage(m.application)}>
            <Link
              to={`/dashboard/applications/${audit.application.id}`}
              className="text-brand-800 underline"
            >
              {audit.application.businessName}
            </Link>{" "}
            <span className="text-sm text-slate-700">
              (<FormattedMessage {...applicationStatusMessages[audit.application.status]} />)
            </span>
          </DetailRow>
        </dl>
      </section>

      {audit.can.changeStatus.length > 0 || audit.can.delete || audit.can.reschedule ? (
        <AuditActionsSection audit={audit} result={result} />
      ) : null}

      {audit.can.downloadReport ? <AuditReportPdfLink auditId={audit.id} /> : null}

      <AuditReportSection audit={audit} result={result} />

      <CorrectiveActionsPanel
        actions={correctiveActions}
        applicationId={audit.application.id}
        showEmpty={audit.status === "completed"}
      />
    </div>
  );
}
