import { and, asc, count, eq, ilike, sql, type SQL } from "drizzle-orm";
import { applications, certificates } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { containsPattern } from "~/lib/list-query.server";
import { getEnv } from "~/lib/env.server";
import { isoDate } from "~/lib/format";
import { accreditedSql, certifiedStandardsVersionSql } from "~/modules/certificates/index.server";

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
};

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

/** The public directory of certified businesses: search, filters and pages, by name. */
export async function listDirectoryBusinesses(
  db: Executor,
  filter: DirectoryFilter = {},
): Promise<DirectoryList> {
  const conditions: SQL[] = [directoryMembership()];
  const q = filter.q?.trim();
  if (q) conditions.push(ilike(applications.businessName, containsPattern(q)));
  if (filter.region) conditions.push(sql`${regionSql} = ${filter.region}`);
  if (filter.service) {
    conditions.push(
      sql`coalesce(${applications.metadata}->'services_offered', '[]'::jsonb) @> ${JSON.stringify([filter.service])}::jsonb`,
    );
  }
  const where = and(...conditions);

  const [totalRow] = await db
    .select({ total: count() })
    .from(certificates)
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .where(where);
  const total = Number(totalRow?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(filter.page ?? 1)), pageCount);

  const rows = await db
    .select({
      id: certificates.id,
      businessName: applications.businessName,
      address: applications.businessAddress,
      metadata: applications.metadata,
      issueDate: certificates.issueDate,
      expiryDate: certificates.expiryDate,
      standardsVersion: certifiedStandardsVersionSql(),
    })
    .from(certificates)
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .where(where)
    .orderBy(asc(sql`lower(${applications.businessName})`), asc(certificates.id))
    .limit(DIRECTORY_PAGE_SIZE)
    .offset((page - 1) * DIRECTORY_PAGE_SIZE);

  const regions = await db
    .selectDistinct({ region: regionSql, country: countrySql })
    .from(certificates)
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .where(and(directoryMembership(), sql`${regionSql} <> ''`))
    .orderBy(asc(countrySql), asc(regionSql));

  return {
    rows: rows.map((row) => ({
      id: row.id,
      businessName: row.businessName,
      city: row.address?.city ?? "",
      region: row.address?.region ?? "",
      country: row.address?.country ?? "",
      services: servicesOf(row.metadata),
      certifiedSince: row.issueDate.toISOString(),
      validUntil: isoDate(row.expiryDate, getEnv().PROGRAMME_TIME_ZONE),
      standardsVersion: row.standardsVersion,
    })),
    total,
    page,
    pageCount,
    pageSize: DIRECTORY_PAGE_SIZE,
    regions: regions.map((r) => ({ region: r.region, country: r.country })),
  };
}

/** metadata.services_offered as a list of strings (anything else ignored). */
export function servicesOf(metadata: { services_offered?: unknown } | null): string[] {
  const services = metadata?.services_offered;
  return Array.isArray(services) ? services.filter((s): s is string => typeof s === "string") : [];
}
