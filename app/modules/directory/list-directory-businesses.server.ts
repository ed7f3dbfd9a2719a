import { englishSearchWords } from "~/lib/search-vocabulary";
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { applications, certificates, serviceAreas } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { containsPattern } from "~/lib/list-query.server";
import { getEnv } from "~/lib/env.server";
import { isoDate } from "~/lib/format";
import { accreditedSql, certifiedStandardsVersionSql } from "~/modules/certificates/index.server";
import { publicPageCache } from "~/modules/public-cache/index.server";
import {
  areaSummary,
  postalPrefixesOf,
  serviceAreaColumns,
  type Place,
  type ServiceAreaSummary,
} from "~/modules/places/index.server";

export const DIRECTORY_PAGE_SIZE = 12;

/**
 * Who is in the directory: a business whose certificate is in force (not
 * revoked, expiry instant not passed): `accreditedSql`, the one definition
 * the reports and the certificates list count with (decision 050). Checked on
 * every read, so a revoked or expired certificate leaves the directory at
 * once (before any expiry job runs).
 */
export function directoryMembership(): SQL {
  return accreditedSql();
}

export type DirectoryFilter = {
  q?: string;
  /** State, province or Mexican state (business_address.region). */
  region?: string;
  /** One of serviceOptions (metadata.services_offered). */
  service?: string;
  page?: number;
  /**
   * A searched place (decision 054): businesses that serve it come first, by
   * distance from their base, then businesses based within NEARBY_KM that do
   * not list it; nothing farther.
   */
  near?: Place | null;
  /** Match words by similarity to names (typos) instead of exact words. */
  fuzzy?: boolean;
  /** Match any of the words instead of all of them ("bats in attic": bats, or attic). */
  anyWords?: boolean;
  /** With `near`: every business with a base, nearest first, however far (listNearestBusinesses). */
  nearest?: boolean;
};

/** Businesses based this close to a searched place are shown after those that serve it. */
export const NEARBY_KM = 80;

export type DirectoryCard = {
  /** The certificate id: the business's page is /directory/{id}. */
  id: string;
  businessName: string;
  city: string;
  region: string;
  country: string;
  services: string[];
  /** ISO timestamp of the certificate's issue date. */
  certifiedSince: string;
  /** The certificate's expiry day (YYYY-MM-DD, programme calendar): "Accredited until …". */
  validUntil: string;
  /** The standards version the business was audited against (null when none recorded). */
  standardsVersion: string | null;
  /** Where it works (null before its service area is known). */
  area: ServiceAreaSummary | null;
  /** With a searched place: kilometres from the business's base (null without a base). */
  distanceKm: number | null;
  /** With a searched place: whether the business serves it. */
  serves: boolean | null;
};

export type DirectoryRegion = { region: string; country: string };

