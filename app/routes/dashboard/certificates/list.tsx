import { FilterBar, FilterSearch, FilterSelect } from "~/components/filter-bar";
import { readFormData } from "~/lib/form-data.server";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { ListSummary } from "~/components/list-summary";
import { DataTable } from "~/components/data-table";
import { FormMessage, SubmitButton } from "~/components/form";
import { Pagination } from "~/components/pagination";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { isAppError } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { pluralize } from "~/lib/format";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { requireAccess, requireUser } from "~/modules/auth/session.server";
import { can } from "~/modules/permissions/policy";
import { certificateMessages } from "~/modules/certificates/certificate-messages";
import {
  addressText,
  certificateFilterStatuses,
  certificateViewPath,
  effectiveStatusLabels,
  formatCertificateDate,
} from "~/modules/certificates/certificate-rules";
import { generateCertificate } from "~/modules/certificates/generate-certificate.server";
import { listCertifiableApplications } from "~/modules/certificates/list-certifiable-applications.server";
import {
  listCertificates,
  parseCertificateListQuery,
  seesAllCertificates,
} from "~/modules/certificates/list-certificates.server";
import { CertificateStatusBadge } from "~/modules/certificates/ui/certificate-status-badge";
import { renewalOffers } from "~/modules/renewals/create-renewal.server";
import { renewPath } from "~/modules/renewals/renewal-rules";
import type { Route } from "./+types/list";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Certificates"} | ${siteName}` }];
}

const certifiableQuerySchema = z.object({
  cpage: z.coerce.number().int().min(1).optional().catch(undefined),
});

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "certificate.list");
  const params = new URL(request.url).searchParams;
  const query = parseCertificateListQuery(params, session);
  const { cpage } = certifiableQuerySchema.parse(Object.fromEntries(params));
  const db = getDb();
  const isStaff = seesAllCertificates(session);
  try {
    const [list, eligible] = await Promise.all([
      listCertificates(db, session, query),
      can(session, "certificate.generate")
        ? listCertifiableApplications(db, session, { page: cpage })
        : null,
    ]);
    const offers = await renewalOffers(db, session, list.rows);
    return {
      title: isStaff ? "Certificates" : "My Certificates",
      isStaff,
      filters: { status: query.status ?? "", q: query.q ?? "" },
      sort: query.sort!,
      eligible,
      total: list.total,
      page: list.page,
      pageCount: list.pageCount,
      rows: list.rows.map((r) => ({
        id: r.id,
        certificateNumber: r.certificateNumber,
        businessName: r.businessName,
        address: addressText(r.businessAddress),
        issueDate: r.issueDate.toISOString(),
        expiryDate: r.expiryDate.toISOString(),
        status: r.effectiveStatus,
        renewal: offers.get(r.id) ?? null,
      })),
    };
  } catch (error) {
    throwLoaderError(
      error,
      "Could not load the certificates. Please try again.",
      "list certificates",
    );
  }
}

type ActionResult = { ok: false; message: string; fieldErrors: Record<string, string> };

/** Staff generate the certificate of an approved, membership-paid application. */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireUser(request);
  const form = await readFormData(request);
  const applicationId = String(form.get("applicationId") ?? "").trim();
  if (!applicationId) {
    return data<ActionResult>(
      {
        ok: false,
        message: "Choose an application",
        fieldErrors: { applicationId: "Choose an application" },
      },
      { status: 422 },
    );
  }
  try {
    const { certificate, created } = await generateCertificate(getDb(), session, applicationId);
    return redirect(
      `${certificateViewPath(certificate.id)}?notice=${created ? "generated" : "existing"}`,
    );
  } catch (error) {
    // An unknown application is a field message here, not the not-found screen.
    const failure =
      isAppError(error) && error.status === 404
        ? { status: 404, message: error.message, fieldErrors: {} }
        : actionFailure(error, certificateMessages.generateFailed, "generate certificate");
    return data<ActionResult>(
      {
        ok: false,
        message: failure.message,
        fieldErrors: { applicationId: failure.message, ...failure.fieldErrors },
      },
      { status: failure.status },
    );
  }
}

