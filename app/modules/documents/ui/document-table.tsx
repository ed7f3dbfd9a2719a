import { formatDate } from "~/lib/format";
import { DataTable } from "~/components/data-table";
import { useRef } from "react";
import { Form, Link, useLocation, useNavigation, useSearchParams } from "react-router";
import {
  documentDeletePath,
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

function DeleteForm({ document, redirectTo }: { document: DocumentListItem; redirectTo: string }) {
  const navigation = useNavigation();
  const action = documentDeletePath(document.id);
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
      >
        {busy ? "Deleting…" : "Delete document"}
      </button>
    </Form>
  );
}

/**
 * The Delete button: with JavaScript it opens a confirmation dialog (native
 * <dialog>: focus moves in, Escape closes); without JavaScript it is a GET
 * form that adds `?confirmDelete=<id>` and the table shows the confirmation
 * inline.
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
  const titleId = `delete-${document.id}-title`;
  const bodyId = `delete-${document.id}-body`;
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
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-slate-200 p-6 text-left shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Delete this document?
        </h2>
        <p id={bodyId} className="mt-2 text-sm text-slate-700">
          <span className="font-medium break-all text-slate-900">{document.name}</span> will be
          removed for everyone. This cannot be undone.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            autoFocus
            onClick={() => dialogRef.current?.close()}
            className="rounded-md border border-slate-400 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            Cancel
          </button>
          <DeleteForm document={document} redirectTo={redirectTo} />
        </div>
      </dialog>
    </>
  );
}

/** Documents with download links and, where allowed, delete with confirmation. */
export function DocumentTable({ documents, showApplication = false, emptyText }: Props) {
  const location = useLocation();
  const [params] = useSearchParams();
  const redirectTo = documentsReturnPath(location);
  const confirming = documents.find((d) => d.canDelete && d.id === params.get("confirmDelete"));

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
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <DeleteForm document={confirming} redirectTo={redirectTo} />
            <Link to={redirectTo} className="text-sm font-medium text-slate-800 underline">
              Cancel
            </Link>
          </div>
        </div>
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
              d.canDelete ? <DeleteDocumentButton document={d} redirectTo={redirectTo} /> : null,
          },
        ]}
      />
    </div>
  );
}
