import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { DateField, FormMessage, SelectField } from "~/components/form";
import { formatCount, formatDay, formatMoney, formatMonth, pluralize } from "~/lib/format";
import { applicationStatusLabels, isApplicationStatus } from "~/modules/applications";
import { reportFilterMessages, reportSearch, type ReportFilter } from "../report-filter";
import type { ProgrammeReport } from "../get-programme-report.server";
import type { ReportsPage } from "../reports-page.server";
import { reportStatusLabel, reportTables, type ReportTableId } from "../report-tables";
import { BarChart, ColumnChart, FigureTable } from "./charts";

const statusLabel = (s: string) => (isApplicationStatus(s) ? applicationStatusLabels[s] : s);

function Figure({
  id,
  title,
  intro,
  exportHref,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  exportHref?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-h`}
      className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`${id}-h`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {exportHref ? (
          <a
            href={exportHref}
            className="text-sm text-brand-800 underline"
            data-print="hide"
            download
          >
            Download CSV<span className="sr-only"> of {title}</span>
          </a>
        ) : null}
      </div>
      {intro ? <p className="mt-1 text-sm text-slate-700">{intro}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Stat({ label, value, href }: { label: string; value: string; href?: string }) {
  return (
    <div className="rounded-md border border-slate-200 p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900 tabular-nums">
        {href ? (
          <Link to={href} className="text-brand-800 underline">
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

const inputClass = "mt-1 block rounded-md border bg-white px-3 py-2 text-slate-900";

/** Reports (SPEC §7): programme figures for a period and region, charts with their tables and CSV. */
export function ReportsScreen({ page }: { page: ReportsPage }) {
  const { report, regions, filter, errors, canExport, complaints, appeals } = page;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Reports</h1>
        {report ? (
          <p className="mt-1 text-slate-700">
            Programme figures from {formatDay(filter.from)} to {formatDay(filter.to)}
            {filter.region ? ` in ${filter.region}` : " in every state and province"}.
          </p>
        ) : null}
      </div>

      <Form
        method="get"
        aria-label="Report filters"
        data-print="hide"
        className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <DateField
          id="report-from"
          name="from"
          label="From"
          defaultValue={filter.from}
          error={errors?.from}
          className="max-w-xs"
        />
        <DateField
          id="report-to"
          name="to"
          label="To"
          defaultValue={filter.to}
          error={errors?.to}
          className="max-w-xs"
        />
        <SelectField
          id="report-region"
          label="State/province"
          name="region"
          defaultValue={filter.region}
          controlClassName={inputClass}
        >
          <option value="">All</option>
          {regions.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </SelectField>
        <button
          type="submit"
          className="mt-6 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Apply
        </button>
        <Link to="/dashboard/reports" className="mt-6 px-2 py-2 text-sm text-brand-800 underline">
          Last 12 months
        </Link>
        <p className="w-full text-xs text-slate-600">
          For a print view use your browser&apos;s Print command: navigation and controls are left
          out.
        </p>
      </Form>

      {report && complaints && appeals ? (
        <ReportFigures
          report={report}
          filter={filter}
          canExport={canExport}
          complaints={complaints}
          appeals={appeals}
        />
      ) : (
        <FormMessage kind="error">{reportFilterMessages.refused}</FormMessage>
      )}
    </div>
  );
}

/** The figures of one computed report. */
function ReportFigures({
  report,
  filter,
  canExport,
  complaints,
  appeals,
}: {
  report: ProgrammeReport;
  filter: ReportFilter;
  canExport: boolean;
  complaints: NonNullable<ReportsPage["complaints"]>;
  appeals: NonNullable<ReportsPage["appeals"]>;
}) {
  const tables = reportTables(report);
  const csv = (table: ReportTableId) =>
    canExport ? `/dashboard/reports/export?${reportSearch(filter, { table })}` : undefined;
  const c = report.certificates;
  const figure = (key: (typeof c.figures)[number]["key"]) => c.figures.find((f) => f.key === key)!;
  const outstanding = report.money.outstanding.reduce((s, o) => s + o.count, 0);
  return (
    <>
      <Figure
        id="status"
        title={tables.status.title}
        intro="Applications created in the period, by their workflow status today. Certificate issued counts the applications whose status is Certified, whatever happened to their certificate since; whether each business is accredited today is counted under Certificates below."
        exportHref={csv("status")}
      >
        <BarChart
          id="chart-status"
          title={tables.status.title}
          data={report.statusNow.map((s) => ({
            label: reportStatusLabel(s.status),
            value: s.count,
          }))}
          format={formatCount}
        />
        <FigureTable
          caption={tables.status.title}
          headers={tables.status.headers}
          rows={tables.status.rows}
          links={report.statusNow.map((s) => s.href)}
        />
      </Figure>

      <Figure
        id="funnel"
        title={tables.funnel.title}
        intro="How many applications ever reached each stage; a rejected application counts at the furthest stage it reached."
        exportHref={csv("funnel")}
      >
        <BarChart
          id="chart-funnel"
          title={tables.funnel.title}
          data={report.funnel.map((s) => ({ label: statusLabel(s.stage), value: s.count }))}
          format={formatCount}
          color="#2f6f8f"
        />
        <FigureTable
          caption={tables.funnel.title}
          headers={tables.funnel.headers}
          rows={tables.funnel.rows}
        />
      </Figure>

      <Figure
        id="stage-times"
        title={tables["stage-times"].title}
        intro="Median and 90th-percentile days spent in each stage; applications still in a stage count up to today."
        exportHref={csv("stage-times")}
      >
        <BarChart
          id="chart-stage-times"
          title="Median days in each stage"
          data={report.stageTimes.map((s) => ({
            label: statusLabel(s.status),
            value: s.medianDays ?? 0,
          }))}
          format={(v) => `${v} d`}
          color="#8a5a14"
        />
        <FigureTable
          caption={tables["stage-times"].title}
          headers={tables["stage-times"].headers}
          rows={tables["stage-times"].rows}
        />
      </Figure>

      <Figure
        id="money"
        title={tables.money.title}
        intro="Audit and membership fees received, by card and offline (cheque, bank transfer)."
        exportHref={csv("money")}
      >
        <dl className="mb-4 grid gap-3 sm:grid-cols-3">
          <Stat label="Collected" value={formatMoney(report.money.collected)} />
          <Stat label="Of which renewal fees" value={formatMoney(report.money.renewal)} />
          <Stat
            label={`Outstanding (${pluralize(outstanding, "application")})`}
            value={formatMoney(report.money.outstanding.reduce((s, o) => s + o.cents, 0))}
          />
        </dl>
        <ColumnChart
          id="chart-money"
          title="Fees collected per month"
          data={report.money.months.map((m) => ({ label: formatMonth(m.month), value: m.total }))}
          format={formatMoney}
        />
        <FigureTable
          caption={tables.money.title}
          headers={tables.money.headers}
          rows={report.money.months.map((m) => [
            formatMonth(m.month),
            formatMoney(m.auditCard),
            formatMoney(m.auditOffline),
            formatMoney(m.membershipCard),
            formatMoney(m.membershipOffline),
            formatMoney(m.renewal),
            formatMoney(m.total),
          ])}
        />
        <h3 className="mt-4 text-sm font-semibold text-slate-900">{tables.outstanding.title}</h3>
        {report.money.outstanding.length === 0 ? (
          <p className="text-sm text-slate-700">No fees are outstanding.</p>
        ) : (
          <FigureTable
            caption={tables.outstanding.title}
            headers={tables.outstanding.headers}
            rows={report.money.outstanding.map((o, i) => [
              ...tables.outstanding.rows[i]!.slice(0, 3),
              formatMoney(o.cents),
            ])}
          />
        )}
        {canExport ? (
          <p className="mt-2 text-sm" data-print="hide">
            <a href={csv("outstanding")} className="text-brand-800 underline" download>
              Download CSV<span className="sr-only"> of {tables.outstanding.title}</span>
            </a>
          </p>
        ) : null}
      </Figure>

      <Figure
        id="certificates"
        title={tables.certificates.title}
        intro={`Every certificate by where it stands today${filter.region ? ` in ${filter.region}` : ""}, whatever the period (the renewal rate uses the period). Accredited businesses today are the ones the public directory lists; each figure opens the list of exactly those certificates.`}
        exportHref={csv("certificates")}
      >
        <dl className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {c.figures.map((f) => (
            <Stat key={f.key} label={f.label} value={formatCount(f.count)} href={f.href} />
          ))}
          <Stat
            label="Renewal rate in the period (renewed before expiry / due)"
            value={
              c.renewalRate === null
                ? "None due"
                : `${Math.round(c.renewalRate * 100)}% (${c.renewed} of ${c.renewalDue})`
            }
          />
        </dl>
        <BarChart
          id="chart-certificates"
          title="Certificates by accreditation state today"
          data={(
            [
              ["accredited", "Renewal not yet due"],
              ["expiring-soon", "Renewal due"],
              ["in-grace", "In grace period"],
              ["lapsed", "Lapsed"],
              ["revoked", "Revoked"],
              ["suspended", "Suspended"],
            ] as const
          ).map(([key, label]) => ({ label, value: figure(key).count }))}
          format={formatCount}
        />
      </Figure>

      <Figure
        id="examiners"
        title={tables.examiners.title}
        intro="Audits dated in the period, per examiner."
        exportHref={csv("examiners")}
      >
        <BarChart
          id="chart-examiners"
          title="Completed audits per examiner"
          data={report.examiners.map((e) => ({ label: e.name, value: e.completed }))}
          format={formatCount}
          color="#2f6f8f"
        />
        <FigureTable
          caption={tables.examiners.title}
          headers={tables.examiners.headers}
          rows={tables.examiners.rows}
          links={report.examiners.map((e) => `/dashboard/users/${e.examinerId}`)}
        />
      </Figure>

      <Figure
        id="findings"
        title={tables.findings.title}
        intro="Which standards produce the most non-conformities in the completed audits of the period."
        exportHref={csv("findings")}
      >
        <BarChart
          id="chart-findings"
          title={tables.findings.title}
          data={report.findings.map((f) => ({
            label: `${f.standard} ${f.title}`,
            value: f.nonConformities,
          }))}
          format={formatCount}
          color="#9b2c2c"
        />
        <FigureTable
          caption={tables.findings.title}
          headers={tables.findings.headers}
          rows={tables.findings.rows}
        />
      </Figure>

      <Figure
        id="coverage"
        title={tables.coverage.title}
        intro="Businesses whose certificate is in force today, by state or province, whatever the period: each opens the public directory of that state or province."
        exportHref={csv("coverage")}
      >
        <BarChart
          id="chart-coverage"
          title={tables.coverage.title}
          data={report.coverage.map((r) => ({ label: r.region, value: r.count }))}
          format={formatCount}
        />
        <FigureTable
          caption={tables.coverage.title}
          headers={tables.coverage.headers}
          rows={tables.coverage.rows}
          links={report.coverage.map((r) => r.href ?? undefined)}
        />
      </Figure>

      <Figure
        id="complaints"
        title="Complaints"
        intro="Concerns the public reported in the period (all states and provinces): received, upheld, the median calendar days from receipt to resolution, and the cases past a deadline today. Each opens the complaints list."
      >
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat
            label="Received"
            value={formatCount(complaints.received.count)}
            href={complaints.received.href}
          />
          <Stat
            label="Upheld"
            value={formatCount(complaints.upheld.count)}
            href={complaints.upheld.href}
          />
          <Stat
            label="Median days to resolve"
            value={
              complaints.medianDaysToResolve.days === null
                ? "—"
                : String(complaints.medianDaysToResolve.days)
            }
            href={complaints.medianDaysToResolve.href}
          />
          <Stat
            label="Overdue now"
            value={formatCount(complaints.overdue.count)}
            href={complaints.overdue.href}
          />
        </dl>
      </Figure>

      <Figure
        id="appeals"
        title="Appeals"
        intro="Appeals of rejections, revocations and suspensions lodged in the period: received, upheld by the panel, the median calendar days from lodging to the panel's decision, and the appeals still undecided 30 days after they were lodged. Each opens the appeals list."
      >
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat
            label="Received"
            value={formatCount(appeals.received.count)}
            href={appeals.received.href}
          />
          <Stat
            label="Upheld"
            value={formatCount(appeals.upheld.count)}
            href={appeals.upheld.href}
          />
          <Stat
            label="Median days to decide"
            value={
              appeals.medianDaysToDecide.days === null
                ? "—"
                : String(appeals.medianDaysToDecide.days)
            }
            href={appeals.medianDaysToDecide.href}
          />
          <Stat
            label="Overdue now"
            value={formatCount(appeals.overdue.count)}
            href={appeals.overdue.href}
          />
        </dl>
      </Figure>
    </>
  );
}
