import { describe, expect, it } from "vitest";
import { serviceAreaMap } from "./service-area-map.server";
import type { ServiceAreaSummary } from "./service-area-text";

function area(radius: number, regions: string[] = []): ServiceAreaSummary {
  return { baseLabel: "", radius, radiusUnit: "km", hasBase: true, regions, postalPrefixes: [] };
}

describe("serviceAreaMap", () => {
  it("draws only what the map shows, the same path data as drawing everything", () => {
    const places = [
      { base: { lat: 45.52, lon: -122.68 }, area: area(80, ["Oregon"]) }, // Portland
      { base: { lat: 43.65, lon: -79.38 }, area: area(50) }, // Toronto, by the border
      { base: { lat: 51.9, lon: -176.6 }, area: area(300) }, // the Aleutians, across 180°
      { base: { lat: 64.8, lon: -147.7 }, area: area(2000) }, // a view near the pole
    ];
    for (const { base, area: served } of places) {
      const map = serviceAreaMap(served, base);
      const everything = serviceAreaMap(served, base, { everyPiece: true });
      expect(map).toEqual(everything);
      expect(map!.land.length).toBeGreaterThan(100);
    }
    // Drawing every piece is the slow reference: seconds on a loaded machine.
  }, 30_000);

  it("keeps a drawn map for the next page and has none without a base", () => {
    const first = serviceAreaMap(area(25), { lat: 47.61, lon: -122.33 });
    expect(serviceAreaMap(area(25), { lat: 47.61, lon: -122.33 })).toBe(first);
    expect(serviceAreaMap(area(30), { lat: 47.61, lon: -122.33 })).not.toBe(first);
    expect(serviceAreaMap(area(25), null)).toBeNull();
    expect(serviceAreaMap(null, { lat: 47.61, lon: -122.33 })).toBeNull();
  });
});
