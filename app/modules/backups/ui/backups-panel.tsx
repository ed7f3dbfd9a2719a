import { Form, useNavigation } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form";
import { formatDateTime } from "~/lib/format";
import type { BackupKind, BackupStatus } from "~/domain/backup-status";
import type { BackupSummary } from "~/db/schema";
import { formatFileSize } from "~/modules/documents";
import { backupMessages } from "../backup-messages";

export type BackupListItem = {
  id: string;
  kind: string;
  status: string;
  startedAt: string;
  finishedAt: string | null;
  sizeBytes: number | null;
  encrypted: boolean;
  summary: BackupSummary | null;
  error: string | null;
};

/** What Dashboard › Settings shows administrators about backups (decision 062). */
export type BackupsPanelData = {
  backups: BackupListItem[];
  schedule: {
    daily: boolean;
    hour: number;
    timeZone: string;
    keepDaily: number;
    keepWeekly: number;
    /** What every archive is encrypted with (decision 079). */
    key: "passphrase" | "backup-key";
    storage: "local" | "s3";
  };
  done: boolean;
};

const statusText: Record<BackupStatus, string> = {
  running: "Running",
  succeeded: "Succeeded",
  failed: "Failed",
  pruned: "Removed by retention",
};
const kindText: Record<BackupKind, string> = {
  scheduled: "Daily",
  manual: "Back up now",
  command: "npm run backup",
};
const statusClass: Record<BackupStatus, string> = {
  running: "bg-sky-100 text-sky-900",
  succeeded: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
  pruned: "bg-slate-100 text-slate-700",
};

function describeSchedule(s: BackupsPanelData["schedule"]): string {
  const when = s.daily
    ? `Daily at ${String(s.hour).padStart(2, "0")}:00 (${s.timeZone})`
    : "Daily backups are off (BACKUP_SCHEDULE=off)";
  const keep = `keeping ${s.keepDaily} daily and ${s.keepWeekly} weekly`;
  const where = s.storage === "s3" ? "in the S3 bucket" : "in DATA_DIR/storage/backups";
  const key =
    s.key === "passphrase" ? "the passphrase (BACKUP_PASSPHRASE)" : "the generated backup key";
  return `${when}, ${keep}, ${where}, encrypted with ${key}.`;
}

export function BackupsPanel({
  data,
  error,
}: {
  data: BackupsPanelData;
  /** The refusal of the last "Back up now", if it failed. */
  error?: string;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "back-up-now";
  const last = data.backups[0];
  return (
    <section
      id="backups"
      aria-labelledby="backups-title"
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="backups-title" className="text-lg font-semibold text-slate-900">
        {backupMessages.panelTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The database, uploaded files and generated keys in one archive.{" "}
        {describeSchedule(data.schedule)}
      </p>
      <div className="mt-4 space-y-4">
        {data.done ? <FormMessage kind="success">{backupMessages.created}</FormMessage> : null}
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        {last ? (
          <p className="text-sm text-slate-800">
            Last backup: <strong>{formatDateTime(last.startedAt)}</strong>,{" "}
            {statusText[last.status as BackupStatus] ?? last.status}
            {last.sizeBytes !== null ? `, ${formatFileSize(last.sizeBytes)}` : ""}.
          </p>
        ) : (
          <p className="text-sm text-slate-700">{backupMessages.none}</p>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="back-up-now" />
          <SubmitButton pending={pending} pendingLabel="Backing up…">
            {backupMessages.backUpNow}
          </SubmitButton>
        </Form>
        {data.backups.length > 0 ? (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {data.backups.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
                <span className="font-medium text-slate-900">{formatDateTime(b.startedAt)}</span>
                <span className="text-slate-600">{kindText[b.kind as BackupKind] ?? b.kind}</span>
                <span
                  className={`rounded px-2 py-0.5 text-xs font-semibold ${statusClass[b.status as BackupStatus] ?? ""}`}
                >
                  {statusText[b.status as BackupStatus] ?? b.status}
                </span>
                {b.sizeBytes !== null ? (
                  <span className="text-slate-700">{formatFileSize(b.sizeBytes)}</span>
                ) : null}
                {b.summary ? (
                  <span className="text-slate-600">
                    {b.summary.rows} rows, {b.summary.files} files
                  </span>
                ) : null}
                {b.encrypted ? <span className="text-slate-600">encrypted</span> : null}
                {b.status === "succeeded" ? (
                  <a
                    href={`/dashboard/settings/backups/${b.id}`}
                    download
                    className="ml-auto font-semibold text-emerald-800 underline hover:text-emerald-900"
                  >
                    Download
                    <span className="sr-only"> the backup of {formatDateTime(b.startedAt)}</span>
                  </a>
                ) : null}
                {b.error ? <span className="w-full text-red-800">{b.error}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
