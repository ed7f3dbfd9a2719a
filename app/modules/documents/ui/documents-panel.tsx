import { useLocation } from "react-router";
import { documentsReturnPath, type DocumentListItem } from "../document-rules";
import { DocumentNotice } from "./document-notice";
import { DocumentTable } from "./document-table";
import { UploadDocumentsForm } from "./upload-documents-form";

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
  const location = useLocation();
  return (
    <section id="documents" aria-labelledby="documents-heading" className="space-y-4">
      <h2 id="documents-heading" className="text-lg font-semibold text-slate-900">
        Documents
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
        emptyText={
          canUpload
            ? "No documents yet. Upload your business licence, insurance, permits and procedures above."
            : "No documents have been uploaded for this application."
        }
      />
    </section>
  );
}
