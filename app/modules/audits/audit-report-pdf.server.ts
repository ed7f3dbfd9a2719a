import type { Finding, Recommendation } from "~/domain/audit-status";
import type {
  CorrectiveActionSeverity,
  CorrectiveActionStatus,
} from "~/domain/corrective-action-status";
import type { Locale } from "~/domain/locale";
import { formatDay } from "~/lib/format";
// The report may be in any language, outside a request too.
import "~/lib/i18n/catalogs.server";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { siteNameMessage } from "~/lib/site-config";
import { openTaggedPdf, PDF_SANS, PDF_SANS_BOLD, PDF_SERIF_BOLD } from "~/lib/tagged-pdf.server";
import {
  correctiveActionSeverityMessages,
  correctiveActionStatusMessages,
} from "~/modules/corrective-actions";
import type { AuditFollowUp } from "./audit-follow-up.server";
import { findingMessages, recommendationMessages } from "./audit-messages";
import { auditFollowUpMessages } from "./ui/audit-follow-up-notice";
import { auditDateParts } from "./audit-rules";

/** A photo of a finding, already made a small JPEG thumbnail. */
export type AuditReportPhoto = { name: string; jpeg: Buffer; width: number; height: number };

/** What the audit report PDF shows (issue 37); dates are instants shown in the audit's zone. */
export type AuditReportPdfContent = {
  locale: Locale;
  auditId: string;
  businessName: string;
  /** One line, the country in the reader's language. */
  address: string;
  examinerName: string;
  /** The audit's (the business's) time zone. */
  timeZone: string;
  startedAt: Date | null;
  completedAt: Date | null;
  standardsVersion: string | null;
  recommendation: Recommendation | null;
  recommendationNotes: string | null;
  /** A follow-up audit: the audit it follows up and the standards it covers (`getAudit`'s). */
  followUp: AuditFollowUp | null;
  standards: {
    number: string;
    title: string;
    /** The version of the standard item the finding was recorded against ("" when unknown). */
    version: string;
    finding: Finding | null;
    notes: string | null;
    photos: AuditReportPhoto[];
    /** Photos that could not be read from storage (named in the report rather than dropped silently). */
    missingPhotos: number;
  }[];
  correctiveActions: {
    standardNumber: string;
    standardTitle: string;
    severity: CorrectiveActionSeverity;
    /** A day, YYYY-MM-DD. */
    dueOn: string;
    status: CorrectiveActionStatus;
    overdue: boolean;
    answeredAt: Date | null;
    returnReason: string | null;
    verifiedAt: Date | null;
    verifiedBy: string | null;
  }[];
};

