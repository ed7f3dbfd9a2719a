import { isApplicationStatus, applicationStatusMessages } from "~/modules/applications";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import type { CertificateFigureKey, ProgrammeReport } from "./get-programme-report.server";

/** One table of the report: shown on the page (the charts' text alternative) and exported as CSV. */
export type ReportTable = {
  id: ReportTableId;
  title: string;
  headers: string[];
  rows: (string | number | null)[][];
};

export const reportTableIds = [
  "status",
  "funnel",
  "stage-times",
  "money",
  "outstanding",
  "certificates",
  "examiners",
  "findings",
  "corrective-actions",
  "coverage",
] as const;
export type ReportTableId = (typeof reportTableIds)[number];

/**
 * A message in the reader's language: `useIntl().formatMessage` on the page,
 * `intlFor(locale).formatMessage` for the CSV (issue 36).
 */
export type ReportText = (
  message: EnglishMessage,
  values?: Record<string, string | number>,
) => string;

/** English, for callers without a reader (tests, logs). */
export const englishReportText: ReportText = (message, values) =>
  intlFor("en").formatMessage(message, values);

/** The tables' titles, headers and row labels. */
export const reportTableMessages = defineMessages({
  statusTitle: { id: "reports.table.status.title", defaultMessage: "Applications by status now" },
  status: { id: "reports.table.status.status", defaultMessage: "Status" },
  applications: { id: "reports.table.applications", defaultMessage: "Applications" },
  certificateIssued: {
    id: "reports.table.status.certificateIssued",
    defaultMessage: "Certificate issued",
  },
  funnelTitle: { id: "reports.table.funnel.title", defaultMessage: "Furthest stage reached" },
  stage: { id: "reports.table.stage", defaultMessage: "Stage" },
  reachedIt: {
    id: "reports.table.funnel.reachedIt",
    defaultMessage: "Applications that reached it",
  },
  stageTimesTitle: { id: "reports.table.stageTimes.title", defaultMessage: "Days in each stage" },
  timesEntered: { id: "reports.table.stageTimes.timesEntered", defaultMessage: "Times entered" },
  stillThere: { id: "reports.table.stageTimes.stillThere", defaultMessage: "Still there" },
  medianDays: { id: "reports.table.stageTimes.medianDays", defaultMessage: "Median days" },
  p90Days: { id: "reports.table.stageTimes.p90Days", defaultMessage: "90th percentile days" },
  moneyTitle: { id: "reports.table.money.title", defaultMessage: "Fees collected per month (USD)" },
  month: { id: "reports.table.money.month", defaultMessage: "Month" },
  auditCard: { id: "reports.table.money.auditCard", defaultMessage: "Audit fees by card" },
  auditOffline: { id: "reports.table.money.auditOffline", defaultMessage: "Audit fees offline" },
  membershipCard: {
    id: "reports.table.money.membershipCard",
    defaultMessage: "Membership fees by card",
  },
  membershipOffline: {
    id: "reports.table.money.membershipOffline",
    defaultMessage: "Membership fees offline",
  },
  renewalFees: { id: "reports.table.money.renewalFees", defaultMessage: "Of which renewal fees" },
  total: { id: "reports.table.money.total", defaultMessage: "Total" },
  outstandingTitle: { id: "reports.table.outstanding.title", defaultMessage: "Outstanding fees" },
  fee: { id: "reports.table.outstanding.fee", defaultMessage: "Fee" },
  ofWhichRenewals: {
    id: "reports.table.outstanding.ofWhichRenewals",
    defaultMessage: "Of which renewals",
  },
  amount: { id: "reports.table.outstanding.amount", defaultMessage: "Amount (USD)" },
  auditFee: { id: "reports.table.outstanding.auditFee", defaultMessage: "Audit fee" },
  membershipFee: {
    id: "reports.table.outstanding.membershipFee",
    defaultMessage: "Membership fee",
  },
  certificatesTitle: {
    id: "reports.table.certificates.title",
    defaultMessage: "Certificates by accreditation state today",
  },
  figure: { id: "reports.table.certificates.figure", defaultMessage: "Figure" },
  certificates: { id: "reports.table.certificates.certificates", defaultMessage: "Certificates" },
  renewalsDue: {
    id: "reports.table.certificates.renewalsDue",
    defaultMessage: "Renewals due in the period",
  },
  renewedBeforeExpiry: {
    id: "reports.table.certificates.renewedBeforeExpiry",
    defaultMessage: "Renewed before expiry",
  },
  examinersTitle: { id: "reports.table.examiners.title", defaultMessage: "Audits per examiner" },
  examiner: { id: "reports.table.examiners.examiner", defaultMessage: "Examiner" },
  scheduled: { id: "reports.table.examiners.scheduled", defaultMessage: "Scheduled" },
  completed: { id: "reports.table.examiners.completed", defaultMessage: "Completed" },
  daysToReport: {
    id: "reports.table.examiners.daysToReport",
    defaultMessage: "Median days from audit to report",
  },
  findingsTitle: {
    id: "reports.table.findings.title",
    defaultMessage: "Non-conformities by standard",
  },
  standard: { id: "reports.table.findings.standard", defaultMessage: "Standard" },
  findingTitle: { id: "reports.table.findings.findingTitle", defaultMessage: "Title" },
  major: { id: "reports.table.findings.major", defaultMessage: "Major" },
  minor: { id: "reports.table.findings.minor", defaultMessage: "Minor" },
  nonConformities: {
    id: "reports.table.findings.nonConformities",
    defaultMessage: "Non-conformities",
  },
  findingsRecorded: {
    id: "reports.table.findings.findingsRecorded",
    defaultMessage: "Findings recorded",
  },
  coverageTitle: {
    id: "reports.table.coverage.title",
    defaultMessage: "Accredited businesses by state/province today",
  },
  region: { id: "reports.table.coverage.region", defaultMessage: "State/province" },
  correctiveTitle: {
    id: "reports.table.corrective.title",
    defaultMessage: "Corrective actions today",
  },
  correctiveCount: { id: "reports.table.corrective.count", defaultMessage: "Corrective actions" },
  correctiveUnresolved: {
    id: "reports.table.corrective.unresolved",
    defaultMessage: "Not yet closed",
  },
  correctiveToVerify: {
    id: "reports.table.corrective.toVerify",
    defaultMessage: "Answered, waiting for verification",
  },
  correctiveOverdue: {
    id: "reports.table.corrective.overdue",
    defaultMessage: "Overdue (past the due date, not answered)",
  },
  inDirectory: {
    id: "reports.table.coverage.inDirectory",
    defaultMessage: "Businesses in the directory",
  },
});
const m = reportTableMessages;

