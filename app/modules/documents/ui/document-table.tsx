import { DataTable } from "~/components/data-table";
import { useRef, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useFormat } from "~/lib/i18n/use-format";
import { ConfirmDialog, DialogCancelButton } from "~/components/confirm-dialog";
import { TextAreaField } from "~/components/form";
import { Form, Link, useLocation, useNavigation, useSearchParams } from "react-router";
import {
  DELETE_REASON_MAX,
  documentDeletePath,
  isDocumentNoticeCode,
  documentDownloadPath,
  documentQueryKeys,
  documentsReturnPath,
  formatFileSize,
  type DocumentListItem,
} from "../document-rules";
import {
  documentTextMessages,
  documentUiMessages as m,
  useDocumentTypeLabel,
} from "./document-ui-messages";

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
  const intl = useIntl();
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
          setError(intl.formatMessage(documentTextMessages.reasonRequired));
          reason.focus();
        }
      }}
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {document.deleteNeedsReason ? (
        <TextAreaField
          id={reasonId}
          label={intl.formatMessage(m.reasonLabel)}
          hint={intl.formatMessage(m.reasonHint)}
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
          {intl.formatMessage(busy ? m.deleting : m.deleteDocument)}
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
  const intl = useIntl();
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
          aria-label={intl.formatMessage(m.deleteNamed, { name: document.name })}
          className="rounded-md border border-red-700 px-2 py-1 text-xs font-medium text-red-800 hover:bg-red-50"
        >
          <FormattedMessage {...m.delete} />
        </button>
      </form>
      <ConfirmDialog
        dialogRef={dialogRef}
        id={`delete-${document.id}`}
        title={intl.formatMessage(m.deleteTitle)}
        description={
          <p>
            <FormattedMessage
              {...m.deleteBody}
              values={{
                name: document.name,
                b: (chunks: ReactNode) => (
                  <span className="font-medium break-all text-slate-900">{chunks}</span>
                ),
              }}
            />
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
  const intl = useIntl();
  const f = useFormat();
  const typeLabel = useDocumentTypeLabel();
  const location = useLocation();
  const [params] = useSearchParams();
  const redirectTo = documentsReturnPath(location);
  const confirming = documents.find((d) => d.canDelete && d.id === params.get("confirmDelete"));
  const notice = params.get("documents");
  const reasonError = isDocumentNoticeCode(notice)
    ? notice === "reason_required"
      ? intl.formatMessage(documentTextMessages.reasonRequired)
      : notice === "reason_too_long"
        ? intl.formatMessage(m.reasonTooLong, { max: DELETE_REASON_MAX })
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
            <FormattedMessage {...m.deleteTitle} />
          </h2>
          <p id="confirm-delete-body" className="mt-1 text-sm text-slate-800">
            <FormattedMessage
              {...m.deleteBody}
              values={{
                name: confirming.name,
                b: (chunks: ReactNode) => <span className="font-medium break-all">{chunks}</span>,
              }}
            />
          </p>
          <div className="mt-3">
            <DeleteForm
              document={confirming}
              redirectTo={redirectTo}
              reasonError={reasonError}
              autoFocus
              cancel={
                <Link to={redirectTo} className="text-sm font-medium text-slate-800 underline">
                  <FormattedMessage {...m.cancel} />
                </Link>
              }
            />
          </div>
        </div>
      ) : null}
      {anyLocked ? (
        <p id="documents-locked" className="text-sm text-slate-700">
          <FormattedMessage {...documentTextMessages.lockedByDecision} />
        </p>
      ) : null}
      <DataTable
        caption={intl.formatMessage(m.caption)}
        rows={documents}
        rowKey={(d) => d.id}
        columns={[
          {
            key: "file",
            header: intl.formatMessage(m.file),
            className: "md:max-w-72",
            cell: (d) => (
              <a
                href={documentDownloadPath(d.id)}
                className="break-all text-brand-800 underline"
                aria-label={intl.formatMessage(m.download, { name: d.name })}
              >
                {d.name}
              </a>
            ),
          },
          {
            key: "type",
            header: intl.formatMessage(m.type),
            className: "text-slate-900",
            cell: (d) => typeLabel(d.type),
          },
          ...(showApplication
            ? [
                {
                  key: "business",
                  header: intl.formatMessage(m.business),
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
            header: intl.formatMessage(m.size),
            className: "whitespace-nowrap text-slate-700",
            cell: (d) => formatFileSize(d.size),
          },
          {
            key: "uploaded",
            header: intl.formatMessage(m.uploaded),
            className: "text-slate-700",
            cell: (d) => (
              <>
                <time dateTime={d.uploadedAt}>{f.date(d.uploadedAt)}</time>
                <span className="block text-xs text-slate-600">
                  {intl.formatMessage(m.uploadedBy, { name: d.uploaderName })}
                </span>
              </>
            ),
          },
          {
            key: "actions",
            header: intl.formatMessage(m.actions),
            headerHidden: true,
            className: "md:text-right",
            cell: (d) =>
              d.canDelete ? (
                <DeleteDocumentButton document={d} redirectTo={redirectTo} />
              ) : d.deleteLocked ? (
                <span className="text-xs text-slate-600" aria-describedby="documents-locked">
                  <FormattedMessage {...m.kept} />
                </span>
              ) : null,
          },
        ]}
      />
    </div>
  );
}
