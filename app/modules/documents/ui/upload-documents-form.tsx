import { useId, useRef, useState, type FormEvent } from "react";
import { useIntl } from "react-intl";
import { useRevalidator } from "react-router";
import { FileField, SelectField } from "~/components/form";
import {
  acceptAttribute,
  ALLOWED_TYPES_TEXT,
  DOCUMENT_UPLOAD_PATH,
  documentTypes,
  MAX_FILE_BYTES,
  MAX_FILES_PER_UPLOAD,
  type UploadResponse,
} from "../document-rules";
import {
  documentTextMessages as text,
  documentTypeMessages,
  documentUiMessages as m,
} from "./document-ui-messages";

type UploadEntry = {
  key: number;
  label: string;
  percent: number;
  state: "uploading" | "done" | "error";
  message: string;
};

type Props = {
  /** The application the files belong to (application page)… */
  applicationId?: string;
  /** …or a choice among these applications (documents page). */
  applications?: { id: string; businessName: string }[];
  /** Where a form post without JavaScript comes back to. */
  redirectTo: string;
};

const selectClass =
  "mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700";

/**
 * Upload form: a document type, one or more files. Without JavaScript it is
 * a normal multipart post that redirects back with a notice; with JavaScript
 * it uploads with XMLHttpRequest and shows a progress bar per upload.
 */
export function UploadDocumentsForm({ applicationId, applications, redirectTo }: Props) {
  const intl = useIntl();
  const id = useId();
  const revalidator = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const nextKey = useRef(1);
  const [uploads, setUploads] = useState<UploadEntry[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const update = (key: number, change: Partial<UploadEntry>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  /**
   * New files chosen: the cards of earlier, finished attempts (done or
   * failed) and the old file message go; an upload still running stays.
   */
  function onFilesChosen() {
    setUploads((list) => list.filter((u) => u.state === "uploading"));
    setErrors(({ files: _files, ...rest }) => rest);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const files = data.getAll("files").filter((f): f is File => f instanceof File && f.size > 0);
    const found: Record<string, string> = {};
    if (!data.get("type")) found.type = intl.formatMessage(text.chooseType);
    if (applications && !data.get("applicationId"))
      found.applicationId = intl.formatMessage(text.chooseApplication);
    if (files.length === 0) found.files = intl.formatMessage(text.chooseFiles);
    else if (files.length > MAX_FILES_PER_UPLOAD)
      found.files = intl.formatMessage(text.tooManyFiles);
    else {
      const tooBig = files.filter((f) => f.size > MAX_FILE_BYTES);
      if (tooBig.length)
        found.files = tooBig
          .map((f) =>
            intl.formatMessage(m.tooLarge, {
              name: f.name,
              mb: Math.round(MAX_FILE_BYTES / (1024 * 1024)),
            }),
          )
          .join(". ");
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    const key = nextKey.current++;
    const label = files.map((f) => f.name).join(", ");
    setUploads((list) => [
      { key, label, percent: 0, state: "uploading", message: intl.formatMessage(m.uploading) },
      ...list,
    ]);

    const xhr = new XMLHttpRequest();
    xhr.open("POST", DOCUMENT_UPLOAD_PATH);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) update(key, { percent: Math.round((e.loaded / e.total) * 100) });
    };
    xhr.onload = () => {
      const body = xhr.response as UploadResponse | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.ok) {
        update(key, {
          state: "done",
          percent: 100,
          message: intl.formatMessage(m.uploadedCount, { count: body.count }),
        });
        formRef.current?.reset();
        void revalidator.revalidate();
      } else {
        const message = body?.message ?? intl.formatMessage(text.uploadFailed);
        update(key, { state: "error", message });
        if (body && !body.ok) setErrors(body.fieldErrors);
      }
    };
    xhr.onerror = () =>
      update(key, { state: "error", message: intl.formatMessage(text.uploadFailed) });
    xhr.send(data);
  }

  return (
    <div className="space-y-4">
      <form
        ref={formRef}
        method="post"
        action={DOCUMENT_UPLOAD_PATH}
        encType="multipart/form-data"
        onSubmit={onSubmit}
        className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 md:grid-cols-2"
        aria-label={intl.formatMessage(m.uploadForm)}
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {applicationId ? (
          <input type="hidden" name="applicationId" value={applicationId} />
        ) : (
          <SelectField
            id={`${id}-application`}
            label={intl.formatMessage(m.application)}
            name="applicationId"
            required
            defaultValue={applications?.length === 1 ? applications[0]!.id : ""}
            error={errors.applicationId}
            className="md:col-span-2"
            controlClassName={selectClass}
          >
            <option value="">{intl.formatMessage(m.chooseApplicationOption)}</option>
            {applications?.map((a) => (
              <option key={a.id} value={a.id}>
                {a.businessName}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          id={`${id}-type`}
          label={intl.formatMessage(m.documentType)}
          name="type"
          required
          defaultValue=""
          error={errors.type}
          controlClassName={selectClass}
        >
          <option value="">{intl.formatMessage(m.chooseType)}</option>
          {documentTypes.map((t) => (
            <option key={t} value={t}>
              {intl.formatMessage(documentTypeMessages[t])}
            </option>
          ))}
        </SelectField>
        <FileField
          id={`${id}-files`}
          label={intl.formatMessage(m.files)}
          name="files"
          multiple
          required
          accept={acceptAttribute}
          onChange={onFilesChosen}
          error={errors.files}
          hint={intl.formatMessage(m.filesHint, {
            types: ALLOWED_TYPES_TEXT,
            max: MAX_FILES_PER_UPLOAD,
          })}
        />
        <div className="md:col-span-2">
          <button
            type="submit"
            className="inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {intl.formatMessage(m.upload)}
          </button>
        </div>
      </form>

      {uploads.length > 0 ? (
        <ul className="space-y-3" aria-label={intl.formatMessage(m.uploads)}>
          {uploads.map((u) => (
            <li key={u.key} className="rounded-md border border-slate-200 bg-white p-3">
              <p className="truncate text-sm font-medium text-slate-900" title={u.label}>
                {u.label}
              </p>
              <div
                role="progressbar"
                aria-label={intl.formatMessage(m.progress, { label: u.label })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={u.percent}
                className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className={`h-full rounded-full transition-[width] ${
                    u.state === "error"
                      ? "bg-red-700"
                      : u.state === "done"
                        ? "bg-green-700"
                        : "bg-brand-700"
                  }`}
                  style={{ width: `${u.percent}%` }}
                />
              </div>
              <p
                role={u.state === "error" ? "alert" : "status"}
                className={`mt-1 text-sm ${u.state === "error" ? "text-red-700" : u.state === "done" ? "text-green-800" : "text-slate-700"}`}
              >
                {u.state === "uploading"
                  ? intl.formatMessage(m.uploadingPercent, { percent: u.percent })
                  : u.message}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
