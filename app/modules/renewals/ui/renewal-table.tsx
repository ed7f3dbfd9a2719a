import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/form";
import { formatDate } from "~/lib/format";
import type { ApplicationStatus, PaymentStatus } from "~/modules/applications/application-status";
import { PaymentBadge, StatusBadge } from "~/modules/applications/ui/status-badge";
import { certificateViewPath } from "~/modules/certificates/certificate-rules";

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
  /** Staff may approve it from the list (no changes declared, audit fee paid, undecided). */
  approvable: boolean;
  /** Staff may reject it from the list. */
  rejectable: boolean;
};

/** The renewals list (SPEC §7): a table on wide screens, cards on phones. */
export function RenewalTable(props: {
  rows: RenewalTableRow[];
  timeZone: string;
  canUpdate: boolean;
  pendingId: string | null;
}) {
  const { rows, timeZone, canUpdate, pendingId } = props;
  return (
    <ul className="space-y-3" aria-label="Renewals">
      {rows.map((r) => (
        <li key={r.id} className="rounded-lg border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h3 className="font-semibold text-slate-900">
                <Link to={`/dashboard/applications/${r.id}`} className="text-brand-800 underline">
                  {r.businessName}
                </Link>
              </h3>
              <p className="text-sm text-slate-700">
                Certificate{" "}
                <Link to={certificateViewPath(r.certificateId)} className="underline">
                  {r.certificateNumber}
                </Link>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <StatusBadge status={r.status} />
              <PaymentBadge status={r.paymentStatus} />
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600">Current expiry</dt>
              <dd className="text-slate-900">
                <time dateTime={r.currentExpiry}>{formatDate(r.currentExpiry, timeZone)}</time>
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Submitted</dt>
              <dd className="text-slate-900">
                {r.submittedAt ? (
                  <time dateTime={r.submittedAt}>{formatDate(r.submittedAt, timeZone)}</time>
                ) : (
                  "Not submitted"
                )}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Changes declared</dt>
              <dd className="text-slate-900">
                {r.changesDeclared.length ? r.changesDeclared.join(", ") : "None"}
              </dd>
            </div>
          </dl>
          {r.descriptionOfChanges ? (
            <p className="mt-2 text-sm whitespace-pre-wrap text-slate-800">
              <span className="font-medium">What changed: </span>
              {r.descriptionOfChanges}
            </p>
          ) : null}
          {canUpdate && (r.approvable || r.rejectable) ? (
            <div className="mt-3 flex flex-wrap items-start gap-3 border-t border-slate-100 pt-3">
              {r.approvable ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="approve" />
                  <input type="hidden" name="renewalId" value={r.id} />
                  <SubmitButton
                    pending={pendingId === `approve:${r.id}`}
                    pendingLabel="Approving…"
                    aria-label={`Approve the renewal of ${r.businessName}`}
                  >
                    Approve renewal
                  </SubmitButton>
                </Form>
              ) : null}
              <Link
                to={`/dashboard/applications/${r.id}`}
                className="rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50"
              >
                Review, audit or record a payment
              </Link>
              {r.rejectable ? (
                <details className="w-full sm:w-auto">
                  <summary className="cursor-pointer rounded-md px-2 py-2 text-sm font-semibold text-red-800 underline">
                    Reject…
                  </summary>
                  <Form method="post" className="mt-2 space-y-2">
                    <input type="hidden" name="intent" value="reject" />
                    <input type="hidden" name="renewalId" value={r.id} />
                    <label htmlFor={`reject-${r.id}`} className="block text-sm font-medium">
                      Reason (sent to the business)
                    </label>
                    <textarea
                      id={`reject-${r.id}`}
                      name="note"
                      required
                      rows={3}
                      maxLength={2000}
                      className="block w-full rounded-md border border-slate-400 px-3 py-2"
                    />
                    <button
                      type="submit"
                      className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
                    >
                      Reject renewal
                    </button>
                  </Form>
                </details>
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
