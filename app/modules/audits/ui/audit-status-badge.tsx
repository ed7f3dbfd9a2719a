import { FormattedMessage } from "react-intl";
import { auditStatusMessages, type AuditStatus } from "../audit-rules";

const styles: Record<AuditStatus, string> = {
  scheduled: "bg-sky-50 text-sky-900 ring-sky-300",
  "in-progress": "bg-amber-50 text-amber-900 ring-amber-300",
  completed: "bg-green-50 text-green-900 ring-green-300",
  cancelled: "bg-slate-100 text-slate-800 ring-slate-300",
};

export function AuditStatusBadge({ status }: { status: AuditStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${styles[status]}`}
    >
      <FormattedMessage {...auditStatusMessages[status]} />
    </span>
  );
}
