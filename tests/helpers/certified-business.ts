import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { applications, certificates, type BusinessAddress } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { syncServiceAreas } from "~/modules/places/sync-service-areas.server";
import { createUserAccount } from "~/modules/users/create-user-account.server";

const DAY = 24 * 60 * 60 * 1000;

export type CertifiedBusinessOptions = {
  businessName?: string;
  address?: Partial<BusinessAddress>;
  services?: string[];
  serviceArea?: string;
  /** What the business does (species, situations): searched by the directory. */
  description?: string;
  /** Structured service area (decision 054); none: the address default (50 km). */
  area?: {
    radius?: number;
    unit?: "km" | "mi";
    regions?: string[];
    postalPrefixes?: string[];
    basePostalCode?: string;
  };
  /** Stored certificate status (default active). */
  status?: "active" | "expired" | "revoked";
  /** Days from now until expiry (negative: already past; default 300). */
  expiresInDays?: number;
  revokedAt?: Date;
};

export type CertifiedBusiness = {
  /** The business (applicant user) id. */
  userId: string;
  /** The owner's e-mail (password TEST_PASSWORD). */
  email: string;
  applicationId: string;
  certificateId: string;
  certificateNumber: string;
  verificationCode: string;
  businessName: string;
  issueDate: Date;
  expiryDate: Date;
};

let sequence = 0;

/**
 * Inserts an applicant, a certified application and its certificate directly
 * (test data for the public verification and directory reads).
 */
export async function createCertifiedBusiness(
  options: CertifiedBusinessOptions = {},
): Promise<CertifiedBusiness> {
  const db = getDb();
  const tag = crypto.randomBytes(4).toString("hex");
  const { userId } = await createUserAccount({
    email: `certified-${tag}@example.test`,
    name: "Certified Owner",
    password: "correct-horse-battery",
    role: "applicant",
  });
  const businessName = options.businessName ?? `Humane Critter Care ${tag}`;
  const [application] = await db
    .insert(applications)
    .values({
      applicantId: userId,
      // Certified once its certificate is in force (below): the database refuses it before.
      status: "approved",
      paymentStatus: "membership-fee-paid",
      businessName,
      businessAddress: {
        street: "12 Maple Street",
        city: "Springfield",
        region: "Illinois",
        postalCode: "62704",
        country: "United States",
        ...options.address,
      } as BusinessAddress,
      contactName: "Dana Reyes",
      contactEmail: `dana-${tag}@example.test`,
      contactPhone: "(555) 123-4567",
      metadata: {
        services_offered: options.services ?? ["Bat exclusion"],
        service_area: options.serviceArea ?? "Sangamon County",
        ...(options.description ? { business_description: options.description } : {}),
        ...(options.area
          ? {
              service_radius: options.area.radius ?? 0,
              service_radius_unit: options.area.unit ?? "km",
              service_regions: options.area.regions ?? [],
              service_postal_prefixes: options.area.postalPrefixes ?? [],
              service_base_postal_code: options.area.basePostalCode ?? "",
            }
          : {}),
      },
    })
    .returning({ id: applications.id });
  const expiryDate = new Date(Date.now() + (options.expiresInDays ?? 300) * DAY);
  const issueDate = new Date(expiryDate.getTime() - 365 * DAY);
  sequence += 1;
  const certificateNumber = `1999-${String(sequence).padStart(5, "0")}`;
  const verificationCode = crypto.randomBytes(16).toString("base64url");
  const [certificate] = await db
    .insert(certificates)
    .values({
      applicationId: application!.id,
      businessId: userId,
      certificateNumber,
      issueDate,
      accreditedSince: issueDate,
      // Issued valid, as it was on its issue date; its later state is set below.
      expiryDate: new Date(Date.now() + 300 * DAY),
      status: "active",
      verificationCode,
      verificationUrl: `http://localhost:3000/verify/${verificationCode}`,
    })
    .returning({ id: certificates.id });
  // The application became certified while its certificate was in force (decision 051);
  // a revoked certificate returned it to approved (SPEC §4).
  if (options.status !== "revoked") {
    await db
      .update(applications)
      .set({ status: "certified" })
      .where(eq(applications.id, application!.id));
  }
  await db
    .update(certificates)
    .set({
      expiryDate,
      status: options.status ?? "active",
      revokedAt: options.status === "revoked" ? (options.revokedAt ?? new Date()) : null,
      revocationReason: options.status === "revoked" ? "Standards breach" : null,
    })
    .where(eq(certificates.id, certificate!.id));
  await syncServiceAreas(db, { applicationIds: [application!.id] });
  return {
    userId,
    email: `certified-${tag}@example.test`,
    applicationId: application!.id,
    certificateId: certificate!.id,
    certificateNumber,
    verificationCode,
    businessName,
    issueDate,
    expiryDate,
  };
}
