// The documents module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./check-file-content.server";
export * from "./delete-document.server";
export * from "./get-document-for-download.server";
export * from "./get-document-list-page.server";
export * from "./list-document-applications.server";
export * from "./list-document-deletions.server";
export * from "./list-documents.server";
export * from "./read-upload-form.server";
export * from "./receive-upload.server";
export * from "./remind-missing-documents.server";
export * from "./upload-documents.server";
