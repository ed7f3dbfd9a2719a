import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { Pagination } from "~/components/pagination";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { applicationMessages, creatorRoles } from "~/modules/applications/application-messages";
import {
  applicationStatuses,
  applicationStatusLabels,
} from "~/modules/applications/application-status";
import { listApplications } from "~/modules/applications/list-applications.server";
import { formatDate, PaymentBadge, StatusBadge } from "~/modules/applications/ui/status-badge";
import { requireUser } from "~/modules/auth/session.server";
import { staffRoles } from "~/modules/permissions/permissions";
import type { Route } from "./+types/list";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Applications"} | ${siteName}` }];
}

const querySchema = z.object({
  status: z.enum(applicationStatuses).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  try {
    const list = await listApplications(getDb(), session, query);
    return {
      ...list,
      filters: { status: query.status ?? "", q: query.q ?? "" },
      canCreate: creatorRoles.includes(session.activeRole),
      isStaff: staffRoles.includes(session.activeRole),
    };
  } catch (error) {
    throwLoaderError(error, applicationMessages.fetchListFailed, "list applications");
  }
}

export default function ApplicationsList({ loaderData }: Route.ComponentProps) {
  const { title, rows, total, page, pageCount, filters, canCreate, isStaff } = loaderData;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/dashboard/applications";
  const filtered = Boolean(filters.status || filters.q);
  const pageLink = (n: number) => {
    const next = new URLSearchParams(searchParams);
    next.set("page", String(n));
    return `?${next.toString()}`;
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-slate-700">
            {isStaff
              ? "Every application in the programme, newest first."
              : canCreate
                ? "Your accreditation applications and where each one stands."
                : "Applications in the programme, newest first."}
          </p>
        </div>
        <div className="flex gap-3">
          {isStaff ? (
            <Link
              to="/dashboard/applications/approved"
              className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              Approved applications
            </Link>
          ) : null}
          {canCreate ? (
            <Link
              to="/dashboard/applications/new"
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              New application
            </Link>
          ) : null}
        </div>
      </div>

      <Form
        method="get"
        role="search"
        aria-label="Filter applications"
        className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <div>
          <label htmlFor="app-status" className="block text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id="app-status"
            name="status"
            defaultValue={filters.status}
            className="mt-1 block rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
          >
            <option value="">All statuses</option>
            {applicationStatuses.map((s) => (
              <option key={s} value={s}>
                {applicationStatusLabels[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-60 flex-1">
          <label htmlFor="app-q" className="block text-sm font-medium text-slate-800">
            Search business name
          </label>
          <input
            id="app-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={200}
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900"
          />
        </div>
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Search
        </button>
        {filtered ? (
          <Link to="?" className="px-2 py-2 text-sm text-brand-800 underline">
            Clear filters
          </Link>
        ) : null}
      </Form>

      <section aria-labelledby="apps-h" aria-busy={loading}>
        <h2 id="apps-h" className="sr-only">
          Results
        </h2>
        <p className="mb-2 text-sm text-slate-700" aria-live="polite">
          {total} application{total === 1 ? "" : "s"}
          {filtered ? " match these filters" : ""}
          {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ""}
        </p>
        {rows.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-slate-700">
              {filtered
                ? "No applications match these filters."
                : canCreate && !isStaff
                  ? "You have no applications yet. Start one to begin your accreditation."
                  : "There are no applications yet."}
            </p>
            {canCreate && !filtered ? (
              <p className="mt-4">
                <Link
                  to="/dashboard/applications/new"
                  className="inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                >
                  Start an application
                </Link>
              </p>
            ) : null}
          </div>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="min-w-full text-left text-sm">
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
                    Created
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
                      {row.contactName ? (
                        <span className="block text-xs text-slate-600">{row.contactName}</span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2 text-slate-900">{row.location || "—"}</td>
                    <td className="px-3 py-2">
                      <StatusBadge status={row.status} />
                    </td>
                    <td className="px-3 py-2">
                      <PaymentBadge status={row.paymentStatus} />
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                      <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
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
        <Pagination page={page} pageCount={pageCount} hrefFor={pageLink} className="mt-4" />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