/** The audit report's words, in the reader's language. */
const m = defineMessages({
  title: { id: "auditReportPdf.title", defaultMessage: "Audit report" },
  documentTitle: {
    id: "auditReportPdf.documentTitle",
    defaultMessage: "Audit report: {businessName}",
  },
  examiner: { id: "auditReportPdf.examiner", defaultMessage: "Examiner" },
  carriedOut: { id: "auditReportPdf.carriedOut", defaultMessage: "Audit carried out" },
  completed: { id: "auditReportPdf.completed", defaultMessage: "Report completed" },
  dateTime: { id: "auditReportPdf.dateTime", defaultMessage: "{date}, {time}" },
  standardsVersion: {
    id: "auditReportPdf.standardsVersion",
    defaultMessage: "Standards version",
  },
  notRecorded: { id: "auditReportPdf.notRecorded", defaultMessage: "not recorded" },
  reference: { id: "auditReportPdf.reference", defaultMessage: "Audit reference" },
  /** A label before its value ("Examiner:"; French puts a space before the colon). */
  label: { id: "auditReportPdf.label", defaultMessage: "{label}:" },
  recommendationHeading: {
    id: "auditReportPdf.recommendationHeading",
    defaultMessage: "Overall recommendation",
  },
  noRecommendation: {
    id: "auditReportPdf.noRecommendation",
    defaultMessage: "No recommendation recorded.",
  },
  findingsHeading: {
    id: "auditReportPdf.findingsHeading",
    defaultMessage: "Findings per standard",
  },
  noStandards: {
    id: "auditReportPdf.noStandards",
    defaultMessage: "No findings were recorded for this audit.",
  },
  standardHeading: { id: "auditReportPdf.standardHeading", defaultMessage: "{number} {title}" },
  finding: { id: "auditReportPdf.finding", defaultMessage: "Finding" },
  noFinding: { id: "auditReportPdf.noFinding", defaultMessage: "No finding recorded" },
  itemVersion: { id: "auditReportPdf.itemVersion", defaultMessage: "Item version" },
  notes: { id: "auditReportPdf.notes", defaultMessage: "Examiner’s notes" },
  noNotes: { id: "auditReportPdf.noNotes", defaultMessage: "No notes." },
  photoAlt: {
    id: "auditReportPdf.photoAlt",
    defaultMessage: "Photo {index} of standard {number}: {name}",
  },
  missingPhotos: {
    id: "auditReportPdf.missingPhotos",
    defaultMessage:
      "{count, plural, one {# photo could not be read and is not shown.} other {# photos could not be read and are not shown.}}",
  },
  actionsHeading: { id: "auditReportPdf.actionsHeading", defaultMessage: "Corrective actions" },
  noActions: {
    id: "auditReportPdf.noActions",
    defaultMessage: "No corrective action was opened for this audit.",
  },
  severity: { id: "auditReportPdf.severity", defaultMessage: "Severity" },
  dueOn: { id: "auditReportPdf.dueOn", defaultMessage: "Due" },
  overdue: { id: "auditReportPdf.overdue", defaultMessage: "{date} (overdue)" },
  status: { id: "auditReportPdf.status", defaultMessage: "Status" },
  answeredOn: { id: "auditReportPdf.answeredOn", defaultMessage: "Answered by the business" },
  verification: { id: "auditReportPdf.verification", defaultMessage: "Verification" },
  acceptedOn: {
    id: "auditReportPdf.acceptedOn",
    defaultMessage: "accepted on {date}{hasBy, select, yes { by {by}} other {}}",
  },
  returned: {
    id: "auditReportPdf.returned",
    defaultMessage: "returned to the business: {reason}",
  },
  awaitingVerification: {
    id: "auditReportPdf.awaitingVerification",
    defaultMessage: "waiting for the examiner or staff to verify the answer",
  },
  awaitingAnswer: {
    id: "auditReportPdf.awaitingAnswer",
    defaultMessage: "waiting for the business’s answer",
  },
  footer: {
    id: "auditReportPdf.footer",
    defaultMessage: "{businessName} · Audit report · Page {page} of {pages}",
  },
});

const BRAND = "#1d5c3a";
const INK = "#1f2d24";
const MUTED = "#3f4f45";
const RULE = "#b7c4bb";
const MARGIN = 48;
/** Room kept at the foot of each page for the page number. */
const FOOTER = 28;
/** Thumbnails are drawn 120 pt wide at most (240 px: sharp at twice the size, sharp on paper). */
export const THUMBNAIL_PX = 240;
const THUMB_PT = 120;
const THUMB_GAP = 10;

/**
 * The audit report PDF (issue 37): portrait A4, tagged (headings H1–H3,
 * paragraphs, photos as figures with their text alternative, rules and page
 * numbers as artifacts), embedded DejaVu fonts, PDF/A-3b like the
 * certificate (decision 053). Long reports flow over as many pages as they
 * need; a standard's heading is never left alone at the foot of a page.
 */
