import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ballotMachine, proposalMachine } from "../../domain/proposal-status";
import { user } from "../auth-schema";
import { createdAt, version } from "./columns";

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
