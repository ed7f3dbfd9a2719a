import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link } from "react-router";
import { DataTable, type DataColumn, type SortState } from "~/components/data-table";
import { SubmitButton, TextAreaField } from "~/components/form";
import { useFormat } from "~/lib/i18n/use-format";
import type { ApplicationStatus, PaymentStatus } from "~/modules/applications";
import { PaymentBadge, StatusBadge } from "~/modules/applications";
import { certificateViewPath } from "~/modules/certificates";
import type { RenewalAuditStep } from "../renewal-rules";
import {
  auditStepMessages,
  declaredChangeMessages,
  renewalUiMessages as m,
} from "./renewal-ui-messages";

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
  const intl = useIntl();
  const f = useFormat();
  const t = (d: typeof m.caption) => intl.formatMessage(d);
  const { rows, timeZone, canUpdate, pendingId, sort } = props;
  const columns: DataColumn<RenewalTableRow>[] = [
    {
      key: "business",
      header: t(m.colBusiness),
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
      header: t(m.colCertificate),
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
      header: t(m.colStatus),
      sortable: true,
      cell: (r) => (
        <span className="flex flex-col items-start gap-1">
          <StatusBadge status={r.status} />
          <PaymentBadge status={r.paymentStatus} />
          <span className="text-sm text-slate-800">{t(auditStepMessages[r.auditStep])}</span>
        </span>
      ),
    },
    {
      key: "expiry",
      header: t(m.colExpiry),
      sortable: true,
      className: "whitespace-nowrap text-slate-900",
      cell: (r) => <time dateTime={r.currentExpiry}>{f.date(r.currentExpiry, timeZone)}</time>,
    },
    {
      key: "submitted",
      header: t(m.colSubmitted),
      sortable: true,
      className: "whitespace-nowrap text-slate-900",
      cell: (r) =>
        r.submittedAt ? (
          <time dateTime={r.submittedAt}>{f.date(r.submittedAt, timeZone)}</time>
        ) : (
          t(m.notSubmitted)
        ),
    },
    {
      key: "changes",
      header: t(m.colChanges),
      className: "text-slate-900",
      cell: (r) => (
        <>
          {r.changesDeclared.length
            ? r.changesDeclared
                .map((c) => (declaredChangeMessages[c] ? t(declaredChangeMessages[c]) : c))
                .join(", ")
            : t(m.noChanges)}
          {r.descriptionOfChanges ? (
            <span className="mt-1 block text-sm whitespace-pre-wrap text-slate-800">
              <span className="font-medium">{t(m.whatChanged)} </span>
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
      header: t(m.colActions),
      headerHidden: true,
      cell: (r) => <RenewalActions row={r} pendingId={pendingId} />,
    });
  }
  return (
    <DataTable
      caption={t(m.caption)}
      rows={rows}
      rowKey={(r) => r.id}
      sort={sort}
      testId="renewals-table"
      columns={columns}
    />
  );
}

function RenewalActions({ row: r, pendingId }: { row: RenewalTableRow; pendingId: string | null }) {
  const intl = useIntl();
  const t = (d: typeof m.caption) => intl.formatMessage(d);
  const business = { business: r.businessName };
  return (
    <div className="flex flex-wrap items-start gap-2">
      {r.approvable && r.auditStep === "waived" ? (
        <Form method="post">
          <input type="hidden" name="intent" value="approve" />
          <input type="hidden" name="renewalId" value={r.id} />
          <SubmitButton
            pending={pendingId === `approve:${r.id}`}
            pendingLabel={t(m.approving)}
            aria-label={intl.formatMessage(m.approveLabel, business)}
          >
            <FormattedMessage {...m.approve} />
          </SubmitButton>
        </Form>
      ) : null}
      {r.approvable && r.auditStep === "due" ? (
        // Approving without an audit waives it, with the reason (decision 078).
        <ReasonForm
          id={`waive-${r.id}`}
          renewalId={r.id}
          intent="approve"
          summary={t(m.waiveSummary)}
          label={t(m.waiveLabel)}
          field="waiveReason"
          hint={t(m.waiveHint)}
          submit={
            <SubmitButton
              pending={pendingId === `approve:${r.id}`}
              pendingLabel={t(m.approving)}
              aria-label={intl.formatMessage(m.waiveAria, business)}
            >
              <FormattedMessage {...m.waive} />
            </SubmitButton>
          }
        />
      ) : null}
      <Link
        to={`/dashboard/applications/${r.id}`}
        title={t(m.reviewTitle)}
        aria-label={intl.formatMessage(m.reviewAria, business)}
        className="rounded-md border border-slate-400 px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-900 hover:bg-slate-50"
      >
        <FormattedMessage {...m.review} />
      </Link>
      {r.rejectable ? (
        <ReasonForm
          id={`reject-${r.id}`}
          renewalId={r.id}
          intent="reject"
          tone="danger"
          summary={t(m.rejectSummary)}
          label={t(m.rejectLabel)}
          field="note"
          submit={
            <button
              type="submit"
              className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
            >
              <FormattedMessage {...m.reject} />
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
