import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { blogPostMachine } from "../modules/blog/blog-post-status";
import { valuesCheck } from "../lib/state-machine";
import {
  applicationMachine,
  applicationPaymentMachine,
  applicationStatuses,
} from "../modules/applications/application-status";
import {
  auditMachine,
  findingValues,
  openAuditStatuses,
  recommendationValues,
} from "../modules/audits/audit-rules";
import { certificateMachine } from "../modules/certificates/certificate-rules";
import { ledgerThresholds, openRenewalStatuses } from "../modules/renewals/renewal-rules";
import { documentTypes } from "../modules/documents/document-rules";
import { outboxStatuses } from "../modules/mail/outbox-policy";
import { paymentTypes } from "../modules/payments/fees";
import {
  paymentMachine,
  paymentMethods,
  paymentProviders,
} from "../modules/payments/payment-status";
import { ballotMachine, proposalMachine } from "../modules/proposals/proposal-status";
import { defaultRole } from "../modules/permissions/permissions";
import { userStatuses } from "../modules/users/user-status";
import { user } from "./auth-schema";

/** A CHECK constraint from SQL text made by a state machine or `valuesCheck` (decision 014). */
const checkOf = (name: string, text: string) => check(name, sql.raw(text));

export * from "./auth-schema";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export type ProfileMetadata = {
  additional_roles?: string[];
  role?: string;
  [key: string]: unknown;
};

/** SPEC §3 profiles: one per user; `role` plus `metadata.additional_roles`. */
export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organization: text("organization"),
    role: text("role").notNull().default(defaultRole),
    metadata: jsonb("metadata").$type<ProfileMetadata>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** active | invited (no password yet) | deactivated (sign-in refused, records kept); decision 029. */
    status: text("status").notNull().default("active"),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  },
  (t) => [
    index("profiles_status_idx").on(t.status, t.createdAt),
    checkOf("profiles_status_check", valuesCheck("status", userStatuses)),
  ],
);

/**
 * Invitations to the portal (decision 029): the invited account exists with
 * status `invited`; the link carries a random token of which only the SHA-256
 * hash is stored; it expires and works once. Resending replaces the token.
 */
export const userInvitations = pgTable(
  "user_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The invited account; null once a revoked invitation's account is removed. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("user_invitations_user_idx").on(t.userId),
    index("user_invitations_invited_by_idx").on(t.invitedBy),
  ],
);

/** Businesses (applicant accounts) an examiner must not audit: conflicts of interest (decision 030). */
export const examinerConflicts = pgTable(
  "examiner_conflicts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    examinerId: text("examiner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    businessId: text("business_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("examiner_conflicts_pair_uq").on(t.examinerId, t.businessId),
    index("examiner_conflicts_business_idx").on(t.businessId),
    index("examiner_conflicts_created_by_idx").on(t.createdBy),
  ],
);

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
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    checkOf("email_outbox_status_check", valuesCheck("status", outboxStatuses)),
  ],
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
  /** When the renewal made its certificate active again (set once). */
  renewal_completed_at?: string;
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
    index("applications_business_name_trgm_idx").using("gin", sql`${t.businessName} gin_trgm_ops`),
    checkOf("applications_status_check", applicationMachine.checkConstraint("status")),
    checkOf(
      "applications_payment_status_check",
      applicationPaymentMachine.checkConstraint("payment_status"),
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
  (t) => [
    index("payments_application_idx").on(t.applicationId, t.createdAt),
    index("payments_recorded_by_idx").on(t.recordedBy),
    checkOf("payments_status_check", paymentMachine.checkConstraint("status")),
    checkOf("payments_payment_type_check", valuesCheck("payment_type", paymentTypes)),
    checkOf("payments_payment_method_check", valuesCheck("payment_method", paymentMethods)),
    checkOf("payments_provider_check", valuesCheck("provider", paymentProviders)),
  ],
);

