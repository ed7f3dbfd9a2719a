import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { valuesCheck } from "../../domain/state-machine";
import {
  appealKinds,
  appealMachine,
  appealResults,
  appealVoteChoices,
} from "../../domain/appeal-status";
import { user } from "../auth-schema";
import { applications, certificates, documents } from "./applications";
import { checkOf, createdAt } from "./columns";

/**
 * An appeal (decision 057): the business, what it appeals (an application's
 * rejection or a certificate's revocation or suspension) and the decision's
 * instant it counts the window from; the panel's rules, recorded when the
 * panel opens (like a ballot); the result once decided. One appeal per
 * decision (unique: kind, subject, decision instant).
 */
export const appeals = pgTable(
  "appeals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "AP-2026-00012" style reference shown to the business. */
    reference: text("reference").notNull().unique(),
    businessId: text("business_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    kind: text("kind").notNull(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "restrict" }),
    certificateId: uuid("certificate_id").references(() => certificates.id, {
      onDelete: "restrict",
    }),
    /** The instant of the decision appealed (rejection, revocation or suspension). */
    decisionAt: timestamp("decision_at", { withTimezone: true }).notNull(),
    grounds: text("grounds").notNull(),
    status: text("status").notNull().default("submitted"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    // The panel: rules recorded when it opens.
    openedAt: timestamp("opened_at", { withTimezone: true }),
    closesAt: timestamp("closes_at", { withTimezone: true }),
    quorumPercent: integer("quorum_percent"),
    approvalNumerator: integer("approval_numerator"),
    approvalDenominator: integer("approval_denominator"),
    eligibleCount: integer("eligible_count"),
    // The outcome.
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    result: text("result"),
    upholdCount: integer("uphold_count"),
    dismissCount: integer("dismiss_count"),
    abstainCount: integer("abstain_count"),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("appeals_decision_uq").on(
      t.kind,
      t.applicationId,
      sql`coalesce(${t.certificateId}::text, '')`,
      t.decisionAt,
    ),
    index("appeals_business_idx").on(t.businessId, t.submittedAt),
    index("appeals_status_idx").on(t.status, t.closesAt),
    index("appeals_application_idx").on(t.applicationId),
    index("appeals_certificate_idx").on(t.certificateId),
    checkOf("appeals_status_check", appealMachine.checkConstraint("status")),
    checkOf("appeals_kind_check", valuesCheck("kind", appealKinds)),
    checkOf("appeals_result_check", valuesCheck("result", appealResults, { nullable: true })),
    check("appeals_subject_check", sql`(${t.kind} = 'rejection') = (${t.certificateId} is null)`),
  ],
);

/** The panel's roll: committee members who took no part in the decision appealed. */
export const appealPanelMembers = pgTable(
  "appeal_panel_members",
  {
    appealId: uuid("appeal_id")
      .notNull()
      .references(() => appeals.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.appealId, t.userId] }),
    index("appeal_panel_members_user_idx").on(t.userId),
  ],
);

/** One vote per panel member per appeal (a repeat vote updates it). */
export const appealVotes = pgTable(
  "appeal_votes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    appealId: uuid("appeal_id")
      .notNull()
      .references(() => appeals.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    vote: text("vote").notNull(),
    comment: text("comment"),
    votedAt: timestamp("voted_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("appeal_votes_uq").on(t.appealId, t.userId),
    index("appeal_votes_user_idx").on(t.userId),
    checkOf("appeal_votes_vote_check", valuesCheck("vote", appealVoteChoices)),
  ],
);

/** Documents the business attached to its appeal (stored like application documents). */
export const appealDocuments = pgTable(
  "appeal_documents",
  {
    appealId: uuid("appeal_id")
      .notNull()
      .references(() => appeals.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.appealId, t.documentId] }),
    index("appeal_documents_document_idx").on(t.documentId),
  ],
);

/**
 * The suspension review ledger (decision 056): one row per certificate and
 * suspension instant, written with the staff notice, so the review-date
 * notice goes out once across processes; a new suspension starts anew.
 */
export const suspensionReviewNotices = pgTable(
  "suspension_review_notices",
  {
    certificateId: uuid("certificate_id")
      .notNull()
      .references(() => certificates.id, { onDelete: "cascade" }),
    suspendedAt: timestamp("suspended_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.certificateId, t.suspendedAt] })],
);
