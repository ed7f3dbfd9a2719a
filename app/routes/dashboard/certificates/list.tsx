import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { isAppError } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { requireRole } from "~/modules/auth/session.server";
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
  certificateListQuerySchema,
  isCertificateStaff,
  listCertificates,
} from "~/modules/certificates/list-certificates.server";
import { CertificateStatusBadge } from "~/modules/certificates/ui/certificate-status-badge";
import type { Route } from "./+types/list";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Certificates"} | ${siteName}` }];
}

const viewerRoles = ["applicant", "administrator", "committee"] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireRole(request, viewerRoles);
  const query = certificateListQuerySchema.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const db = getDb();
  const isStaff = isCertificateStaff(session);
  try {
    const records = await listCertificates(db, session, isStaff ? query : {});
    const eligible = isStaff ? await listCertifiableApplications(db, session) : [];
    return {
      title: isStaff ? "Certificates" : "My Certificates",
      isStaff,
      filters: { status: isStaff ? (query.status ?? "") : "", q: isStaff ? (query.q ?? "") : "" },
      eligible,
      rows: records.map((r) => ({
        id: r.id,
        certificateNumber: r.certificateNumber,
        businessName: r.businessName,
        address: addressText(r.businessAddress),
        issueDate: r.issueDate.toISOString(),
        expiryDate: r.expiryDate.toISOString(),
        status: r.effectiveStatus,
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
  const session = await requireRole(request, viewerRoles);
  const form = await request.formData();
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
  const { title, isStaff, filters, eligible, rows } = loaderData;
  const navigation = useNavigation();
  const generating =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "generate";
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/dashboard/certificates";
  const filtered = Boolean(filters.status || filters.q);
  const generateError = actionData?.fieldErrors.applicationId;

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
          {eligible.length === 0 ? (
            <p className="mt-2 text-sm text-slate-800">
              No approved application with the membership fee paid is waiting for a certificate.
            </p>
          ) : (
            <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="generate" />
              <div className="min-w-72">
                <label htmlFor="cert-app" className="block text-sm font-medium text-slate-800">
                  Approved application (membership fee paid)
                </label>
                <select
                  id="cert-app"
                  name="applicationId"
                  required
                  aria-invalid={generateError ? true : undefined}
                  aria-describedby={generateError ? "cert-app-error" : undefined}
                  className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
                >
                  {eligible.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.businessName}
                    </option>
                  ))}
                </select>
                {generateError ? (
                  <p id="cert-app-error" className="mt-1 text-sm text-red-700">
                    {generateError}
                  </p>
                ) : null}
              </div>
              <SubmitButton pending={generating} pendingLabel="Generating…">
                Generate certificate
              </SubmitButton>
            </Form>
          )}
          {actionData && !generateError ? (
            <div className="mt-3">
              <FormMessage kind="error">{actionData.message}</FormMessage>
            </div>
          ) : null}
        </section>
      ) : null}

      {isStaff ? (
        <Form
          method="get"
          role="search"
          aria-label="Filter certificates"
          className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
        >
          <div>
            <label htmlFor="cert-status" className="block text-sm font-medium text-slate-800">
              Status
            </label>
            <select
              id="cert-status"
              name="status"
              defaultValue={filters.status}
              className="mt-1 block rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
            >
              <option value="">All statuses</option>
              {certificateFilterStatuses.map((s) => (
                <option key={s} value={s}>
                  {effectiveStatusLabels[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-60 flex-1">
            <label htmlFor="cert-q" className="block text-sm font-medium text-slate-800">
              Search business name or certificate number
            </label>
            <input
              id="cert-q"
              name="q"
              type="search"
              defaultValue={filters.q}
              maxLength={100}
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
      ) : null}

      <section aria-labelledby="certs-h" aria-busy={loading}>
        <h2 id="certs-h" className="sr-only">
          Certificates
        </h2>
        <p className="mb-2 text-sm text-slate-700" aria-live="polite">
          {rows.length} certificate{rows.length === 1 ? "" : "s"}
          {filtered ? " match these filters" : ""}
        </p>
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
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="min-w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Number
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Business
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Address
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Issue date
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Expiry
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td className="px-3 py-2 whitespace-nowrap">
                      <Link
                        to={certificateViewPath(row.id)}
                        className="font-medium text-brand-800 underline"
                        aria-label={`Certificate ${row.certificateNumber}, ${row.businessName}`}
                      >
                        {row.certificateNumber}
                      </Link>
                    </td>
                    <td className="px-3 py-2 text-slate-900">{row.businessName}</td>
                    <td className="px-3 py-2 text-slate-800">{row.address}</td>
                    <td className="px-3 py-2 whitespace-nowrap text-slate-800">
                      <time dateTime={row.issueDate}>
                        {formatCertificateDate(new Date(row.issueDate))}
                      </time>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap text-slate-800">
                      <time dateTime={row.expiryDate}>
                        {formatCertificateDate(new Date(row.expiryDate))}
                      </time>
                    </td>
                    <td className="px-3 py-2">
                      <CertificateStatusBadge status={row.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
