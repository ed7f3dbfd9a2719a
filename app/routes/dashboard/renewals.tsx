import { ListSummary } from "~/components/list-summary";
import { FilterBar, FilterSearch, FilterSelect } from "~/components/filter-bar";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { FormMessage, SubmitButton } from "~/components/form";
import { Pagination } from "~/components/pagination";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { readFormValues } from "~/lib/form-data.server";
import { formatDateTime, pluralize } from "~/lib/format";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { listScheduledJobStates } from "~/lib/scheduler.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/session.server";
import {
  applicationStatuses,
  applicationStatusLabels,
} from "~/modules/applications/application-status";
import { certificateViewPath } from "~/modules/certificates/certificate-rules";
import { can } from "~/modules/permissions/policy";
import {
  getExpiryAttention,
  listRenewals,
  parseRenewalListQuery,
} from "~/modules/renewals/list-renewals.server";
import {
  hasDeclaredChanges,
  RENEWAL_REVIEW_BUSINESS_DAYS,
  renewalMessages,
} from "~/modules/renewals/renewal-rules";
import {
  certificateExpiryJob,
  runExpiryCheckNow,
  type ExpiryCheckReport,
} from "~/modules/renewals/run-expiry-checks.server";
import { updateRenewal } from "~/modules/renewals/update-renewal.server";
import { RenewalTable } from "~/modules/renewals/ui/renewal-table";
import type { Route } from "./+types/renewals";

