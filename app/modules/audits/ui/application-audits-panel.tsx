import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { DataTable } from "~/components/data-table";
import { defineMessages } from "~/lib/i18n/messages";
import type { AuditListRow } from "../list-audits.server";
import { AuditReportPdfRowLink } from "./audit-report-pdf-link";
import { AuditStatusBadge } from "./audit-status-badge";
import { auditWhenMessages, useAuditWhen } from "./audit-when";

const m = defineMessages({
  title: { id: "audits.panel.title", defaultMessage: "Audits" },
  none: {
    id: "audits.panel.none",
    defaultMessage: "No audits are scheduled for this application.",
  },
  caption: { id: "audits.panel.caption", defaultMessage: "Audits of this application" },
  when: { id: "audits.panel.when", defaultMessage: "Date and time" },
  examiner: { id: "audits.panel.examiner", defaultMessage: "Examiner" },
  status: { id: "audits.panel.status", defaultMessage: "Status" },
  audit: { id: "audits.panel.audit", defaultMessage: "Audit" },
  viewReport: { id: "audits.panel.viewReport", defaultMessage: "View the report" },
  viewAudit: { id: "audits.panel.viewAudit", defaultMessage: "View the audit" },
  viewReportOf: {
    id: "audits.panel.viewReportOf",
    defaultMessage: "View the report of {date}",
  },
  viewAuditOf: { id: "audits.panel.viewAuditOf", defaultMessage: "View the audit of {date}" },
});

/**
 * An application's audits on its page (`listAudits(db, viewer, { applicationId })`:
 * the viewer's scope, so an examiner sees only the audits assigned to them):
 * date and time in the audit's own zone (named), examiner, status and a
 * link to the audit (its report once completed). `children`: the schedule
 * form for those who may schedule. Anchor: `#audits`.
 */
export function ApplicationAuditsPanel({
  audits,
  children,
}: {
  audits: AuditListRow[];
  children?: ReactNode;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const when = useAuditWhen();
  return (
    <section
      id="audits"
      aria-labelledby="audits-h"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="audits-h" className="text-lg font-semibold text-slate-900">
        <FormattedMessage {...m.title} />
      </h2>
      {audits.length === 0 ? (
        <p className="text-sm text-slate-700">
          <FormattedMessage {...m.none} />
        </p>
      ) : (
        <DataTable
          caption={t(m.caption)}
          rows={audits}
          rowKey={(r) => r.id}
          columns={[
            {
              key: "when",
              header: t(m.when),
              className: "text-slate-900",
              cell: (r) => (
                <>
                  <time dateTime={r.scheduledDate}>
                    {t(auditWhenMessages.when, {
                      date: when.date(r.scheduledDate, r.timeZone),
                      time: when.time(r.scheduledDate, r.timeZone),
                    })}
                  </time>
                  <span className="block text-xs text-slate-600">{when.zone(r.timeZone)}</span>
                </>
              ),
            },
            {
              key: "examinerName",
              header: t(m.examiner),
              className: "text-slate-900",
              cell: (r) => r.examinerName,
            },
            {
              key: "status",
              header: t(m.status),
              cell: (r) => <AuditStatusBadge status={r.status} />,
            },
            {
              key: "link",
              header: t(m.audit),
              headerHidden: true,
              className: "md:text-right",
              cell: (r) => (
                <>
                  <Link
                    to={`/dashboard/audits/${r.id}`}
                    className="font-medium text-brand-800 underline"
                    aria-label={t(r.status === "completed" ? m.viewReportOf : m.viewAuditOf, {
                      date: when.date(r.scheduledDate, r.timeZone),
                    })}
                  >
                    {t(r.status === "completed" ? m.viewReport : m.viewAudit)}
                  </Link>
                  {r.reportPdf ? (
                    <span className="mt-1 block">
                      <AuditReportPdfRowLink
                        auditId={r.id}
                        date={when.date(r.scheduledDate, r.timeZone)}
                      />
                    </span>
                  ) : null}
                </>
              ),
            },
          ]}
        />
      )}
      {children}
    </section>
  );
}
