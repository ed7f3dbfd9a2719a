import { AccreditationBadge } from "~/components/accreditation-badge";
import { applicationStanding, type AccreditationStateKind } from "~/domain/accreditation-state";
import { FormattedMessage } from "react-intl";
import { formatDate as formatDateOnly, formatDateTime as formatDateAndTime } from "~/lib/format";
import type { ApplicationStatus, PaymentStatus } from "../application-status";
import { applicationStatusMessages, paymentStatusMessages } from "./list-messages";

const statusStyles: Record<ApplicationStatus, string> = {
  draft: "bg-slate-100 text-slate-800 ring-slate-300",
  submitted: "bg-sky-50 text-sky-900 ring-sky-300",
  "under-review": "bg-indigo-50 text-indigo-900 ring-indigo-300",
  "payment-pending": "bg-amber-50 text-amber-900 ring-amber-300",
  "inspection-scheduled": "bg-violet-50 text-violet-900 ring-violet-300",
  "inspection-completed": "bg-teal-50 text-teal-900 ring-teal-300",
  "review-panel": "bg-fuchsia-50 text-fuchsia-900 ring-fuchsia-300",
  approved: "bg-green-50 text-green-900 ring-green-300",
  rejected: "bg-red-50 text-red-900 ring-red-300",
  "audit-required": "bg-orange-50 text-orange-900 ring-orange-300",
  certified: "bg-emerald-700 text-white ring-emerald-800",
};

/**
 * An application's status; a certified (or approved) application whose
 * certificate is no longer in force shows the business's accreditation state
 * instead (decision 050): never a green "Certified" for an expired or revoked
 * business.
 */
export function StatusBadge({
  status,
  accreditation,
}: {
  status: ApplicationStatus;
  accreditation?: AccreditationStateKind | null;
}) {
  const standing = applicationStanding(status, accreditation);
  if (standing.show === "accreditation") return <AccreditationBadge kind={standing.kind} />;
  return (
    <span
      data-testid="status-badge"
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${statusStyles[status]}`}
    >
      <FormattedMessage {...applicationStatusMessages[status]} />
    </span>
  );
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const style =
    status === "pending"
      ? "bg-white text-slate-800 ring-slate-400"
      : "bg-green-50 text-green-900 ring-green-300";
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${style}`}
    >
      <FormattedMessage {...paymentStatusMessages[status]} />
    </span>
  );
}

/** The one date format (app/lib/format.ts); "—" when there is no date. */
export function formatDate(iso: string | null): string {
  return iso ? formatDateOnly(iso) : "—";
}

/** The one date-time format, its zone named; "—" when there is no time. */
export function formatDateTime(iso: string | null): string {
  return iso ? formatDateAndTime(iso) : "—";
}
