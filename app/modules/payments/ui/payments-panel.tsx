import { useEffect, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useFetcher, useSearchParams } from "react-router";
import { DataTable } from "~/components/data-table";
import { Field, FormMessage, SelectField } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import type { PaymentType } from "../fees";
import type { PaymentListItem } from "../payment-list-item";
import type { PayableFee } from "../payable-fee";
import {
  paymentMethodMessages,
  paymentStatusMessages,
  paymentTypeMessages,
} from "../payment-type-messages";
import { usePaymentText } from "./payment-text";

const m = defineMessages({
  title: { id: "payments.panel.title", defaultMessage: "Payments" },
  recorded: {
    id: "payments.panel.recorded",
    defaultMessage: "Offline payment recorded. The applicant has been sent a receipt.",
  },
  due: { id: "payments.panel.due", defaultMessage: "{fee} due:" },
  pay: {
    id: "payments.panel.pay",
    defaultMessage:
      "{type, select, membership {Pay membership fee} other {Pay audit fee}} ({amount})",
  },
  none: { id: "payments.panel.none", defaultMessage: "No payments yet." },
  caption: { id: "payments.panel.caption", defaultMessage: "Payments for this application" },
  date: { id: "payments.panel.date", defaultMessage: "Date" },
  fee: { id: "payments.panel.fee", defaultMessage: "Fee" },
  amount: { id: "payments.panel.amount", defaultMessage: "Amount" },
  method: { id: "payments.panel.method", defaultMessage: "Method" },
  status: { id: "payments.panel.status", defaultMessage: "Status" },
  receipt: { id: "payments.panel.receipt", defaultMessage: "Receipt" },
  receiptPdf: { id: "payments.panel.receiptPdf", defaultMessage: "Receipt (PDF)" },
  testMode: { id: "payments.panel.testMode", defaultMessage: "(test mode)" },
  offlineTitle: { id: "payments.offline.title", defaultMessage: "Record an offline payment" },
  offlineIntro: {
    id: "payments.offline.intro",
    defaultMessage:
      "For a cheque or bank transfer received for the {type, select, membership {membership fee} other {audit fee}} ({amount}). The applicant gets the same receipt as for a card payment.",
  },
  offlineMethod: { id: "payments.offline.method", defaultMessage: "Payment method" },
  offlineReference: { id: "payments.offline.reference", defaultMessage: "Reference" },
  offlineReferencePlaceholder: {
    id: "payments.offline.referencePlaceholder",
    defaultMessage: "Cheque number or transfer reference",
  },
  offlineRecording: { id: "payments.offline.recording", defaultMessage: "Recording…" },
  offlineSubmit: {
    id: "payments.offline.submit",
    defaultMessage:
      "{type, select, membership {Record membership fee payment} other {Record audit fee payment}}",
  },
});

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
  const intl = useIntl();
  const f = useFormat();
  const text = usePaymentText();
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
        <FormattedMessage {...m.offlineTitle} />
      </h3>
      <p className="text-sm text-slate-700">
        <FormattedMessage
          {...m.offlineIntro}
          values={{ type: payable.type, amount: f.money(payable.amount) }}
        />
      </p>
      <input type="hidden" name="applicationId" value={applicationId} />
      <input type="hidden" name="paymentType" value={payable.type} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id={`offline-method-${applicationId}`}
          label={intl.formatMessage(m.offlineMethod)}
          name="method"
          defaultValue="cheque"
          controlClassName={controlClass}
        >
          <option value="cheque">{intl.formatMessage(paymentMethodMessages.cheque!)}</option>
          <option value="bank_transfer">
            {intl.formatMessage(paymentMethodMessages.bank_transfer!)}
          </option>
        </SelectField>
        <Field
          ref={referenceRef}
          id={`offline-reference-${applicationId}`}
          label={intl.formatMessage(m.offlineReference)}
          name="reference"
          required
          maxLength={100}
          error={fieldError.reference ? text(fieldError.reference) : undefined}
          placeholder={intl.formatMessage(m.offlineReferencePlaceholder)}
          controlClassName={controlClass}
        />
      </div>
      {result && !result.ok && !fieldError.reference ? (
        <FormMessage kind="error">{text(result.message)}</FormMessage>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className="inline-flex items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {busy
          ? intl.formatMessage(m.offlineRecording)
          : intl.formatMessage(m.offlineSubmit, { type: payable.type })}
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
  const intl = useIntl();
  const f = useFormat();
  const text = usePaymentText();
  const [searchParams] = useSearchParams();
  const recorded = searchParams.get(OFFLINE_RECORDED_PARAM);
  return (
    <section
      aria-labelledby={`payments-${applicationId}-title`}
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id={`payments-${applicationId}-title`} className="text-lg font-semibold text-slate-900">
        <FormattedMessage {...m.title} />
      </h2>
      {recorded ? (
        <div className="mt-3">
          <FormMessage kind="success">
            <FormattedMessage {...m.recorded} />
          </FormMessage>
        </div>
      ) : null}
      {payable ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3">
          <p className="text-sm text-slate-900">
            <span className="font-medium">
              <FormattedMessage
                {...m.due}
                values={{ fee: intl.formatMessage(paymentTypeMessages[payable.type]) }}
              />
            </span>{" "}
            {f.money(payable.amount)}
          </p>
          {canPay && cardPaymentsUnavailable ? (
            <p className="w-full text-sm text-slate-800" data-testid="card-payments-unavailable">
              {text(cardPaymentsUnavailable)}
            </p>
          ) : canPay ? (
            <Link
              to={paymentPageUrl(applicationId, payable.type)}
              className="inline-flex items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              <FormattedMessage
                {...m.pay}
                values={{ type: payable.type, amount: f.money(payable.amount) }}
              />
            </Link>
          ) : null}
        </div>
      ) : null}
      {payments.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          <FormattedMessage {...m.none} />
        </p>
      ) : (
        <div className="mt-3">
          <DataTable
            caption={intl.formatMessage(m.caption)}
            rows={payments}
            rowKey={(p) => p.id}
            columns={[
              {
                key: "date",
                header: intl.formatMessage(m.date),
                className: "whitespace-nowrap text-slate-900",
                cell: (p) => <time dateTime={p.createdAt}>{f.date(p.createdAt)}</time>,
              },
              {
                key: "fee",
                header: intl.formatMessage(m.fee),
                className: "text-slate-900",
                cell: (p) =>
                  paymentTypeMessages[p.paymentType]
                    ? intl.formatMessage(paymentTypeMessages[p.paymentType])
                    : p.description,
              },
              {
                key: "amount",
                header: intl.formatMessage(m.amount),
                className: "whitespace-nowrap text-slate-900",
                cell: (p) => f.money(p.amount),
              },
              {
                key: "method",
                header: intl.formatMessage(m.method),
                className: "text-slate-900",
                cell: (p) => (
                  <>
                    {paymentMethodMessages[p.paymentMethod]
                      ? intl.formatMessage(paymentMethodMessages[p.paymentMethod]!)
                      : p.methodLabel}
                    {p.provider === "test" ? (
                      <span className="text-slate-700">{` ${intl.formatMessage(m.testMode)}`}</span>
                    ) : null}
                  </>
                ),
              },
              {
                key: "status",
                header: intl.formatMessage(m.status),
                cell: (p) => (
                  <>
                    <span
                      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[p.status] ?? "bg-slate-100 text-slate-900"}`}
                    >
                      {paymentStatusMessages[p.status]
                        ? intl.formatMessage(paymentStatusMessages[p.status]!)
                        : p.status}
                    </span>
                    {p.status === "failed" && p.failureMessage ? (
                      <span className="block text-xs text-slate-700">{text(p.failureMessage)}</span>
                    ) : null}
                  </>
                ),
              },
              {
                key: "receipt",
                header: intl.formatMessage(m.receipt),
                cell: (p) =>
                  p.receiptUrl ? (
                    <a
                      href={p.receiptUrl}
                      download
                      className="font-medium text-brand-800 underline"
                    >
                      {/* The name starts with the visible text (WCAG 2.5.3 label in name). */}
                      <FormattedMessage {...m.receiptPdf} />
                      <span className="sr-only"> {p.receiptNumber}</span>
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
