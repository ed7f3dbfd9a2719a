import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { DEFAULT_LOCALE, LOCALES } from "../../domain/locale";
import { valuesCheck } from "../../domain/state-machine";
import {
  complaintEventKinds,
  complaintMachine,
  complaintOutcomeCheck,
  complaintStatuses,
} from "../../domain/complaint-status";
import { user } from "../auth-schema";
import { certificates } from "./applications";
import { checkOf, createdAt } from "./columns";

/**
 * Concerns the public reports about an accredited business, handled as cases
 * (issue 22, decision 058). The reporter's name and e-mail are personal data:
 * staff with a need see them, the business never; they are removed
 * (`reporter_anonymised_at`) after the retention period once the case closes.
 */
export const complaints = pgTable(
  "complaints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** C-2026-0001: what the reporter quotes. */
    reference: text("reference").notNull().unique(),
    certificateId: uuid("certificate_id")
      .notNull()
      .references(() => certificates.id, { onDelete: "restrict" }),
    /** The business (applicant user) the concern is about. */
    businessId: text("business_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    /** received | acknowledged | investigating | resolved | withdrawn */
    status: text("status").notNull().default("received"),
    /** upheld | not-upheld, when resolved. */
    outcome: text("outcome"),
    findings: text("findings"),
    /** Why it was withdrawn. */
    withdrawalReason: text("withdrawal_reason"),
    /** What happened, in the reporter's words (stored as text, always escaped when shown). */
    description: text("description").notNull(),
    /** The day it happened (as the reporter gives it). */
    occurredOn: date("occurred_on", { mode: "string" }).notNull(),
    location: text("location").notNull(),
    reporterName: text("reporter_name"),
    reporterEmail: text("reporter_email"),
    /** The language the reporter wrote in (the form's /fr or /es address): the e-mails to them are in it. */
    reporterLocale: text("reporter_locale").notNull().default(DEFAULT_LOCALE),
    consentToContact: boolean("consent_to_contact").notNull().default(false),
    reporterAnonymisedAt: timestamp("reporter_anonymised_at", { withTimezone: true }),
    assigneeId: text("assignee_id").references(() => user.id, { onDelete: "set null" }),
    /** False when staff judge that telling the business would harm the investigation. */
    informBusiness: boolean("inform_business").notNull().default(true),
    businessInformedAt: timestamp("business_informed_at", { withTimezone: true }),
    businessResponse: text("business_response"),
    businessRespondedAt: timestamp("business_responded_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    acknowledgeDueAt: timestamp("acknowledge_due_at", { withTimezone: true }).notNull(),
    resolveDueAt: timestamp("resolve_due_at", { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Optimistic concurrency: every change adds one; a change made on an older version is refused. */
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("complaints_status_idx").on(t.status, t.receivedAt),
    index("complaints_business_idx").on(t.businessId),
    index("complaints_certificate_idx").on(t.certificateId),
    index("complaints_assignee_idx").on(t.assigneeId),
    checkOf("complaints_status_check", complaintMachine.checkConstraint("status")),
    checkOf("complaints_outcome_check", complaintOutcomeCheck),
    checkOf(
      "complaints_reporter_locale_check",
      `reporter_locale in (${LOCALES.map((l) => `'${l}'`).join(", ")})`,
    ),
  ],
);

/** A case's timeline: status changes, internal notes, assignment, the business's response. */
export const complaintEvents = pgTable(
  "complaint_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    complaintId: uuid("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    body: text("body"),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("complaint_events_complaint_idx").on(t.complaintId, t.createdAt),
    index("complaint_events_actor_idx").on(t.actorId),
    checkOf("complaint_events_kind_check", valuesCheck("kind", complaintEventKinds)),
    checkOf(
      "complaint_events_from_status_check",
      valuesCheck("from_status", complaintStatuses, { nullable: true }),
    ),
    checkOf(
      "complaint_events_to_status_check",
      valuesCheck("to_status", complaintStatuses, { nullable: true }),
    ),
  ],
);

/** Photos and documents sent with a concern, in the `complaints` bucket. */
export const complaintAttachments = pgTable(
  "complaint_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    complaintId: uuid("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    objectPath: text("object_path").notNull().unique(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("complaint_attachments_complaint_idx").on(t.complaintId)],
);

/** Per-year reference counter (C-YEAR-NNNN), advanced atomically. */
export const complaintSequences = pgTable("complaint_sequences", {
  year: integer("year").primaryKey(),
  lastValue: integer("last_value").notNull(),
});
