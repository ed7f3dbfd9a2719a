import { FormattedMessage, useIntl, type IntlShape } from "react-intl";
import { Form, useNavigation } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import type { BackupKind, BackupStatus } from "~/domain/backup-status";
import type { BackupSummary } from "~/db/schema";
import { formatFileSize } from "~/modules/documents";
import { backupMessages, backupTexts } from "../backup-messages";

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

const m = defineMessages({
  running: { id: "backups.status.running", defaultMessage: "Running" },
  succeeded: { id: "backups.status.succeeded", defaultMessage: "Succeeded" },
  failed: { id: "backups.status.failed", defaultMessage: "Failed" },
  pruned: { id: "backups.status.pruned", defaultMessage: "Removed by retention" },
  daily: { id: "backups.kind.daily", defaultMessage: "Daily" },
  description: {
    id: "backups.panel.description",
    defaultMessage: "The database, uploaded files and generated keys in one archive.",
  },
  schedule: {
    id: "backups.schedule.summary",
    defaultMessage: "{when}, {keep}, {where}, encrypted with {key}.",
  },
  dailyAt: { id: "backups.schedule.dailyAt", defaultMessage: "Daily at {time} ({timeZone})" },
  dailyOff: {
    id: "backups.schedule.dailyOff",
    defaultMessage: "Daily backups are off (BACKUP_SCHEDULE=off)",
  },
  keep: {
    id: "backups.schedule.keep",
    defaultMessage: "keeping {daily} daily and {weekly} weekly",
  },
  whereS3: { id: "backups.schedule.whereS3", defaultMessage: "in the S3 bucket" },
  whereLocal: { id: "backups.schedule.whereLocal", defaultMessage: "in DATA_DIR/storage/backups" },
  keyPassphrase: {
    id: "backups.schedule.keyPassphrase",
    defaultMessage: "the passphrase (BACKUP_PASSPHRASE)",
  },
  keyGenerated: { id: "backups.schedule.keyGenerated", defaultMessage: "the generated backup key" },
  lastBackup: { id: "backups.panel.lastBackup", defaultMessage: "Last backup: {date}, {status}." },
  lastBackupSize: {
    id: "backups.panel.lastBackupSize",
    defaultMessage: "Last backup: {date}, {status}, {size}.",
  },
  backingUp: { id: "backups.panel.backingUp", defaultMessage: "Backing up…" },
  contents: { id: "backups.panel.contents", defaultMessage: "{rows} rows, {files} files" },
  encrypted: { id: "backups.panel.encrypted", defaultMessage: "encrypted" },
  download: { id: "backups.panel.download", defaultMessage: "Download" },
  downloadOf: { id: "backups.panel.downloadOf", defaultMessage: "the backup of {date}" },
});

const statusText: Record<BackupStatus, (typeof m)[keyof typeof m]> = {
  running: m.running,
  succeeded: m.succeeded,
  failed: m.failed,
  pruned: m.pruned,
};
const kindText: Record<BackupKind, (typeof m)[keyof typeof m] | string> = {
  scheduled: m.daily,
  manual: backupTexts.backUpNow,
  command: "npm run backup",
};
const statusClass: Record<BackupStatus, string> = {
  running: "bg-sky-100 text-sky-900",
  succeeded: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
  pruned: "bg-slate-100 text-slate-700",
};

function describeSchedule(s: BackupsPanelData["schedule"], intl: IntlShape): string {
  const when = s.daily
    ? intl.formatMessage(m.dailyAt, {
        time: `${String(s.hour).padStart(2, "0")}:00`,
        timeZone: s.timeZone,
      })
    : intl.formatMessage(m.dailyOff);
  const keep = intl.formatMessage(m.keep, {
    daily: String(s.keepDaily),
    weekly: String(s.keepWeekly),
  });
  const where = intl.formatMessage(s.storage === "s3" ? m.whereS3 : m.whereLocal);
  const key = intl.formatMessage(s.key === "passphrase" ? m.keyPassphrase : m.keyGenerated);
  return intl.formatMessage(m.schedule, { when, keep, where, key });
}

/** A status's or kind's words in the reader's language (an unknown value as it is). */
function say(intl: IntlShape, text: (typeof m)[keyof typeof m] | string | undefined, raw: string) {
  if (text === undefined) return raw;
  return typeof text === "string" ? text : intl.formatMessage(text);
}

export function BackupsPanel({
  data,
  error,
}: {
  data: BackupsPanelData;
  /** The refusal of the last "Back up now", if it failed. */
  error?: string;
}) {
  const intl = useIntl();
  const f = useFormat();
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
        <FormattedMessage {...backupTexts.panelTitle} />
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <FormattedMessage {...m.description} /> {describeSchedule(data.schedule, intl)}
      </p>
      <div className="mt-4 space-y-4">
        {data.done ? (
          <FormMessage kind="success">
            <FormattedMessage {...backupTexts.created} />
          </FormMessage>
        ) : null}
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        {last ? (
          <p className="text-sm text-slate-800">
            <FormattedMessage
              {...(last.sizeBytes !== null ? m.lastBackupSize : m.lastBackup)}
              values={{
                date: <strong>{f.dateTime(last.startedAt)}</strong>,
                status: say(intl, statusText[last.status as BackupStatus], last.status),
                size: last.sizeBytes !== null ? formatFileSize(last.sizeBytes) : "",
              }}
            />
          </p>
        ) : (
          <p className="text-sm text-slate-700">
            <FormattedMessage {...backupTexts.none} />
          </p>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="back-up-now" />
          <SubmitButton pending={pending} pendingLabel={intl.formatMessage(m.backingUp)}>
            <FormattedMessage {...backupTexts.backUpNow} />
          </SubmitButton>
        </Form>
        {data.backups.length > 0 ? (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {data.backups.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
                <span className="font-medium text-slate-900">{f.dateTime(b.startedAt)}</span>
                <span className="text-slate-600">
                  {say(intl, kindText[b.kind as BackupKind], b.kind)}
                </span>
                <span
                  className={`rounded px-2 py-0.5 text-xs font-semibold ${statusClass[b.status as BackupStatus] ?? ""}`}
                >
                  {say(intl, statusText[b.status as BackupStatus], b.status)}
                </span>
                {b.sizeBytes !== null ? (
                  <span className="text-slate-700">{formatFileSize(b.sizeBytes)}</span>
                ) : null}
                {b.summary ? (
                  <span className="text-slate-600">
                    {intl.formatMessage(m.contents, {
                      rows: String(b.summary.rows),
                      files: String(b.summary.files),
                    })}
                  </span>
                ) : null}
                {b.encrypted ? (
                  <span className="text-slate-600">
                    <FormattedMessage {...m.encrypted} />
                  </span>
                ) : null}
                {b.status === "succeeded" ? (
                  <a
                    href={`/dashboard/settings/backups/${b.id}`}
                    download
                    className="ml-auto font-semibold text-emerald-800 underline hover:text-emerald-900"
                  >
                    <FormattedMessage {...m.download} />
                    <span className="sr-only">
                      {" "}
                      {intl.formatMessage(m.downloadOf, { date: f.dateTime(b.startedAt) })}
                    </span>
                  </a>
                ) : null}
                {b.error ? (
                  <span className="w-full text-red-800">
                    {b.error === backupMessages.interrupted
                      ? intl.formatMessage(backupTexts.interrupted)
                      : b.error}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
