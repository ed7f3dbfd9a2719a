import { FormattedMessage, useIntl } from "react-intl";
import { useLocation } from "react-router";
import { defineMessages } from "~/lib/i18n/messages";
import { documentsReturnPath, type DocumentListItem } from "../document-rules";
import { DocumentNotice } from "./document-notice";
import { DocumentTable } from "./document-table";
import { UploadDocumentsForm } from "./upload-documents-form";

const m = defineMessages({
  title: { id: "documents.panel.title", defaultMessage: "Documents" },
  emptyUpload: {
    id: "documents.panel.emptyUpload",
    defaultMessage:
      "No documents yet. Upload your business licence, insurance, permits and procedures above.",
  },
  empty: {
    id: "documents.panel.empty",
    defaultMessage: "No documents have been uploaded for this application.",
  },
});

export type DocumentsPanelProps = {
  applicationId: string;
  /** `listDocuments(db, viewer, { applicationId }).rows`: each row carries `canDelete`, decided on the server. */
  documents: DocumentListItem[];
  /** Decided on the server: `canUploadDocuments(viewer.activeRole)` (the application is already visible). */
  canUpload: boolean;
};

/**
 * The documents of one application, for its page: the upload form (type,
 * several files, progress bar) and the list with download links and
 * delete-with-confirmation. Anchor: `#documents`.
 */
export function DocumentsPanel({ applicationId, documents, canUpload }: DocumentsPanelProps) {
  const intl = useIntl();
  const location = useLocation();
  return (
    <section id="documents" aria-labelledby="documents-heading" className="space-y-4">
      <h2 id="documents-heading" className="text-lg font-semibold text-slate-900">
        <FormattedMessage {...m.title} />
      </h2>
      <DocumentNotice />
      {canUpload ? (
        <UploadDocumentsForm
          applicationId={applicationId}
          redirectTo={documentsReturnPath(location)}
        />
      ) : null}
      <DocumentTable
        documents={documents}
        emptyText={intl.formatMessage(canUpload ? m.emptyUpload : m.empty)}
      />
    </section>
  );
}
