import ICAL from "ical.js";

/** One event of a parsed calendar, as calendar apps read it. */
export type ParsedEvent = {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  organizer: string;
  start: Date;
  timeZone: string;
};

/**
 * A calendar parsed with a real iCalendar parser (ical.js, Mozilla's): its
 * METHOD and events, each start resolved through the calendar's own
 * VTIMEZONE. Throws on data the parser refuses.
 */
export function parseCalendar(text: string): {
  method: string;
  name: string | null;
  events: ParsedEvent[];
} {
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== "vcalendar") throw new Error(`not a calendar: ${calendar.name}`);
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(zone);
  }
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue("status") ?? ""),
      summary: event.summary,
      // The scheme is case-insensitive (RFC 3986): written MAILTO, compared as mailto.
      organizer: String(vevent.getFirstPropertyValue("organizer") ?? "").replace(
        /^mailto:/i,
        "mailto:",
      ),
      start: event.startDate.toJSDate(),
      timeZone: event.startDate.zone?.tzid ?? "",
    };
  });
  return {
    method: String(calendar.getFirstPropertyValue("method") ?? ""),
    name: (calendar.getFirstPropertyValue("x-wr-calname") as string | null) ?? null,
    events,
  };
}