/** The certificates' figures (the English labels of get-programme-report.server.ts). */
export const certificateFigureMessages: Record<CertificateFigureKey, EnglishMessage> =
  defineMessages({
    "in-force": {
      id: "reports.figure.inForce",
      defaultMessage: "Accredited businesses today",
    },
    accredited: {
      id: "reports.figure.accredited",
      defaultMessage: "Accredited, renewal not yet due",
    },
    "expiring-soon": {
      id: "reports.figure.expiringSoon",
      defaultMessage: "Accredited, renewal due (expiring within 60 days)",
    },
    "within-30": { id: "reports.figure.within30", defaultMessage: "Expiring within 30 days" },
    "within-7": { id: "reports.figure.within7", defaultMessage: "Expiring within 7 days" },
    "in-grace": { id: "reports.figure.inGrace", defaultMessage: "Expired, in grace period" },
    lapsed: { id: "reports.figure.lapsed", defaultMessage: "Lapsed (grace period over)" },
    revoked: { id: "reports.figure.revoked", defaultMessage: "Revoked" },
    suspended: {
      id: "reports.figure.suspended",
      defaultMessage: "Suspended (not accredited until reinstated)",
    },
  });

/** An application status (or a stage that is not one, as it is) in the reader's language. */
export function reportStageLabel(status: string, text: ReportText = englishReportText): string {
  return isApplicationStatus(status) ? text(applicationStatusMessages[status]) : status;
}

/**
 * A status row's label in "Applications by status": the workflow status, and
 * for Certified what it means (a certificate was issued for the application;
 * whether the business is accredited today is the certificates' figure).
 */
