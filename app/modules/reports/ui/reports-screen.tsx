import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link } from "react-router";
import { DateField, FormMessage, SelectField } from "~/components/form";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { reportFilterText, reportSearch, type ReportFilter } from "../report-filter";
import type { ProgrammeReport } from "../get-programme-report.server";
import type { ReportsPage } from "../reports-page.server";
import {
  certificateFigureMessages,
  reportStageLabel,
  reportStatusLabel,
  reportTables,
  type ReportTableId,
  type ReportText,
} from "../report-tables";
import { BarChart, ColumnChart, FigureTable } from "./charts";

const m = defineMessages({
  title: { id: "reports.screen.title", defaultMessage: "Reports" },
  period: {
    id: "reports.screen.period",
    defaultMessage: "Programme figures from {from} to {to} in {region}.",
  },
  periodEverywhere: {
    id: "reports.screen.periodEverywhere",
    defaultMessage: "Programme figures from {from} to {to} in every state and province.",
  },
  filters: { id: "reports.screen.filters", defaultMessage: "Report filters" },
  from: { id: "reports.screen.from", defaultMessage: "From" },
  to: { id: "reports.screen.to", defaultMessage: "To" },
  region: { id: "reports.screen.region", defaultMessage: "State/province" },
  all: { id: "reports.screen.all", defaultMessage: "All" },
  apply: { id: "reports.screen.apply", defaultMessage: "Apply" },
  last12: { id: "reports.screen.last12", defaultMessage: "Last 12 months" },
  print: {
    id: "reports.screen.print",
    defaultMessage:
      "For a print view use your browser's Print command: navigation and controls are left out.",
  },
  download: {
    id: "reports.screen.download",
    defaultMessage: "Download CSV<hidden> of {title}</hidden>",
  },
  statusIntro: {
    id: "reports.screen.statusIntro",
    defaultMessage:
      "Applications created in the period, by their workflow status today. Certificate issued counts the applications whose status is Certified, whatever happened to their certificate since; whether each business is accredited today is counted under Certificates below.",
  },
  funnelIntro: {
    id: "reports.screen.funnelIntro",
    defaultMessage:
      "How many applications ever reached each stage; a rejected application counts at the furthest stage it reached.",
  },
  stageTimesIntro: {
    id: "reports.screen.stageTimesIntro",
    defaultMessage:
      "Median and 90th-percentile days spent in each stage; applications still in a stage count up to today.",
  },
  stageTimesChart: {
    id: "reports.screen.stageTimesChart",
    defaultMessage: "Median days in each stage",
  },
  days: { id: "reports.screen.days", defaultMessage: "{days} d" },
  moneyIntro: {
    id: "reports.screen.moneyIntro",
    defaultMessage:
      "Audit and membership fees received, by card and offline (cheque, bank transfer).",
  },
  collected: { id: "reports.screen.collected", defaultMessage: "Collected" },
  renewalFees: { id: "reports.screen.renewalFees", defaultMessage: "Of which renewal fees" },
  outstanding: {
    id: "reports.screen.outstanding",
    defaultMessage: "Outstanding ({count, plural, one {# application} other {# applications}})",
  },
  moneyChart: { id: "reports.screen.moneyChart", defaultMessage: "Fees collected per month" },
  noneOutstanding: {
    id: "reports.screen.noneOutstanding",
    defaultMessage: "No fees are outstanding.",
  },
  certificatesIntro: {
    id: "reports.screen.certificatesIntro",
    defaultMessage:
      "Every certificate by where it stands today, whatever the period (the renewal rate uses the period). Accredited businesses today are the ones the public directory lists; each figure opens the list of exactly those certificates.",
  },
  certificatesIntroRegion: {
    id: "reports.screen.certificatesIntroRegion",
    defaultMessage:
      "Every certificate by where it stands today in {region}, whatever the period (the renewal rate uses the period). Accredited businesses today are the ones the public directory lists; each figure opens the list of exactly those certificates.",
  },
  renewalRate: {
    id: "reports.screen.renewalRate",
    defaultMessage: "Renewal rate in the period (renewed before expiry / due)",
  },
  noneDue: { id: "reports.screen.noneDue", defaultMessage: "None due" },
  rate: {
    id: "reports.screen.rate",
    defaultMessage: "{percent}% ({renewed} of {due})",
  },
  certificatesChart: {
    id: "reports.screen.certificatesChart",
    defaultMessage: "Certificates by accreditation state today",
  },
  notYetDue: { id: "reports.screen.chart.notYetDue", defaultMessage: "Renewal not yet due" },
  due: { id: "reports.screen.chart.due", defaultMessage: "Renewal due" },
  inGrace: { id: "reports.screen.chart.inGrace", defaultMessage: "In grace period" },
  lapsed: { id: "reports.screen.chart.lapsed", defaultMessage: "Lapsed" },
  revoked: { id: "reports.screen.chart.revoked", defaultMessage: "Revoked" },
  suspended: { id: "reports.screen.chart.suspended", defaultMessage: "Suspended" },
  examinersIntro: {
    id: "reports.screen.examinersIntro",
    defaultMessage: "Audits dated in the period, per examiner.",
  },
  examinersChart: {
    id: "reports.screen.examinersChart",
    defaultMessage: "Completed audits per examiner",
  },
  findingsIntro: {
    id: "reports.screen.findingsIntro",
    defaultMessage:
      "Which standards produce the most non-conformities in the completed audits of the period.",
  },
  correctiveIntro: {
    id: "reports.screen.correctiveIntro",
    defaultMessage:
      "Corrective actions across the programme today, whatever the period: those not yet closed, those the business answered, and those past their due date.",
  },
  coverageIntro: {
    id: "reports.screen.coverageIntro",
    defaultMessage:
      "Businesses whose certificate is in force today, by state or province, whatever the period: each opens the public directory of that state or province.",
  },
  complaints: { id: "reports.screen.complaints", defaultMessage: "Complaints" },
  complaintsIntro: {
    id: "reports.screen.complaintsIntro",
    defaultMessage:
      "Concerns the public reported in the period (all states and provinces): received, upheld, the median calendar days from receipt to resolution, and the cases past a deadline today. Each opens the complaints list.",
  },
  received: { id: "reports.screen.received", defaultMessage: "Received" },
  upheld: { id: "reports.screen.upheld", defaultMessage: "Upheld" },
  appealsReceived: { id: "reports.screen.appealsReceived", defaultMessage: "Received" },
  appealsUpheld: { id: "reports.screen.appealsUpheld", defaultMessage: "Upheld" },
  daysToResolve: { id: "reports.screen.daysToResolve", defaultMessage: "Median days to resolve" },
  overdue: { id: "reports.screen.overdue", defaultMessage: "Overdue now" },
  appeals: { id: "reports.screen.appeals", defaultMessage: "Appeals" },
  appealsIntro: {
    id: "reports.screen.appealsIntro",
    defaultMessage:
      "Appeals of rejections, revocations and suspensions lodged in the period: received, upheld by the panel, the median calendar days from lodging to the panel's decision, and the appeals still undecided 30 days after they were lodged. Each opens the appeals list.",
  },
  daysToDecide: { id: "reports.screen.daysToDecide", defaultMessage: "Median days to decide" },
});

