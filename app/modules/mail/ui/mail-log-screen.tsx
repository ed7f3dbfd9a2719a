import { useState } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { DataTable, type DataColumn } from "~/components/data-table";
import { FilterSearch, FilterSelect } from "~/components/filter-bar";
import { FormMessage } from "~/components/form";
import { ListScreen } from "~/components/list-screen";
import { outboxStatuses } from "~/domain/outbox-policy";
import { formatDateTime, pluralize } from "~/lib/format";
import type { OutboxSummary } from "../list-outbox-emails.server";
import type { MailLogPage } from "../mail-log-page.server";

const statusStyles: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  sending: "bg-sky-100 text-sky-900",
  sent: "bg-green-100 text-green-900",
  stored: "bg-slate-200 text-slate-900",
  failed: "bg-red-100 text-red-900",
};

/** The one date-time format (zone named, same on server and browser). */
function formatTime(iso: string | null): string {
  return iso ? formatDateTime(iso) : "—";
}

/** A stored message was never sent: it says so. */
const statusTexts: Record<string, string> = { stored: "stored (not sent)" };

function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[status] ?? "bg-slate-100 text-slate-900"}`}
    >
      {statusTexts[status] ?? status}
    </span>
  );
}

function RetryButton({ row }: { row: Pick<OutboxSummary, "id" | "status" | "attempts"> }) {
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
        {busy ? "Retrying…" : "Retry now"}
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
  const [height, setHeight] = useState<number | null>(null);
  const measure = (frame: HTMLIFrameElement | null) => {
    const body = frame?.contentDocument?.documentElement;
    if (body) setHeight(body.scrollHeight + 2);
  };
  return (
    <iframe
      title={`HTML preview: ${subject}`}
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
          Close message
        </Link>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">To</dt>
        <dd className="text-slate-900">{selected.to}</dd>
        <dt className="text-slate-600">Status</dt>
        <dd>
          <StatusBadge status={selected.status} /> · {pluralize(selected.attempts, "attempt")}
        </dd>
        <dt className="text-slate-600">Created</dt>
        <dd className="text-slate-900">{formatTime(selected.createdAt)}</dd>
        {selected.status === "sent" ? (
          <>
            <dt className="text-slate-600">Delivered</dt>
            <dd className="text-slate-900">{formatTime(selected.sentAt)}</dd>
          </>
        ) : selected.status === "stored" ? (
          <>
            <dt className="text-slate-600">Stored</dt>
            <dd className="text-slate-900">
              {formatTime(selected.sentAt)} · not sent: no mail server is configured, so the message
              was kept here and in the data folder
            </dd>
          </>
        ) : null}
        {selected.lastError ? (
          <>
            <dt className="text-slate-600">Last error</dt>
            <dd className="text-red-800">{selected.lastError}</dd>
          </>
        ) : null}
      </dl>
      <RetryButton row={selected} />
      <div className="space-y-4">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">HTML preview</h3>
          <MessagePreview key={selected.id} subject={selected.subject} html={selected.html} />
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Plain text</h3>
          <pre className="mt-2 overflow-x-auto rounded border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-900">
            {selected.text}
          </pre>
        </div>
      </div>
    </section>
  );
}

type Row = MailLogPage["rows"][number];

const columns = (openHref: (id: string) => string): DataColumn<Row>[] => [
  {
    key: "time",
    header: "Time",
    sortable: true,
    className: "whitespace-nowrap text-slate-700",
    cell: (row) => <time dateTime={row.createdAt}>{formatTime(row.createdAt)}</time>,
  },
  {
    key: "to",
    header: "Recipient",
    sortable: true,
    className: "text-slate-900 break-all md:break-normal",
    cell: (row) => row.to,
  },
  {
    key: "subject",
    header: "Subject",
    sortable: true,
    cell: (row) => (
      <Link to={openHref(row.id)} className="text-brand-800 underline" preventScrollReset>
        {row.subject}
      </Link>
    ),
  },
  {
    key: "status",
    header: "Status",
    sortable: true,
    cell: (row) => <StatusBadge status={row.status} />,
  },
  {
    key: "attempts",
    header: "Attempts",
    sortable: true,
    className: "text-slate-900",
    cell: (row) => row.attempts,
  },
  {
    key: "error",
    header: "Last error",
    className: "text-red-800 md:max-w-64 md:truncate",
    cell: (row) => (row.lastError ? <span title={row.lastError}>{row.lastError}</span> : "—"),
  },
  {
    key: "actions",
    header: "Actions",
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
      title="Mail Log"
      intro="Every e-mail the portal sends goes through this outbox. Delivery is retried with growing waits; after 8 failed attempts an e-mail is marked failed."
      afterHeading={
        result ? (
          <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
        ) : null
      }
      filters={{
        label: "Filter e-mails",
        filtered,
        submitLabel: "Filter",
        fields: (
          <>
            <FilterSelect
              id="mail-status"
              name="status"
              label="Status"
              value={filters.status}
              allLabel="All statuses"
              options={outboxStatuses.map((s) => ({ value: s, label: s }))}
            />
            <FilterSearch id="mail-q" label="Search recipient or subject" value={filters.q} />
          </>
        ),
      }}
      afterFilters={
        <>
          {selectedMissing ? (
            <FormMessage kind="error">This e-mail no longer exists.</FormMessage>
          ) : null}
          {selected ? (
            <OpenMessage selected={selected} closeHref={linkWith({ message: null })} />
          ) : null}
        </>
      }
      summary={{
        total,
        noun: "e-mail",
        exportPath: "/dashboard/mail-log/export",
        exportWhat: "the mail log",
      }}
      page={page}
      pageCount={pageCount}
      pageHref={(p) => linkWith({ page: String(p), message: null })}
      isEmpty={rows.length === 0}
      empty={
        <p className="text-slate-700">
          {filtered ? "No e-mails match these filters." : "No e-mails have been sent yet."}
        </p>
      }
    >
      <DataTable
        caption="E-mails"
        rows={rows}
        rowKey={(row) => row.id}
        sort={sort}
        testId="mail-log-table"
        rowClassName={(row) => (selected?.id === row.id ? "bg-brand-50" : undefined)}
        columns={columns((id) => linkWith({ message: id }))}
      />
    </ListScreen>
  );
}