/** Provider events already applied (idempotency: one row per event id). */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    type: text("type").notNull(),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_events_payment_idx").on(t.paymentId)],
);

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
    /**
     * The IANA zone the audit was scheduled in and is shown in (the business's,
     * decision 038); scheduled_date itself is the UTC instant.
     */
    timeZone: text("time_zone").notNull().default("America/Toronto"),
    /** Overall recommendation of the audit report. */
    recommendation: text("recommendation"),
    recommendationNotes: text("recommendation_notes"),
    /** The standards version (standard_versions.version_number) the audit was completed against. */
    standardsVersion: numeric("standards_version", { precision: 6, scale: 1 }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("inspections_application_idx").on(t.applicationId),
    index("inspections_examiner_idx").on(t.examinerId, t.scheduledDate),
    index("inspections_created_by_idx").on(t.createdBy),
    // One open (scheduled or in-progress) audit per application (decision 032).
    uniqueIndex("inspections_one_open_per_application_uq")
      .on(t.applicationId)
      .where(sql.raw(valuesCheck("status", openAuditStatuses))),
    checkOf("inspections_status_check", auditMachine.checkConstraint("status")),
    checkOf(
      "inspections_recommendation_check",
      valuesCheck("recommendation", recommendationValues, { nullable: true }),
    ),
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
    /** The version of the standard item the finding was recorded against. */
    standardItemVersion: numeric("standard_item_version", { precision: 6, scale: 1 }),
    /** compliant | minor-non-conformity | major-non-conformity | not-applicable */
    finding: text("finding").notNull(),
    notes: text("notes"),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("inspection_findings_standard_uq").on(t.inspectionId, t.standardNumber),
    index("inspection_findings_updated_by_idx").on(t.updatedBy),
    checkOf("inspection_findings_finding_check", valuesCheck("finding", findingValues)),
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
  (t) => [
    index("certificates_business_idx").on(t.businessId, t.issueDate),
    index("certificates_created_by_idx").on(t.createdBy),
    index("certificates_revoked_by_idx").on(t.revokedBy),
    checkOf("certificates_status_check", certificateMachine.checkConstraint("status")),
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

/** How a scheduled job's last run ended. */
export const scheduledJobRunStatuses = ["ok", "failed"] as const;

/**
 * Jobs the app runs on its own schedule (expiry, reminders, ballots closing,
 * scheduled posts). One row per job: a process claims a run by taking the
 * lease with a conditional UPDATE, so several processes never run a job at
 * the same time, and `next_run_at` survives restarts (catch-up after downtime).
 */
export const scheduledJobs = pgTable(
  "scheduled_jobs",
  {
    name: text("name").primaryKey(),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
    lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
    /** ok | failed */
    lastStatus: text("last_status"),
    lastError: text("last_error"),
    lastResult: jsonb("last_result").$type<unknown>(),
    runCount: integer("run_count").notNull().default(0),
  },
  () => [
    checkOf(
      "scheduled_jobs_last_status_check",
      valuesCheck("last_status", scheduledJobRunStatuses, { nullable: true }),
    ),
  ],
);

// ---------------------------------------------------------------------------
// Blog and operations manual (issue 10; decisions 026, 027)

/**
 * Blog posts. `published_at` is the publication time: for a scheduled post
 * the time the scheduler publishes it, for a published post when it went
 * out. `updated_at` changes only when the content changes. Images live in
 * the `blog` bucket of the document storage at `{post id}/{timestamp}-{random}.{ext}`.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** The current slug (also in blog_post_slugs, which holds every slug a post ever had). */
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull().default(""),
    /** Markdown. */
    body: text("body").notNull().default(""),
    coverImagePath: text("cover_image_path"),
    coverImageType: text("cover_image_type"),
    coverImageAlt: text("cover_image_alt"),
    metaDescription: text("meta_description"),
    ogTitle: text("og_title"),
    ogDescription: text("og_description"),
    ogImagePath: text("og_image_path"),
    ogImageType: text("og_image_type"),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    status: text("status").notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("blog_posts_status_published_idx").on(t.status, t.publishedAt),
    index("blog_posts_author_idx").on(t.authorId),
    check("blog_posts_status_check", sql.raw(blogPostMachine.checkConstraint("status"))),
    // Scheduled and published posts always have their time.
    check(
      "blog_posts_published_at_check",
      sql`${t.status} = 'draft' or ${t.publishedAt} is not null`,
    ),
  ],
);