/** The page's title and its failures. */
export const reportsPageMessages = defineMessages({
  pageTitle: { id: "reports.pageTitle", defaultMessage: "Reports" },
  loadFailed: {
    id: "reports.error.load",
    defaultMessage: "Could not compute the reports. Please try again.",
  },
  exportFailed: {
    id: "reports.error.export",
    defaultMessage: "Could not export the report. Please try again.",
  },
  unknownTable: { id: "reports.error.unknownTable", defaultMessage: "Unknown report table" },
});

/** A date field's refusal (the English text of report-filter.ts) in the reader's language. */
function useFilterError() {
  const intl = useIntl();
  return (text: string | undefined) => {
    if (!text) return undefined;
    const found = Object.values(reportFilterText).find(
      (message: EnglishMessage) => message.defaultMessage === text,
    );
    return found ? intl.formatMessage(found) : text;
  };
}

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
            <FormattedMessage
              {...m.download}
              values={{
                title,
                hidden: (chunks: ReactNode) => <span className="sr-only">{chunks}</span>,
              }}
            />
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
  const intl = useIntl();
  const f = useFormat();
  const filterError = useFilterError();
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">
          <FormattedMessage {...m.title} />
        </h1>
        {report ? (
          <p className="mt-1 text-slate-700">
            <FormattedMessage
              {...(filter.region ? m.period : m.periodEverywhere)}
              values={{ from: f.day(filter.from), to: f.day(filter.to), region: filter.region }}
            />
          </p>
        ) : null}
      </div>

      <Form
        method="get"
        aria-label={intl.formatMessage(m.filters)}
        data-print="hide"
        className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <DateField
          id="report-from"
          name="from"
          label={intl.formatMessage(m.from)}
          defaultValue={filter.from}
          error={filterError(errors?.from)}
          className="max-w-xs"
        />
        <DateField
          id="report-to"
          name="to"
          label={intl.formatMessage(m.to)}
          defaultValue={filter.to}
          error={filterError(errors?.to)}
          className="max-w-xs"
        />
        <SelectField
          id="report-region"
          label={intl.formatMessage(m.region)}
          name="region"
          defaultValue={filter.region}
          controlClassName={inputClass}
        >
          <option value="">{intl.formatMessage(m.all)}</option>
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
          <FormattedMessage {...m.apply} />
        </button>
        <Link to="/dashboard/reports" className="mt-6 px-2 py-2 text-sm text-brand-800 underline">
          <FormattedMessage {...m.last12} />
        </Link>
        <p className="w-full text-xs text-slate-600">
          <FormattedMessage {...m.print} />
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
        <FormMessage kind="error">
          <FormattedMessage {...reportFilterText.refused} />
        </FormMessage>
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
  const intl = useIntl();
  const f = useFormat();
  const text: ReportText = (message, values) => intl.formatMessage(message, values);
  const t = (message: EnglishMessage) => intl.formatMessage(message);
  const tables = reportTables(report, text);
  const count = f.count;
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
        intro={t(m.statusIntro)}
        exportHref={csv("status")}
      >
        <BarChart
          id="chart-status"
          title={tables.status.title}
          data={report.statusNow.map((s) => ({
            label: reportStatusLabel(s.status, text),
            value: s.count,
          }))}
          format={count}
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
        intro={t(m.funnelIntro)}
        exportHref={csv("funnel")}
      >
        <BarChart
          id="chart-funnel"
          title={tables.funnel.title}
          data={report.funnel.map((s) => ({
            label: reportStageLabel(s.stage, text),
            value: s.count,
          }))}
          format={count}
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
        intro={t(m.stageTimesIntro)}
        exportHref={csv("stage-times")}
      >
        <BarChart
          id="chart-stage-times"
          title={t(m.stageTimesChart)}
          data={report.stageTimes.map((s) => ({
            label: reportStageLabel(s.status, text),
            value: s.medianDays ?? 0,
          }))}
          format={(v) => intl.formatMessage(m.days, { days: v })}
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
        intro={t(m.moneyIntro)}
        exportHref={csv("money")}
      >
        <dl className="mb-4 grid gap-3 sm:grid-cols-3">
          <Stat label={t(m.collected)} value={f.money(report.money.collected)} />
          <Stat label={t(m.renewalFees)} value={f.money(report.money.renewal)} />
          <Stat
            label={intl.formatMessage(m.outstanding, { count: outstanding })}
            value={f.money(report.money.outstanding.reduce((s, o) => s + o.cents, 0))}
          />
        </dl>
        <ColumnChart
          id="chart-money"
          title={t(m.moneyChart)}
          data={report.money.months.map((row) => ({ label: f.month(row.month), value: row.total }))}
          format={f.money}
        />
        <FigureTable
          caption={tables.money.title}
          headers={tables.money.headers}
          rows={report.money.months.map((row) => [
            f.month(row.month),
            f.money(row.auditCard),
            f.money(row.auditOffline),
            f.money(row.membershipCard),
            f.money(row.membershipOffline),
            f.money(row.renewal),
            f.money(row.total),
          ])}
        />
        <h3 className="mt-4 text-sm font-semibold text-slate-900">{tables.outstanding.title}</h3>
        {report.money.outstanding.length === 0 ? (
          <p className="text-sm text-slate-700">
            <FormattedMessage {...m.noneOutstanding} />
          </p>
        ) : (
          <FigureTable
            caption={tables.outstanding.title}
            headers={tables.outstanding.headers}
            rows={report.money.outstanding.map((o, i) => [
              ...tables.outstanding.rows[i]!.slice(0, 3),
              f.money(o.cents),
            ])}
          />
        )}
        {canExport ? (
          <p className="mt-2 text-sm" data-print="hide">
            <a href={csv("outstanding")} className="text-brand-800 underline" download>
              <FormattedMessage
                {...m.download}
                values={{
                  title: tables.outstanding.title,
                  hidden: (chunks: ReactNode) => <span className="sr-only">{chunks}</span>,
                }}
              />
            </a>
          </p>
        ) : null}
      </Figure>

      <Figure
        id="certificates"
        title={tables.certificates.title}
        intro={
          filter.region
            ? intl.formatMessage(m.certificatesIntroRegion, { region: filter.region })
            : t(m.certificatesIntro)
        }
        exportHref={csv("certificates")}
      >
        <dl className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {c.figures.map((fig) => (
            <Stat
              key={fig.key}
              label={t(certificateFigureMessages[fig.key])}
              value={count(fig.count)}
              href={fig.href}
            />
          ))}
          <Stat
            label={t(m.renewalRate)}
            value={
              c.renewalRate === null
                ? t(m.noneDue)
                : intl.formatMessage(m.rate, {
                    percent: Math.round(c.renewalRate * 100),
                    renewed: c.renewed,
                    due: c.renewalDue,
                  })
            }
          />
        </dl>
        <BarChart
          id="chart-certificates"
          title={t(m.certificatesChart)}
          data={(
            [
              ["accredited", m.notYetDue],
              ["expiring-soon", m.due],
              ["in-grace", m.inGrace],
              ["lapsed", m.lapsed],
              ["revoked", m.revoked],
              ["suspended", m.suspended],
            ] as const
          ).map(([key, label]) => ({ label: t(label), value: figure(key).count }))}
          format={count}
        />
      </Figure>

      <Figure
        id="examiners"
        title={tables.examiners.title}
        intro={t(m.examinersIntro)}
        exportHref={csv("examiners")}
      >
        <BarChart
          id="chart-examiners"
          title={t(m.examinersChart)}
          data={report.examiners.map((e) => ({ label: e.name, value: e.completed }))}
          format={count}
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
        intro={t(m.findingsIntro)}
        exportHref={csv("findings")}
      >
        <BarChart
          id="chart-findings"
          title={tables.findings.title}
          data={report.findings.map((f) => ({
            label: `${f.standard} ${f.title}`,
            value: f.nonConformities,
          }))}
          format={count}
          color="#9b2c2c"
        />
        <FigureTable
          caption={tables.findings.title}
          headers={tables.findings.headers}
          rows={tables.findings.rows}
        />
      </Figure>

      <Figure
        id="corrective-actions"
        title={tables["corrective-actions"].title}
        intro={t(m.correctiveIntro)}
        exportHref={csv("corrective-actions")}
      >
        <FigureTable
          caption={tables["corrective-actions"].title}
          headers={tables["corrective-actions"].headers}
          rows={tables["corrective-actions"].rows}
          links={[
            undefined,
            "/dashboard/corrective-actions?status=answered",
            "/dashboard/corrective-actions?overdue=1",
          ]}
        />
      </Figure>

      <Figure
        id="coverage"
        title={tables.coverage.title}
        intro={t(m.coverageIntro)}
        exportHref={csv("coverage")}
      >
        <BarChart
          id="chart-coverage"
          title={tables.coverage.title}
          data={report.coverage.map((r) => ({ label: r.region, value: r.count }))}
          format={count}
        />
        <FigureTable
          caption={tables.coverage.title}
          headers={tables.coverage.headers}
          rows={tables.coverage.rows}
          links={report.coverage.map((r) => r.href ?? undefined)}
        />
      </Figure>

      <Figure id="complaints" title={t(m.complaints)} intro={t(m.complaintsIntro)}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat
            label={t(m.received)}
            value={count(complaints.received.count)}
            href={complaints.received.href}
          />
          <Stat
            label={t(m.upheld)}
            value={count(complaints.upheld.count)}
            href={complaints.upheld.href}
          />
          <Stat
            label={t(m.daysToResolve)}
            value={
              complaints.medianDaysToResolve.days === null
                ? "—"
                : String(complaints.medianDaysToResolve.days)
            }
            href={complaints.medianDaysToResolve.href}
          />
          <Stat
            label={t(m.overdue)}
            value={count(complaints.overdue.count)}
            href={complaints.overdue.href}
          />
        </dl>
      </Figure>

      <Figure id="appeals" title={t(m.appeals)} intro={t(m.appealsIntro)}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat
            label={t(m.appealsReceived)}
            value={count(appeals.received.count)}
            href={appeals.received.href}
          />
          <Stat
            label={t(m.appealsUpheld)}
            value={count(appeals.upheld.count)}
            href={appeals.upheld.href}
          />
          <Stat
            label={t(m.daysToDecide)}
            value={
              appeals.medianDaysToDecide.days === null
                ? "—"
                : String(appeals.medianDaysToDecide.days)
            }
            href={appeals.medianDaysToDecide.href}
          />
          <Stat
            label={t(m.overdue)}
            value={count(appeals.overdue.count)}
            href={appeals.overdue.href}
          />
        </dl>
      </Figure>
    </>
  );
}
