import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { DataTable, type DataColumn, type SortState } from "~/components/data-table";
import { SubmitButton, TextAreaField } from "~/components/form";
import { formatDate } from "~/lib/format";
import type { ApplicationStatus, PaymentStatus } from "~/modules/applications";
import { PaymentBadge, StatusBadge } from "~/modules/applications";
import { certificateViewPath } from "~/modules/certificates";
import type { RenewalAuditStep } from "../renewal-rules";

const auditStepLabels: Record<RenewalAuditStep, string> = {
  due: "Audit: not decided",
  scheduled: "Audit: scheduled",
  completed: "Audit: completed",
  waived: "Audit: waived",
};

export type RenewalTableRow = {
  id: string;
  businessName: string;
  certificateId: string;
  certificateNumber: string;
  currentExpiry: string;
  status: ApplicationStatus;
  paymentStatus: PaymentStatus;
  submittedAt: string | null;
  changesDeclared: string[];
  descriptionOfChanges: string | null;
  /** Audited, scheduled, waived or still to decide (decision 078). */
  auditStep: RenewalAuditStep;
  /** Staff may approve it from the list (no changes declared, undecided, not audited there). */
  approvable: boolean;
  /** Staff may reject it from the list. */
  rejectable: boolean;
};

/** The renewals list (SPEC §7): a table on wide screens, cards on phones, sortable by its headings. */
export function RenewalTable(props: {
  rows: RenewalTableRow[];
  timeZone: string;
  canUpdate: boolean;
  pendingId: string | null;
  sort: SortState;
}) {
  const { rows, timeZone, canUpdate, pendingId, sort } = props;
  const columns: DataColumn<RenewalTableRow>[] = [
    {
      key: "business",
      header: "Business",
      sortable: true,
      cell: (r) => (
        <Link
          to={`/dashboard/applications/${r.id}`}
          className="font-medium text-brand-800 underline"
        >
          {r.businessName}
        </Link>
      ),
    },
    {
      key: "certificate",
      header: "Certificate",
      sortable: true,
      className: "whitespace-nowrap",
      cell: (r) => (
        <Link to={certificateViewPath(r.certificateId)} className="underline">
          {r.certificateNumber}
        </Link>
      ),
    },
    {
      key: "status",
      header: "Status",
      sortable: true,
      cell: (r) => (
        <span className="flex flex-col items-start gap-1">
          <StatusBadge status={r.status} />
          <PaymentBadge status={r.paymentStatus} />
          <span className="text-sm text-slate-800">{auditStepLabels[r.auditStep]}</span>
        </span>
      ),
    },
    {
      key: "expiry",
      header: "Expiry",
      sortable: true,
      className: "whitespace-nowrap text-slate-900",
      cell: (r) => <time dateTime={r.currentExpiry}>{formatDate(r.currentExpiry, timeZone)}</time>,
    },
    {
      key: "submitted",
      header: "Submitted",
      sortable: true,
      className: "whitespace-nowrap text-slate-900",
      cell: (r) =>
        r.submittedAt ? (
          <time dateTime={r.submittedAt}>{formatDate(r.submittedAt, timeZone)}</time>
        ) : (
          "Not submitted"
        ),
    },
    {
      key: "changes",
      header: "Changes",
      className: "text-slate-900",
      cell: (r) => (
        <>
          {r.changesDeclared.length ? r.changesDeclared.join(", ") : "None"}
          {r.descriptionOfChanges ? (
            <span className="mt-1 block text-sm whitespace-pre-wrap text-slate-800">
              <span className="font-medium">What changed: </span>
              {r.descriptionOfChanges}
            </span>
          ) : null}
        </>
      ),
    },
  ];
  if (canUpdate) {
    columns.push({
      key: "actions",
      header: "Actions",
      headerHidden: true,
      cell: (r) => <RenewalActions row={r} pendingId={pendingId} />,
    });
  }
  return (
    <DataTable
      caption="Renewals"
      rows={rows}
      rowKey={(r) => r.id}
      sort={sort}
      testId="renewals-table"
      columns={columns}
    />
  );
}

function RenewalActions({ row: r, pendingId }: { row: RenewalTableRow; pendingId: string | null }) {
  return (
    <div className="flex flex-wrap items-start gap-2">
      {r.approvable && r.auditStep === "waived" ? (
        <Form method="post">
          <input type="hidden" name="intent" value="approve" />
          <input type="hidden" name="renewalId" value={r.id} />
          <SubmitButton
            pending={pendingId === `approve:${r.id}`}
            pendingLabel="Approving…"
            aria-label={`Approve renewal of ${r.businessName}`}
          >
            Approve renewal
          </SubmitButton>
        </Form>
      ) : null}
      {r.approvable && r.auditStep === "due" ? (
        // Approving without an audit waives it, with the reason (decision 078).
        <ReasonForm
          id={`waive-${r.id}`}
          renewalId={r.id}
          intent="approve"
          summary="Approve without an audit…"
          label="Why no audit is needed this year (shown to the business)"
          field="waiveReason"
          hint="A renewal audit fee not yet paid is no longer due; one already paid is refunded."
          submit={
            <SubmitButton
              pending={pendingId === `approve:${r.id}`}
              pendingLabel="Approving…"
              aria-label={`Approve renewal of ${r.businessName} without an audit`}
            >
              Approve without an audit
            </SubmitButton>
          }
        />
      ) : null}
      <Link
        to={`/dashboard/applications/${r.id}`}
        title="Review, audit or record a payment"
        aria-label={`Review, audit or record a payment: ${r.businessName}`}
        className="rounded-md border border-slate-400 px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-900 hover:bg-slate-50"
      >
        Review
      </Link>
      {r.rejectable ? (
        <ReasonForm
          id={`reject-${r.id}`}
          renewalId={r.id}
          intent="reject"
          tone="danger"
          summary="Reject…"
          label="Reason (sent to the business)"
          field="note"
          submit={
            <button
              type="submit"
              className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
            >
              Reject renewal
            </button>
          }
        />
      ) : null}
    </div>
  );
}

/** A folded form that asks for a reason: rejecting, or approving without an audit. */
function ReasonForm(props: {
  id: string;
  renewalId: string;
  intent: "approve" | "reject";
  tone?: "danger";
  summary: string;
  label: string;
  field: "note" | "waiveReason";
  hint?: string;
  submit: ReactNode;
}) {
  return (
    <details className="w-full">
      <summary
        className={`cursor-pointer rounded-md px-2 py-2 text-sm font-semibold underline ${props.tone === "danger" ? "text-red-800" : "text-brand-800"}`}
      >
        {props.summary}
      </summary>
      <Form method="post" className="mt-2 space-y-2">
        <input type="hidden" name="intent" value={props.intent} />
        <input type="hidden" name="renewalId" value={props.renewalId} />
        <TextAreaField
          id={props.id}
          label={props.label}
          labelClassName="block text-sm font-medium"
          name={props.field}
          required
          rows={3}
          maxLength={2000}
          controlClassName="mt-2 block w-full rounded-md border px-3 py-2"
          hint={props.hint}
          hintClassName="mt-2 text-sm text-slate-700"
        />
        {props.submit}
      </Form>
    </details>
  );
}
