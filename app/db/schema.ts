import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth-schema";

export * from "./auth-schema";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export type ProfileMetadata = {
  additional_roles?: string[];
  role?: string;
  [key: string]: unknown;
};

/** SPEC §3 profiles: one per user; `role` plus `metadata.additional_roles`. */
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  organization: text("organization"),
  role: text("role").notNull().default("applicant"),
  metadata: jsonb("metadata").$type<ProfileMetadata>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type NotificationMetadata = { link?: string; [key: string]: unknown };

/** SPEC §3 notifications. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    message: text("message").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: createdAt(),
    metadata: jsonb("metadata").$type<NotificationMetadata>().notNull().default({}),
  },
  (t) => [index("notifications_user_created_idx").on(t.userId, t.createdAt)],
);

export type EmailAttachment = { filename: string; contentType: string; contentBase64: string };

/**
 * Durable e-mail outbox: rows are written in the same transaction as the
 * change that causes them and delivered by the outbox worker with retry.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    template: text("template").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** pending → sending → sent | stored (no SMTP: kept for the mail log) | failed */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** Files sent with the message (e.g. an .ics invite), content base64-encoded. */
    attachments: jsonb("attachments").$type<EmailAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("email_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

/** SPEC §3 audit_log. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    actorId: text("actor_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entityType, t.entityId)],
);

/** Messages sent through the public contact form. */
export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters shared by every rate limit (sign-in, contact form). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

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
  /** Renewal fields (SPEC §3) arrive with renewals. */
  renewal_type?: string;
  has_address_changed?: boolean;
  has_owner_changed?: boolean;
  has_practices_changed?: boolean;
  description_of_changes?: string | null;
  original_application_id?: string;
  [key: string]: unknown;
};

/** SPEC §3 applications. */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicantId: text("applicant_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    /** Set for renewals (certificates arrive with their feature). */
    certificateId: uuid("certificate_id"),
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
  },
  (t) => [
    index("applications_applicant_idx").on(t.applicantId),
    index("applications_status_idx").on(t.status, t.createdAt),
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
    createdAt: createdAt(),
    /** Insertion order: the timeline's tie-breaker when two changes share a timestamp. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
  },
  (t) => [index("application_status_history_app_idx").on(t.applicationId, t.createdAt)],
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
  (t) => [index("documents_application_idx").on(t.applicationId)],
);

/** SPEC §3 payments. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "restrict" }),
    /** Provider payment id (Stripe PaymentIntent id, test-mode intent id, or offline reference id). */
    stripePaymentId: text("stripe_payment_id").unique(),
    /** Amount in cents (USD). */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("usd"),
    /** audit | membership */
    paymentType: text("payment_type").notNull(),
    /** pending | succeeded | failed | canceled */
    status: text("status").notNull().default("pending"),
    /** card | cheque | bank_transfer */
    paymentMethod: text("payment_method").notNull().default("card"),
    /** stripe | test | offline */
    provider: text("provider").notNull(),
    reference: text("reference"),
    failureMessage: text("failure_message"),
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payments_application_idx").on(t.applicationId, t.createdAt)],
);

/** Provider events already applied (idempotency: one row per event id). */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** SPEC §3 inspections, shown to users as audits. */
export const inspections = pgTable(
  "inspections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    examinerId: text("examiner_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    /** scheduled | in-progress | completed | cancelled */
    status: text("status").notNull().default("scheduled"),
    scheduledDate: timestamp("scheduled_date", { withTimezone: true }).notNull(),
    /** Overall recommendation of the audit report. */
    recommendation: text("recommendation"),
    recommendationNotes: text("recommendation_notes"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("inspections_application_idx").on(t.applicationId),
    index("inspections_examiner_idx").on(t.examinerId, t.scheduledDate),
  ],
);

/** Audit report: one finding per standard per audit. */
export const inspectionFindings = pgTable(
  "inspection_findings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inspectionId: uuid("inspection_id")
      .notNull()
      .references(() => inspections.id, { onDelete: "cascade" }),
    standardNumber: text("standard_number").notNull(),
    standardTitle: text("standard_title").notNull(),
    /** compliant | minor-non-conformity | major-non-conformity | not-applicable */
    finding: text("finding").notNull(),
    notes: text("notes"),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("inspection_findings_standard_uq").on(t.inspectionId, t.standardNumber)],
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
    /** active | expired | revoked */
    status: text("status").notNull().default("active"),
    verificationCode: text("verification_code").notNull().unique(),
    verificationUrl: text("verification_url").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by").references(() => user.id, { onDelete: "set null" }),
    revocationReason: text("revocation_reason"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("certificates_business_idx").on(t.businessId, t.issueDate)],
);

/** Per-year certificate number counter, advanced atomically. */
export const certificateSequences = pgTable("certificate_sequences", {
  year: integer("year").primaryKey(),
  lastValue: integer("last_value").notNull(),
});
