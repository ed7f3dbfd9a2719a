import { applicationStatusLabels, isApplicationStatus } from "~/modules/applications";
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

/**
 * A status row's label in "Applications by status": the workflow status, and
 * for Certified what it means (a certificate was issued for the application;
 * whether the business is accredited today is the certificates' figure).
 */
export function reportStatusLabel(status: string): string {
  return status === "certified" ? "Certificate issued" : statusLabel(status);
}
/** Cents → "1234.56" (CSV: a number a spreadsheet reads; the page formats it). */
const usd = (cents: number) => (cents / 100).toFixed(2);

export function reportTables(report: ProgrammeReport): Record<ReportTableId, ReportTable> {
  return {
    status: {
      id: "status",
      title: "Applications by status now",
      headers: ["Status", "Applications"],
      rows: report.statusNow.map((r) => [reportStatusLabel(r.status), r.count]),
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
      title: "Certificates by accreditation state today",
      headers: ["Figure", "Certificates"],
      rows: [
        ...report.certificates.figures.map((f) => [f.label, f.count]),
        ["Renewals due in the period", report.certificates.renewalDue],
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
      title: "Accredited businesses by state/province today",
      headers: ["State/province", "Businesses in the directory"],
      rows: report.coverage.map((c) => [c.region, c.count]),
    },
  };
}
