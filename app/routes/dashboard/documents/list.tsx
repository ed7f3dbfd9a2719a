import { Form, Link, useLocation, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { Pagination } from "~/components/pagination";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { siteName } from "~/lib/site-config";
import { requireUser } from "~/modules/auth/session.server";
import {
  canUploadDocuments,
  documentsReturnPath,
  documentTypeLabels,
  documentTypes,
} from "~/modules/documents/document-rules";
import { listDocumentApplications } from "~/modules/documents/list-document-applications.server";
import { listDocuments } from "~/modules/documents/list-documents.server";
import { DocumentNotice } from "~/modules/documents/ui/document-notice";
import { DocumentTable } from "~/modules/documents/ui/document-table";
import { UploadDocumentsForm } from "~/modules/documents/ui/upload-documents-form";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: `Documents | ${siteName}` }];
}

const querySchema = z.object({
  application: z.uuid().optional().catch(undefined),
  type: z.enum(documentTypes).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const db = getDb();
  const [list, applications] = await Promise.all([
    listDocuments(db, user, {
      applicationId: query.application,
      type: query.type,
      search: query.q,
      page: query.page,
    }),
    listDocumentApplications(db, user),
  ]);
  return {
    ...list,
    applications,
    isApplicant: user.activeRole === "applicant",
    canUpload: canUploadDocuments(user.activeRole),
    filters: { application: query.application ?? "", type: query.type ?? "", q: query.q ?? "" },
  };
}

const inputClass = "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900";

export default function DocumentsPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageCount, applications, isApplicant, canUpload, filters } =
    loaderData;
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/dashboard/documents";
  const filtered = Boolean(filters.application || filters.type || filters.q);
  const pageLink = (n: number) => {
    const next = new URLSearchParams(searchParams);
    next.delete("documents");
    next.delete("confirmDelete");
    next.set("page", String(n));
    return `?${next.toString()}`;
  };
  // Staff upload to one application: the one the list is filtered by.
  const uploadTo = isApplicant ? null : applications.find((a) => a.id === filters.application);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Documents</h1>
        <p className="mt-1 text-slate-700">
          {isApplicant
            ? "The documents of your applications: business licence, insurance, permits and procedures. Only you and the programme staff can open them."
            : "Documents uploaded to applications. Files are private: they open only through this portal."}
        </p>
      </div>

      <div id="documents" className="space-y-4">
        <DocumentNotice />
        {canUpload ? (
          <section aria-labelledby="upload-h" className="space-y-3">
            <h2 id="upload-h" className="text-lg font-semibold text-slate-900">
              Upload documents
            </h2>
            {isApplicant && applications.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-700">
                Documents belong to an application.{" "}
                <Link to="/dashboard/applications/new" className="text-brand-800 underline">
                  Start an application
                </Link>{" "}
                first, then upload its documents here or on its page.
              </p>
            ) : isApplicant ? (
              <UploadDocumentsForm
                applications={applications}
                redirectTo={documentsReturnPath(location)}
              />
            ) : uploadTo ? (
              <UploadDocumentsForm
                applicationId={uploadTo.id}
                redirectTo={documentsReturnPath(location)}
              />
            ) : (
              <p className="text-sm text-slate-700">
                To upload, filter the list by an application below, or use the application’s page.
              </p>
            )}
            {uploadTo ? (
              <p className="text-sm text-slate-700">
                Uploading to <span className="font-medium">{uploadTo.businessName}</span>.
              </p>
            ) : null}
          </section>
        ) : null}
      </div>

      <Form
        method="get"
        role="search"
        aria-label="Filter documents"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-[1fr_1fr_1.5fr_auto]"
      >
        <div>
          <label htmlFor="doc-application" className="block text-sm font-medium text-slate-800">
            Application
          </label>
          <select
            id="doc-application"
            name="application"
            defaultValue={filters.application}
            className={inputClass}
          >
            <option value="">All applications</option>
            {applications.map((a) => (
              <option key={a.id} value={a.id}>
                {a.businessName}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="doc-type" className="block text-sm font-medium text-slate-800">
            Type
          </label>
          <select id="doc-type" name="type" defaultValue={filters.type} className={inputClass}>
            <option value="">All types</option>
            {documentTypes.map((t) => (
              <option key={t} value={t}>
                {documentTypeLabels[t]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="doc-q" className="block text-sm font-medium text-slate-800">
            Search file or business name
          </label>
          <input
            id="doc-q"
            name="q"
            type="search"
            maxLength={200}
            defaultValue={filters.q}
            className={inputClass}
          />
        </div>
        <div className="flex items-end gap-2">
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Filter
          </button>
          {filtered ? (
            <Link to="/dashboard/documents" className="px-2 py-2 text-sm text-brand-800 underline">
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      <section aria-labelledby="list-h" aria-busy={loading} className="space-y-2">
        <h2 id="list-h" className="sr-only">
          Document list
        </h2>
        <p className="text-sm text-slate-700" aria-live="polite">
          {total} document{total === 1 ? "" : "s"}
          {filtered ? " match these filters" : ""} · page {page} of {pageCount}
        </p>
        <DocumentTable
          documents={rows}
          showApplication
          emptyText={
            filtered
              ? "No documents match these filters."
              : isApplicant
                ? "You have not uploaded any documents yet."
                : "No documents have been uploaded yet."
          }
        />
        <Pagination page={page} pageCount={pageCount} hrefFor={pageLink} />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
