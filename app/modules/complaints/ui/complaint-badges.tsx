import {
  complaintOutcomeLabels,
  complaintStatusLabels,
  type ComplaintOutcome,
  type ComplaintStatus,
} from "~/domain/complaint-status";

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
  return (
    <span className={`${badge} ${styles[status]}`}>
      {complaintStatusLabels[status]}
      {outcome ? `: ${complaintOutcomeLabels[outcome].toLowerCase()}` : ""}
    </span>
  );
}

export function OverdueBadge() {
  return <span className={`${badge} bg-red-50 text-red-900 ring-red-300`}>Overdue</span>;
}
