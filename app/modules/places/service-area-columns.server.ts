import { serviceAreas } from "~/db/schema";
import type { ServiceAreaSummary } from "./service-area-text";

/** The service_areas columns the area in words needs (select them as `area`, left-joined). */
export const serviceAreaColumns = {
  baseLat: serviceAreas.baseLat,
  baseLon: serviceAreas.baseLon,
  baseLabel: serviceAreas.baseLabel,
  radius: serviceAreas.radius,
  radiusUnit: serviceAreas.radiusUnit,
  regions: serviceAreas.regions,
  postalPrefixes: serviceAreas.postalPrefixes,
};

/** A service_areas row (as selected) for the words (null when the business has none yet). */
export function areaSummary(
  area: {
    baseLat: number | null;
    baseLabel: string | null;
    radius: number | null;
    radiusUnit: string | null;
    regions: string[] | null;
    postalPrefixes: string[] | null;
  } | null,
): ServiceAreaSummary | null {
  if (!area || area.radius === null) return null;
  return {
    baseLabel: area.baseLabel ?? "",
    radius: Number(area.radius),
    radiusUnit: area.radiusUnit === "mi" ? "mi" : "km",
    hasBase: area.baseLat !== null,
    regions: area.regions ?? [],
    postalPrefixes: area.postalPrefixes ?? [],
  };
}