/**
 * Every slug a post has had, current and old: the primary key keeps a slug
 * from ever meaning two posts, and old slugs redirect (301) to the current one.
 */
export const blogPostSlugs = pgTable(
  "blog_post_slugs",
  {
    slug: text("slug").primaryKey(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("blog_post_slugs_post_idx").on(t.postId)],
);

export const blogTags = pgTable("blog_tags", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
});

export const blogPostTags = pgTable(
  "blog_post_tags",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => blogTags.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tagId] }),
    index("blog_post_tags_tag_idx").on(t.tagId),
  ],
);

/**
 * Operations manual chapters. `key` names chapters that come with the app
 * (seeded on every start when missing); chapters added in the dashboard have
 * none. Removed chapters keep their row (`removed_at`) so the seed never
 * brings them back.
 */
export const manualChapters = pgTable("manual_chapters", {
  id: uuid("id").primaryKey().defaultRandom(),
  key: text("key").unique(),
  title: text("title").notNull(),
  /** The anchor on /operations-manual; fixed at creation so links keep working. */
  slug: text("slug").notNull().unique(),
  position: integer("position").notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  removedAt: timestamp("removed_at", { withTimezone: true }),
});

/** Operations manual sections (Markdown); every save is a row in manual_section_revisions. */
export const manualSections = pgTable(
  "manual_sections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").unique(),
    chapterId: uuid("chapter_id")
      .notNull()
      .references(() => manualChapters.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    body: text("body").notNull(),
    position: integer("position").notNull(),
    /** The number of the revision the section shows now. */
    revision: integer("revision").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    removedBy: text("removed_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("manual_sections_chapter_idx").on(t.chapterId, t.position),
    index("manual_sections_updated_by_idx").on(t.updatedBy),
    index("manual_sections_removed_by_idx").on(t.removedBy),
  ],
);

