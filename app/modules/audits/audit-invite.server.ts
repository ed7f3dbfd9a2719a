import { createEvent } from "ics";
import { tzlib_get_ical_block } from "timezones-ical-library";
import type { EmailAttachment } from "~/db/schema";
import { sentence } from "~/lib/sentence";
import { localDateTimeParts, timeZoneLabel } from "~/lib/time-zones";
import { AUDIT_DURATION_HOURS } from "./audit-rules";

export type AuditInvite = {
  auditId: string;
  start: Date;
  /** The audit's IANA zone: the invite's DTSTART carries it (TZID + VTIMEZONE). */
  timeZone: string;
  businessName: string;
  location: string;
  auditorName: string;
  url: string;
  /** Raised on each reschedule so calendars replace the earlier invite. */
  sequence?: number;
};

function compact(date: string, time: string) {
  return `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;
}

/**
 * Rewrites the event's UTC DTSTART into local time with the zone's TZID and
 * adds the zone's VTIMEZONE (RFC 5545 §3.2.19, §3.6.5), so calendars show the
 * audit in the business's zone. UTC audits keep the UTC form.
 */
export function withTimeZone(ics: string, start: Date, timeZone: string): string {
  if (timeZone === "UTC") return ics;
  const block = tzlib_get_ical_block(timeZone);
  const vtimezone = Array.isArray(block) ? block[0] : "";
  if (!vtimezone) return ics;
  const local = localDateTimeParts(start, timeZone);
  const dtstart = `DTSTART;TZID=${timeZone}:${compact(local.date, local.time)}`;
  return ics
    .replace(/^DTSTART(;VALUE=DATE-TIME)?:\d{8}T\d{6}Z$/m, dtstart)
    .replace(/^BEGIN:VEVENT$/m, `${vtimezone.replace(/\r?\n/g, "\r\n")}\r\nBEGIN:VEVENT`);
}

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
    description: `${sentence(`On-site accreditation audit of ${invite.businessName}`)}\nTime zone: ${timeZoneLabel(invite.timeZone)}\nAuditor: ${invite.auditorName}\nDetails: ${invite.url}`,
    location: invite.location,
    url: invite.url,
    status: "CONFIRMED",
    busyStatus: "BUSY",
  });
  if (error || !value) throw error ?? new Error("could not build the calendar invite");
  const ics = withTimeZone(value, invite.start, invite.timeZone);
  return {
    filename: "audit.ics",
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    contentBase64: Buffer.from(ics, "utf8").toString("base64"),
  };
}
