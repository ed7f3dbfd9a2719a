import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { FilterSearch, FilterSelect } from "~/components/filter-bar";
import { FormMessage, SubmitButton } from "~/components/form";
import { ListScreen } from "~/components/list-screen";
import { useFormat } from "~/lib/i18n/use-format";
import { applicationStatuses } from "~/modules/applications";
import { certificateViewPath } from "~/modules/certificates";
import type { RenewalsPage } from "../renewal-pages.server";
import { RENEWAL_REVIEW_BUSINESS_DAYS } from "../renewal-rules";
import type { ExpiryCheckReport } from "../run-expiry-checks.server";
import { RenewalTable } from "./renewal-table";
import {
  reminderReason,
  renewalStatusMessages,
  renewalUiMessages as m,
} from "./renewal-ui-messages";

/** What the renewals page's forms answer. */
export type RenewalsResult =
  { ok: true; message: string; report?: ExpiryCheckReport } | { ok: false; message: string };

function ExpiryReport({ report }: { report: ExpiryCheckReport }) {
  const intl = useIntl();
  const t = (d: typeof m.none) => intl.formatMessage(d);
  return (
    <div className="rounded-md border border-slate-200 bg-white p-3 text-sm">
      <h3 className="font-semibold">
        <FormattedMessage {...m.reportTitle} />
      </h3>
      <ul className="mt-1 list-disc pl-5">
        <li>
          <FormattedMessage
            {...m.reportExpired}
            values={{ list: report.expired.length ? report.expired.join(", ") : t(m.none) }}
          />
        </li>
        {report.notices.map((n) => (
          <li key={`${n.certificateNumber}-${n.threshold}`}>
            {n.threshold === 0
              ? intl.formatMessage(m.expiredNoticeFor, { number: n.certificateNumber })
              : intl.formatMessage(m.reminderFor, {
                  threshold: n.threshold,
                  number: n.certificateNumber,
                  daysLeft: n.daysLeft,
                })}
            {n.sent ? "" : t(m.notSent)}
          </li>
        ))}
        {report.skipped.map((s) => (
          <li key={`skip-${s.certificateNumber}-${s.threshold}`}>
            {intl.formatMessage(s.threshold === 0 ? m.skippedExpired : m.skippedReminder, {
              threshold: s.threshold,
              number: s.certificateNumber,
              reason: reminderReason(s.reason, t),
            })}
          </li>
        ))}
        {report.notices.length === 0 && report.skipped.length === 0 ? (
          <li>
            <FormattedMessage {...m.noReminderDue} />
          </li>
        ) : null}
      </ul>
    </div>
  );
}

function Attention({ attention }: { attention: NonNullable<RenewalsPage["attention"]> }) {
  const intl = useIntl();
  const t = (d: typeof m.none) => intl.formatMessage(d);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div>
        <h3 className="font-semibold text-slate-900">
          <FormattedMessage {...m.dueNotSent} />
        </h3>
        {attention.dueNotSent.length === 0 ? (
          <p className="text-sm text-slate-700">
            <FormattedMessage {...m.dueNotSentNone} />
          </p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm">
            {attention.dueNotSent.map((d) => (
              <li key={`${d.certificateId}-${d.threshold}`}>
                <Link to={certificateViewPath(d.certificateId)} className="underline">
                  {d.certificateNumber}
                </Link>{" "}
                {d.businessName} ·{" "}
                {intl.formatMessage(m.kindReason, {
                  kind:
                    d.threshold === 0
                      ? t(m.expiredNotice)
                      : intl.formatMessage(m.dayReminder, { threshold: d.threshold }),
                  reason: reminderReason(d.reason, t),
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">
          <FormattedMessage {...m.waitingLong} values={{ days: RENEWAL_REVIEW_BUSINESS_DAYS }} />
        </h3>
        {attention.waitingLong.length === 0 ? (
          <p className="text-sm text-slate-700">
            <FormattedMessage {...m.noneShort} />
          </p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm">
            {attention.waitingLong.map((w) => (
              <li key={w.id}>
                <Link to={`/dashboard/applications/${w.id}`} className="underline">
                  {w.businessName}
                </Link>{" "}
                <FormattedMessage
                  {...m.waitingEntry}
                  values={{ number: w.certificateNumber, count: w.businessDays }}
                />
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
  const intl = useIntl();
  const f = useFormat();
  return (
    <section
      aria-labelledby="expiry-h"
      className="space-y-4 rounded-lg border border-brand-200 bg-brand-50 p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="expiry-h" className="text-lg font-semibold text-slate-900">
            <FormattedMessage {...m.expiryTitle} />
          </h2>
          <p className="text-sm text-slate-800">
            <FormattedMessage {...m.expiryIntro} />
            {lastRun?.at ? (
              <>
                {" "}
                <FormattedMessage
                  {...m.lastRun}
                  values={{ date: f.dateTime(lastRun.at, timeZone) }}
                />
              </>
            ) : null}
          </p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="run-expiry-check" />
          <SubmitButton pending={pending} pendingLabel={intl.formatMessage(m.running)}>
            <FormattedMessage {...m.runNow} />
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
  const intl = useIntl();
  const t = (d: typeof m.none) => intl.formatMessage(d);
  const { isStaff, canRunChecks, timeZone, filters, sort, rows, total, page, pageCount } = data;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData : undefined;
  const pendingId = submitting
    ? `${String(submitting.get("intent"))}:${String(submitting.get("renewalId"))}`
    : null;
  const filtered = Boolean(filters.status || filters.q);
  return (
    <ListScreen
      title={t(m.title)}
      intro={t(isStaff ? m.staffIntro : m.ownIntro)}
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
        label: t(m.filterLabel),
        filtered,
        fields: (
          <>
            <FilterSelect
              id="renewal-status"
              name="status"
              label={t(m.status)}
              value={filters.status}
              allLabel={t(m.allStatuses)}
              options={applicationStatuses
                .filter((s) => s !== "draft")
                .map((s) => ({ value: s, label: t(renewalStatusMessages[s]) }))}
            />
            <FilterSearch id="renewal-q" label={t(m.search)} value={filters.q} maxLength={100} />
          </>
        ),
      }}
      summary={{
        total,
        noun: m.count,
        exportPath: "/dashboard/renewals/export",
        exportWhat: t(m.exportWhat),
      }}
      page={page}
      pageCount={pageCount}
      isEmpty={rows.length === 0}
      empty={
        <>
          <p className="text-slate-700">
            {t(filtered ? m.noMatch : isStaff ? m.noneStaff : m.noneOwn)}
          </p>
          {!isStaff ? (
            <p className="mt-4">
              <Link to="/dashboard/certificates" className="text-brand-800 underline">
                <FormattedMessage {...m.myCertificates} />
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
