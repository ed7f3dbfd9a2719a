import { useEffect, useRef } from "react";
import { Link, useFetcher, useSearchParams } from "react-router";
import { DataTable } from "~/components/data-table";
import { Field, FormMessage, SelectField } from "~/components/form";
import { formatDate } from "~/lib/format";
import { formatUsd, type PaymentType } from "../fees";
import type { PaymentListItem } from "../payment-list-item";
import { paymentTypeLabels, type PayableFee } from "../payable-fee";

export type PaymentsPanelProps = {
  applicationId: string;
  payments: PaymentListItem[];
  /** The fee payable now (audit, then membership), or null. */
  payable: PayableFee | null;
  /** Only the applicant pays by card. */
  canPay: boolean;
  /** Administrator or committee: the record-offline-payment form. */
  canRecordOffline: boolean;
  /** Set when no card provider is configured: shown instead of the "Pay" link. */
  cardPaymentsUnavailable?: string | null;
};

export const OFFLINE_PAYMENT_ACTION = "/dashboard/payments/offline";
export const OFFLINE_RECORDED_PARAM = "paymentRecorded";

const statusStyles: Record<string, string> = {
  succeeded: "bg-green-100 text-green-900",
  pending: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-900",
  canceled: "bg-slate-100 text-slate-800",
};
const statusLabels: Record<string, string> = {
  succeeded: "Paid",
  pending: "Pending",
  failed: "Failed",
  canceled: "Canceled",
};

export function paymentPageUrl(applicationId: string, type: PaymentType) {
  return `/dashboard/applications/${applicationId}/payment?type=${type}`;
}

/** A refused offline payment, as the form helper answers it. */
type OfflineResult = { ok: false; message: string; fieldErrors?: Record<string, string> };

const controlClass = "mt-1 block w-full rounded-md border px-3 py-2 text-slate-900";

function OfflinePaymentForm({
  applicationId,
  payable,
}: {
  applicationId: string;
  payable: PayableFee;
}) {
  const fetcher = useFetcher<OfflineResult>();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  const referenceRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (result?.fieldErrors?.reference) referenceRef.current?.focus();
  }, [result]);
  const fieldError = result?.fieldErrors ?? {};
  return (
    <fetcher.Form
      noValidate
      method="post"
      action={OFFLINE_PAYMENT_ACTION}
      className="mt-4 space-y-3 rounded-md border border-slate-200 bg-slate-50 p-4"
      aria-labelledby={`offline-${applicationId}-title`}
    >
      <h3 id={`offline-${applicationId}-title`} className="font-semibold text-slate-900">
        Record an offline payment
      </h3>
      <p className="text-sm text-slate-700">
        For a cheque or bank transfer received for the{" "}
        {paymentTypeLabels[payable.type].toLowerCase()} ({formatUsd(payable.amount)}). The applicant
        gets the same receipt as for a card payment.
      </p>
      <input type="hidden" name="applicationId" value={applicationId} />
      <input type="hidden" name="paymentType" value={payable.type} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id={`offline-method-${applicationId}`}
          label="Payment method"
          name="method"
          defaultValue="cheque"
          controlClassName={controlClass}
        >
          <option value="cheque">Cheque</option>
          <option value="bank_transfer">Bank transfer</option>
        </SelectField>
        <Field
          ref={referenceRef}
          id={`offline-reference-${applicationId}`}
          label="Reference"
          name="reference"
          required
          maxLength={100}
          error={fieldError.reference}
          placeholder="Cheque number or transfer reference"
          controlClassName={controlClass}
        />
      </div>
      {result && !result.ok && !fieldError.reference ? (
        <FormMessage kind="error">{result.message}</FormMessage>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className="inline-flex items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {busy ? "Recording…" : `Record ${paymentTypeLabels[payable.type].toLowerCase()} payment`}
      </button>
    </fetcher.Form>
  );
}

/**
 * Payments of one application: what was paid (with receipts), the fee due now
 * with the applicant's "Pay" link, and for staff the offline payment form.
 */
export function PaymentsPanel({
  applicationId,
  payments,
  payable,
  canPay,
  canRecordOffline,
  cardPaymentsUnavailable = null,
}: PaymentsPanelProps) {
  const [searchParams] = useSearchParams();
  const recorded = searchParams.get(OFFLINE_RECORDED_PARAM);
  return (
    <section
      aria-labelledby={`payments-${applicationId}-title`}
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id={`payments-${applicationId}-title`} className="text-lg font-semibold text-slate-900">
        Payments
      </h2>
      {recorded ? (
        <div className="mt-3">
          <FormMessage kind="success">
            Offline payment recorded. The applicant has been sent a receipt.
          </FormMessage>
        </div>
      ) : null}
      {payable ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3">
          <p className="text-sm text-slate-900">
            <span className="font-medium">{paymentTypeLabels[payable.type]} due:</span>{" "}
            {formatUsd(payable.amount)}
          </p>
          {canPay && cardPaymentsUnavailable ? (
            <p className="w-full text-sm text-slate-800" data-testid="card-payments-unavailable">
              {cardPaymentsUnavailable}
            </p>
          ) : canPay ? (
            <Link
              to={paymentPageUrl(applicationId, payable.type)}
              className="inline-flex items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Pay {paymentTypeLabels[payable.type].toLowerCase()} ({formatUsd(payable.amount)})
            </Link>
          ) : null}
        </div>
      ) : null}
      {payments.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No payments yet.</p>
      ) : (
        <div className="mt-3">
          <DataTable
            caption="Payments for this application"
            rows={payments}
            rowKey={(p) => p.id}
            columns={[
              {
                key: "date",
                header: "Date",
                className: "whitespace-nowrap text-slate-900",
                cell: (p) => <time dateTime={p.createdAt}>{formatDate(p.createdAt)}</time>,
              },
              {
                key: "fee",
                header: "Fee",
                className: "text-slate-900",
                cell: (p) => p.description,
              },
              {
                key: "amount",
                header: "Amount",
                className: "whitespace-nowrap text-slate-900",
                cell: (p) => p.amountLabel,
              },
              {
                key: "method",
                header: "Method",
                className: "text-slate-900",
                cell: (p) => (
                  <>
                    {p.methodLabel}
                    {p.provider === "test" ? (
                      <span className="text-slate-700"> (test mode)</span>
                    ) : null}
                  </>
                ),
              },
              {
                key: "status",
                header: "Status",
                cell: (p) => (
                  <>
                    <span
                      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[p.status] ?? "bg-slate-100 text-slate-900"}`}
                    >
                      {statusLabels[p.status] ?? p.status}
                    </span>
                    {p.status === "failed" && p.failureMessage ? (
                      <span className="block text-xs text-slate-700">{p.failureMessage}</span>
                    ) : null}
                  </>
                ),
              },
              {
                key: "receipt",
                header: "Receipt",
                cell: (p) =>
                  p.receiptUrl ? (
                    <a
                      href={p.receiptUrl}
                      download
                      className="font-medium text-brand-800 underline"
                    >
                      {/* The name starts with the visible text (WCAG 2.5.3 label in name). */}
                      Receipt (PDF)<span className="sr-only"> {p.receiptNumber}</span>
                    </a>
                  ) : (
                    <span className="text-slate-700">—</span>
                  ),
              },
            ]}
          />
        </div>
      )}
      {canRecordOffline && payable ? (
        <OfflinePaymentForm applicationId={applicationId} payable={payable} />
      ) : null}
    </section>
  );
}