export default function CertificatesList({ loaderData, actionData }: Route.ComponentProps) {
  const { title, isStaff, filters, sort, eligible, rows, total, page, pageCount } = loaderData;
  const navigation = useNavigation();
  const generating =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "generate";
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/dashboard/certificates";
  const filtered = Boolean(filters.status || filters.q);
  const [searchParams] = useSearchParams();
  const linkWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === "") next.delete(k);
      else next.set(k, v);
    }
    const qs = next.toString();
    return qs ? `?${qs}` : "?";
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-slate-700">
          {isStaff
            ? "Every certificate issued by the programme, newest first."
            : "Your certificates of accreditation. Open one to see it or download the PDF."}
        </p>
      </div>

      {isStaff ? (
        <section
          aria-labelledby="generate-h"
          className="rounded-lg border border-brand-200 bg-brand-50 p-5"
        >
          <h2 id="generate-h" className="text-lg font-semibold text-slate-900">
            Generate certificate
          </h2>
          {!eligible || eligible.total === 0 ? (
            <p className="mt-2 text-sm text-slate-800">
              No approved application with the membership fee paid is waiting for a certificate.
            </p>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-800">
                {pluralize(eligible.total, "approved application")} with the membership fee paid{" "}
                {eligible.total === 1 ? "is" : "are"} waiting for a certificate.
              </p>
              {actionData ? (
                <div className="mt-3">
                  <FormMessage kind="error">{actionData.message}</FormMessage>
                </div>
              ) : null}
              <ul
                className="mt-3 divide-y divide-brand-100 rounded-md border border-brand-200 bg-white"
                aria-label="Approved applications waiting for a certificate"
              >
                {eligible.rows.map((a) => (
                  <li
                    key={a.id}
                    className="flex flex-wrap items-center justify-between gap-3 px-3 py-2"
                  >
                    <Link
                      to={`/dashboard/applications/${a.id}`}
                      className="font-medium text-brand-800 underline"
                    >
                      {a.businessName}
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="intent" value="generate" />
                      <input type="hidden" name="applicationId" value={a.id} />
                      <SubmitButton
                        pending={generating && navigation.formData?.get("applicationId") === a.id}
                        pendingLabel="Generating…"
                        aria-label={`Generate certificate for ${a.businessName}`}
                      >
                        Generate certificate
                      </SubmitButton>
                    </Form>
                  </li>
                ))}
              </ul>
              <Pagination
                page={eligible.page}
                pageCount={eligible.pageCount}
                hrefFor={(p) => linkWith({ cpage: String(p) })}
                className="mt-3"
              />
            </>
          )}
        </section>
      ) : null}

      {isStaff ? (
        <FilterBar label="Filter certificates" filtered={filtered}>
          <FilterSelect
            id="cert-status"
            name="status"
            label="Status"
            value={filters.status}
            allLabel="All statuses"
            options={certificateFilterStatuses.map((s) => ({
              value: s,
              label: effectiveStatusLabels[s],
            }))}
          />
          <FilterSearch
            id="cert-q"
            label="Search business name, e-mail or certificate number"
            value={filters.q}
            maxLength={100}
          />
        </FilterBar>
      ) : null}

      <section aria-labelledby="certs-h" aria-busy={loading}>
        <h2 id="certs-h" className="sr-only">
          Certificates
        </h2>
        <ListSummary
          total={total}
          noun="certificate"
          filtered={filtered}
          page={page}
          pageCount={pageCount}
          exportPath="/dashboard/certificates/export"
          exportWhat={title}
        />
        {rows.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-slate-700">
              {filtered
                ? "No certificates match these filters."
                : isStaff
                  ? "No certificates have been issued yet."
                  : "You have no certificates yet. Your certificate appears here once your application is approved and the membership fee is paid."}
            </p>
            {!isStaff ? (
              <p className="mt-4">
                <Link to="/dashboard/applications" className="text-brand-800 underline">
                  Go to my applications
                </Link>
              </p>
            ) : null}
          </div>
        ) : (
          <DataTable
            caption={title}
            rows={rows}
            rowKey={(row) => row.id}
            sort={sort}
            testId="certificates-table"
            columns={[
              {
                key: "number",
                header: "Number",
                sortable: true,
                className: "whitespace-nowrap",
                cell: (row) => (
                  <Link
                    to={certificateViewPath(row.id)}
                    className="font-medium text-brand-800 underline"
                    aria-label={`Certificate ${row.certificateNumber}, ${row.businessName}`}
                  >
                    {row.certificateNumber}
                  </Link>
                ),
              },
              {
                key: "business",
                header: "Business",
                sortable: true,
                className: "text-slate-900",
                cell: (row) => row.businessName,
              },
              {
                key: "address",
                header: "Address",
                className: "text-slate-800",
                cell: (row) => row.address,
              },
              {
                key: "issued",
                header: "Issue date",
                sortable: true,
                className: "whitespace-nowrap text-slate-800",
                cell: (row) => (
                  <time dateTime={row.issueDate}>
                    {formatCertificateDate(new Date(row.issueDate))}
                  </time>
                ),
              },
              {
                key: "expiry",
                header: "Expiry",
                sortable: true,
                className: "whitespace-nowrap text-slate-800",
                cell: (row) => (
                  <time dateTime={row.expiryDate}>
                    {formatCertificateDate(new Date(row.expiryDate))}
                  </time>
                ),
              },
              {
                key: "status",
                header: "Status",
                sortable: true,
                cell: (row) => <CertificateStatusBadge status={row.status} />,
              },
              ...(isStaff
                ? []
                : [
                    {
                      key: "renewal",
                      header: "Renewal",
                      className: "whitespace-nowrap",
                      cell: (row: (typeof rows)[number]) =>
                        row.renewal?.canStart ? (
                          <Link
                            to={renewPath(row.id)}
                            className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
                            aria-label={`Renew certificate ${row.certificateNumber}`}
                          >
                            Renew
                          </Link>
                        ) : row.renewal?.openRenewalId ? (
                          <Link
                            to={`/dashboard/applications/${row.renewal.openRenewalId}`}
                            className="text-brand-800 underline"
                          >
                            Renewal in progress
                          </Link>
                        ) : (
                          <span className="text-slate-600">Not due yet</span>
                        ),
                    },
                  ]),
            ]}
          />
        )}
        <Pagination
          page={page}
          pageCount={pageCount}
          hrefFor={(p) => linkWith({ page: String(p) })}
          className="mt-4"
        />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
