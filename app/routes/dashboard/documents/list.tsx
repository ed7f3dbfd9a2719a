import { FilterBar, FilterSearch, FilterSelect } from "~/components/filter-bar";
import { Link, useLocation, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { Pagination } from "~/components/pagination";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/session.server";
import { roleMayEver, scopeFor } from "~/modules/permissions/policy";
import {
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
  const user = await requireAccess(request, "document.list");
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
    isApplicant: scopeFor(user, "documents").kind === "own",
    canUpload: roleMayEver(user.activeRole, "document.upload"),
    filters: { application: query.application ?? "", type: query.type ?? "", q: query.q ?? "" },
  };
}

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

      <FilterBar label="Filter documents" filtered={filtered} submitLabel="Filter">
        <FilterSelect
          id="doc-application"
          name="application"
          label="Application"
          value={filters.application}
          allLabel="All applications"
          options={applications.map((a) => ({ value: a.id, label: a.businessName }))}
        />
        <FilterSelect
          id="doc-type"
          name="type"
          label="Type"
          value={filters.type}
          allLabel="All types"
          options={documentTypes.map((t) => ({ value: t, label: documentTypeLabels[t] }))}
        />
        <FilterSearch id="doc-q" label="Search file or business name" value={filters.q} />
      </FilterBar>

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
