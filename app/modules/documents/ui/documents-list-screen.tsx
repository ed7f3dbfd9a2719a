import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { FilterSearch, FilterSelect } from "~/components/filter-bar";
import { ListScreen } from "~/components/list-screen";
import { documentsReturnPath, documentTypes } from "../document-rules";
import type { DocumentListPage } from "../get-document-list-page.server";
import { DocumentNotice } from "./document-notice";
import { documentTypeMessages, documentUiMessages as m } from "./document-ui-messages";
import { DocumentTable } from "./document-table";
import { UploadDocumentsForm } from "./upload-documents-form";

/** /dashboard/documents: the documents the viewer may see, and the upload form. */
export function DocumentsListScreen({ page }: { page: DocumentListPage }) {
  const { rows, total, applications, isApplicant, canUpload, filters } = page;
  const intl = useIntl();
  const location = useLocation();
  const filtered = Boolean(filters.application || filters.type || filters.q);
  // Staff upload to one application: the one the list is filtered by.
  const uploadTo = isApplicant ? null : applications.find((a) => a.id === filters.application);

  return (
    <ListScreen
      title={intl.formatMessage(m.title)}
      intro={isApplicant ? intl.formatMessage(m.introApplicant) : intl.formatMessage(m.introStaff)}
      afterHeading={
        <div id="documents" className="space-y-4">
          <DocumentNotice />
          {canUpload ? (
            <section aria-labelledby="upload-h" className="space-y-3">
              <h2 id="upload-h" className="text-lg font-semibold text-slate-900">
                <FormattedMessage {...m.uploadHeading} />
              </h2>
              {isApplicant && applications.length === 0 ? (
                <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-700">
                  <FormattedMessage
                    {...m.startFirst}
                    values={{
                      link: (chunks: ReactNode) => (
                        <Link to="/dashboard/applications/new" className="text-brand-800 underline">
                          {chunks}
                        </Link>
                      ),
                    }}
                  />
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
                  <FormattedMessage {...m.filterFirst} />
                </p>
              )}
              {uploadTo ? (
                <p className="text-sm text-slate-700">
                  <FormattedMessage
                    {...m.uploadingTo}
                    values={{
                      name: uploadTo.businessName,
                      b: (chunks: ReactNode) => <span className="font-medium">{chunks}</span>,
                    }}
                  />
                </p>
              ) : null}
            </section>
          ) : null}
        </div>
      }
      filters={{
        label: intl.formatMessage(m.filterLabel),
        filtered,
        submitLabel: intl.formatMessage(m.filter),
        fields: (
          <>
            <FilterSelect
              id="doc-application"
              name="application"
              label={intl.formatMessage(m.application)}
              value={filters.application}
              allLabel={intl.formatMessage(m.allApplications)}
              options={applications.map((a) => ({ value: a.id, label: a.businessName }))}
            />
            <FilterSelect
              id="doc-type"
              name="type"
              label={intl.formatMessage(m.type)}
              value={filters.type}
              allLabel={intl.formatMessage(m.allTypes)}
              options={documentTypes.map((t) => ({
                value: t,
                label: intl.formatMessage(documentTypeMessages[t]),
              }))}
            />
            <FilterSearch id="doc-q" label={intl.formatMessage(m.search)} value={filters.q} />
          </>
        ),
      }}
      resultsLabel={intl.formatMessage(m.results)}
      summary={{ total, noun: m.count }}
      page={page.page}
      pageCount={page.pageCount}
      oneTimeParams={["documents", "confirmDelete"]}
      isEmpty={rows.length === 0}
      empty={
        <p className="text-slate-700">
          {filtered
            ? intl.formatMessage(m.noMatch)
            : isApplicant
              ? intl.formatMessage(m.emptyApplicant)
              : intl.formatMessage(m.emptyStaff)}
        </p>
      }
    >
      <DocumentTable documents={rows} showApplication emptyText="" />
    </ListScreen>
  );
}
