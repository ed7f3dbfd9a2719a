import { formatDate } from "~/lib/format";
import { DataTable } from "~/components/data-table";
import { useRef, useState, type ReactNode } from "react";
import { ConfirmDialog, DialogCancelButton } from "~/components/confirm-dialog";
import { TextAreaField } from "~/components/form";
import { Form, Link, useLocation, useNavigation, useSearchParams } from "react-router";
import {
  DELETE_REASON_MAX,
  documentDeletePath,
  documentMessages,
  isDocumentNoticeCode,
  documentDownloadPath,
  documentQueryKeys,
  documentsReturnPath,
  documentTypeLabel,
  formatFileSize,
  type DocumentListItem,
} from "../document-rules";

type Props = {
  documents: DocumentListItem[];
  /** Show the business name column (documents page). */
  showApplication?: boolean;
  emptyText: string;
};

function DeleteForm({
  document,
  redirectTo,
  reasonError,
  autoFocus,
  cancel,
}: {
  document: DocumentListItem;
  redirectTo: string;
  /** The cancel control, before the delete button. */
  cancel?: ReactNode;
  /** The server's refusal of a missing reason (no JavaScript). */
  reasonError?: string;
  autoFocus?: boolean;
}) {
  const navigation = useNavigation();
  const action = documentDeletePath(document.id);
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  const [error, setError] = useState<string | undefined>(reasonError);
  const reasonId = `delete-${document.id}-reason`;
  return (
    <Form
      method="post"
      action={action}
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        if (!document.deleteNeedsReason) return;
        const reason = event.currentTarget.elements.namedItem("reason");
        if (reason instanceof HTMLTextAreaElement && !reason.value.trim()) {
          event.preventDefault();
          setError(documentMessages.reasonRequired);
          reason.focus();
        }
      }}
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {document.deleteNeedsReason ? (
        <TextAreaField
          id={reasonId}
          label="Reason for deleting"
          hint="The application is approved or certified and the decision rests on this document. The reason is kept in the application's timeline."
          hintBefore
          name="reason"
          rows={2}
          maxLength={DELETE_REASON_MAX}
          autoFocus={autoFocus}
          error={error}
          controlClassName="mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900"
        />
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {cancel}
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          autoFocus={autoFocus && !document.deleteNeedsReason}
          className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        >
          {busy ? "Deleting…" : "Delete document"}
        </button>
      </div>
    </Form>
  );
}

/**
 * The Delete button: with JavaScript it opens a confirmation dialog (native
 * <dialog>: focus moves in, Escape closes); without JavaScript it is a GET
 * form that adds `?confirmDelete=<id>` and the table shows the confirmation
 * inline. A document the decision rests on asks for a reason (decision 042).
 */
function DeleteDocumentButton({
  document,
  redirectTo,
}: {
  document: DocumentListItem;
  redirectTo: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [params] = useSearchParams();
  const kept = [...params].filter(([k]) => !(documentQueryKeys as readonly string[]).includes(k));
  return (
    <>
      <form
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          dialogRef.current?.showModal();
        }}
      >
        {kept.map(([k, v], i) => (
          <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
        ))}
        <input type="hidden" name="confirmDelete" value={document.id} />
        <button
          type="submit"
          aria-label={`Delete ${document.name}`}
          className="rounded-md border border-red-700 px-2 py-1 text-xs font-medium text-red-800 hover:bg-red-50"
        >
          Delete
        </button>
      </form>
      <ConfirmDialog
        dialogRef={dialogRef}
        id={`delete-${document.id}`}
        title="Delete this document?"
        description={
          <p>
            <span className="font-medium break-all text-slate-900">{document.name}</span> will be
            removed for everyone. This cannot be undone.
          </p>
        }
      >
        {/* Focus starts on the reason, else on Cancel (the first control). */}
        <DeleteForm document={document} redirectTo={redirectTo} cancel={<DialogCancelButton />} />
      </ConfirmDialog>
    </>
  );
}

/** Documents with download links and, where allowed, delete with confirmation. */
export function DocumentTable({ documents, showApplication = false, emptyText }: Props) {
  const location = useLocation();
  const [params] = useSearchParams();
  const redirectTo = documentsReturnPath(location);
  const confirming = documents.find((d) => d.canDelete && d.id === params.get("confirmDelete"));
  const notice = params.get("documents");
  const reasonError = isDocumentNoticeCode(notice)
    ? notice === "reason_required"
      ? documentMessages.reasonRequired
      : notice === "reason_too_long"
        ? documentMessages.reasonTooLong
        : undefined
    : undefined;
  const anyLocked = documents.some((d) => d.deleteLocked);

  if (documents.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
        {emptyText}
      </p>
    );
  }

  return (
    <div className="space-y-4">
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby="confirm-delete-title"
          aria-describedby="confirm-delete-body"
          className="rounded-lg border border-red-300 bg-red-50 p-4"
        >
          <h2 id="confirm-delete-title" className="font-semibold text-slate-900">
            Delete this document?
          </h2>
          <p id="confirm-delete-body" className="mt-1 text-sm text-slate-800">
            <span className="font-medium break-all">{confirming.name}</span> will be removed for
            everyone. This cannot be undone.
          </p>
          <div className="mt-3">
            <DeleteForm
              document={confirming}
              redirectTo={redirectTo}
              reasonError={reasonError}
              autoFocus
              cancel={
                <Link to={redirectTo} className="text-sm font-medium text-slate-800 underline">
                  Cancel
                </Link>
              }
            />
          </div>
        </div>
      ) : null}
      {anyLocked ? (
        <p id="documents-locked" className="text-sm text-slate-700">
          {documentMessages.lockedByDecision}
        </p>
      ) : null}
      <DataTable
        caption="Documents"
        rows={documents}
        rowKey={(d) => d.id}
        columns={[
          {
            key: "file",
            header: "File",
            className: "md:max-w-72",
            cell: (d) => (
              <a
                href={documentDownloadPath(d.id)}
                className="break-all text-brand-800 underline"
                aria-label={`Download ${d.name}`}
              >
                {d.name}
              </a>
            ),
          },
          {
            key: "type",
            header: "Type",
            className: "text-slate-900",
            cell: (d) => documentTypeLabel(d.type),
          },
          ...(showApplication
            ? [
                {
                  key: "business",
                  header: "Business",
                  cell: (d: (typeof documents)[number]) => (
                    <Link
                      to={`/dashboard/applications/${d.applicationId}`}
                      className="text-brand-800 underline"
                    >
                      {d.businessName}
                    </Link>
                  ),
                },
              ]
            : []),
          {
            key: "size",
            header: "Size",
            className: "whitespace-nowrap text-slate-700",
            cell: (d) => formatFileSize(d.size),
          },
          {
            key: "uploaded",
            header: "Uploaded",
            className: "text-slate-700",
            cell: (d) => (
              <>
                <time dateTime={d.uploadedAt}>{formatDate(d.uploadedAt)}</time>
                <span className="block text-xs text-slate-600">by {d.uploaderName}</span>
              </>
            ),
          },
          {
            key: "actions",
            header: "Actions",
            headerHidden: true,
            className: "md:text-right",
            cell: (d) =>
              d.canDelete ? (
                <DeleteDocumentButton document={d} redirectTo={redirectTo} />
              ) : d.deleteLocked ? (
                <span className="text-xs text-slate-600" aria-describedby="documents-locked">
                  Kept for the decision
                </span>
              ) : null,
          },
        ]}
      />
    </div>
  );
}
