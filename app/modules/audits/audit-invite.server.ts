import { createEvent } from "ics";
import type { EmailAttachment } from "~/db/schema";

/** How long an audit visit is planned for in the calendar invite. */
export const AUDIT_DURATION_HOURS = 4;

export type AuditInvite = {
  auditId: string;
  start: Date;
  businessName: string;
  location: string;
  auditorName: string;
  url: string;
  /** Raised on each reschedule so calendars replace the earlier invite. */
  sequence?: number;
};

/** The `.ics` calendar invite of an audit (RFC 5545, built with the `ics` package). */
export function buildAuditInvite(invite: AuditInvite): EmailAttachment {
  const { error, value } = createEvent({
    uid: `audit-${invite.auditId}@humane-accreditation.portal`,
    sequence: invite.sequence ?? 0,
    productId: "humane-accreditation-portal/audits",
    method: "PUBLISH",
    start: invite.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { hours: AUDIT_DURATION_HOURS },
    title: `Accreditation audit: ${invite.businessName}`,
    description: `On-site accreditation audit of ${invite.businessName}.\nAuditor: ${invite.auditorName}\nDetails: ${invite.url}`,
    location: invite.location,
    url: invite.url,
    status: "CONFIRMED",
    busyStatus: "BUSY",
  });
  if (error || !value) throw error ?? new Error("could not build the calendar invite");
  return {
    filename: "audit.ics",
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    contentBase64: Buffer.from(value, "utf8").toString("base64"),
  };
}
