import { sql } from "drizzle-orm";
import {
  index,
  integer,
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
