import { FormattedMessage, useIntl } from "react-intl";
import { PdfLanguages } from "~/components/pdf-languages";
import { defineMessages } from "~/lib/i18n/messages";

const m = defineMessages({
  download: {
    id: "audits.reportPdf.download",
    defaultMessage: "Download the audit report (PDF)",
  },
  downloadOf: {
    id: "audits.reportPdf.downloadOf",
    defaultMessage: "Download the audit report of {date} (PDF)",
  },
  short: { id: "audits.reportPdf.short", defaultMessage: "Report (PDF)" },
});

/** The PDF of a completed audit's report (issue 37), in the reader's language. */
export function auditReportPdfPath(auditId: string): string {
  return `/dashboard/audits/${auditId}/report.pdf`;
}

/**
 * "Download the audit report (PDF)" (issue 37) with the report in each
 * language. Shown only to whoever may download it (`can.downloadReport`);
 * the route checks again.
 */
export function AuditReportPdfLink({ auditId }: { auditId: string }) {
  const path = auditReportPdfPath(auditId);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-4">
      {/* A file, not a page: a plain link. */}
      <a href={path} download className="font-medium text-brand-800 underline">
        <FormattedMessage {...m.download} />
      </a>
      <div className="sm:ml-auto">
        <PdfLanguages path={path} align="start" />
      </div>
    </div>
  );
}

/** The short link in a table row of audits ("Report (PDF)", named with the audit's date). */
export function AuditReportPdfRowLink({ auditId, date }: { auditId: string; date: string }) {
  const intl = useIntl();
  return (
    <a
      href={auditReportPdfPath(auditId)}
      download
      className="font-medium text-brand-800 underline"
      aria-label={intl.formatMessage(m.downloadOf, { date })}
    >
      <FormattedMessage {...m.short} />
    </a>
  );
}
