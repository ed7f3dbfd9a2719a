import { TZDate } from "@date-fns/tz";
import { DEFAULT_TIME_ZONE } from "./format";
import { INTL_LOCALE, type Locale } from "~/domain/locale";

/**
 * Business time zones (decision 038). A business's zone is derived from its
 * state, province or Mexican state (the zone most of it keeps); staff can
 * choose another when scheduling an audit. Instants are stored in UTC; these
 * helpers turn a local date and time in a zone into the instant and back.
 */

const east = "America/New_York";
const central = "America/Chicago";
const mountain = "America/Denver";
const pacific = "America/Los_Angeles";

const regionZones: Record<string, string> = {
  // United States
  Alabama: central,
  Alaska: "America/Anchorage",
  Arizona: "America/Phoenix",
  Arkansas: central,
  California: pacific,
  Colorado: mountain,
  Connecticut: east,
  Delaware: east,
  "District of Columbia": east,
  Florida: east,
  Georgia: east,
  Hawaii: "Pacific/Honolulu",
  Idaho: "America/Boise",
  Illinois: central,
  Indiana: "America/Indiana/Indianapolis",
  Iowa: central,
  Kansas: central,
  Kentucky: east,
  Louisiana: central,
  Maine: east,
  Maryland: east,
  Massachusetts: east,
  Michigan: "America/Detroit",
  Minnesota: central,
  Mississippi: central,
  Missouri: central,
  Montana: mountain,
  Nebraska: central,
  Nevada: pacific,
  "New Hampshire": east,
  "New Jersey": east,
  "New Mexico": mountain,
  "New York": east,
  "North Carolina": east,
  "North Dakota": central,
  Ohio: east,
  Oklahoma: central,
  Oregon: pacific,
  Pennsylvania: east,
  "Rhode Island": east,
  "South Carolina": east,
  "South Dakota": central,
  Tennessee: central,
  Texas: central,
  Utah: mountain,
  Vermont: east,
  Virginia: east,
  Washington: pacific,
  "West Virginia": east,
  Wisconsin: central,
  Wyoming: mountain,
  // Canada
  Alberta: "America/Edmonton",
  "British Columbia": "America/Vancouver",
  Manitoba: "America/Winnipeg",
  "New Brunswick": "America/Moncton",
  "Newfoundland and Labrador": "America/St_Johns",
  "Northwest Territories": "America/Yellowknife",
  "Nova Scotia": "America/Halifax",
  Nunavut: "America/Iqaluit",
  Ontario: "America/Toronto",
  "Prince Edward Island": "America/Halifax",
  Quebec: "America/Toronto",
  Saskatchewan: "America/Regina",
  Yukon: "America/Whitehorse",
  // Mexico
  Aguascalientes: "America/Mexico_City",
  "Baja California": "America/Tijuana",
  "Baja California Sur": "America/Mazatlan",
  Campeche: "America/Merida",
  Chiapas: "America/Mexico_City",
  Chihuahua: "America/Chihuahua",
  "Ciudad de México": "America/Mexico_City",
  Coahuila: "America/Monterrey",
  Colima: "America/Mexico_City",
  Durango: "America/Monterrey",
  Guanajuato: "America/Mexico_City",
  Guerrero: "America/Mexico_City",
  Hidalgo: "America/Mexico_City",
  Jalisco: "America/Mexico_City",
  México: "America/Mexico_City",
  Michoacán: "America/Mexico_City",
  Morelos: "America/Mexico_City",
  Nayarit: "America/Mazatlan",
  "Nuevo León": "America/Monterrey",
  Oaxaca: "America/Mexico_City",
  Puebla: "America/Mexico_City",
  Querétaro: "America/Mexico_City",
  "Quintana Roo": "America/Cancun",
  "San Luis Potosí": "America/Mexico_City",
  Sinaloa: "America/Mazatlan",
  Sonora: "America/Hermosillo",
  Tabasco: "America/Mexico_City",
  Tamaulipas: "America/Monterrey",
  Tlaxcala: "America/Mexico_City",
  Veracruz: "America/Mexico_City",
  Yucatán: "America/Merida",
  Zacatecas: "America/Mexico_City",
};

/** The zones a scheduler can choose from, west to east, then UTC. */
export const businessTimeZones: readonly string[] = [
  "Pacific/Honolulu",
  "America/Anchorage",
  "America/Los_Angeles",
  "America/Vancouver",
  "America/Tijuana",
  "America/Whitehorse",
  "America/Phoenix",
  "America/Hermosillo",
  "America/Denver",
  "America/Boise",
  "America/Edmonton",
  "America/Yellowknife",
  "America/Mazatlan",
  "America/Chihuahua",
  "America/Chicago",
  "America/Winnipeg",
  "America/Regina",
  "America/Mexico_City",
  "America/Monterrey",
  "America/Merida",
  "America/Cancun",
  "America/New_York",
  "America/Detroit",
  "America/Indiana/Indianapolis",
  "America/Toronto",
  "America/Iqaluit",
  "America/Halifax",
  "America/Moncton",
  "America/St_Johns",
  "UTC",
];

export function isBusinessTimeZone(value: string): boolean {
  return businessTimeZones.includes(value);
}

/** The zone of a business from its address (the programme's zone when unknown). */
export function timeZoneForRegion(region: string | null | undefined): string {
  return (region && regionZones[region.trim()]) || DEFAULT_TIME_ZONE;
}

/**
 * "2026-12-01" + "10:00" in `timeZone` as an instant, or null when the date
 * is not real or the time does not exist there (the hour skipped when clocks
 * go forward).
 */
export function zonedDateTimeToUtc(date: string, time: string, timeZone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const value = new TZDate(year, month - 1, day, hour, minute, timeZone);
  const instant = new Date(value.getTime());
  if (Number.isNaN(instant.getTime())) return null;
  const back = localDateTimeParts(instant, timeZone);
  if (back.date !== date || back.time !== time) return null;
  return instant;
}

/** The local calendar date ("2026-12-01") and 24-hour time ("10:00") of an instant in `timeZone`. */
export function localDateTimeParts(
  value: Date | string,
  timeZone: string,
): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).formatToParts(typeof value === "string" ? new Date(value) : value);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    date: `${get("year")}-${get("month")}-${get("day")}`,
    time: `${get("hour")}:${get("minute")}`,
  };
}

const UTC_NAMES: Readonly<Record<Locale, string>> = {
  en: "Coordinated Universal Time",
  "fr-CA": "temps universel coordonné",
  "es-MX": "tiempo universal coordinado",
};

/**
 * "Eastern Time (America/Toronto)": the zone named for people, in `locale`
 * ("heure de l’Est (America/Toronto)", "hora oriental (America/Toronto)").
 */
export function timeZoneLabel(timeZone: string, locale: Locale = "en"): string {
  if (timeZone === "UTC") return `${UTC_NAMES[locale]} (UTC)`;
  const name =
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, timeZoneName: "longGeneric" })
      .formatToParts(new Date(0))
      .find((p) => p.type === "timeZoneName")?.value ?? timeZone;
  return `${name} (${timeZone})`;
}

/**
 * "10:00 AM EST": the time of an instant in `timeZone` with the zone's short
 * name, in `locale` ("10 h 00 HNE", "10:00 a.m. GMT-5").
 */
export function formatTimeInZone(
  value: Date | string,
  timeZone: string,
  locale: Locale = "en",
): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(typeof value === "string" ? new Date(value) : value);
}
