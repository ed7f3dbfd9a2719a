import { createEvents, type EventAttributes } from "ics";
import { tzlib_get_ical_block } from "timezones-ical-library";
import type { EmailAttachment } from "~/db/schema";
import { DEFAULT_LOCALE, type Locale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages } from "~/lib/i18n/messages";
import { getSiteConfig } from "~/lib/site-config.server";
import { siteNameMessage } from "~/lib/site-config";
import { sentence } from "~/lib/sentence";
import { localDateTimeParts, timeZoneLabel } from "~/lib/time-zones";
import { AUDIT_DURATION_HOURS } from "./audit-rules";

/** The event's texts (SUMMARY, DESCRIPTION), in the recipient's language. */
export const auditInviteMessages = defineMessages({
  title: { id: "audits.invite.title", defaultMessage: "Accreditation audit: {businessName}" },
  about: {
    id: "audits.invite.about",
    defaultMessage: "On-site accreditation audit of {businessName}",
  },
  timeZone: { id: "audits.invite.timeZone", defaultMessage: "Time zone: {zone}" },
  auditor: { id: "audits.invite.auditor", defaultMessage: "Auditor: {name}" },
  details: { id: "audits.invite.details", defaultMessage: "Details: {url}" },
});

/** One audit as a calendar event. */
export type AuditInvite = {
  auditId: string;
  start: Date;
  /** The audit's IANA zone: the invite's DTSTART carries it (TZID + VTIMEZONE). */
  timeZone: string;
  businessName: string;
  /** LOCATION: the business's address, its country named in the calendar's language. */
  location: string | ((locale: Locale) => string);
  auditorName: string;
  url: string;
  /** The audit's calendar sequence: raised on each reschedule and on cancellation. */
  sequence: number;
  /** A cancelled audit stays in feeds as STATUS:CANCELLED (calendars remove it). */
  cancelled?: boolean;
};

function compact(date: string, time: string) {
  return `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;
}

const VEVENT_BLOCK = /BEGIN:VEVENT\r\n[\s\S]*?END:VEVENT\r\n/g;

/**
 * Rewrites each event's UTC DTSTART into local time with its zone's TZID and
 * adds each zone's VTIMEZONE once, before the events (RFC 5545 §3.2.19,
 * §3.6.5), so calendars show an audit in the business's zone. UTC audits keep
 * the UTC form. `events` are in the calendar's event order.
 */
export function withTimeZones(
  ics: string,
  events: readonly { start: Date; timeZone: string }[],
): string {
  const zones: string[] = [];
  let index = 0;
  const rewritten = ics.replace(VEVENT_BLOCK, (block) => {
    const event = events[index++];
    if (!event || event.timeZone === "UTC") return block;
    const found = tzlib_get_ical_block(event.timeZone);
    const vtimezone = Array.isArray(found) ? found[0] : "";
    if (!vtimezone) return block;
    if (!zones.some((z) => z === vtimezone)) zones.push(vtimezone);
    const local = localDateTimeParts(event.start, event.timeZone);
    return block.replace(
      /^DTSTART(;VALUE=DATE-TIME)?:\d{8}T\d{6}Z$/m,
      `DTSTART;TZID=${event.timeZone}:${compact(local.date, local.time)}`,
    );
  });
  if (zones.length === 0) return rewritten;
  const blocks = zones.map((z) => `${z.replace(/\r?\n/g, "\r\n")}\r\n`).join("");
  const first = rewritten.indexOf("BEGIN:VEVENT\r\n");
  return first === -1 ? rewritten : rewritten.slice(0, first) + blocks + rewritten.slice(first);
}

/** The stable UID of an audit's event: a reschedule or cancellation updates the same event. */
export function auditEventUid(auditId: string): string {
  return `audit-${auditId}@humane-accreditation.portal`;
}

function eventOf(
  invite: AuditInvite,
  organizer: { name: string; email: string },
  locale: Locale,
): EventAttributes {
  const intl = intlFor(locale);
  const m = auditInviteMessages;
  const description = [
    sentence(intl.formatMessage(m.about, { businessName: invite.businessName })),
    intl.formatMessage(m.timeZone, { zone: timeZoneLabel(invite.timeZone, locale) }),
    intl.formatMessage(m.auditor, { name: invite.auditorName }),
    intl.formatMessage(m.details, { url: invite.url }),
  ].join("\n");
  return {
    uid: auditEventUid(invite.auditId),
    sequence: invite.sequence,
    start: invite.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { hours: AUDIT_DURATION_HOURS },
    title: intl.formatMessage(m.title, { businessName: invite.businessName }),
    description,
    location: typeof invite.location === "string" ? invite.location : invite.location(locale),
    url: invite.url,
    organizer,
    status: invite.cancelled ? "CANCELLED" : "CONFIRMED",
    busyStatus: invite.cancelled ? "FREE" : "BUSY",
  };
}

/**
 * The one builder of the portal's iCalendar data (RFC 5545 with RFC 5546's
 * `METHOD:PUBLISH`, written by the `ics` package), decision 065: the e-mailed
 * invite, an audit's download and an examiner's feed. Every event names the
 * programme's mailbox (SUPPORT_EMAIL) as ORGANIZER, which PUBLISH requires;
 * UID is stable per audit and SEQUENCE is the audit's own. Its texts are in
 * `options.locale` (the reader's: the recipient's, the feed's owner's).
 */
export function buildAuditCalendar(
  invites: readonly AuditInvite[],
  options: { name?: string; locale?: Locale } = {},
): string {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const organizer = {
    name: intlFor(locale).formatMessage(siteNameMessage),
    email: getSiteConfig().supportEmail,
  };
  const { error, value } = createEvents(
    invites.map((invite) => eventOf(invite, organizer, locale)),
    {
      productId: "humane-accreditation-portal/audits",
      method: "PUBLISH",
      ...(options.name ? { calName: options.name } : {}),
    },
  );
  if (error || !value) throw error ?? new Error("could not build the calendar");
  return withTimeZones(value, invites);
}

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";

/** The `.ics` calendar invite of an audit, as an e-mail attachment, in its recipient's `locale`. */
export function buildAuditInvite(
  invite: AuditInvite,
  locale: Locale = DEFAULT_LOCALE,
): EmailAttachment {
  return {
    filename: "audit.ics",
    contentType: CALENDAR_CONTENT_TYPE,
    contentBase64: Buffer.from(buildAuditCalendar([invite], { locale }), "utf8").toString("base64"),
  };
}
