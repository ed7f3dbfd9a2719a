import { formatDate } from "~/lib/format";
import type { BusinessAddress } from "~/db/schema";
import { messages } from "~/lib/app-error";
import { defineStateMachine } from "~/lib/state-machine";

/** SPEC §9: certificates are valid one year. */
export const CERTIFICATE_VALIDITY_YEARS = 1;

export const certificateStatuses = ["active", "expired", "revoked"] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];

/**
 * Certificate statuses as one pure table (decision 014): the daily job expires
 * an active certificate past its date; staff revoke an active or expired one
 * (`certificate.revoke`); a renewal re-activates an expired certificate or
 * extends an active one (`system:renewal`, the renewals feature). Revoked is
 * final.
 */
export const certificateMachine = defineStateMachine({
  name: "certificate",
  statuses: certificateStatuses,
  initial: "active",
  edges: [
    { from: "active", to: "expired", by: ["system:expiry"] },
    { from: ["active", "expired"], to: "revoked", by: ["certificate.revoke"] },
    { from: ["expired", "active"], to: "active", by: ["system:renewal"] },
  ],
});
export type CertificateActor = (typeof certificateMachine.edges)[number]["by"][number];

/** What a reader is told: valid (active, not past expiry), expired or revoked. */
export type EffectiveCertificateStatus = "valid" | "expired" | "revoked";

/** The list filter: by effective status. */
export const certificateFilterStatuses = ["valid", "expired", "revoked"] as const;

export const effectiveStatusLabels: Record<EffectiveCertificateStatus, string> = {
  valid: "Valid",
  expired: "Expired",
  revoked: "Revoked",
};

export function certificateViewPath(id: string): string {
  return `/dashboard/certificates/view/${id}`;
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
 * Revoked wins; an active certificate past its expiry date is expired even
 * before the daily expiry job has marked it (SPEC §4 expiry).
 */
export function effectiveStatus(
  certificate: { status: string; expiryDate: Date },
  now: Date = new Date(),
): EffectiveCertificateStatus {
  if (certificate.status === "revoked") return "revoked";
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
 * "Nov 22, 2026": the one date format (app/lib/format.ts), read in UTC as the
 * certificate's dates always have been, so a PDF and its screen agree.
 */
export function formatCertificateDate(date: Date): string {
  return formatDate(date, "UTC");
}
