import { Link } from "react-router";
import { formatCount, formatDateTime } from "~/lib/format";
import type { ActionsDue } from "../count-actions-due.server";
import { EmptyState, Panel } from "./panel";

export function ActionsDuePanel({ data }: { data: ActionsDue }) {
  const total = data.items.reduce((sum, item) => sum + item.count, 0);
  return (
    <Panel id="actions-due" title="Needs action today" className="lg:col-span-6">
      {total === 0 ? (
        <EmptyState>Nothing needs action today: every queue below is empty.</EmptyState>
      ) : null}
      <ul className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-4">
        {data.items.map((item) => {
          const body = (
            <>
              <span className="text-2xl font-bold text-slate-900" data-testid="action-count">
                {formatCount(item.count)}
              </span>
              <span className="text-sm font-medium text-slate-900">{item.label}</span>
              {item.key === "openBallots" && data.nextBallotClosesAt ? (
                <span className="text-xs text-slate-700">
                  Next closes {formatDateTime(data.nextBallotClosesAt, data.timeZone)}
                </span>
              ) : item.hint ? (
                <span className="text-xs text-slate-700">{item.hint}</span>
              ) : null}
            </>
          );
          return (
            <li key={item.key} data-testid={`action-${item.key}`} data-count={item.count}>
              {item.href ? (
                <Link
                  to={item.href}
                  className={`flex h-full flex-col gap-0.5 rounded-md border px-3 py-2 hover:bg-brand-50 ${
                    item.count > 0 ? "border-brand-700" : "border-slate-200"
                  }`}
                >
                  {body}
                </Link>
              ) : (
                <div className="flex h-full flex-col gap-0.5 rounded-md border border-slate-200 px-3 py-2">
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {data.expiring.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">Expiring soonest</h3>
          <ul className="mt-1 divide-y divide-slate-200 text-sm">
            {data.expiring.map((c) => (
              <li key={c.id} className="flex flex-wrap justify-between gap-x-3 py-1.5">
                <Link to={c.href} className="font-medium text-brand-800 underline">
                  {c.businessName}
                </Link>
                <span className="text-slate-700">
                  {c.certificateNumber} · expires {c.expires}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  );
}