export const manualSectionRevisions = pgTable(
  "manual_section_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sectionId: uuid("section_id")
      .notNull()
      .references(() => manualSections.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    summary: text("summary").notNull(),
    /** Null for the text that ships with the app. */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    /** Set when this revision brought back an earlier one. */
    restoredFrom: integer("restored_from"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("manual_section_revisions_uq").on(t.sectionId, t.revision),
    index("manual_section_revisions_author_idx").on(t.authorId),
  ],
);

// --- Security (issue 7): one-time TOTP codes ------------------------------

/**
 * The last authenticator time step (unix time / 30 s) accepted per user. A
 * code is accepted only for a later step than this, so a code that was used
 * (or an older one) cannot be used again within its 30-second window.
 */
export const totpLastSteps = pgTable("totp_last_steps", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  lastStep: bigint("last_step", { mode: "number" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------
// Standards and governance (issue 8; decisions 020 and 021): the published
// standards with versions and history, discussions, proposals and ballots.

const version = (name: string) => numeric(name, { precision: 6, scale: 1 });

/** SPEC §3 standard_categories (General, Animal Welfare, Operations …). */
export const standardCategories = pgTable(
  "standard_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("standard_categories_name_uq").on(sql`lower(${t.name})`),
    index("standard_categories_created_by_idx").on(t.createdBy),
  ],
);

/**
 * SPEC §3 standard_items: the numbered standards and the appendices (kind).
 * SPEC's standard_sections are these items seen as sections of the document
 * (the view below); proposals point at them.
 */
export const standardItems = pgTable(
  "standard_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** standard | appendix */
    kind: text("kind").notNull().default("standard"),
    categoryId: uuid("category_id").references(() => standardCategories.id, {
      onDelete: "restrict",
    }),
    /** "7" for standards, "A" for appendices. */
    number: text("number").notNull(),
    title: text("title").notNull(),
    /** Markdown. */
    content: text("content").notNull(),
    version: version("version").notNull().default("1.0"),
    hasSubStandards: boolean("has_sub_standards").notNull().default(false),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("standard_items_kind_number_uq").on(t.kind, t.number),
    index("standard_items_category_idx").on(t.categoryId),
    index("standard_items_created_by_idx").on(t.createdBy),
    index("standard_items_updated_by_idx").on(t.updatedBy),
    check("standard_items_kind_check", sql`${t.kind} in ('standard', 'appendix')`),
    check("standard_items_version_check", sql`${t.version} >= 1`),
  ],
);

/** SPEC §3 sub_standards ("3.1", "3.2" … under standard 3). */
export const subStandards = pgTable(
  "sub_standards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    standardId: uuid("standard_id")
      .notNull()
      .references(() => standardItems.id, { onDelete: "cascade" }),
    subNumber: text("sub_number").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    version: version("version").notNull().default("1.0"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("sub_standards_number_uq").on(t.standardId, t.subNumber),
    index("sub_standards_created_by_idx").on(t.createdBy),
    index("sub_standards_updated_by_idx").on(t.updatedBy),
    check("sub_standards_version_check", sql`${t.version} >= 1`),
  ],
);

/** SPEC §3 standard_versions: releases of the whole standards document; one is current. */
export const standardVersions = pgTable(
  "standard_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    versionNumber: version("version_number").notNull(),
    releaseDate: date("release_date").notNull(),
    notes: text("notes"),
    isCurrent: boolean("is_current").notNull().default(false),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("standard_versions_number_uq").on(t.versionNumber),
    // At most one current version, whatever the concurrency.
    uniqueIndex("standard_versions_one_current_uq")
      .on(t.isCurrent)
      .where(sql`${t.isCurrent}`),
    index("standard_versions_release_idx").on(t.releaseDate),
    index("standard_versions_created_by_idx").on(t.createdBy),
  ],
);

/**
 * SPEC §3 standard_version_history: every content change of an item or a
 * sub-standard (`standard_id` is either; `item_id` is the item it belongs to,
 * so deleting an item removes its sub-standards' history too).
 */
export const standardVersionHistory = pgTable(
  "standard_version_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    standardId: uuid("standard_id").notNull(),
    isSubStandard: boolean("is_sub_standard").notNull().default(false),
    itemId: uuid("item_id")
      .notNull()
      .references(() => standardItems.id, { onDelete: "cascade" }),
    version: version("version").notNull(),
    /** Number and title at the time ("8.2 Trap checks"). */
    number: text("number").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    changeSummary: text("change_summary"),
    /** created | edited | restored | proposal | deleted */
    changeKind: text("change_kind").notNull(),
    /** The approved proposal that made this change, with its ballot tally. */
    proposalId: uuid("proposal_id"),
    tally: jsonb("tally").$type<Record<string, unknown>>(),
    changedBy: text("changed_by").references(() => user.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    seq: bigserial("seq", { mode: "number" }).notNull(),
  },
  (t) => [
    index("standard_version_history_standard_idx").on(t.standardId, t.seq),
    index("standard_version_history_item_idx").on(t.itemId, t.changedAt),
    index("standard_version_history_changed_by_idx").on(t.changedBy),
    check(
      "standard_version_history_kind_check",
      sql`${t.changeKind} in ('created', 'edited', 'restored', 'proposal', 'deleted')`,
    ),
  ],
);

/** SPEC §3 standard_discussions on an item or one of its sub-standards. */
export const standardDiscussions = pgTable(
  "standard_discussions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    standardId: uuid("standard_id").notNull(),
    isSubStandard: boolean("is_sub_standard").notNull().default(false),
    itemId: uuid("item_id")
      .notNull()
      .references(() => standardItems.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    comment: text("comment").notNull(),
    /** The committee's answer when the discussion is published as an FAQ. */
    faqAnswer: text("faq_answer"),
    isFaq: boolean("is_faq").notNull().default(false),
    isPinned: boolean("is_pinned").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("standard_discussions_item_idx").on(t.itemId, t.createdAt),
    index("standard_discussions_user_idx").on(t.userId),
  ],
);

/** SPEC §3 standard_changes: proposals to change a standard item's text. */
export const standardChanges = pgTable(
  "standard_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The item (SPEC's section); null once the item is deleted (the proposal keeps its record). */
    sectionId: uuid("section_id").references(() => standardItems.id, { onDelete: "set null" }),
    /** Number and title of the item when proposed. */
    sectionNumber: text("section_number").notNull(),
    sectionTitle: text("section_title").notNull(),
    /** The item's version when proposed. */
    baseVersion: version("base_version").notNull(),
    currentContent: text("current_content").notNull(),
    proposedContent: text("proposed_content").notNull(),
    /** SPEC: the rationale. */
    discussionNotes: text("discussion_notes").notNull(),
    proposedBy: text("proposed_by").references(() => user.id, { onDelete: "set null" }),
    proposedDate: timestamp("proposed_date", { withTimezone: true }).notNull().defaultNow(),
    status: text("status").notNull().default("proposed"),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionNote: text("decision_note"),
    /** The item version the approval produced. */
    appliedVersion: version("applied_version"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("standard_changes_section_idx").on(t.sectionId),
    index("standard_changes_status_idx").on(t.status, t.proposedDate),
    index("standard_changes_proposer_idx").on(t.proposedBy),
    index("standard_changes_decided_by_idx").on(t.decidedBy),
    check("standard_changes_status_check", sql.raw(proposalMachine.checkConstraint("status"))),
  ],
);

/** The committee ballot on a proposal: rules recorded when it opens, result when it closes. */
export const standardBallots = pgTable(
  "standard_ballots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    changeId: uuid("change_id")
      .notNull()
      .unique()
      .references(() => standardChanges.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("open"),
    openedBy: text("opened_by").references(() => user.id, { onDelete: "set null" }),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    quorumPercent: integer("quorum_percent").notNull(),
    approvalNumerator: integer("approval_numerator").notNull(),
    approvalDenominator: integer("approval_denominator").notNull(),
    /** Size of the voter roll taken when the ballot opened. */
    eligibleCount: integer("eligible_count").notNull(),
    /** passed | failed | no-quorum, once closed. */
    result: text("result"),
    approveCount: integer("approve_count"),
    rejectCount: integer("reject_count"),
    abstainCount: integer("abstain_count"),
  },
  (t) => [
    index("standard_ballots_due_idx").on(t.status, t.closesAt),
    index("standard_ballots_opened_by_idx").on(t.openedBy),
    check("standard_ballots_status_check", sql.raw(ballotMachine.checkConstraint("status"))),
    check(
      "standard_ballots_result_check",
      sql`${t.result} is null or ${t.result} in ('passed', 'failed', 'no-quorum')`,
    ),
    check("standard_ballots_quorum_check", sql`${t.quorumPercent} between 1 and 100`),
    check(
      "standard_ballots_threshold_check",
      sql`${t.approvalNumerator} > 0 and ${t.approvalDenominator} >= ${t.approvalNumerator}`,
    ),
  ],
);

/** Who may vote on a ballot: the voting members when it opened. */
export const standardBallotVoters = pgTable(
  "standard_ballot_voters",
  {
    ballotId: uuid("ballot_id")
      .notNull()
      .references(() => standardBallots.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.ballotId, t.userId] }),
    index("standard_ballot_voters_user_idx").on(t.userId),
  ],
);

/** SPEC §3 votes: one per member per proposal (a repeat vote updates it). */
export const votes = pgTable(
  "votes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    changeId: uuid("change_id")
      .notNull()
      .references(() => standardChanges.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    vote: text("vote").notNull(),
    comment: text("comment"),
    votedAt: timestamp("voted_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("votes_change_user_uq").on(t.changeId, t.userId),
    index("votes_user_idx").on(t.userId),
    check("votes_vote_check", sql`${t.vote} in ('approve', 'reject', 'abstain')`),
  ],
);

/** SPEC §3 standard_sections: the items seen as sections of the published document. */
export const standardSections = pgView("standard_sections").as((qb) =>
  qb
    .select({
      id: standardItems.id,
      number: standardItems.number,
      title: standardItems.title,
      updatedBy: standardItems.updatedBy,
      lastUpdated: sql<Date>`${standardItems.updatedAt}`.as("last_updated"),
    })
    .from(standardItems),
);
