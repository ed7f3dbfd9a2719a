// The service-area fields of the application, renewal and staff forms, read
// and checked (decision 054). Pure and without a schema library: the
// application schema calls it inside its own refinement.
import { findRegions, countryCodeOf, type CountryCode } from "./regions";
import { parsePostalPrefixes } from "./search-query";

import { MAX_RADIUS_KM, MAX_RADIUS_MI } from "~/domain/service-area";

export const MAX_REGIONS_SERVED = 20;
export const MAX_PREFIXES_SERVED = 50;

/** The posted fields, as strings. */
export type ServiceAreaFormInput = {
  serviceRadius?: string;
  serviceRadiusUnit?: string;
  serviceRegions?: string;
  servicePostalPrefixes?: string;
  serviceBasePostalCode?: string;
};

export const serviceAreaFieldNames = [
  "serviceRadius",
  "serviceRadiusUnit",
  "serviceRegions",
  "servicePostalPrefixes",
  "serviceBasePostalCode",
] as const;

/** What the application's metadata keeps (the service_areas row is derived from it). */
export type ServiceAreaMetadata = {
  service_radius: number;
  service_radius_unit: "km" | "mi";
  service_regions: string[];
  service_postal_prefixes: string[];
  service_base_postal_code: string;
};

/** Every metadata key of a service area (copied from a completed renewal to its business). */
export const serviceAreaMetadataKeys = [
  "service_radius",
  "service_radius_unit",
  "service_regions",
  "service_postal_prefixes",
  "service_base_postal_code",
  "service_area_source",
] as const;

export type ServiceAreaCheck =
  | { ok: true; value: ServiceAreaMetadata }
  | { ok: false; errors: Partial<Record<(typeof serviceAreaFieldNames)[number], string>> };

/**
 * Checks the service-area fields. `required`: a complete application must say
 * where it works (a radius, or states/provinces, or postal prefixes).
 * `country` (the business's) decides between same abbreviations ("BC").
 */
export function checkServiceArea(
  input: ServiceAreaFormInput,
  options: { required: boolean; country?: string },
): ServiceAreaCheck {
  const errors: Partial<Record<(typeof serviceAreaFieldNames)[number], string>> = {};
  const unit = (input.serviceRadiusUnit ?? "km").trim() || "km";
  if (unit !== "km" && unit !== "mi") errors.serviceRadiusUnit = "Choose kilometres or miles";
  const radiusText = (input.serviceRadius ?? "").trim().replace(",", ".");
  let radius = 0;
  if (radiusText !== "") {
    const value = Number(radiusText);
    const max = unit === "mi" ? MAX_RADIUS_MI : MAX_RADIUS_KM;
    if (!/^\d{1,6}(\.\d{1,2})?$/.test(radiusText) || !Number.isFinite(value)) {
      errors.serviceRadius = "Enter the radius as a number, e.g. 40";
    } else if (value === 0) {
      errors.serviceRadius =
        "A radius of 0 serves no one: enter at least 1, or leave it empty and list the areas you serve";
    } else if (value > max) {
      errors.serviceRadius = `Enter a radius of at most ${max} ${unit}; list whole states or provinces for a wider area`;
    } else radius = value;
  }

  const preferred: CountryCode | null = countryCodeOf(options.country ?? "");
  const regions: string[] = [];
  const regionParts = (input.serviceRegions ?? "")
    .split(/[,;\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown: string[] = [];
  for (const part of regionParts) {
    const found = findRegions(part);
    const pick =
      found.length === 1 ? found[0] : (found.find((r) => r.country === preferred) ?? found[0]);
    if (!pick || !pick.name) unknown.push(part);
    else if (!regions.includes(pick.name)) regions.push(pick.name);
  }
  if (unknown.length > 0) {
    errors.serviceRegions = `Unknown state or province: ${unknown.slice(0, 3).join(", ")}`;
  } else if (regions.length > MAX_REGIONS_SERVED) {
    errors.serviceRegions = `List at most ${MAX_REGIONS_SERVED} states or provinces`;
  }

  const { prefixes, invalid } = parsePostalPrefixes(input.servicePostalPrefixes ?? "");
  if (invalid.length > 0) {
    errors.servicePostalPrefixes = `Not a postal-code prefix: ${invalid.slice(0, 3).join(", ")} (use the start of a code, e.g. K1A or 902)`;
  } else if (prefixes.length > MAX_PREFIXES_SERVED) {
    errors.servicePostalPrefixes = `List at most ${MAX_PREFIXES_SERVED} postal-code prefixes`;
  }

  const base = (input.serviceBasePostalCode ?? "").trim().toUpperCase().replace(/\s+/g, " ");
  if (
    base.length > 10 ||
    (base !== "" && !/^(\d{5}(-\d{4})?|[A-Z]\d[A-Z]( ?\d[A-Z]\d)?)$/.test(base))
  ) {
    errors.serviceBasePostalCode =
      "Enter a ZIP code, código postal or Canadian postal code (or leave it empty to use your address)";
  }

  if (
    options.required &&
    Object.keys(errors).length === 0 &&
    radius === 0 &&
    regions.length === 0 &&
    prefixes.length === 0
  ) {
    errors.serviceRadius =
      "Enter how far you travel from your base, or list the states, provinces or postal codes you serve";
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      service_radius: radius,
      service_radius_unit: unit as "km" | "mi",
      service_regions: regions,
      service_postal_prefixes: prefixes,
      service_base_postal_code: base.replace(/^([A-Z]\d[A-Z])(\d[A-Z]\d)$/, "$1 $2"),
    },
  };
}

/** The area the directory lists (a service_areas row), for a form that starts from it. */
export type ListedServiceArea = {
  radius: number | null;
  radiusUnit: string | null;
  regions: string[] | null;
  postalPrefixes: string[] | null;
};

/**
 * The form's values from stored metadata (edit forms). A business that never
 * stated its area (the directory lists its address with the default radius)
 * starts from what the directory lists, when `listed` is given (issue 33:
 * the renewal form was blank while the listing had an area).
 */
export function serviceAreaFormValues(
  metadata: Record<string, unknown> | null | undefined,
  listed?: ListedServiceArea | null,
): Required<ServiceAreaFormInput> {
  const m = metadata ?? {};
  const radius =
    typeof m.service_radius === "number" && m.service_radius > 0 ? String(m.service_radius) : "";
  const list = (v: unknown) =>
    Array.isArray(v) ? v.filter((s) => typeof s === "string").join(", ") : "";
  const stated =
    radius !== "" || list(m.service_regions) !== "" || list(m.service_postal_prefixes) !== "";
  if (!stated && listed) {
    return {
      serviceRadius: listed.radius && listed.radius > 0 ? String(listed.radius) : "",
      serviceRadiusUnit: listed.radiusUnit === "mi" ? "mi" : "km",
      serviceRegions: (listed.regions ?? []).join(", "),
      servicePostalPrefixes: (listed.postalPrefixes ?? []).join(", "),
      serviceBasePostalCode: "",
    };
  }
  return {
    serviceRadius: radius,
    serviceRadiusUnit: m.service_radius_unit === "mi" ? "mi" : "km",
    serviceRegions: list(m.service_regions),
    servicePostalPrefixes: list(m.service_postal_prefixes),
    serviceBasePostalCode:
      typeof m.service_base_postal_code === "string" ? m.service_base_postal_code : "",
  };
}
