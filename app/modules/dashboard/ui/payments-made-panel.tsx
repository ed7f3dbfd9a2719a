import { FormattedMessage, useIntl } from "react-intl";
import { useFormat } from "~/lib/i18n/use-format";
import { paymentTypeMessages } from "~/modules/payments";
import type { PaymentsMade } from "../list-payments-made.server";
import { overviewMessages as m } from "./overview-messages";
import { EmptyState, Panel } from "./panel";

export function PaymentsMadePanel({ data }: { data: PaymentsMade }) {
  const intl = useIntl();
  const f = useFormat();
  return (
    <Panel id="paid" title={intl.formatMessage(m.paymentsTitle)} className="lg:col-span-2">
      {data.rows.length === 0 ? (
        <EmptyState>
          <FormattedMessage {...m.paymentsNone} />
        </EmptyState>
      ) : (
        <ul className="mt-3 space-y-2 text-sm">
          {data.rows.map((p) => (
            <li key={p.id}>
              <p className="font-medium text-slate-900">
                {intl.formatMessage(paymentTypeMessages[p.paymentType])} · {f.money(p.amount)}
              </p>
              <p className="text-slate-700">
                {p.businessName} · {f.date(p.paidAt)} ·{" "}
                <a href={p.receiptUrl} className="text-brand-700 underline">
                  <FormattedMessage {...m.receipt} />
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
      {data.total > data.rows.length ? (
        <p className="mt-3 text-sm text-slate-700">
          <FormattedMessage
            {...m.paymentsMore}
            values={{ shown: data.rows.length, total: data.total }}
          />
        </p>
      ) : null}
    </Panel>
  );
}