export function reportStatusLabel(status: string, text: ReportText = englishReportText): string {
  return status === "certified" ? text(m.certificateIssued) : reportStageLabel(status, text);
}
/** Cents → "1234.56" (CSV: a number a spreadsheet reads; the page formats it). */
const usd = (cents: number) => (cents / 100).toFixed(2);

/** The report's tables, titles, headers and labels in the reader's language (`text`). */
export function reportTables(
  report: ProgrammeReport,
  text: ReportText = englishReportText,
): Record<ReportTableId, ReportTable> {
  const stage = (s: string) => reportStageLabel(s, text);
  return {
    status: {
      id: "status",
      title: text(m.statusTitle),
      headers: [text(m.status), text(m.applications)],
      rows: report.statusNow.map((r) => [reportStatusLabel(r.status, text), r.count]),
    },
    funnel: {
      id: "funnel",
      title: text(m.funnelTitle),
      headers: [text(m.stage), text(m.reachedIt)],
      rows: report.funnel.map((r) => [stage(r.stage), r.count]),
    },
    "stage-times": {
      id: "stage-times",
      title: text(m.stageTimesTitle),
      headers: [
        text(m.stage),
        text(m.timesEntered),
        text(m.stillThere),
        text(m.medianDays),
        text(m.p90Days),
      ],
      rows: report.stageTimes.map((r) => [
        stage(r.status),
        r.entries,
        r.open,
        r.medianDays,
        r.p90Days,
      ]),
    },
    money: {
      id: "money",
      title: text(m.moneyTitle),
      headers: [
        text(m.month),
        text(m.auditCard),
        text(m.auditOffline),
        text(m.membershipCard),
        text(m.membershipOffline),
        text(m.renewalFees),
        text(m.total),
      ],
      rows: report.money.months.map((row) => [
        row.month,
        usd(row.auditCard),
        usd(row.auditOffline),
        usd(row.membershipCard),
        usd(row.membershipOffline),
        usd(row.renewal),
        usd(row.total),
      ]),
    },
    outstanding: {
      id: "outstanding",
      title: text(m.outstandingTitle),
      headers: [text(m.fee), text(m.applications), text(m.ofWhichRenewals), text(m.amount)],
      rows: report.money.outstanding.map((o) => [
        text(o.kind === "audit" ? m.auditFee : m.membershipFee),
        o.count,
        o.renewal,
        usd(o.cents),
      ]),
    },
    certificates: {
      id: "certificates",
      title: text(m.certificatesTitle),
      headers: [text(m.figure), text(m.certificates)],
      rows: [
        ...report.certificates.figures.map((f) => [
          text(certificateFigureMessages[f.key]),
          f.count,
        ]),
        [text(m.renewalsDue), report.certificates.renewalDue],
        [text(m.renewedBeforeExpiry), report.certificates.renewed],
      ],
    },
    examiners: {
      id: "examiners",
      title: text(m.examinersTitle),
      headers: [text(m.examiner), text(m.scheduled), text(m.completed), text(m.daysToReport)],
      rows: report.examiners.map((e) => [e.name, e.scheduled, e.completed, e.medianDaysToReport]),
    },
    findings: {
      id: "findings",
      title: text(m.findingsTitle),
      headers: [
        text(m.standard),
        text(m.findingTitle),
        text(m.major),
        text(m.minor),
        text(m.nonConformities),
        text(m.findingsRecorded),
      ],
      rows: report.findings.map((f) => [
        f.standard,
        f.title,
        f.major,
        f.minor,
        f.nonConformities,
        f.total,
      ]),
    },
    "corrective-actions": {
      id: "corrective-actions",
      title: text(m.correctiveTitle),
      headers: [text(m.figure), text(m.correctiveCount)],
      rows: [
        [text(m.correctiveUnresolved), report.correctiveActions.unresolved],
        [text(m.correctiveToVerify), report.correctiveActions.toVerify],
        [text(m.correctiveOverdue), report.correctiveActions.overdue],
      ],
    },
    coverage: {
      id: "coverage",
      title: text(m.coverageTitle),
      headers: [text(m.region), text(m.inDirectory)],
      rows: report.coverage.map((c) => [c.region, c.count]),
    },
  };
}
