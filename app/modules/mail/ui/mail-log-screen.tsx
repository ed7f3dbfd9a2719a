import { useState } from "react";
import { FormattedMessage, useIntl, type IntlShape } from "react-intl";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { DataTable, type DataColumn } from "~/components/data-table";
import { FilterSearch, FilterSelect } from "~/components/filter-bar";
import { FormMessage } from "~/components/form";
import { ListScreen } from "~/components/list-screen";
import { outboxStatuses, type OutboxStatus } from "~/domain/outbox-policy";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import type { OutboxSummary } from "../list-outbox-emails.server";
import type { MailLogPage } from "../mail-log-page.server";
import { outboxFilterMessages, outboxStatusMessages } from "./mail-log-messages";

const m = defineMessages({
  retrying: { id: "mailLog.retrying", defaultMessage: "Retrying…" },
  retry: { id: "mailLog.retry", defaultMessage: "Retry now" },
  preview: { id: "mailLog.preview.title", defaultMessage: "HTML preview: {subject}" },
  close: { id: "mailLog.message.close", defaultMessage: "Close message" },
  to: { id: "mailLog.message.to", defaultMessage: "To" },
  status: { id: "mailLog.message.status", defaultMessage: "Status" },
  attempts: {
    id: "mailLog.message.attempts",
    defaultMessage: "{count, plural, one {# attempt} other {# attempts}}",
  },
  created: { id: "mailLog.message.created", defaultMessage: "Created" },
  delivered: { id: "mailLog.message.delivered", defaultMessage: "Delivered" },
  stored: { id: "mailLog.message.stored", defaultMessage: "Stored" },
  storedNote: {
    id: "mailLog.message.storedNote",
    defaultMessage:
      "{time} · not sent: no mail server is configured, so the message was kept here and in the data folder",
  },
  lastError: { id: "mailLog.message.lastError", defaultMessage: "Last error" },
  htmlPreview: { id: "mailLog.message.htmlPreview", defaultMessage: "HTML preview" },
  plainText: { id: "mailLog.message.plainText", defaultMessage: "Plain text" },
  time: { id: "mailLog.table.time", defaultMessage: "Time" },
  recipient: { id: "mailLog.table.recipient", defaultMessage: "Recipient" },
  subject: { id: "mailLog.table.subject", defaultMessage: "Subject" },
  attemptsHeader: { id: "mailLog.table.attempts", defaultMessage: "Attempts" },
  actions: { id: "mailLog.table.actions", defaultMessage: "Actions" },
  title: { id: "mailLog.title", defaultMessage: "Mail Log" },
  intro: {
    id: "mailLog.intro",
    defaultMessage:
      "Every e-mail the portal sends goes through this outbox. Delivery is retried with growing waits; after 8 failed attempts an e-mail is marked failed.",
  },
  filters: { id: "mailLog.filters", defaultMessage: "Filter e-mails" },
  filter: { id: "mailLog.filter", defaultMessage: "Filter" },
  allStatuses: { id: "mailLog.allStatuses", defaultMessage: "All statuses" },
  search: { id: "mailLog.search", defaultMessage: "Search recipient or subject" },
  missing: { id: "mailLog.missing", defaultMessage: "This e-mail no longer exists." },
  count: {
    id: "mailLog.count",
    defaultMessage: "{count, plural, one {# e-mail} other {# e-mails}}",
  },
  exportWhat: { id: "mailLog.exportWhat", defaultMessage: "the mail log" },
  noMatch: { id: "mailLog.noMatch", defaultMessage: "No e-mails match these filters." },
  none: { id: "mailLog.none", defaultMessage: "No e-mails have been sent yet." },
  caption: { id: "mailLog.caption", defaultMessage: "E-mails" },
});

const statusStyles: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  sending: "bg-sky-100 text-sky-900",
  sent: "bg-green-100 text-green-900",
  stored: "bg-slate-200 text-slate-900",
  failed: "bg-red-100 text-red-900",
};

/** The one date-time format (zone named, same on server and browser), in the reader's language. */
function useFormatTime(): (iso: string | null) => string {
  const f = useFormat();
  return (iso) => (iso ? f.dateTime(iso) : "—");
}

