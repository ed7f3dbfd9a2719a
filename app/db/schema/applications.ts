import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { valuesCheck } from "../../domain/state-machine";
import {
  applicationMachine,
  applicationPaymentMachine,
  applicationStatuses,
} from "../../domain/application-status";
import { ledgerThresholds, openRenewalStatuses } from "../../domain/renewal-status";
import { certificateMachine } from "../../domain/certificate-status";
import { documentTypes } from "../../domain/document-types";
import { user } from "../auth-schema";
import { checkOf, createdAt } from "./columns";
import { emailOutbox } from "./messaging";

/** Structured business address (SPEC §3 business_address). */
export type BusinessAddress = {
  street: string;
  city: string;
  /** State, province or Mexican state. */
  region: string;
  postalCode: string;
  country: "United States" | "Canada" | "Mexico";
};

export type ApplicationMetadata = {
  services_offered?: string[];
  service_area?: string;
  /** What the business does, in its words (species, situations): searched by the directory. */
  business_description?: string;
  /** Renewal fields (SPEC §3) arrive with renewals. */
  renewal_type?: string;
  /** When the renewal made its certificate active again (set once). */
  renewal_completed_at?: string;
  has_address_changed?: boolean;
  has_owner_changed?: boolean;
  has_practices_changed?: boolean;
  description_of_changes?: string | null;
  original_application_id?: string;
  /**
   * A renewal's audit waived by staff (decision 078): why, when, by whom, and
   * the audit fee to refund when it had been paid (cents; 0 when none was).
   */
  audit_waiver?: { reason: string; waived_at: string; waived_by: string; refund_cents: number };
  [key: string]: unknown;
};

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** SPEC §3 applications. */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicantId: text("applicant_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    /** Set for renewals: the certificate being renewed (SPEC §3). */
    certificateId: uuid("certificate_id").references((): AnyPgColumn => certificates.id, {
      onDelete: "restrict",
    }),
    status: text("status").notNull().default("draft"),
    paymentStatus: text("payment_status").notNull().default("pending"),
    businessName: text("business_name").notNull(),
    businessAddress: jsonb("business_address").$type<BusinessAddress>().notNull(),
    contactName: text("contact_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactPhone: text("contact_phone").notNull(),
    metadata: jsonb("metadata").$type<ApplicationMetadata>().notNull().default({}),
    reviewFeedback: text("review_feedback"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Directory words search (decision 054): name, services, the business's description. */
    searchDocument: tsvector("search_document").generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, business_name), 'A') || setweight(jsonb_to_tsvector('english'::regconfig, coalesce(metadata -> 'services_offered', '[]'::jsonb), '["string"]'::jsonb), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(metadata ->> 'business_description', '')), 'C')`,
    ),
  },
  (t) => [
    index("applications_applicant_idx").on(t.applicantId),
    index("applications_status_idx").on(t.status, t.createdAt),
    index("applications_certificate_idx").on(t.certificateId, t.createdAt),
    // One open renewal per certificate (decision 023).
    uniqueIndex("applications_one_open_renewal_uq")
      .on(t.certificateId)
      .where(
        sql.raw(`certificate_id is not null and ${valuesCheck("status", openRenewalStatuses)}`),
      ),
    // Directory search by name (ILIKE '%…%'): trigram index (decision 036).
    // Directory GIN indexes write straight into the tree (no pending list, decision 054):
    // PGlite has no autovacuum to merge one, and every search would scan it.
    index("applications_business_name_trgm_idx")
      .using("gin", sql`${t.businessName} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index("applications_search_document_idx")
      .using("gin", t.searchDocument)
      .with({ fastupdate: false }),
    checkOf("applications_status_check", applicationMachine.checkConstraint("status")),
    checkOf(
      "applications_payment_status_check",
      applicationPaymentMachine.checkConstraint("payment_status"),
    ),
    // A waived audit (decision 078): renewals only, and a waived fee always has its waiver.
    checkOf(
      "applications_audit_waiver_renewals_check",
      `certificate_id is not null or (payment_status <> 'audit-fee-waived' and not (metadata ? 'audit_waiver'))`,
    ),
    checkOf(
      "applications_waived_fee_has_waiver_check",
      `payment_status <> 'audit-fee-waived' or metadata ? 'audit_waiver'`,
    ),
  ],
);

