// A service area in words (decision 054), for the directory cards, the
// business page and the staff form. Pure and client-safe.

export type ServiceAreaSummary = {
  baseLabel: string;
  /** As entered, in its unit; 0 when the business serves listed areas only. */
  radius: number;
  radiusUnit: "km" | "mi";
  hasBase: boolean;
  regions: string[];
  postalPrefixes: string[];
};

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, "");
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "Within 40 km of Ottawa, ON; all of Quebec; postal codes starting K2 or K4". */
export function describeServiceArea(area: ServiceAreaSummary | null): string {
  if (!area) return "";
  const parts: string[] = [];
  if (area.hasBase && area.radius > 0) {
    parts.push(
      `Within ${formatNumber(area.radius)} ${area.radiusUnit} of ${area.baseLabel || "its base"}`,
    );
  }
  if (area.regions.length > 0) parts.push(`all of ${list(area.regions)}`);
  if (area.postalPrefixes.length > 0) {
    parts.push(
      `postal codes starting ${area.postalPrefixes.length === 1 ? area.postalPrefixes[0] : list(area.postalPrefixes).replace(/ and ([^ ]+)$/, " or $1")}`,
    );
  }
  const text = parts.join("; ");
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : "";
}

/** "12 km away" (km for Canada and Mexico, miles for the United States); "Under 1 km away". */
export function formatDistance(km: number, unit: "km" | "mi" = "km"): string {
  const value = unit === "mi" ? km / 1.609344 : km;
  if (value < 1) return `Under 1 ${unit} away`;
  return `${value < 10 ? formatNumber(Math.round(value * 10) / 10) : Math.round(value)} ${unit} away`;
}
