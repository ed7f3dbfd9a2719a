import { Link, useLocation } from "react-router";
import { FilterSearch, FilterSelect } from "~/components/filter-bar";
import { ListScreen } from "~/components/list-screen";
import { documentsReturnPath, documentTypeLabels, documentTypes } from "../document-rules";
import type { DocumentListPage } from "../get-document-list-page.server";
import { DocumentNotice } from "./document-notice";
import { DocumentTable } from "./document-table";
import { UploadDocumentsForm } from "./upload-documents-form";

/** /dashboard/documents: the documents the viewer may see, and the upload form. */
export function DocumentsListScreen({ page }: { page: DocumentListPage }) {
  const { rows, total, applications, isApplicant, canUpload, filters } = page;
  const location = useLocation();
  const filtered = Boolean(filters.application || filters.type || filters.q);
  // Staff upload to one application: the one the list is filtered by.
  const uploadTo = isApplicant ? null : applications.find((a) => a.id === filters.application);

  return (
    <ListScreen
      title="Documents"
      intro={
        isApplicant
          ? "The documents of your applications: business licence, insurance, permits and procedures. Only you and the programme staff can open them."
          : "Documents uploaded to applications. Files are private: they open only through this portal."
      }
      afterHeading={
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
      }
      filters={{
        label: "Filter documents",
        filtered,
        submitLabel: "Filter",
        fields: (
          <>
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
          </>
        ),
      }}
      resultsLabel="Document list"
      summary={{ total, noun: "document" }}
      page={page.page}
      pageCount={page.pageCount}
      oneTimeParams={["documents", "confirmDelete"]}
      isEmpty={rows.length === 0}
      empty={
        <p className="text-slate-700">
          {filtered
            ? "No documents match these filters."
            : isApplicant
              ? "You have not uploaded any documents yet."
              : "No documents have been uploaded yet."}
        </p>
      }
    >
      <DocumentTable documents={rows} showApplication emptyText="" />
    </ListScreen>
  );
}
