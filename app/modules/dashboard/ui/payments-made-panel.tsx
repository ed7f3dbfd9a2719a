import { formatDate, pluralize } from "~/lib/format";
import type { PaymentsMade } from "../list-payments-made.server";
import { EmptyState, Panel } from "./panel";

export function PaymentsMadePanel({ data }: { data: PaymentsMade }) {
  return (
    <Panel id="paid" title="Payments made" className="lg:col-span-2">
      {data.rows.length === 0 ? (
        <EmptyState>No payments yet.</EmptyState>
      ) : (
        <ul className="mt-3 space-y-2 text-sm">
          {data.rows.map((p) => (
            <li key={p.id}>
              <p className="font-medium text-slate-900">
                {p.description} · {p.amountLabel}
              </p>
              <p className="text-slate-700">
                {p.businessName} · {formatDate(p.paidAt)} ·{" "}
                <a href={p.receiptUrl} className="text-brand-700 underline">
                  Receipt
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
      {data.total > data.rows.length ? (
        <p className="mt-3 text-sm text-slate-700">
          The latest {data.rows.length} of {pluralize(data.total, "payment")}: every receipt is on
          its application&apos;s page.
        </p>
      ) : null}
    </Panel>
  );
}