/** Every status change of an application: the timeline. */
export const applicationStatusHistory = pgTable(
  "application_status_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    note: text("note"),
    /**
     * A line the system writes (issue 37): the catalog message's id and values
     * (the notifications' stored-text shape), shown in the reader's language;
     * `note` keeps its English for exports and older readers.
     */
    noteText: jsonb("note_text"),
    createdAt: createdAt(),
    /** Insertion order: the timeline's tie-breaker when two changes share a timestamp. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
  },
  (t) => [
    index("application_status_history_app_idx").on(t.applicationId, t.createdAt),
    index("application_status_history_actor_idx").on(t.actorId),
    checkOf(
      "application_status_history_from_status_check",
      valuesCheck("from_status", applicationStatuses, { nullable: true }),
    ),
    checkOf(
      "application_status_history_to_status_check",
      valuesCheck("to_status", applicationStatuses),
    ),
  ],
);

/** SPEC §3 documents; the file lives in the `documents` bucket at `file_url`. */
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** Original file name as uploaded. */
    name: text("name").notNull(),
    /** Document type: business_licence, liability_insurance, wildlife_permit, sop, other. */
    type: text("type").notNull(),
    /** Object path inside the bucket: `{application_id}/{timestamp}-{random}.{ext}`. */
    fileUrl: text("file_url").notNull().unique(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("documents_application_idx").on(t.applicationId),
    index("documents_uploaded_by_idx").on(t.uploadedBy),
    checkOf("documents_type_check", valuesCheck("type", documentTypes)),
  ],
);

/** SPEC §3 certificates. One per application (a renewal re-activates it). */
export const certificates = pgTable(
  "certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .unique()
      .references(() => applications.id, { onDelete: "restrict" }),
    /** The applicant user id (SPEC §3 business_id). */
    businessId: text("business_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    /** YEAR-NNNNN, unique. */
    certificateNumber: text("certificate_number").notNull().unique(),
    issueDate: timestamp("issue_date", { withTimezone: true }).notNull(),
    expiryDate: timestamp("expiry_date", { withTimezone: true }).notNull(),
    /**
     * The start of the business's continuous accreditation (decision 078):
     * the first issue, kept by every renewal completed before expiry, moved
     * to the renewal's moment only when a gap (a renewal after expiry) broke
     * it. "Certified since" on the directory, the business page and the credential.
     */
    accreditedSince: timestamp("accredited_since", { withTimezone: true }).notNull(),
    /** active | suspended | expired | revoked (certificateMachine, decision 056) */
    status: text("status").notNull().default("active"),
    verificationCode: text("verification_code").notNull().unique(),
    verificationUrl: text("verification_url").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by").references(() => user.id, { onDelete: "set null" }),
    revocationReason: text("revocation_reason"),
    /** Suspension (decision 056): when, by whom, why, and the day staff review it. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspendedBy: text("suspended_by").references(() => user.id, { onDelete: "set null" }),
    suspensionReason: text("suspension_reason"),
    /** YYYY-MM-DD, programme calendar. */
    suspensionReviewOn: date("suspension_review_on", { mode: "string" }),
    /**
     * The business as certified (decision 066): its name and address copied
     * from the application at issue, and replaced only when a renewal
     * reissues the certificate; renaming the application later leaves the
     * issued PDF and the public verification unchanged.
     */
    businessName: text("business_name"),
    businessAddress: jsonb("business_address").$type<BusinessAddress>(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("certificates_business_idx").on(t.businessId, t.issueDate),
    index("certificates_created_by_idx").on(t.createdBy),
    index("certificates_revoked_by_idx").on(t.revokedBy),
    index("certificates_suspended_by_idx").on(t.suspendedBy),
    checkOf("certificates_status_check", certificateMachine.checkConstraint("status")),
    check("certificates_accredited_since_check", sql`${t.accreditedSince} <= ${t.issueDate}`),
  ],
);

/**
 * The reminder ledger (decision 024): one row per certificate, expiry date and
 * threshold (60, 30, 7 days before; 0 = the expired notice), written in the
 * same transaction as the outbox e-mail, so each notice goes out once even
 * with several processes, and a renewal (new expiry date) starts a new cycle.
 */
export const certificateReminders = pgTable(
  "certificate_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    certificateId: uuid("certificate_id")
      .notNull()
      .references(() => certificates.id, { onDelete: "cascade" }),
    expiryDate: timestamp("expiry_date", { withTimezone: true }).notNull(),
    threshold: integer("threshold").notNull(),
    /** The calendar date (programme time zone) the notice was due for. */
    daysLeft: integer("days_left").notNull(),
    /** Set when an e-mail was queued; null when the business had no e-mail address. */
    emailId: uuid("email_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("certificate_reminders_uq").on(t.certificateId, t.expiryDate, t.threshold),
    index("certificate_reminders_email_idx").on(t.emailId),
    index("certificate_reminders_created_idx").on(t.createdAt),
    checkOf(
      "certificate_reminders_threshold_check",
      `threshold in (${ledgerThresholds.join(", ")})`,
    ),
  ],
);

/** Per-year certificate number counter, advanced atomically. */
export const certificateSequences = pgTable("certificate_sequences", {
  year: integer("year").primaryKey(),
  lastValue: integer("last_value").notNull(),
});
