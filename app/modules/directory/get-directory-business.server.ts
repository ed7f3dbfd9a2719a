import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { applications, certificates, serviceAreas } from "~/db/schema";
import type { AccreditationState } from "~/domain/accreditation-state";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { isoDate } from "~/lib/format";
import {
  certifiedStandardsVersionSql,
  getAccreditation,
} from "~/modules/certificates/index.server";
import {
  areaSummary,
  serviceAreaColumns,
  serviceAreaMap,
  type ServiceAreaMap,
  type ServiceAreaSummary,
} from "~/modules/places/index.server";
import { directoryMembership, servicesOf } from "./list-directory-businesses.server";

export type DirectoryBusiness = {
  id: string;
  businessName: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  services: string[];
  serviceArea: string;
  /** ISO timestamp of the certificate's issue date. */
  certifiedSince: string;
  /** The certificate's expiry day (YYYY-MM-DD, programme calendar). */
  validUntil: string;
  /** The standards version the business was audited against (null when none recorded). */
  standardsVersion: string | null;
  certificateNumber: string;
  /** What the business does, in its words. */
  description: string;
  /** Where it works (null before its service area is known). */
  area: ServiceAreaSummary | null;
  /** The base of its radius (null when not placed). */
  base: { lat: number; lon: number } | null;
  /** The server-drawn map of the area (null without a base). */
  map: ServiceAreaMap | null;
  /** The accreditation state (decision 050), from its certificates. */
  accreditation: AccreditationState;
  /** When the listing last changed (application or service area): the sitemap's lastmod. */
  updatedAt: string;
};

export const BUSINESS_NOT_FOUND = "Business not found in the directory";

/**
 * One listed business by its certificate id. Not found (404) for an unknown
 * id and for a business whose certificate is revoked or expired: it is no
 * longer in the directory.
 */
export async function getDirectoryBusiness(db: Executor, id: string): Promise<DirectoryBusiness> {
  if (!z.uuid().safeParse(id).success) throw new AppError("not_found", BUSINESS_NOT_FOUND);
  const [row] = await db
    .select({
      id: certificates.id,
      certificateNumber: certificates.certificateNumber,
      accreditedSince: certificates.accreditedSince,
      expiryDate: certificates.expiryDate,
      standardsVersion: certifiedStandardsVersionSql(),
      businessName: applications.businessName,
      address: applications.businessAddress,
      contactName: applications.contactName,
      contactEmail: applications.contactEmail,
      contactPhone: applications.contactPhone,
      metadata: applications.metadata,
      updatedAt: applications.updatedAt,
      area: serviceAreaColumns,
    })
    .from(certificates)
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .leftJoin(serviceAreas, eq(serviceAreas.applicationId, applications.id))
    .where(and(eq(certificates.id, id), directoryMembership()))
    .limit(1);
  if (!row) throw new AppError("not_found", BUSINESS_NOT_FOUND);
  const serviceArea = row.metadata?.service_area;
  const description = row.metadata?.business_description;
  const area = areaSummary(row.area);
  const base =
    row.area?.baseLat != null && row.area.baseLon != null
      ? { lat: row.area.baseLat, lon: row.area.baseLon }
      : null;
  return {
    id: row.id,
    businessName: row.businessName,
    street: row.address?.street ?? "",
    city: row.address?.city ?? "",
    region: row.address?.region ?? "",
    postalCode: row.address?.postalCode ?? "",
    country: row.address?.country ?? "",
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    services: servicesOf(row.metadata),
    serviceArea: typeof serviceArea === "string" ? serviceArea : "",
    certifiedSince: row.accreditedSince.toISOString(),
    validUntil: isoDate(row.expiryDate, getEnv().PROGRAMME_TIME_ZONE),
    standardsVersion: row.standardsVersion,
    certificateNumber: row.certificateNumber,
    description: typeof description === "string" ? description : "",
    area,
    base,
    map: serviceAreaMap(area, base),
    accreditation: await getAccreditation(db, { certificateId: row.id }),
    updatedAt: row.updatedAt.toISOString(),
  };
}
