import { formatDate } from "~/lib/format";
import type { BusinessAddress } from "~/db/schema";
import { messages } from "~/domain/app-error";
export * from "~/domain/certificate-status";

/** SPEC §9: certificates are valid one year. */
export const CERTIFICATE_VALIDITY_YEARS = 1;

/** What a reader is told: valid (active, not past expiry), expired, revoked or suspended. */
export type EffectiveCertificateStatus = "valid" | "expired" | "revoked" | "suspended";

/** The list filter: by effective status. */
export const certificateFilterStatuses = ["valid", "expired", "revoked", "suspended"] as const;

/**
 * The list filter by accreditation state (decision 050, `?state=`): each kind
 * of the accreditation SQL expression, and "in force" (accredited or renewal
 * due: the certificates the directory lists).
 */
export const certificateFilterStates = [
  "in-force",
  "accredited",
  "expiring-soon",
  "in-grace",
  "lapsed",
  "revoked",
  "suspended",
] as const;
export type CertificateFilterState = (typeof certificateFilterStates)[number];

export const certificateFilterStateLabels: Record<CertificateFilterState, string> = {
  "in-force": "In force (listed in the directory)",
  accredited: "Accredited, renewal not yet due",
  "expiring-soon": "Accredited, renewal due",
  "in-grace": "Expired, in grace period",
  lapsed: "Lapsed",
  revoked: "Revoked",
  suspended: "Suspended (not listed)",
};

/** "Expires within" choices of the list filter (`?within=`, days, certificates in force). */
export const certificateExpiryWindows = ["7", "30", "60"] as const;

export const effectiveStatusLabels: Record<EffectiveCertificateStatus, string> = {
  valid: "Valid",
  expired: "Expired",
  revoked: "Revoked",
  suspended: "Suspended",
};

export function certificateViewPath(id: string): string {
  return `/dashboard/certificates/view/${id}`;
}

/** Where the business starts the renewal of a certificate (the renewals module's form). */
export function certificateRenewPath(id: string): string {
  return `/dashboard/certificates/${id}/renew`;
}

/**
 * The appeal form for a certificate's revocation or suspension (decision 057):
 * the one way to appeal, reached from the certificate's page and its row in My
 * Certificates (issue 33: the texts sent businesses round in a circle).
 */
export function certificateAppealPath(id: string): string {
  return `/dashboard/appeals/new?certificate=${id}`;
}

export function certificatePdfPath(id: string): string {
  return `/dashboard/certificates/${id}/pdf`;
}

/** SPEC §9 number format: the year, a dash and the five-digit zero-padded sequence. */
export function formatCertificateNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(5, "0")}`;
}

export const certificateNumberPattern = /^\d{4}-\d{5,}$/;

/** One year after `issued` (29 February falls to 1 March, like Date does). */
export function expiryAfter(issued: Date): Date {
  const expiry = new Date(issued);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + CERTIFICATE_VALIDITY_YEARS);
  return expiry;
}

/**
 * Revoked wins, then suspended (decision 056); an active certificate past its expiry date is expired even
 * before the daily expiry job has marked it (SPEC §4 expiry).
 */
export function effectiveStatus(
  certificate: { status: string; expiryDate: Date },
  now: Date = new Date(),
): EffectiveCertificateStatus {
  if (certificate.status === "revoked") return "revoked";
  if (certificate.status === "suspended") return "suspended";
  if (certificate.status === "expired") return "expired";
  return certificate.expiryDate.getTime() < now.getTime() ? "expired" : "valid";
}

export type CertificateAddress = {
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
};

/** The application's address with every part a string ("" when missing). */
export function normalizeAddress(
  address: Partial<BusinessAddress> | null | undefined,
): CertificateAddress {
  const part = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  return {
    street: part(address?.street),
    city: part(address?.city),
    region: part(address?.region),
    postalCode: part(address?.postalCode),
    country: part(address?.country),
  };
}

/** Printable address lines; `Unknown` when the address is missing (SPEC §3). */
export function addressLines(address: CertificateAddress): string[] {
  const lines = [
    address.street,
    [address.city, address.region, address.postalCode].filter(Boolean).join(", "),
    address.country,
  ].filter(Boolean);
  return lines.length > 0 ? lines : [messages.unknown];
}

export function addressText(address: CertificateAddress): string {
  return addressLines(address).join(", ");
}

/**
 * "Nov 22, 2026": the one date format (app/lib/format.ts), in the programme's
 * calendar (decision 050), the day the renewal window and the accreditation
 * state count from, so a PDF, its screen and "Accredited until" agree.
 */
export function formatCertificateDate(date: Date): string {
  return formatDate(date);
}
