// A small map of a service area, drawn on the server as SVG path data
// (decision 054): country outlines from `world-atlas` (Natural Earth, public
// domain), US state lines from `us-atlas` (US Census Bureau, public domain),
// projected with `d3-geo`. No tile server, no client script: the page gets
// strings.
import fs from "node:fs";
import { createRequire } from "node:module";
import {
  geoBounds,
  geoCircle,
  geoConicConformal,
  geoPath,
  type GeoPermissibleObjects,
  type GeoProjection,
} from "d3-geo";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { boundedCache } from "~/lib/bounded-cache";
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

/** A longitude/latitude box. */
type Box = { west: number; south: number; east: number; north: number };

/** One polygon of the land or one line of the borders, with its box. */
type Piece = Box & { geometry: GeoPermissibleObjects };

type Atlas = {
  land: Piece[];
  borders: Piece[];
  states: { name: string; geometry: GeoPermissibleObjects }[];
};
let atlas: Atlas | undefined;

function readJson<T>(specifier: string): T {
  return JSON.parse(fs.readFileSync(require.resolve(specifier), "utf8")) as T;
}

type Geometry =
  | { type: "Polygon"; coordinates: unknown[] }
  | { type: "MultiPolygon"; coordinates: unknown[][] }
  | { type: "LineString"; coordinates: unknown[] }
  | { type: "MultiLineString"; coordinates: unknown[][] };

/** A (multi)polygon or (multi)line split into its parts, each with its box (geoBounds). */
function pieces(geometries: Geometry[]): Piece[] {
  const parts: GeoPermissibleObjects[] = [];
  for (const g of geometries) {
    if (g.type === "MultiPolygon") {
      for (const coordinates of g.coordinates) {
        parts.push({ type: "Polygon", coordinates } as never);
      }
    } else if (g.type === "MultiLineString") {
      for (const coordinates of g.coordinates) {
        parts.push({ type: "LineString", coordinates } as never);
      }
    } else {
      parts.push(g as never);
    }
  }
  return parts.map((geometry) => {
    const [[west, south], [east, north]] = geoBounds(geometry);
    return { geometry, west, south, east, north };
  });
}

function loadAtlas(): Atlas {
  if (atlas) return atlas;
  const world = readJson<Topology>("world-atlas/countries-50m.json");
  const us = readJson<Topology>("us-atlas/states-10m.json");
  const countries = world.objects.countries as GeometryCollection;
  const states = us.objects.states as GeometryCollection<{ name: string }>;
  const stateFeatures = feature(us, states).features;
  atlas = {
    land: pieces(feature(world, countries).features.map((f) => f.geometry as Geometry)),
    borders: pieces([
      mesh(world, countries, (a, b) => a !== b) as Geometry,
      mesh(us, states, (a, b) => a !== b) as Geometry,
    ]),
    states: stateFeatures.map((f) => ({
      name: f.properties?.name ?? "",
      geometry: f as GeoPermissibleObjects,
    })),
  };
  return atlas;
}

/**
 * The longitudes and latitudes the map shows, with a degree of margin: the
 * edge of the map taken back through the projection. Null when that is not a
 * plain box (the view reaches a pole or the 180th meridian): then every piece
 * is drawn.
 */
function visibleBox(projection: GeoProjection): Box | null {
  const north = projection([0, 90]);
  const south = projection([0, -90]);
  const inside = (p: [number, number] | null) =>
    p !== null && p[0] >= 0 && p[0] <= WIDTH && p[1] >= 0 && p[1] <= HEIGHT;
  if (inside(north) || inside(south)) return null;
  const box = { west: 180, south: 90, east: -180, north: -90 };
  const STEPS = 24;
  for (let i = 0; i <= STEPS; i += 1) {
    const x = (WIDTH * i) / STEPS;
    const y = (HEIGHT * i) / STEPS;
    for (const point of [
      [x, 0],
      [x, HEIGHT],
      [0, y],
      [WIDTH, y],
    ] as [number, number][]) {
      const lonLat = projection.invert?.(point);
      if (!lonLat || !Number.isFinite(lonLat[0]) || !Number.isFinite(lonLat[1])) return null;
      box.west = Math.min(box.west, lonLat[0]);
      box.east = Math.max(box.east, lonLat[0]);
      box.south = Math.min(box.south, lonLat[1]);
      box.north = Math.max(box.north, lonLat[1]);
    }
  }
  if (box.east - box.west > 180) return null;
  return { west: box.west - 1, south: box.south - 1, east: box.east + 1, north: box.north + 1 };
}

/** Whether a piece may show in the box (a piece across the 180th meridian always may). */
function mayShow(piece: Piece, box: Box): boolean {
  if (piece.west > piece.east) return true;
  return (
    piece.east >= box.west &&
    piece.west <= box.east &&
    piece.north >= box.south &&
    piece.south <= box.north
  );
}

function collection(parts: Piece[], box: Box | null): GeoPermissibleObjects {
  return {
    type: "GeometryCollection",
    geometries: (box ? parts.filter((p) => mayShow(p, box)) : parts).map((p) => p.geometry),
  } as GeoPermissibleObjects;
}

/**
 * Maps already drawn, by what they are drawn from (a business page is read
 * many times), up to 8 MB of path data; the least recently used are dropped first.
 */
const drawn = boundedCache<ServiceAreaMap>({
  maxBytes: 8 * 1024 * 1024,
  sizeOf: (map) => map.land.length + map.borders.length + map.area.length + map.regions.length,
});

/**
 * The map of a service area with a base; null without one (the words say it all).
 *
 * Drawing the whole 1:50m world and projecting it for every business page
 * took 50–150 ms of one thread (the soak found pages waiting behind it):
 * only the land and border pieces whose box meets what the map shows are
 * projected now (the rest would be clipped away: the path data is the
 * same), and drawn maps are kept (8 MB, the least recently used dropped first).
 */
export function serviceAreaMap(
  area: ServiceAreaSummary | null,
  base: { lat: number; lon: number } | null,
  options: { everyPiece?: boolean } = {},
): ServiceAreaMap | null {
  if (!area || !base) return null;
  const radiusKm =
    area.radius > 0 ? (area.radiusUnit === "mi" ? area.radius * 1.609344 : area.radius) : 0;
  const key = `${base.lat},${base.lon},${radiusKm},${[...area.regions].sort().join("|")}`;
  if (options.everyPiece) return drawMap(area.regions, base, radiusKm, true);
  let map = drawn.get(key);
  if (!map) {
    map = drawMap(area.regions, base, radiusKm, false);
    drawn.set(key, map);
  }
  return map;
}

function drawMap(
  regions: string[],
  base: { lat: number; lon: number },
  radiusKm: number,
  everyPiece: boolean,
): ServiceAreaMap {
  const { land, borders, states } = loadAtlas();
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
  const box = everyPiece ? null : visibleBox(projection);
  const path = geoPath(projection).digits(1);
  const served = new Set(regions);
  const regionShapes = states
    .filter((s) => served.has(s.name))
    .map((s) => path(s.geometry) ?? "")
    .join("");
  const point = projection([base.lon, base.lat]) ?? [WIDTH / 2, HEIGHT / 2];
  return {
    width: WIDTH,
    height: HEIGHT,
    land: path(collection(land, box)) ?? "",
    borders: path(collection(borders, box)) ?? "",
    area: radiusKm > 0 ? (path(circle) ?? "") : "",
    regions: regionShapes,
    base: [Math.round(point[0] * 10) / 10, Math.round(point[1] * 10) / 10],
  };
}
