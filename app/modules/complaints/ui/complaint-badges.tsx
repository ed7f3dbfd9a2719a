import { FormattedMessage, useIntl } from "react-intl";
import type { ComplaintOutcome, ComplaintStatus } from "~/domain/complaint-status";
import { defineMessages } from "~/lib/i18n/messages";
import { complaintOutcomeMessages, complaintStatusMessages } from "../complaint-messages";

const m = defineMessages({
  withOutcome: { id: "complaints.badge.withOutcome", defaultMessage: "{status}: {outcome}" },
  overdue: { id: "complaints.badge.overdue", defaultMessage: "Overdue" },
});

const styles: Record<ComplaintStatus, string> = {
  received: "bg-sky-50 text-sky-900 ring-sky-300",
  acknowledged: "bg-indigo-50 text-indigo-900 ring-indigo-300",
  investigating: "bg-amber-50 text-amber-900 ring-amber-300",
  resolved: "bg-green-50 text-green-900 ring-green-300",
  withdrawn: "bg-slate-100 text-slate-800 ring-slate-300",
};

const badge =
  "inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1";

export function ComplaintStatusBadge({
  status,
  outcome,
}: {
  status: ComplaintStatus;
  outcome?: ComplaintOutcome | null;
}) {
  const intl = useIntl();
  const label = intl.formatMessage(complaintStatusMessages[status]);
  return (
    <span className={`${badge} ${styles[status]}`}>
      {outcome
        ? intl.formatMessage(m.withOutcome, {
            status: label,
            outcome: intl.formatMessage(complaintOutcomeMessages[outcome]).toLocaleLowerCase(),
          })
        : label}
    </span>
  );
}

export function OverdueBadge() {
  return (
    <span className={`${badge} bg-red-50 text-red-900 ring-red-300`}>
      <FormattedMessage {...m.overdue} />
    </span>
  );
}