export type DirectoryList = {
  rows: DirectoryCard[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** The states and provinces that have at least one listed business (for the filter). */
  regions: DirectoryRegion[];
};

const regionSql = sql<string>`coalesce(${applications.businessAddress}->>'region', '')`;
const countrySql = sql<string>`coalesce(${applications.businessAddress}->>'country', '')`;

/** Great-circle distance in km from the business's base to a point (null without a base). */
function distanceSql(lat: number, lon: number): SQL<number | null> {
  return sql<number | null>`(2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(${serviceAreas.baseLat} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${serviceAreas.baseLat}))
      * power(sin(radians(${serviceAreas.baseLon} - ${lon}::float8) / 2), 2)))))`;
}

/** A box around a point, `km` each way (degrees; longitude widened with latitude). */
function boxSql(lat: number, lon: number, km: number): SQL {
  const dLat = km / 110.57;
  const dLon =
    km / (111.32 * Math.max(Math.cos((Math.min(Math.abs(lat), 89) * Math.PI) / 180), 0.01));
  return sql`box(point(${lon - dLon}::float8, ${lat - dLat}::float8), point(${lon + dLon}::float8, ${lat + dLat}::float8))`;
}

function textArray(values: string[]): SQL {
  return values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`;
}

/**
 * "Serves the place": within the radius of its base (the coverage box, GiST
 * index, then the exact distance), or the whole state/province, or a postal
 * prefix of the searched code (GIN indexes). `candidate` adds businesses based
 * within NEARBY_KM; each branch can use an index, so the planner ORs bitmaps.
 */
export function servesSql(near: Place): { serves: SQL<boolean>; candidate: SQL } {
  const point = sql`point(${near.lon}::float8, ${near.lat}::float8)`;
  // `box && box(p, p)`: the GiST box operator class serves overlap (not `box @> point`).
  const atPoint = sql`${serviceAreas.coverage} && box(${point}, ${point})`;
  const inRadius = sql`(${atPoint} and ${distanceSql(near.lat, near.lon)} <= ${serviceAreas.radiusKm})`;
  const inRegion = sql`${serviceAreas.regions} && ${textArray([near.region])}`;
  const prefixes = near.postal ? postalPrefixesOf(near.postal) : [];
  const inPrefix =
    prefixes.length > 0
      ? sql`${serviceAreas.postalPrefixes} && ${textArray(prefixes)}`
      : sql`false`;
  const serves = sql<boolean>`(${inRadius} or ${inRegion} or ${inPrefix})`;
  const candidate = sql`(${atPoint} or ${inRegion} or ${inPrefix}
    or ${serviceAreas.basePoint} <@ ${boxSql(near.lat, near.lon, NEARBY_KM)})`;
  return { serves, candidate };
}

/**
 * The listing's rows restricted to a place's candidates, found first and alone
 * through the service-area indexes (an init plan), then each one's certificate
 * by its unique application key. Written as a join, the planner's default
 * costs (random_page_cost 4) chose to read every certificate and hash-join
 * them (decision 054: 20 ms against 1 ms at 10 000 businesses).
 */
export function nearCandidatesSql(near: Place): SQL {
  return sql`${certificates.applicationId} = any(array(
    select ${serviceAreas.applicationId} from ${serviceAreas} where ${servesSql(near).candidate}))`;
}

/**
 * Words: any part of the name (wildcards literal), or the words of name,
 * services and description — all of them, or any of them (`anyWords`).
 */
function wordsSql(q: string, options: { fuzzy?: boolean; anyWords?: boolean }): SQL {
  if (options.fuzzy) return sql`${q.slice(0, 100)} <% ${applications.businessName}`;
  // French and Spanish words for animals and services, in English (issue 36).
  const words = englishSearchWords(q) ?? q;
  const query = options.anyWords ? anyOfWords(words) : words;
  return or(
    ilike(applications.businessName, containsPattern(q)),
    sql`${applications.searchDocument} @@ websearch_to_tsquery('english', ${query})`,
  )!;
}

/** "bats in attic" → "bats or in or attic" (websearch syntax; stop words drop out). */
function anyOfWords(q: string): string {
  return (q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 20).join(" or ");
}

/** The public directory of accredited businesses: search, filters, distance, pages. */
export async function listDirectoryBusinesses(
  db: Executor,
  filter: DirectoryFilter = {},
): Promise<DirectoryList> {
  const conditions: SQL[] = [directoryMembership()];
  const q = filter.q?.trim();
  if (q) conditions.push(wordsSql(q, filter));
  const near = filter.near ?? null;
  const place = near ? servesSql(near) : null;
  if (near && filter.nearest) conditions.push(sql`${serviceAreas.baseLat} is not null`);
  else if (near) conditions.push(nearCandidatesSql(near));
  if (filter.region) conditions.push(sql`${regionSql} = ${filter.region}`);
  if (filter.service) {
    conditions.push(
      sql`coalesce(${applications.metadata}->'services_offered', '[]'::jsonb) @> ${JSON.stringify([filter.service])}::jsonb`,
    );
  }
  const where = and(...conditions);

  // One query gives the page and the number of matches (a window count over the
  // same rows); the count alone is asked only when the page asked for lies past
  // the last one, which is then shown instead.
  const readPage = (page: number) =>
    db
      .select({
        id: certificates.id,
        businessName: applications.businessName,
        address: applications.businessAddress,
        services: sql<unknown>`${applications.metadata}->'services_offered'`,
        accreditedSince: certificates.accreditedSince,
        expiryDate: certificates.expiryDate,
        standardsVersion: certifiedStandardsVersionSql(),
        area: serviceAreaColumns,
        distanceKm: near ? distanceSql(near.lat, near.lon) : sql<null>`null`,
        serves: place ? place.serves : sql<null>`null`,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(certificates)
      .innerJoin(applications, eq(applications.id, certificates.applicationId))
      .leftJoin(serviceAreas, eq(serviceAreas.applicationId, applications.id))
      .where(where)
      .orderBy(
        ...(place && near
          ? [desc(place.serves), sql`${distanceSql(near.lat, near.lon)} asc nulls last`]
          : []),
        asc(sql`lower(${applications.businessName})`),
        asc(certificates.id),
      )
      .limit(DIRECTORY_PAGE_SIZE)
      .offset((page - 1) * DIRECTORY_PAGE_SIZE);

  let page = Math.max(1, Math.floor(filter.page ?? 1));
  let rows = await readPage(page);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [totalRow] = await db
      .select({ total: count() })
      .from(certificates)
      .innerJoin(applications, eq(applications.id, certificates.applicationId))
      .leftJoin(serviceAreas, eq(serviceAreas.applicationId, applications.id))
      .where(where);
    total = Number(totalRow?.total ?? 0);
    page = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE));
    if (total > 0) rows = await readPage(page);
  }
  const pageCount = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE));

  const regions = await listDirectoryRegions(db);

  return {
    rows: rows.map((row) => ({
      id: row.id,
      businessName: row.businessName,
      city: row.address?.city ?? "",
      region: row.address?.region ?? "",
      country: row.address?.country ?? "",
      services: servicesOf({ services_offered: row.services }),
      certifiedSince: row.accreditedSince.toISOString(),
      validUntil: isoDate(row.expiryDate, getEnv().PROGRAMME_TIME_ZONE),
      standardsVersion: row.standardsVersion,
      area: areaSummary(row.area),
      distanceKm: row.distanceKm === null ? null : Number(row.distanceKm),
      serves: row.serves === null ? null : Boolean(row.serves),
    })),
    total,
    page,
    pageCount,
    pageSize: DIRECTORY_PAGE_SIZE,
    regions,
  };
}

/** How long the region filter's options may be reused (a certificate expiring by time changes them). */
export const DIRECTORY_REGIONS_TTL_MS = 60_000;

let regionsMemo: { generation: number; at: number; regions: Promise<DirectoryRegion[]> } | null =
  null;

/**
 * The states and provinces with at least one listed business (the region
 * filter's options). Reading them scans every listed business (~30 ms at
 * 10 000), so the answer is reused until the public content changes (a
 * certificate issued, renewed, revoked or expired clears the public page
 * cache and bumps its generation, decision 035) or for a minute at most.
 */
export function listDirectoryRegions(db: Executor): Promise<DirectoryRegion[]> {
  const generation = publicPageCache.currentGeneration;
  const now = Date.now();
  if (
    regionsMemo &&
    regionsMemo.generation === generation &&
    now - regionsMemo.at < DIRECTORY_REGIONS_TTL_MS
  )
    return regionsMemo.regions;
  const regions = db
    .selectDistinct({ region: regionSql, country: countrySql })
    .from(certificates)
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .where(and(directoryMembership(), sql`${regionSql} <> ''`))
    .orderBy(asc(countrySql), asc(regionSql))
    .then((rows) => rows.map((r) => ({ region: r.region, country: r.country })));
  regionsMemo = { generation, at: now, regions };
  // A failed read is not kept.
  regions.catch(() => {
    if (regionsMemo?.regions === regions) regionsMemo = null;
  });
  return regions;
}

/** metadata.services_offered as a list of strings (anything else ignored). */
export function servicesOf(metadata: { services_offered?: unknown } | null): string[] {
  const services = metadata?.services_offered;
  return Array.isArray(services) ? services.filter((s): s is string => typeof s === "string") : [];
}

/** Every listed business page with when it last changed (for /sitemap.xml, decision 054). */
export async function listDirectorySitemapEntries(
  db: Executor,
): Promise<{ path: string; lastModified: string }[]> {
  const rows = await db
    .select({
      id: certificates.id,
      lastModified: sql<string>`to_char(greatest(${certificates.updatedAt}, ${applications.updatedAt}, coalesce(${serviceAreas.updatedAt}, ${applications.updatedAt})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    })
    .from(certificates)
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .leftJoin(serviceAreas, eq(serviceAreas.applicationId, applications.id))
    .where(directoryMembership())
    .orderBy(asc(certificates.id));
  return rows.map((r) => ({ path: `/directory/${r.id}`, lastModified: r.lastModified }));
}

/** How many of the nearest businesses a search with nothing near its place shows. */
export const NEAREST_COUNT = 3;

/**
 * The accredited businesses nearest a place, whether or not they serve it
 * (issue 33: a homeowner whose place nobody serves sees who is closest and how
 * far, instead of a dead end). Nearest base first; businesses without a base
 * are left out (no distance to give).
 */
export async function listNearestBusinesses(
  db: Executor,
  near: Place,
  filter: Pick<DirectoryFilter, "service" | "region"> = {},
): Promise<DirectoryCard[]> {
  const found = await listDirectoryBusinesses(db, { ...filter, near, nearest: true });
  return found.rows.slice(0, NEAREST_COUNT);
}