export async function renderAuditReportPdf(content: AuditReportPdfContent): Promise<Buffer> {
  const { locale } = content;
  const intl = intlFor(locale);
  const t = (message: EnglishMessage, values?: Record<string, string | number>) =>
    intl.formatMessage(message, values);
  const when = (date: Date) => {
    const parts = auditDateParts(date.toISOString(), content.timeZone, locale);
    return t(m.dateTime, { date: parts.date, time: parts.time });
  };
  const siteName = t(siteNameMessage);
  const { doc, structure, tag, artifact, bytes } = openTaggedPdf({
    locale,
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: t(m.documentTitle, { businessName: content.businessName }),
      Author: siteName,
      Subject: content.businessName,
    },
  });
  // The page's text area ends above the footer.
  doc.page.margins.bottom = MARGIN + FOOTER;
  doc.on("pageAdded", () => {
    doc.page.margins.bottom = MARGIN + FOOTER;
  });
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** Starts a new page unless `height` points are left on this one. */
  const keep = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(value, left, doc.y, { width, ...options });
  const labelled = (label: string, value: string, parent?: PDFKit.PDFStructureElement) =>
    tag(
      "P",
      () => {
        doc.font(PDF_SANS_BOLD).fontSize(10).fillColor(INK);
        text(t(m.label, { label }), { continued: true });
        doc.font(PDF_SANS).text(` ${value}`);
      },
      {},
      parent,
    );
  const heading2 = (value: string) => {
    keep(60);
    doc.moveDown(0.8);
    artifact(() =>
      doc
        .lineWidth(0.8)
        .strokeColor(RULE)
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .stroke(),
    );
    doc.moveDown(0.4);
    doc.font(PDF_SANS_BOLD).fontSize(14).fillColor(BRAND);
    tag("H2", () => text(value));
    doc.moveDown(0.3);
  };
  const heading3 = (value: string, parent: PDFKit.PDFStructureElement) => {
    keep(70);
    doc.moveDown(0.6);
    doc.font(PDF_SANS_BOLD).fontSize(11.5).fillColor(INK);
    tag("H3", () => text(value), {}, parent);
    doc.moveDown(0.15);
  };

  // The heading: programme, title, business and address.
  doc.font(PDF_SANS_BOLD).fontSize(10).fillColor(BRAND);
  tag("P", () => text(siteName.toLocaleUpperCase(locale)));
  doc.moveDown(0.3);
  doc.font(PDF_SERIF_BOLD).fontSize(24).fillColor(INK);
  tag("H1", () => text(t(m.title)));
  doc.moveDown(0.2);
  doc.font(PDF_SANS_BOLD).fontSize(15).fillColor(INK);
  tag("H2", () => text(content.businessName));
  doc.font(PDF_SANS).fontSize(10).fillColor(MUTED);
  tag("P", () => text(content.address));
  doc.moveDown(0.8);

  labelled(t(m.examiner), content.examinerName);
  const carriedOut = content.startedAt ?? content.completedAt;
  if (carriedOut) labelled(t(m.carriedOut), when(carriedOut));
  if (content.completedAt) labelled(t(m.completed), when(content.completedAt));
  labelled(t(m.standardsVersion), content.standardsVersion ?? t(m.notRecorded));
  labelled(t(m.reference), content.auditId);
  if (content.followUp) {
    const { date, timeZone, standards } = content.followUp;
    doc.moveDown(0.5);
    doc.font(PDF_SANS).fontSize(10).fillColor(INK);
    tag("P", () =>
      text(
        t(auditFollowUpMessages.limited, {
          date: auditDateParts(date, timeZone, locale).date,
          count: standards.length,
          standards: intl.formatList(standards, { type: "conjunction" }),
        }),
      ),
    );
  }

  heading2(t(m.recommendationHeading));
  doc.font(PDF_SANS_BOLD).fontSize(11).fillColor(INK);
  tag("P", () =>
    text(
      content.recommendation
        ? t(recommendationMessages[content.recommendation])
        : t(m.noRecommendation),
    ),
  );
  if (content.recommendationNotes) {
    doc.moveDown(0.2).font(PDF_SANS).fontSize(10).fillColor(INK);
    tag("P", () => text(content.recommendationNotes!));
  }

  heading2(t(m.findingsHeading));
  if (content.standards.length === 0) {
    doc.font(PDF_SANS).fontSize(10).fillColor(MUTED);
    tag("P", () => text(t(m.noStandards)));
  }
  for (const standard of content.standards) {
    const section = doc.struct("Sect");
    structure.add(section);
    heading3(t(m.standardHeading, { number: standard.number, title: standard.title }), section);
    const finding = standard.finding ? t(findingMessages[standard.finding]) : t(m.noFinding);
    labelled(t(m.finding), finding, section);
    if (standard.version) labelled(t(m.itemVersion), standard.version, section);
    doc.moveDown(0.15);
    doc.font(PDF_SANS_BOLD).fontSize(10).fillColor(INK);
    tag("P", () => text(t(m.notes)), {}, section);
    doc
      .font(PDF_SANS)
      .fontSize(10)
      .fillColor(standard.notes ? INK : MUTED);
    tag("P", () => text(standard.notes || t(m.noNotes)), {}, section);
    if (standard.photos.length > 0) doc.moveDown(0.4);
    let x = left;
    let rowHeight = 0;
    standard.photos.forEach((photo, index) => {
      const scale = Math.min(THUMB_PT / photo.width, THUMB_PT / photo.height);
      const w = photo.width * scale;
      const h = photo.height * scale;
      if (x + w > left + width) {
        doc.y += rowHeight + THUMB_GAP;
        x = left;
        rowHeight = 0;
      }
      if (doc.y + h > bottom()) {
        doc.addPage();
        x = left;
        rowHeight = 0;
      }
      const y = doc.y;
      tag(
        "Figure",
        () => doc.image(photo.jpeg, x, y, { width: w, height: h }),
        {
          alt: t(m.photoAlt, { index: index + 1, number: standard.number, name: photo.name }),
          bbox: [x, y, x + w, y + h],
        },
        section,
      );
      doc.y = y;
      x += w + THUMB_GAP;
      rowHeight = Math.max(rowHeight, h);
    });
    if (standard.photos.length > 0) doc.y += rowHeight + THUMB_GAP;
    doc.x = left;
    if (standard.missingPhotos > 0) {
      doc.font(PDF_SANS).fontSize(9).fillColor(MUTED);
      tag("P", () => text(t(m.missingPhotos, { count: standard.missingPhotos })), {}, section);
    }
    section.end();
  }

  heading2(t(m.actionsHeading));
  if (content.correctiveActions.length === 0) {
    doc.font(PDF_SANS).fontSize(10).fillColor(MUTED);
    tag("P", () => text(t(m.noActions)));
  }
  for (const action of content.correctiveActions) {
    const section = doc.struct("Sect");
    structure.add(section);
    heading3(
      t(m.standardHeading, { number: action.standardNumber, title: action.standardTitle }),
      section,
    );
    labelled(t(m.severity), t(correctiveActionSeverityMessages[action.severity]), section);
    const due = formatDay(action.dueOn, locale);
    labelled(t(m.dueOn), action.overdue ? t(m.overdue, { date: due }) : due, section);
    labelled(t(m.status), t(correctiveActionStatusMessages[action.status]), section);
    if (action.answeredAt) labelled(t(m.answeredOn), when(action.answeredAt), section);
    const verification =
      action.status === "accepted"
        ? t(m.acceptedOn, {
            date: action.verifiedAt ? when(action.verifiedAt) : t(m.notRecorded),
            hasBy: action.verifiedBy ? "yes" : "no",
            by: action.verifiedBy ?? "",
          })
        : action.status === "returned"
          ? t(m.returned, { reason: action.returnReason ?? "" })
          : action.status === "answered"
            ? t(m.awaitingVerification)
            : t(m.awaitingAnswer);
    labelled(t(m.verification), verification, section);
    section.end();
  }

  // Every page's foot: the business and "Page n of m" (decoration: the reader knows the page).
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    const footer = t(m.footer, {
      businessName: content.businessName,
      page: i - start + 1,
      pages: count,
    });
    artifact(() => {
      doc.font(PDF_SANS).fontSize(8).fillColor(MUTED);
      doc.text(footer, left, doc.page.height - MARGIN, {
        width,
        align: "center",
        lineBreak: false,
      });
    });
  }
  structure.end();
  doc.end();
  return bytes;
}