function StatusBadge({ status }: { status: string }) {
  const message = outboxStatusMessages[status as OutboxStatus];
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[status] ?? "bg-slate-100 text-slate-900"}`}
    >
      {message ? <FormattedMessage {...message} /> : status}
    </span>
  );
}

function RetryButton({ row }: { row: Pick<OutboxSummary, "id" | "status" | "attempts"> }) {
  const intl = useIntl();
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formData?.get("id") === row.id ? true : false;
  if (!(row.status === "failed" || (row.status === "pending" && row.attempts > 0))) return null;
  return (
    <Form method="post" replace preventScrollReset>
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="id" value={row.id} />
      <button
        type="submit"
        disabled={busy}
        className="rounded-md border border-brand-700 px-2 py-1 text-xs font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60"
      >
        {intl.formatMessage(busy ? m.retrying : m.retry)}
      </button>
    </Form>
  );
}

/**
 * The message as the recipient sees it, full width and as tall as its content
 * (measured once loaded; the frame runs no script: `allow-same-origin` only
 * lets this page read its height). Without JavaScript it is a tall frame
 * that scrolls.
 */
function MessagePreview({ subject, html }: { subject: string; html: string }) {
  const intl = useIntl();
  const [height, setHeight] = useState<number | null>(null);
  const measure = (frame: HTMLIFrameElement | null) => {
    const body = frame?.contentDocument?.documentElement;
    if (body) setHeight(body.scrollHeight + 2);
  };
  return (
    <iframe
      title={intl.formatMessage(m.preview, { subject })}
      sandbox="allow-same-origin"
      srcDoc={html}
      ref={(frame) => {
        if (frame?.contentDocument?.readyState === "complete") measure(frame);
      }}
      onLoad={(event) => measure(event.currentTarget)}
      style={height ? { height } : undefined}
      className={`mt-2 block w-full rounded border border-slate-200 bg-white ${height ? "" : "h-[36rem]"}`}
      data-testid="mail-preview"
    />
  );
}

function OpenMessage({
  selected,
  closeHref,
}: {
  selected: NonNullable<MailLogPage["selected"]>;
  closeHref: string;
}) {
  const intl = useIntl();
  const formatTime = useFormatTime();
  return (
    <section
      aria-labelledby="message-h"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="message-h" className="text-lg font-semibold text-slate-900">
          {selected.subject}
        </h2>
        <Link to={closeHref} className="text-sm text-brand-800 underline" preventScrollReset>
          <FormattedMessage {...m.close} />
        </Link>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">
          <FormattedMessage {...m.to} />
        </dt>
        <dd className="text-slate-900">{selected.to}</dd>
        <dt className="text-slate-600">
          <FormattedMessage {...m.status} />
        </dt>
        <dd>
          <StatusBadge status={selected.status} /> ·{" "}
          {intl.formatMessage(m.attempts, { count: selected.attempts })}
        </dd>
        <dt className="text-slate-600">
          <FormattedMessage {...m.created} />
        </dt>
        <dd className="text-slate-900">{formatTime(selected.createdAt)}</dd>
        {selected.status === "sent" ? (
          <>
            <dt className="text-slate-600">
              <FormattedMessage {...m.delivered} />
            </dt>
            <dd className="text-slate-900">{formatTime(selected.sentAt)}</dd>
          </>
        ) : selected.status === "stored" ? (
          <>
            <dt className="text-slate-600">
              <FormattedMessage {...m.stored} />
            </dt>
            <dd className="text-slate-900">
              <FormattedMessage {...m.storedNote} values={{ time: formatTime(selected.sentAt) }} />
            </dd>
          </>
        ) : null}
        {selected.lastError ? (
          <>
            <dt className="text-slate-600">
              <FormattedMessage {...m.lastError} />
            </dt>
            <dd className="text-red-800">{selected.lastError}</dd>
          </>
        ) : null}
      </dl>
      <RetryButton row={selected} />
      <div className="space-y-4">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">
            <FormattedMessage {...m.htmlPreview} />
          </h3>
          <MessagePreview key={selected.id} subject={selected.subject} html={selected.html} />
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-900">
            <FormattedMessage {...m.plainText} />
          </h3>
          <pre className="mt-2 overflow-x-auto rounded border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-900">
            {selected.text}
          </pre>
        </div>
      </div>
    </section>
  );
}

type Row = MailLogPage["rows"][number];

const columns = (
  intl: IntlShape,
  formatTime: (iso: string | null) => string,
  openHref: (id: string) => string,
): DataColumn<Row>[] => [
  {
    key: "time",
    header: intl.formatMessage(m.time),
    sortable: true,
    className: "whitespace-nowrap text-slate-700",
    cell: (row) => <time dateTime={row.createdAt}>{formatTime(row.createdAt)}</time>,
  },
  {
    key: "to",
    header: intl.formatMessage(m.recipient),
    sortable: true,
    className: "text-slate-900 break-all md:break-normal",
    cell: (row) => row.to,
  },
  {
    key: "subject",
    header: intl.formatMessage(m.subject),
    sortable: true,
    cell: (row) => (
      <Link to={openHref(row.id)} className="text-brand-800 underline" preventScrollReset>
        {row.subject}
      </Link>
    ),
  },
  {
    key: "status",
    header: intl.formatMessage(m.status),
    sortable: true,
    cell: (row) => <StatusBadge status={row.status} />,
  },
  {
    key: "attempts",
    header: intl.formatMessage(m.attemptsHeader),
    sortable: true,
    className: "text-slate-900",
    cell: (row) => row.attempts,
  },
  {
    key: "error",
    header: intl.formatMessage(m.lastError),
    className: "text-red-800 md:max-w-64 md:truncate",
    cell: (row) => (row.lastError ? <span title={row.lastError}>{row.lastError}</span> : "—"),
  },
  {
    key: "actions",
    header: intl.formatMessage(m.actions),
    headerHidden: true,
    cell: (row) => <RetryButton row={row} />,
  },
];

/** The Mail Log (administrators): the outbox, one message opened, retry now. */
export function MailLogScreen({
  page: data,
  result,
}: {
  page: MailLogPage;
  result: { ok: boolean; message: string } | undefined;
}) {
  const { rows, total, page, pageCount, filters, sort, selected, selectedMissing } = data;
  const [searchParams] = useSearchParams();
  const intl = useIntl();
  const formatTime = useFormatTime();
  const linkWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === "") next.delete(k);
      else next.set(k, v);
    }
    const qs = next.toString();
    return qs ? `?${qs}` : "?";
  };
  const filtered = Boolean(filters.status || filters.q);
  return (
    <ListScreen
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro)}
      afterHeading={
        result ? (
          <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
        ) : null
      }
      filters={{
        label: intl.formatMessage(m.filters),
        filtered,
        submitLabel: intl.formatMessage(m.filter),
        fields: (
          <>
            <FilterSelect
              id="mail-status"
              name="status"
              label={intl.formatMessage(m.status)}
              value={filters.status}
              allLabel={intl.formatMessage(m.allStatuses)}
              options={outboxStatuses.map((s) => ({
                value: s,
                label: intl.formatMessage(outboxFilterMessages[s]),
              }))}
            />
            <FilterSearch id="mail-q" label={intl.formatMessage(m.search)} value={filters.q} />
          </>
        ),
      }}
      afterFilters={
        <>
          {selectedMissing ? (
            <FormMessage kind="error">
              <FormattedMessage {...m.missing} />
            </FormMessage>
          ) : null}
          {selected ? (
            <OpenMessage selected={selected} closeHref={linkWith({ message: null })} />
          ) : null}
        </>
      }
      summary={{
        total,
        noun: m.count,
        exportPath: "/dashboard/mail-log/export",
        exportWhat: intl.formatMessage(m.exportWhat),
      }}
      page={page}
      pageCount={pageCount}
      pageHref={(p) => linkWith({ page: String(p), message: null })}
      isEmpty={rows.length === 0}
      empty={
        <p className="text-slate-700">
          <FormattedMessage {...(filtered ? m.noMatch : m.none)} />
        </p>
      }
    >
      <DataTable
        caption={intl.formatMessage(m.caption)}
        rows={rows}
        rowKey={(row) => row.id}
        sort={sort}
        testId="mail-log-table"
        rowClassName={(row) => (selected?.id === row.id ? "bg-brand-50" : undefined)}
        columns={columns(intl, formatTime, (id) => linkWith({ message: id }))}
      />
    </ListScreen>
  );
}
