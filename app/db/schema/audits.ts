import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { valuesCheck } from "../../domain/state-machine";
import {
  auditMachine,
  findingValues,
  openAuditStatuses,
  recommendationValues,
} from "../../domain/audit-status";
import {
  ANSWER_TEXT_MAX,
  correctiveActionMachine,
  correctiveActionSeverityCheck,
  correctiveActionShapeCheck,
  RETURN_REASON_MAX,
} from "../../domain/corrective-action-status";
import { user } from "../auth-schema";
import { checkOf, createdAt } from "./columns";
import { applications } from "./applications";

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
    /**
     * When the audit was carried out (decision 078): set when it is started,
     * or when it is completed without a recorded start (the scheduled time if
     * that has passed, else the moment of completion).
     */
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /**
     * The iCalendar SEQUENCE of the audit's event (decision 065): raised on
     * each reschedule and on cancellation, so calendars replace the event.
     */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    /**
     * A follow-up audit (issue 37: "Re-audit required") names the audit whose
     * open corrective actions it verifies, and covers only those standards.
     */
    followUpOf: uuid("follow_up_of").references((): AnyPgColumn => inspections.id, {
      onDelete: "set null",
    }),
    /** The standards (numbers) a follow-up audit is limited to; null: all of them. */
    scopeStandardNumbers: text("scope_standard_numbers").array(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("inspections_follow_up_of_idx").on(t.followUpOf),
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

/**
 * An examiner's private calendar feed of their audits (decision 065): the
 * feed address carries a random token of which only the SHA-256 hash is
 * stored. One feed per person; regenerating replaces the token, revoking
 * deletes the row (the old address then answers 404).
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Photos of an audit's findings (issue 37), in the `audit-photos` bucket:
 * private like documents, shown to staff, the examiner and the business with
 * its own findings, never public. Resized on the device; the location in the
 * EXIF data is removed unless the examiner kept it on purpose.
 * `client_key` is the device's key for the upload: a replayed upload finds
 * the row it already made.
 */
export const auditPhotos = pgTable(
  "audit_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inspectionId: uuid("inspection_id")
      .notNull()
      .references(() => inspections.id, { onDelete: "cascade" }),
    standardNumber: text("standard_number").notNull(),
    name: text("name").notNull(),
    objectPath: text("object_path").notNull().unique(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    locationKept: boolean("location_kept").notNull().default(false),
    clientKey: text("client_key").unique(),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_photos_inspection_idx").on(t.inspectionId, t.standardNumber),
    index("audit_photos_uploaded_by_idx").on(t.uploadedBy),
    checkOf("audit_photos_size_check", "size > 0 and width > 0 and height > 0"),
  ],
);

/**
 * What a device sent while offline, once (issue 37): each change carries an
 * idempotency key; the first answer is kept and a replay gets it again
 * without writing anything twice.
 */
export const auditSyncReceipts = pgTable(
  "audit_sync_receipts",
  {
    key: text("key").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    inspectionId: uuid("inspection_id").references(() => inspections.id, { onDelete: "cascade" }),
    /** accepted | refused */
    outcome: text("outcome").notNull(),
    response: jsonb("response").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_sync_receipts_user_idx").on(t.userId),
    index("audit_sync_receipts_inspection_idx").on(t.inspectionId),
    checkOf("audit_sync_receipts_outcome_check", "outcome in ('accepted', 'refused')"),
  ],
);

/**
 * Corrective actions (issue 37, decision 087): one per minor or major
 * non-conformity of a completed audit. The status follows
 * `correctiveActionMachine` (CHECK constraints on status and on the row's
 * shape per status); `due_on` is a day in the programme's time zone.
 */
export const correctiveActions = pgTable(
  "corrective_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inspectionId: uuid("inspection_id")
      .notNull()
      .references(() => inspections.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    standardNumber: text("standard_number").notNull(),
    standardTitle: text("standard_title").notNull(),
    /** minor | major */
    severity: text("severity").notNull(),
    /** The examiner's finding (the notes recorded with it). */
    findingNotes: text("finding_notes"),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    /** open | answered | returned | accepted */
    status: text("status").notNull().default("open"),
    rootCause: text("root_cause"),
    changesMade: text("changes_made"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: text("answered_by").references(() => user.id, { onDelete: "set null" }),
    returnReason: text("return_reason"),
    verifiedBy: text("verified_by").references(() => user.id, { onDelete: "set null" }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** Raised on each change: a change made from a stale copy is refused. */
    version: integer("version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("corrective_actions_standard_uq").on(t.inspectionId, t.standardNumber),
    index("corrective_actions_application_idx").on(t.applicationId),
    index("corrective_actions_status_due_idx").on(t.status, t.dueOn),
    index("corrective_actions_answered_by_idx").on(t.answeredBy),
    index("corrective_actions_verified_by_idx").on(t.verifiedBy),
    checkOf("corrective_actions_status_check", correctiveActionMachine.checkConstraint("status")),
    checkOf("corrective_actions_severity_check", correctiveActionSeverityCheck),
    checkOf("corrective_actions_shape_check", correctiveActionShapeCheck),
    checkOf(
      "corrective_actions_length_check",
      `coalesce(length(root_cause), 0) <= ${ANSWER_TEXT_MAX} and coalesce(length(changes_made), 0) <= ${ANSWER_TEXT_MAX} and coalesce(length(return_reason), 0) <= ${RETURN_REASON_MAX}`,
    ),
  ],
);

/** Evidence the business sends with its answer (photos, PDFs), in the `corrective-actions` bucket. */
export const correctiveActionEvidence = pgTable(
  "corrective_action_evidence",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    correctiveActionId: uuid("corrective_action_id")
      .notNull()
      .references(() => correctiveActions.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    objectPath: text("object_path").notNull().unique(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("corrective_action_evidence_action_idx").on(t.correctiveActionId),
    index("corrective_action_evidence_uploaded_by_idx").on(t.uploadedBy),
  ],
);
