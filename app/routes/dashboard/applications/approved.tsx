import { Link } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { applicationMessages } from "~/modules/applications/application-messages";
import { listApprovedApplications } from "~/modules/applications/list-approved-applications.server";
import { formatDate, PaymentBadge, StatusBadge } from "~/modules/applications/ui/status-badge";
import { requireRole } from "~/modules/auth/session.server";
import { staffRoles } from "~/modules/permissions/permissions";
import type { Route } from "./+types/approved";

export function meta() {
  return [{ title: `Approved applications | ${siteName}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireRole(request, staffRoles);
  try {
    return { rows: await listApprovedApplications(getDb(), session) };
  } catch (error) {
    throwLoaderError(error, applicationMessages.fetchListFailed, "list approved applications");
  }
}

export default function ApprovedApplications({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <p className="text-sm">
          <Link to="/dashboard/applications" className="text-brand-800 underline">
            ← All applications
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">Approved applications</h1>
        <p className="mt-1 text-slate-700">
          Approved and certified businesses. An approved application receives its certificate once
          the membership fee is paid.
        </p>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          No application has been approved yet.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Approved and certified applications</caption>
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Business
                </th>
                <th scope="col" className="px-3 py-2">
                  Location
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
                <th scope="col" className="px-3 py-2">
                  Fees
                </th>
                <th scope="col" className="px-3 py-2">
                  Last change
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-2">
                    <Link
                      to={`/dashboard/applications/${row.id}`}
                      className="font-medium text-brand-800 underline"
                    >
                      {row.businessName}
                    </Link>
                  </td>
                  <td className="px-3 py-2 text-slate-900">{row.location || "—"}</td>
                  <td className="px-3 py-2">
                    <StatusBadge status={row.status} />
                  </td>
                  <td className="px-3 py-2">
                    <PaymentBadge status={row.paymentStatus} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                    <time dateTime={row.updatedAt}>{formatDate(row.updatedAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