export function meta() {
  return [{ title: `Certificate Renewals | ${siteName}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "renewal.list");
  const query = parseRenewalListQuery(new URL(request.url).searchParams);
  const db = getDb();
  const canUpdate = can(session, "renewal.update");
  const canRunChecks = can(session, "certificate.runExpiryChecks");
  try {
    const [list, attention, jobs] = await Promise.all([
      listRenewals(db, session, query),
      canRunChecks ? getExpiryAttention(db) : null,
      canRunChecks ? listScheduledJobStates(db) : null,
    ]);
    const job = jobs?.find((j) => j.name === certificateExpiryJob.name);
    return {
      isStaff: canUpdate,
      canRunChecks,
      timeZone: getEnv().PROGRAMME_TIME_ZONE,
      filters: { status: query.status ?? "", q: query.q ?? "" },
      sort: query.sort!,
      total: list.total,
      page: list.page,
      pageCount: list.pageCount,
      rows: list.rows.map((r) => {
        const open = r.status === "submitted" || r.status === "under-review";
        return {
          id: r.id,
          businessName: r.businessName,
          certificateId: r.certificateId,
          certificateNumber: r.certificateNumber,
          currentExpiry: r.currentExpiry.toISOString(),
          status: r.status,
          paymentStatus: r.paymentStatus,
          submittedAt: r.submittedAt?.toISOString() ?? null,
          changesDeclared: r.changesDeclared,
          descriptionOfChanges: r.descriptionOfChanges,
          approvable:
            open &&
            r.paymentStatus !== "pending" &&
            !hasDeclaredChanges({
              has_address_changed: r.changesDeclared.includes("Address"),
              has_owner_changed: r.changesDeclared.includes("Owner"),
              has_practices_changed: r.changesDeclared.includes("Practices"),
            }),
          rejectable: r.status !== "certified" && r.status !== "rejected",
        };
      }),
      attention,
      lastRun: job
        ? {
            at: job.lastFinishedAt?.toISOString() ?? null,
            status: job.lastStatus,
            nextAt: job.nextRunAt.toISOString(),
          }
        : null,
    };
  } catch (error) {
    throwLoaderError(error, "Could not load the renewals. Please try again.", "list renewals");
  }
}

const decisionSchema = z.object({
  renewalId: z.string().trim().min(1, renewalMessages.renewalNotFound),
  note: z.string().optional().default(""),
});

type ActionResult =
  | { ok: true; message: string; report?: ExpiryCheckReport }
  | { ok: false; message: string; fieldErrors: Record<string, string>; renewalId?: string };

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "renewal.list");
  const values = await readFormValues(request);
  const db = getDb();
  try {
    if (values.intent === "run-expiry-check") {
      const result = await runExpiryCheckNow(db, session);
      if (!result.ran) {
        return data<ActionResult>(
          { ok: false, message: result.message, fieldErrors: {} },
          { status: 409 },
        );
      }
      const r = result.report;
      return {
        ok: true,
        message: `Expiry check done: ${pluralize(r.expired.length, "certificate")} expired, ${pluralize(r.notices.filter((n) => n.sent).length, "notice")} sent, ${pluralize(r.skipped.length, "notice")} skipped (${pluralize(r.checked, "certificate")} checked).`,
        report: r,
      } satisfies ActionResult;
    }
    if (values.intent === "approve" || values.intent === "reject") {
      const parsed = decisionSchema.safeParse(values);
      if (!parsed.success) {
        return data<ActionResult>(
          { ok: false, message: renewalMessages.renewalNotFound, fieldErrors: {} },
          { status: 422 },
        );
      }
      const updated = await updateRenewal(db, session, parsed.data.renewalId, {
        decision: values.intent,
        note: parsed.data.note,
      });
      return {
        ok: true,
        message:
          updated.status === "certified"
            ? `Renewal of ${updated.businessName} approved: the certificate is renewed for one year.`
            : updated.status === "approved"
              ? `Renewal of ${updated.businessName} approved. The certificate is renewed once the renewal membership fee is paid.`
              : `Renewal of ${updated.businessName} rejected. The business has been told why.`,
      } satisfies ActionResult;
    }
    return data<ActionResult>(
      { ok: false, message: "Unknown action", fieldErrors: {} },
      { status: 400 },
    );
  } catch (error) {
    const failure = actionFailure(error, renewalMessages.updateFailed, "update renewal");
    return data<ActionResult>(
      {
        ok: false,
        message: failure.message,
        fieldErrors: failure.fieldErrors,
        renewalId: values.renewalId,
      },
      { status: failure.status },
    );
  }
}

export default function Renewals({ loaderData, actionData }: Route.ComponentProps) {
  const { isStaff, canRunChecks, timeZone, filters, sort, rows, total, page, pageCount } =
    loaderData;
  const { attention, lastRun } = loaderData;
  const result = actionData as ActionResult | undefined;
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const submitting = navigation.state === "submitting" ? navigation.formData : undefined;
  const pendingId = submitting
    ? `${String(submitting.get("intent"))}:${String(submitting.get("renewalId"))}`
    : null;
  const filtered = Boolean(filters.status || filters.q);
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(searchParams);
    next.set("page", String(p));
    return `?${next.toString()}`;
  };
  const report = result?.ok ? result.report : undefined;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Certificate Renewals</h1>
        <p className="mt-1 text-slate-700">
          {isStaff
            ? "Every renewal, newest first. Renewals without declared changes can be approved here once the renewal audit fee is paid; the others go through review on their application page."
            : "Your renewals, newest first. Start a renewal from My Certificates."}
        </p>
      </div>

      {result ? (
        <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
      ) : null}

      {canRunChecks && attention ? (
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
                The check runs every hour: it expires certificates and sends reminders 60, 30 and 7
                days before expiry and the expired notice, each once.
                {lastRun?.at ? ` Last run ${formatDateTime(lastRun.at, timeZone)}.` : ""}
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="run-expiry-check" />
              <SubmitButton
                pending={pendingId?.startsWith("run-expiry-check") ?? false}
                pendingLabel="Running…"
              >
                Run expiry check now
              </SubmitButton>
            </Form>
          </div>
          {report ? (
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
                    Skipped {s.threshold === 0 ? "expired notice" : `${s.threshold}-day reminder`}{" "}
                    for {s.certificateNumber}: {s.reason}
                  </li>
                ))}
                {report.notices.length === 0 && report.skipped.length === 0 ? (
                  <li>No reminder was due.</li>
                ) : null}
              </ul>
            </div>
          ) : null}
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
                      {d.threshold === 0 ? "expired notice" : `${d.threshold}-day reminder`}:{" "}
                      {d.reason}
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
        </section>
      ) : null}

      <FilterBar label="Filter renewals" filtered={filtered}>
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
      </FilterBar>

      <section aria-labelledby="renewals-h">
        <h2 id="renewals-h" className="sr-only">
          Renewals
        </h2>
        <ListSummary
          total={total}
          noun="renewal"
          filtered={filtered}
          page={page}
          pageCount={pageCount}
          exportPath="/dashboard/renewals/export"
          exportWhat={"renewals"}
        />
        {rows.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
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
          </div>
        ) : (
          <RenewalTable
            rows={rows}
            timeZone={timeZone}
            canUpdate={isStaff}
            pendingId={pendingId}
            sort={sort}
          />
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} className="mt-4" />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
