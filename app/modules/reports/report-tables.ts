import {
  applicationStatusLabels,
  isApplicationStatus,
} from "~/modules/applications/application-status";
import type { ProgrammeReport } from "./get-programme-report.server";

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
  "coverage",
] as const;
export type ReportTableId = (typeof reportTableIds)[number];

const statusLabel = (s: string) => (isApplicationStatus(s) ? applicationStatusLabels[s] : s);
/** Cents → "1234.56" (CSV: a number a spreadsheet reads; the page formats it). */
const usd = (cents: number) => (cents / 100).toFixed(2);

export function reportTables(report: ProgrammeReport): Record<ReportTableId, ReportTable> {
  return {
    status: {
      id: "status",
      title: "Applications by status now",
      headers: ["Status", "Applications"],
      rows: report.statusNow.map((r) => [statusLabel(r.status), r.count]),
    },
    funnel: {
      id: "funnel",
      title: "Furthest stage reached",
      headers: ["Stage", "Applications that reached it"],
      rows: report.funnel.map((r) => [statusLabel(r.stage), r.count]),
    },
    "stage-times": {
      id: "stage-times",
      title: "Days in each stage",
      headers: ["Stage", "Times entered", "Still there", "Median days", "90th percentile days"],
      rows: report.stageTimes.map((r) => [
        statusLabel(r.status),
        r.entries,
        r.open,
        r.medianDays,
        r.p90Days,
      ]),
    },
    money: {
      id: "money",
      title: "Fees collected per month (USD)",
      headers: [
        "Month",
        "Audit fees by card",
        "Audit fees offline",
        "Membership fees by card",
        "Membership fees offline",
        "Of which renewal fees",
        "Total",
      ],
      rows: report.money.months.map((m) => [
        m.month,
        usd(m.auditCard),
        usd(m.auditOffline),
        usd(m.membershipCard),
        usd(m.membershipOffline),
        usd(m.renewal),
        usd(m.total),
      ]),
    },
    outstanding: {
      id: "outstanding",
      title: "Outstanding fees",
      headers: ["Fee", "Applications", "Of which renewals", "Amount (USD)"],
      rows: report.money.outstanding.map((o) => [
        o.kind === "audit" ? "Audit fee" : "Membership fee",
        o.count,
        o.renewal,
        usd(o.cents),
      ]),
    },
    certificates: {
      id: "certificates",
      title: "Certificates",
      headers: ["Figure", "Certificates"],
      rows: [
        ["Active", report.certificates.active],
        ["Expiring within 60 days", report.certificates.expiring60],
        ["Expiring within 30 days", report.certificates.expiring30],
        ["Expiring within 7 days", report.certificates.expiring7],
        ["In grace (expired within 30 days)", report.certificates.grace],
        ["Expired", report.certificates.expired],
        ["Revoked", report.certificates.revoked],
        ["Renewals due", report.certificates.renewalDue],
        ["Renewed before expiry", report.certificates.renewed],
      ],
    },
    examiners: {
      id: "examiners",
      title: "Audits per examiner",
      headers: ["Examiner", "Scheduled", "Completed", "Median days from audit to report"],
      rows: report.examiners.map((e) => [e.name, e.scheduled, e.completed, e.medianDaysToReport]),
    },
    findings: {
      id: "findings",
      title: "Non-conformities by standard",
      headers: ["Standard", "Title", "Major", "Minor", "Non-conformities", "Findings recorded"],
      rows: report.findings.map((f) => [
        f.standard,
        f.title,
        f.major,
        f.minor,
        f.nonConformities,
        f.total,
      ]),
    },
    coverage: {
      id: "coverage",
      title: "Certified businesses by state/province",
      headers: ["State/province", "Certified businesses"],
      rows: report.coverage.map((c) => [c.region, c.businesses]),
    },
  };
}
