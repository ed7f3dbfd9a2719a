import { Form, Link, useNavigation } from "react-router";
import { FilterSearch, FilterSelect } from "~/components/filter-bar";
import { FormMessage, SubmitButton } from "~/components/form";
import { ListScreen } from "~/components/list-screen";
import { formatDateTime } from "~/lib/format";
import { applicationStatuses, applicationStatusLabels } from "~/modules/applications";
import { certificateViewPath } from "~/modules/certificates";
import type { RenewalsPage } from "../renewal-pages.server";
import { RENEWAL_REVIEW_BUSINESS_DAYS } from "../renewal-rules";
import type { ExpiryCheckReport } from "../run-expiry-checks.server";
import { RenewalTable } from "./renewal-table";

/** What the renewals page's forms answer. */
export type RenewalsResult =
  { ok: true; message: string; report?: ExpiryCheckReport } | { ok: false; message: string };

function ExpiryReport({ report }: { report: ExpiryCheckReport }) {
  return (
    <div className="rounded-md border border-slate-200 bg-white p-3 text-sm">
      <h3 className="font-semibold">What the check did</h3>
      <ul className="mt-1 list-disc pl-5">
        <li>Expired: {report.expired.length ? report.expired.join(", ") : "none"}</li>
        {report.notices.map((n) => (
          <li key={`${n.certificateNumber}-${n.threshold}`}>
            {n.threshold === 0
              ? `Expired notice for ${n.certificateNumber}`
              : `${n.threshold}-day reminder for ${n.certificateNumber} (${n.daysLeft} days left)`}
            {n.sent ? "" : ": not sent"}
          </li>
        ))}
        {report.skipped.map((s) => (
          <li key={`skip-${s.certificateNumber}-${s.threshold}`}>
            Skipped {s.threshold === 0 ? "expired notice" : `${s.threshold}-day reminder`} for{" "}
            {s.certificateNumber}: {s.reason}
          </li>
        ))}
        {report.notices.length === 0 && report.skipped.length === 0 ? (
          <li>No reminder was due.</li>
        ) : null}
      </ul>
    </div>
  );
}

function Attention({ attention }: { attention: NonNullable<RenewalsPage["attention"]> }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div>
        <h3 className="font-semibold text-slate-900">Reminders due but not sent</h3>
        {attention.dueNotSent.length === 0 ? (
          <p className="text-sm text-slate-700">None: every due reminder has gone out.</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm">
            {attention.dueNotSent.map((d) => (
              <li key={`${d.certificateId}-${d.threshold}`}>
                <Link to={certificateViewPath(d.certificateId)} className="underline">
                  {d.certificateNumber}
                </Link>{" "}
                {d.businessName} ·{" "}
                {d.threshold === 0 ? "expired notice" : `${d.threshold}-day reminder`}: {d.reason}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">
          Renewals waiting more than {RENEWAL_REVIEW_BUSINESS_DAYS} business days
        </h3>
        {attention.waitingLong.length === 0 ? (
          <p className="text-sm text-slate-700">None.</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm">
            {attention.waitingLong.map((w) => (
              <li key={w.id}>
                <Link to={`/dashboard/applications/${w.id}`} className="underline">
                  {w.businessName}
                </Link>{" "}
                ({w.certificateNumber}): {w.businessDays} business days
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** Staff who run checks: the expiry check, what it did, and what needs attention. */
function ExpiryPanel({
  attention,
  lastRun,
  timeZone,
  report,
  pending,
}: {
  attention: NonNullable<RenewalsPage["attention"]>;
  lastRun: RenewalsPage["lastRun"];
  timeZone: string;
  report: ExpiryCheckReport | undefined;
  pending: boolean;
}) {
  return (
    <section
      aria-labelledby="expiry-h"
      className="space-y-4 rounded-lg border border-brand-200 bg-brand-50 p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="expiry-h" className="text-lg font-semibold text-slate-900">
            Expiry and reminders
          </h2>
          <p className="text-sm text-slate-800">
            The check runs every hour: it expires certificates and sends reminders 60, 30 and 7 days
            before expiry and the expired notice, each once.
            {lastRun?.at ? ` Last run ${formatDateTime(lastRun.at, timeZone)}.` : ""}
          </p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="run-expiry-check" />
          <SubmitButton pending={pending} pendingLabel="Running…">
            Run expiry check now
          </SubmitButton>
        </Form>
      </div>
      {report ? <ExpiryReport report={report} /> : null}
      <Attention attention={attention} />
    </section>
  );
}

/** Certificate Renewals (SPEC §7): staff see every renewal, a business its own. */
export function RenewalsScreen({
  page: data,
  result,
}: {
  page: RenewalsPage;
  result: RenewalsResult | undefined;
}) {
  const { isStaff, canRunChecks, timeZone, filters, sort, rows, total, page, pageCount } = data;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData : undefined;
  const pendingId = submitting
    ? `${String(submitting.get("intent"))}:${String(submitting.get("renewalId"))}`
    : null;
  const filtered = Boolean(filters.status || filters.q);
  return (
    <ListScreen
      title="Certificate Renewals"
      intro={
        isStaff
          ? "Every renewal, newest first. Renewals without declared changes can be approved here without an audit, with the reason the audit is waived; to audit one, schedule the audit from Audits and decide it on its application page, like renewals with declared changes."
          : "Your renewals, newest first. Start a renewal from My Certificates."
      }
      afterHeading={
        <>
          {result ? (
            <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
          ) : null}
          {canRunChecks && data.attention ? (
            <ExpiryPanel
              attention={data.attention}
              lastRun={data.lastRun}
              timeZone={timeZone}
              report={result?.ok ? result.report : undefined}
              pending={pendingId?.startsWith("run-expiry-check") ?? false}
            />
          ) : null}
        </>
      }
      filters={{
        label: "Filter renewals",
        filtered,
        fields: (
          <>
            <FilterSelect
              id="renewal-status"
              name="status"
              label="Status"
              value={filters.status}
              allLabel="All statuses"
              options={applicationStatuses
                .filter((s) => s !== "draft")
                .map((s) => ({ value: s, label: applicationStatusLabels[s] }))}
            />
            <FilterSearch
              id="renewal-q"
              label="Search business name, e-mail or certificate number"
              value={filters.q}
              maxLength={100}
            />
          </>
        ),
      }}
      summary={{
        total,
        noun: "renewal",
        exportPath: "/dashboard/renewals/export",
        exportWhat: "renewals",
      }}
      page={page}
      pageCount={pageCount}
      isEmpty={rows.length === 0}
      empty={
        <>
          <p className="text-slate-700">
            {filtered
              ? "No renewals match these filters."
              : isStaff
                ? "No renewals yet."
                : "You have no renewals yet. You can renew a certificate from 60 days before it expires."}
          </p>
          {!isStaff ? (
            <p className="mt-4">
              <Link to="/dashboard/certificates" className="text-brand-800 underline">
                Go to my certificates
              </Link>
            </p>
          ) : null}
        </>
      }
    >
      <RenewalTable
        rows={rows}
        timeZone={timeZone}
        canUpdate={isStaff}
        pendingId={pendingId}
        sort={sort}
      />
    </ListScreen>
  );
}
