import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { FormMessage } from "~/components/form";
import { Pagination } from "~/components/pagination";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { isAppError } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { siteName } from "~/lib/site-config";
import { parseForm } from "~/lib/form-data.server";
import { requireRole } from "~/modules/auth/session.server";
import { getOutboxEmail } from "~/modules/mail/get-outbox-email.server";
import { listOutboxEmails, type OutboxSummary } from "~/modules/mail/list-outbox-emails.server";
import { outboxStatuses } from "~/modules/mail/outbox-policy";
import { retryOutboxEmail } from "~/modules/mail/retry-outbox-email.server";
import { restrictedActions } from "~/modules/permissions/permissions";
import type { Route } from "./+types/mail-log";

const allowedRoles = restrictedActions.view_mail_log.roles;

export function meta() {
  return [{ title: `Mail Log | ${siteName}` }];
}

const querySchema = z.object({
  status: z.enum(outboxStatuses).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  message: z.uuid().optional().catch(undefined),
});

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, allowedRoles);
  const url = new URL(request.url);
  const query = querySchema.parse(Object.fromEntries(url.searchParams));
  const db = getDb();
  const [list, selected] = await Promise.all([
    listOutboxEmails(db, { status: query.status, q: query.q, page: query.page }),
    query.message ? getOutboxEmail(db, query.message) : Promise.resolve(null),
  ]);
  return {
    ...list,
    filters: { status: query.status ?? "", q: query.q ?? "" },
    selected,
    selectedMissing: Boolean(query.message && !selected),
  };
}

const retrySchema = z.object({ intent: z.literal("retry"), id: z.uuid("Unknown e-mail") });

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request, allowedRoles);
  const parsed = await parseForm(request, retrySchema);
  if (!parsed.ok) {
    return data(
      { ok: false as const, message: Object.values(parsed.errors)[0] ?? "Invalid request" },
      { status: 400 },
    );
  }
  try {
    await retryOutboxEmail(getDb(), user, parsed.data.id);
    return { ok: true as const, message: "The e-mail is queued for another attempt now." };
  } catch (error) {
    if (isAppError(error)) {
      return data({ ok: false as const, message: error.message }, { status: error.status });
    }
    throw error;
  }
}

const statusStyles: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  sending: "bg-sky-100 text-sky-900",
  sent: "bg-green-100 text-green-900",
  stored: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
};

/** Deterministic time text (same on server and browser). */
function formatTime(iso: string | null): string {
  if (!iso) return "—";
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[status] ?? "bg-slate-100 text-slate-900"}`}
    >
      {status}
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

export default function MailLog({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, page, pageCount, filters, selected, selectedMissing } = loaderData;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname.endsWith("mail-log");

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
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Mail Log</h1>
        <p className="mt-1 text-slate-700">
          Every e-mail the portal sends goes through this outbox. Delivery is retried with growing
          waits; after 8 failed attempts an e-mail is marked failed.
        </p>
      </div>

      {actionData ? (
        <FormMessage kind={actionData.ok ? "success" : "error"}>{actionData.message}</FormMessage>
      ) : null}

      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
        role="search"
        aria-label="Filter e-mails"
      >
        <div>
          <label htmlFor="mail-status" className="block text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id="mail-status"
            name="status"
            defaultValue={filters.status}
            className="mt-1 block rounded-md border border-slate-400 px-3 py-2 text-slate-900"
          >
            <option value="">All statuses</option>
            {outboxStatuses.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-60 flex-1">
          <label htmlFor="mail-q" className="block text-sm font-medium text-slate-800">
            Search recipient or subject
          </label>
          <input
            id="mail-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={200}
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900"
          />
        </div>
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Filter
        </button>
        {filtered ? (
          <Link to="?" className="px-2 py-2 text-sm text-brand-800 underline">
            Clear filters
          </Link>
        ) : null}
      </Form>

      {selectedMissing ? (
        <FormMessage kind="error">This e-mail no longer exists.</FormMessage>
      ) : null}

      {selected ? (
        <section
          aria-labelledby="message-h"
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-5"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 id="message-h" className="text-lg font-semibold text-slate-900">
              {selected.subject}
            </h2>
            <Link
              to={linkWith({ message: null })}
              className="text-sm text-brand-800 underline"
              preventScrollReset
            >
              Close message
            </Link>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">To</dt>
            <dd className="text-slate-900">{selected.to}</dd>
            <dt className="text-slate-600">Status</dt>
            <dd>
              <StatusBadge status={selected.status} /> · {selected.attempts} attempt
              {selected.attempts === 1 ? "" : "s"}
            </dd>
            <dt className="text-slate-600">Created</dt>
            <dd className="text-slate-900">{formatTime(selected.createdAt)}</dd>
            <dt className="text-slate-600">Delivered</dt>
            <dd className="text-slate-900">{formatTime(selected.sentAt)}</dd>
            {selected.lastError ? (
              <>
                <dt className="text-slate-600">Last error</dt>
                <dd className="text-red-800">{selected.lastError}</dd>
              </>
            ) : null}
          </dl>
          <RetryButton row={selected} />
          <div className="grid gap-4 lg:grid-cols-2">
            <div>
              <h3 className="text-sm font-semibold text-slate-900">Plain text</h3>
              <pre className="mt-2 max-h-[28rem] overflow-auto rounded border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-900">
                {selected.text}
              </pre>
            </div>
            <div>
              <h3 className="text-sm font-semibold text-slate-900">HTML preview</h3>
              <iframe
                title={`HTML preview: ${selected.subject}`}
                sandbox=""
                srcDoc={selected.html}
                className="mt-2 h-[28rem] w-full rounded border border-slate-200 bg-white"
              />
            </div>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="list-h" aria-busy={loading}>
        <h2 id="list-h" className="sr-only">
          E-mails
        </h2>
        <p className="mb-2 text-sm text-slate-700" aria-live="polite">
          {total} e-mail{total === 1 ? "" : "s"}
          {filtered ? " match these filters" : ""} · page {page} of {pageCount}
        </p>
        {rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
            {filtered ? "No e-mails match these filters." : "No e-mails have been sent yet."}
          </p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="min-w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Time
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Recipient
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Subject
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Attempts
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Last error
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr key={row.id} className={selected?.id === row.id ? "bg-brand-50" : undefined}>
                    <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                      <time dateTime={row.createdAt}>{formatTime(row.createdAt)}</time>
                    </td>
                    <td className="px-3 py-2 text-slate-900">{row.to}</td>
                    <td className="px-3 py-2">
                      <Link
                        to={linkWith({ message: row.id })}
                        className="text-brand-800 underline"
                        preventScrollReset
                      >
                        {row.subject}
                      </Link>
                    </td>
                    <td className="px-3 py-2">
                      <StatusBadge status={row.status} />
                    </td>
                    <td className="px-3 py-2 text-slate-900">{row.attempts}</td>
                    <td
                      className="max-w-64 truncate px-3 py-2 text-red-800"
                      title={row.lastError ?? undefined}
                    >
                      {row.lastError ?? ""}
                    </td>
                    <td className="px-3 py-2">
                      <RetryButton row={row} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination
          page={page}
          pageCount={pageCount}
          hrefFor={(p) => linkWith({ page: String(p), message: null })}
          className="mt-4"
        />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
