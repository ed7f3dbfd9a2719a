import type { ReactNode } from "react";
import { Link } from "react-router";
import { DataTable } from "~/components/data-table";
import type { AuditListRow } from "../list-audits.server";
import { AuditStatusBadge } from "./audit-status-badge";

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
  return (
    <section
      id="audits"
      aria-labelledby="audits-h"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="audits-h" className="text-lg font-semibold text-slate-900">
        Audits
      </h2>
      {audits.length === 0 ? (
        <p className="text-sm text-slate-700">No audits are scheduled for this application.</p>
      ) : (
        <DataTable
          caption="Audits of this application"
          rows={audits}
          rowKey={(r) => r.id}
          columns={[
            {
              key: "when",
              header: "Date and time",
              className: "text-slate-900",
              cell: (r) => (
                <>
                  <time dateTime={r.scheduledDate}>
                    {r.date}, {r.time}
                  </time>
                  <span className="block text-xs text-slate-600">{r.timeZoneLabel}</span>
                </>
              ),
            },
            {
              key: "examinerName",
              header: "Examiner",
              className: "text-slate-900",
              cell: (r) => r.examinerName,
            },
            {
              key: "status",
              header: "Status",
              cell: (r) => <AuditStatusBadge status={r.status} />,
            },
            {
              key: "link",
              header: "Audit",
              headerHidden: true,
              className: "md:text-right",
              cell: (r) => (
                <Link
                  to={`/dashboard/audits/${r.id}`}
                  className="font-medium text-brand-800 underline"
                  aria-label={`${r.status === "completed" ? "View the report" : "View the audit"} of ${r.date}`}
                >
                  {r.status === "completed" ? "View the report" : "View the audit"}
                </Link>
              ),
            },
          ]}
        />
      )}
      {children}
    </section>
  );
}
