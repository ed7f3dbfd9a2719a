import { describe, expect, it } from "vitest";
import { withTimeZones } from "~/modules/audits/audit-invite.server";
import {
  businessTimeZones,
  formatTimeInZone,
  isBusinessTimeZone,
  localDateTimeParts,
  timeZoneForRegion,
  timeZoneLabel,
  zonedDateTimeToUtc,
} from "./time-zones";
import { regionsByCountry } from "~/modules/applications/application-schema";

describe("timeZoneForRegion", () => {
  it("derives the zone from the state or province", () => {
    expect(timeZoneForRegion("Ontario")).toBe("America/Toronto");
    expect(timeZoneForRegion("Arizona")).toBe("America/Phoenix");
    expect(timeZoneForRegion("British Columbia")).toBe("America/Vancouver");
    expect(timeZoneForRegion("Nuevo León")).toBe("America/Monterrey");
    expect(timeZoneForRegion("Saskatchewan")).toBe("America/Regina");
  });

  it("falls back to the programme's zone for an unknown region", () => {
    expect(timeZoneForRegion("Atlantis")).toBe("America/Toronto");
    expect(timeZoneForRegion(null)).toBe("America/Toronto");
  });

  it("knows every region of the application form, and each zone is choosable", () => {
    for (const regions of Object.values(regionsByCountry)) {
      for (const region of regions) {
        const zone = timeZoneForRegion(region);
        expect(isBusinessTimeZone(zone), `${region} → ${zone}`).toBe(true);
      }
    }
    for (const zone of businessTimeZones) expect(() => timeZoneLabel(zone)).not.toThrow();
  });
});

describe("zonedDateTimeToUtc", () => {
  it("reads a local date and time in the zone, across daylight saving time", () => {
    expect(zonedDateTimeToUtc("2026-12-01", "10:00", "America/Toronto")?.toISOString()).toBe(
      "2026-12-01T15:00:00.000Z",
    );
    expect(zonedDateTimeToUtc("2026-07-01", "10:00", "America/Toronto")?.toISOString()).toBe(
      "2026-07-01T14:00:00.000Z",
    );
    expect(zonedDateTimeToUtc("2026-07-01", "10:00", "America/Phoenix")?.toISOString()).toBe(
      "2026-07-01T17:00:00.000Z",
    );
    expect(zonedDateTimeToUtc("2026-07-01", "10:00", "UTC")?.toISOString()).toBe(
      "2026-07-01T10:00:00.000Z",
    );
  });

  it("refuses dates that do not exist and the hour skipped in spring", () => {
    expect(zonedDateTimeToUtc("2026-02-30", "10:00", "America/Toronto")).toBeNull();
    expect(zonedDateTimeToUtc("2026-03-08", "02:30", "America/Toronto")).toBeNull();
    expect(zonedDateTimeToUtc("2026-12-01", "9:00", "America/Toronto")).toBeNull();
  });

  it("round-trips with localDateTimeParts", () => {
    const instant = zonedDateTimeToUtc("2026-11-01", "23:45", "America/Vancouver")!;
    expect(localDateTimeParts(instant, "America/Vancouver")).toEqual({
      date: "2026-11-01",
      time: "23:45",
    });
    expect(localDateTimeParts(instant, "UTC")).toEqual({ date: "2026-11-02", time: "07:45" });
  });
});

describe("names of zones and times", () => {
  it("names the zone for people and the time with its short zone", () => {
    expect(timeZoneLabel("America/Toronto")).toBe("Eastern Time (America/Toronto)");
    expect(timeZoneLabel("UTC")).toBe("Coordinated Universal Time (UTC)");
    const instant = new Date("2026-12-01T15:00:00Z");
    expect(formatTimeInZone(instant, "America/Toronto")).toBe("10:00 AM EST");
    expect(formatTimeInZone(instant, "America/Los_Angeles")).toBe("7:00 AM PST");
  });
});

describe("the .ics invite carries the zone", () => {
  it("turns the UTC start into a local DTSTART with TZID and adds the VTIMEZONE", () => {
    const ics = [
      "BEGIN:VCALENDAR",
      "BEGIN:VEVENT",
      "DTSTART:20261201T150000Z",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    const start = new Date("2026-12-01T15:00:00Z");
    const out = withTimeZones(ics, [{ start, timeZone: "America/Toronto" }]);
    expect(out).toContain("DTSTART;TZID=America/Toronto:20261201T100000\r\n");
    expect(out).toMatch(
      /BEGIN:VTIMEZONE\r\nTZID:America\/Toronto\r\n[\s\S]*END:VTIMEZONE\r\nBEGIN:VEVENT/,
    );
    expect(out).not.toContain("T150000Z");
    expect(withTimeZones(ics, [{ start, timeZone: "UTC" }])).toBe(ics);
  });
});
