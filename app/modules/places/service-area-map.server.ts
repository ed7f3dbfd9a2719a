// A small map of a service area, drawn on the server as SVG path data
// (decision 054): country outlines from `world-atlas` (Natural Earth, public
// domain), US state lines from `us-atlas` (US Census Bureau, public domain),
// projected with `d3-geo`. No tile server, no client script: the page gets
// strings.
import fs from "node:fs";
import { createRequire } from "node:module";
import { geoCircle, geoConicConformal, geoPath, type GeoPermissibleObjects } from "d3-geo";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { ServiceAreaSummary } from "./service-area-text";

export type ServiceAreaMap = {
  width: number;
  height: number;
  /** Countries (land). */
  land: string;
  /** Country borders and US state lines. */
  borders: string;
  /** The radius served. */
  area: string;
  /** Whole US states served, filled. */
  regions: string;
  /** The base, in map coordinates. */
  base: [number, number];
};

const require = createRequire(import.meta.url);
const WIDTH = 480;
const HEIGHT = 320;

type Atlas = {
  land: GeoPermissibleObjects;
  borders: GeoPermissibleObjects;
  states: { name: string; geometry: GeoPermissibleObjects }[];
};
let atlas: Atlas | undefined;

function readJson<T>(specifier: string): T {
  return JSON.parse(fs.readFileSync(require.resolve(specifier), "utf8")) as T;
}

function loadAtlas(): Atlas {
  if (atlas) return atlas;
  const world = readJson<Topology>("world-atlas/countries-50m.json");
  const us = readJson<Topology>("us-atlas/states-10m.json");
  const countries = world.objects.countries as GeometryCollection;
  const states = us.objects.states as GeometryCollection<{ name: string }>;
  const stateFeatures = feature(us, states).features;
  atlas = {
    land: feature(world, countries) as GeoPermissibleObjects,
    borders: {
      type: "GeometryCollection",
      geometries: [mesh(world, countries, (a, b) => a !== b), mesh(us, states, (a, b) => a !== b)],
    } as GeoPermissibleObjects,
    states: stateFeatures.map((f) => ({
      name: f.properties?.name ?? "",
      geometry: f as GeoPermissibleObjects,
    })),
  };
  return atlas;
}

/** The map of a service area with a base; null without one (the words say it all). */
export function serviceAreaMap(
  area: ServiceAreaSummary | null,
  base: { lat: number; lon: number } | null,
): ServiceAreaMap | null {
  if (!area || !base) return null;
  const { land, borders, states } = loadAtlas();
  const radiusKm =
    area.radius > 0 ? (area.radiusUnit === "mi" ? area.radius * 1.609344 : area.radius) : 0;
  const circle = geoCircle()
    .center([base.lon, base.lat])
    .radius(Math.max(radiusKm, 10) / 111.195)();
  // The view: the radius circle with room around it (at least 500 km across, so borders and coasts show).
  const frame = geoCircle()
    .center([base.lon, base.lat])
    .radius(Math.max(radiusKm * 3, 250) / 111.195)();
  const projection = geoConicConformal()
    .parallels([base.lat - 5, base.lat + 5])
    .rotate([-base.lon, 0])
    .fitExtent(
      [
        [8, 8],
        [WIDTH - 8, HEIGHT - 8],
      ],
      frame,
    )
    .clipExtent([
      [0, 0],
      [WIDTH, HEIGHT],
    ]);
  const path = geoPath(projection).digits(1);
  const served = new Set(area.regions);
  const regionShapes = states
    .filter((s) => served.has(s.name))
    .map((s) => path(s.geometry) ?? "")
    .join("");
  const point = projection([base.lon, base.lat]) ?? [WIDTH / 2, HEIGHT / 2];
  return {
    width: WIDTH,
    height: HEIGHT,
    land: path(land) ?? "",
    borders: path(borders) ?? "",
    area: radiusKm > 0 ? (path(circle) ?? "") : "",
    regions: regionShapes,
    base: [Math.round(point[0] * 10) / 10, Math.round(point[1] * 10) / 10],
  };
}
