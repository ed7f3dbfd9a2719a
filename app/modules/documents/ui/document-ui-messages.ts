import { useIntl } from "react-intl";
import { documentTypeMessages } from "~/modules/applications";
import type { DocumentType } from "~/domain/document-types";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import type { DocumentNoticeCode } from "../document-rules";

export { documentTypeMessages };

/** The texts of the documents screens and forms (routes/dashboard/documents). */
export const documentUiMessages = defineMessages({
  title: { id: "documents.list.title", defaultMessage: "Documents" },
  introApplicant: {
    id: "documents.list.introApplicant",
    defaultMessage:
      "The documents of your applications: business licence, insurance, permits and procedures. Only you and the programme staff can open them.",
  },
  introStaff: {
    id: "documents.list.introStaff",
    defaultMessage:
      "Documents uploaded to applications. Files are private: they open only through this portal.",
  },
  uploadHeading: { id: "documents.upload.heading", defaultMessage: "Upload documents" },
  startFirst: {
    id: "documents.list.startFirst",
    defaultMessage:
      "Documents belong to an application. <link>Start an application</link> first, then upload its documents here or on its page.",
  },
  filterFirst: {
    id: "documents.list.filterFirst",
    defaultMessage:
      "To upload, filter the list by an application below, or use the application’s page.",
  },
  uploadingTo: {
    id: "documents.list.uploadingTo",
    defaultMessage: "Uploading to <b>{name}</b>.",
  },
  filterLabel: { id: "documents.list.filterLabel", defaultMessage: "Filter documents" },
  filter: { id: "documents.list.filter", defaultMessage: "Filter" },
  application: { id: "documents.list.application", defaultMessage: "Application" },
  allApplications: { id: "documents.list.allApplications", defaultMessage: "All applications" },
  type: { id: "documents.list.type", defaultMessage: "Type" },
  allTypes: { id: "documents.list.allTypes", defaultMessage: "All types" },
  search: { id: "documents.list.search", defaultMessage: "Search file or business name" },
  results: { id: "documents.list.results", defaultMessage: "Document list" },
  count: {
    id: "documents.list.count",
    defaultMessage: "{count, plural, one {# document} other {# documents}}",
  },
  noMatch: { id: "documents.list.noMatch", defaultMessage: "No documents match these filters." },
  emptyApplicant: {
    id: "documents.list.emptyApplicant",
    defaultMessage: "You have not uploaded any documents yet.",
  },
  emptyStaff: {
    id: "documents.list.emptyStaff",
    defaultMessage: "No documents have been uploaded yet.",
  },
  // The table.
  reasonLabel: { id: "documents.delete.reason", defaultMessage: "Reason for deleting" },
  reasonHint: {
    id: "documents.delete.reasonHint",
    defaultMessage:
      "The application is approved or certified and the decision rests on this document. The reason is kept in the application's timeline.",
  },
  reasonTooLong: {
    id: "documents.delete.reasonTooLong",
    defaultMessage: "The reason must be at most {max} characters",
  },
  deleting: { id: "documents.delete.busy", defaultMessage: "Deleting…" },
  deleteDocument: { id: "documents.delete.submit", defaultMessage: "Delete document" },
  deleteNamed: { id: "documents.delete.named", defaultMessage: "Delete {name}" },
  delete: { id: "documents.delete.button", defaultMessage: "Delete" },
  deleteTitle: { id: "documents.delete.title", defaultMessage: "Delete this document?" },
  deleteBody: {
    id: "documents.delete.body",
    defaultMessage: "<b>{name}</b> will be removed for everyone. This cannot be undone.",
  },
  cancel: { id: "documents.delete.cancel", defaultMessage: "Cancel" },
  caption: { id: "documents.table.caption", defaultMessage: "Documents" },
  file: { id: "documents.table.file", defaultMessage: "File" },
  download: { id: "documents.table.download", defaultMessage: "Download {name}" },
  business: { id: "documents.table.business", defaultMessage: "Business" },
  size: { id: "documents.table.size", defaultMessage: "Size" },
  uploaded: { id: "documents.table.uploaded", defaultMessage: "Uploaded" },
  uploadedBy: { id: "documents.table.uploadedBy", defaultMessage: "by {name}" },
  actions: { id: "documents.table.actions", defaultMessage: "Actions" },
  kept: { id: "documents.table.kept", defaultMessage: "Kept for the decision" },
  // The upload form.
  uploading: { id: "documents.upload.uploading", defaultMessage: "Uploading…" },
  uploadingPercent: {
    id: "documents.upload.uploadingPercent",
    defaultMessage: "Uploading… {percent}%",
  },
  chooseApplicationOption: {
    id: "documents.upload.chooseApplicationOption",
    defaultMessage: "Choose an application",
  },
  documentType: { id: "documents.upload.documentType", defaultMessage: "Document type" },
  chooseType: { id: "documents.upload.chooseTypeOption", defaultMessage: "Choose a type" },
  files: { id: "documents.upload.files", defaultMessage: "Files" },
  filesHint: {
    id: "documents.upload.filesHint",
    defaultMessage: "{types}; at most 20 MB each, up to {max} files at a time.",
  },
  upload: { id: "documents.upload.submit", defaultMessage: "Upload" },
  uploadForm: { id: "documents.upload.form", defaultMessage: "Upload documents" },
  uploads: { id: "documents.upload.list", defaultMessage: "Uploads" },
  progress: { id: "documents.upload.progress", defaultMessage: "Upload progress: {label}" },
  uploadedCount: {
    id: "documents.upload.done",
    defaultMessage: "{count, plural, one {# document} other {# documents}} uploaded.",
  },
  tooLarge: { id: "documents.upload.tooLarge", defaultMessage: "{name} is larger than {mb} MB" },
});

