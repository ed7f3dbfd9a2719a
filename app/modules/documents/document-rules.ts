import { pluralize } from "~/lib/format";
/**
 * Documents: types, limits, messages and who may do what. Pure, shared by the
 * services and the UI (the UI only uses them to decide what to show).
 */
import { z } from "zod";
import type { Viewer } from "~/modules/permissions";
export * from "~/domain/document-types";

export const DOCUMENTS_BUCKET = "documents";

/** At most 20 MB a file. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** At most this many files in one upload. */
export const MAX_FILES_PER_UPLOAD = 10;
/** A whole upload request: the files plus room for the form fields and multipart framing. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_FILES_PER_UPLOAD * MAX_FILE_BYTES + 1024 * 1024;

/**
 * Allowed kinds, keyed by the type detected from the content (file-type's
 * `ext`), with the extensions a file name may carry for that content.
 */
export const allowedFileKinds = {
  pdf: { mime: "application/pdf", extensions: ["pdf"] },
  png: { mime: "image/png", extensions: ["png"] },
  jpg: { mime: "image/jpeg", extensions: ["jpg", "jpeg"] },
  webp: { mime: "image/webp", extensions: ["webp"] },
  docx: {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: ["docx"],
  },
  xlsx: {
    mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    extensions: ["xlsx"],
  },
} as const;
export type AllowedFileKind = keyof typeof allowedFileKinds;

export const ALLOWED_TYPES_TEXT = "PDF, PNG, JPEG, WebP, DOCX, XLSX";
/** For the file input's `accept` (a hint only; the server checks the content). */
export const acceptAttribute = Object.values(allowedFileKinds)
  .flatMap((k) => [...k.extensions.map((e) => `.${e}`), k.mime])
  .join(",");

/** The longest reason for deleting a document the decision rests on. */
export const DELETE_REASON_MAX = 1000;

export const documentMessages = {
  /** SPEC §8 */
  uploadFailed: "Failed to upload document",
  /** SPEC §8 */
  deleteFailed: "Failed to delete document",
  /** The server's disk is full (issue 25): the SPEC text, then why and what to do. */
  storageFull:
    "Failed to upload document: the portal's file storage is full. Nothing was saved. Please try again later, or tell the programme office.",
  /** SPEC §8 "You do not have permission to delete this document" */
  deleteDenied: "You do not have permission to delete this document",
  uploadDenied: "You do not have permission to upload documents",
  notFound: "Document not found",
  chooseType: "Choose a document type",
  chooseApplication: "Choose an application",
  chooseFiles: "Choose at least one file",
  tooManyFiles: `Choose at most ${MAX_FILES_PER_UPLOAD} files at a time`,
  requestTooLarge: `The upload is too large: at most ${MAX_FILES_PER_UPLOAD} files of 20 MB each`,
  tooLarge: (name: string, maxBytes: number = MAX_FILE_BYTES) =>
    `${name} is larger than ${Math.round(maxBytes / (1024 * 1024))} MB`,
  notAllowed: (name: string) => `${name} is not an allowed file type (${ALLOWED_TYPES_TEXT})`,
  uploaded: (count: number) => `${pluralize(count, "document")} uploaded.`,
  deleted: "The document was deleted.",
  /** Staff deleting a document of an approved or certified application (decision 042). */
  reasonRequired:
    "Give the reason for deleting this document: the decision on its application rests on it",
  reasonTooLong: `The reason must be at most ${DELETE_REASON_MAX} characters`,
  /** Why the applicant no longer has a Delete button (decision 042). */
  lockedByDecision:
    "Documents can no longer be deleted once the application is approved or certified: the decision rests on them. If one must be removed or replaced, contact the programme office.",
} as const;

/**
 * The delete confirmation's reason: at most DELETE_REASON_MAX characters. Whether
 * one is needed depends on the application's state (decision 042): the service asks.
 */
export const deleteReasonSchema = z
  .string()
  .trim()
  .max(DELETE_REASON_MAX, documentMessages.reasonTooLong)
  .optional();

export type DocumentViewer = Viewer;

/** One document as the lists and the panel show it (serializable; from listDocuments). */
export type DocumentListItem = {
  id: string;
  applicationId: string;
  businessName: string;
  name: string;
  type: string;
  mimeType: string;
  size: number;
  /** ISO time. */
  uploadedAt: string;
  uploadedBy: string | null;
  uploaderName: string;
  /** Decided on the server for this viewer (uploader or administrator/committee). */
  canDelete: boolean;
  /** Deleting needs a reason: the application is approved or certified (staff; decision 042). */
  deleteNeedsReason: boolean;
  /** The viewer uploaded it but may no longer delete it: the decision rests on it. */
  deleteLocked: boolean;
};

export function documentDownloadPath(id: string): string {
  return `/dashboard/documents/${id}/download`;
}

export function documentDeletePath(id: string): string {
  return `/dashboard/documents/${id}/delete`;
}

export const DOCUMENT_UPLOAD_PATH = "/dashboard/documents/upload";

/**
 * Notices after a form post without JavaScript: the action redirects back
 * with `?documents=<code>` and the panel shows the text for that code. Only
 * codes travel in the URL, never free text.
 */
export const documentNotices = {
  uploaded: { kind: "success", text: "Your documents were uploaded." },
  deleted: { kind: "success", text: documentMessages.deleted },
  too_large: {
    kind: "error",
    text: `A file was larger than 20 MB. Nothing was uploaded.`,
  },
  bad_type: {
    kind: "error",
    text: `A file was not an allowed file type (${ALLOWED_TYPES_TEXT}). Nothing was uploaded.`,
  },
  request_too_large: { kind: "error", text: `${documentMessages.requestTooLarge}.` },
  invalid: {
    kind: "error",
    text: "Choose a document type and at least one file, then upload again.",
  },
  upload_denied: { kind: "error", text: documentMessages.uploadDenied },
  upload_failed: { kind: "error", text: documentMessages.uploadFailed },
  storage_full: { kind: "error", text: documentMessages.storageFull },
  delete_denied: { kind: "error", text: documentMessages.deleteDenied },
  reason_required: {
    kind: "error",
    text: `${documentMessages.reasonRequired}. Nothing was deleted.`,
  },
  reason_too_long: {
    kind: "error",
    text: `${documentMessages.reasonTooLong}. Nothing was deleted.`,
  },
  delete_failed: { kind: "error", text: documentMessages.deleteFailed },
  not_found: { kind: "error", text: documentMessages.notFound },
} as const satisfies Record<string, { kind: "success" | "error"; text: string }>;
export type DocumentNoticeCode = keyof typeof documentNotices;

export function isDocumentNoticeCode(value: unknown): value is DocumentNoticeCode {
  return typeof value === "string" && Object.hasOwn(documentNotices, value);
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The upload route's JSON answer (requests sent with `Accept: application/json`). */
export type UploadResponse =
  | { ok: true; message: string; count: number }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

/**
 * Query parameters stripped from redirect targets: the document UI's own, and
 * `notice` (the one-shot notice of the application page), so an old notice
 * does not show again after an upload or delete.
 */
export const documentQueryKeys = ["documents", "confirmDelete", "notice"] as const;

/** The current page as a redirect target, without the document UI's own parameters. */
export function documentsReturnPath(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  for (const key of documentQueryKeys) params.delete(key);
  const qs = params.toString();
  return qs ? `${location.pathname}?${qs}` : location.pathname;
}