/** A document type's name in the reader's language (an unknown type as it is stored). */
export function useDocumentTypeLabel(): (type: string) => string {
  const intl = useIntl();
  return (type) =>
    Object.hasOwn(documentTypeMessages, type)
      ? intl.formatMessage(documentTypeMessages[type as DocumentType])
      : type;
}

/** The documents module's plain texts (document-rules.ts), so forms answer in the reader's language. */
export const documentTextMessages = defineMessages({
  uploadFailed: { id: "documents.error.uploadFailed", defaultMessage: "Failed to upload document" },
  deleteFailed: { id: "documents.error.deleteFailed", defaultMessage: "Failed to delete document" },
  storageFull: {
    id: "documents.error.storageFull",
    defaultMessage:
      "Failed to upload document: the portal's file storage is full. Nothing was saved. Please try again later, or tell the programme office.",
  },
  deleteDenied: {
    id: "documents.error.deleteDenied",
    defaultMessage: "You do not have permission to delete this document",
  },
  uploadDenied: {
    id: "documents.error.uploadDenied",
    defaultMessage: "You do not have permission to upload documents",
  },
  notFound: { id: "documents.error.notFound", defaultMessage: "Document not found" },
  chooseType: { id: "documents.error.chooseType", defaultMessage: "Choose a document type" },
  chooseApplication: {
    id: "documents.error.chooseApplication",
    defaultMessage: "Choose an application",
  },
  chooseFiles: { id: "documents.error.chooseFiles", defaultMessage: "Choose at least one file" },
  tooManyFiles: {
    id: "documents.error.tooManyFiles",
    defaultMessage: "Choose at most 10 files at a time",
  },
  deleted: { id: "documents.notice.deleted", defaultMessage: "The document was deleted." },
  reasonRequired: {
    id: "documents.error.reasonRequired",
    defaultMessage:
      "Give the reason for deleting this document: the decision on its application rests on it",
  },
  lockedByDecision: {
    id: "documents.lockedByDecision",
    defaultMessage:
      "Documents can no longer be deleted once the application is approved or certified: the decision rests on them. If one must be removed or replaced, contact the programme office.",
  },
});

const noticeOnly = defineMessages({
  uploaded: { id: "documents.notice.uploaded", defaultMessage: "Your documents were uploaded." },
  too_large: {
    id: "documents.notice.tooLarge",
    defaultMessage: "A file was larger than 20 MB. Nothing was uploaded.",
  },
  bad_type: {
    id: "documents.notice.badType",
    defaultMessage: "A file was not an allowed file type ({types}). Nothing was uploaded.",
  },
  request_too_large: {
    id: "documents.notice.requestTooLarge",
    defaultMessage: "The upload is too large: at most {max} files of 20 MB each.",
  },
  invalid: {
    id: "documents.notice.invalid",
    defaultMessage: "Choose a document type and at least one file, then upload again.",
  },
  reason_required: {
    id: "documents.notice.reasonRequired",
    defaultMessage:
      "Give the reason for deleting this document: the decision on its application rests on it. Nothing was deleted.",
  },
  reason_too_long: {
    id: "documents.notice.reasonTooLong",
    defaultMessage: "The reason must be at most {max} characters. Nothing was deleted.",
  },
});

/** The notice after a document form post without JavaScript (`?documents=<code>`). */
export const documentNoticeMessages: Record<DocumentNoticeCode, EnglishMessage> = {
  ...noticeOnly,
  deleted: documentTextMessages.deleted,
  upload_denied: documentTextMessages.uploadDenied,
  upload_failed: documentTextMessages.uploadFailed,
  storage_full: documentTextMessages.storageFull,
  delete_denied: documentTextMessages.deleteDenied,
  delete_failed: documentTextMessages.deleteFailed,
  not_found: documentTextMessages.notFound,
};
