import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { BALLOT_REMINDER_HOURS } from "../../domain/proposal-status";
import { user } from "../auth-schema";
import { createdAt, version } from "./columns";
import { emailOutbox } from "./messaging";
import {
  standardBallots,
  standardChanges,
  standardItems,
  standardVersionHistory,
} from "./standards";

/**
 * The ballot reminder ledger (decision 059): one row per ballot, voter and
 * reminder (48 or 24 hours before closing), written in the transaction that
 * queues the e-mail, so a reminder goes out once whatever the number of
 * processes. `sent` is false for a reminder passed over because a later one
 * was already due when the job caught up.
 */
export const ballotReminders = pgTable(
  "ballot_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ballotId: uuid("ballot_id")
      .notNull()
      .references(() => standardBallots.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    hoursBefore: integer("hours_before").notNull(),
    sent: boolean("sent").notNull(),
    emailId: uuid("email_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ballot_reminders_uq").on(t.ballotId, t.userId, t.hoursBefore),
    index("ballot_reminders_user_idx").on(t.userId),
    index("ballot_reminders_email_idx").on(t.emailId),
    check(
      "ballot_reminders_hours_check",
      sql.raw(`hours_before in (${BALLOT_REMINDER_HOURS.join(", ")})`),
    ),
  ],
);

/**
 * A proposal's discussion thread (decision 059): replies by signed-in users;
 * the author edits (earlier texts kept in `proposal_comment_revisions`),
 * an administrator hides a reply with a reason (kept, shown as hidden).
 */
export const proposalComments = pgTable(
  "proposal_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    changeId: uuid("change_id")
      .notNull()
      .references(() => standardChanges.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: text("hidden_by").references(() => user.id, { onDelete: "set null" }),
    hiddenReason: text("hidden_reason"),
  },
  (t) => [
    index("proposal_comments_change_idx").on(t.changeId, t.createdAt),
    index("proposal_comments_author_idx").on(t.authorId),
    index("proposal_comments_hidden_by_idx").on(t.hiddenBy),
    check(
      "proposal_comments_hidden_check",
      sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`,
    ),
  ],
);

/** Earlier texts of an edited reply, each with the time it was replaced. */
export const proposalCommentRevisions = pgTable(
  "proposal_comment_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    commentId: uuid("comment_id")
      .notNull()
      .references(() => proposalComments.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("proposal_comment_revisions_comment_idx").on(t.commentId, t.replacedAt)],
);

/**
 * "Standard 8 changed from 1.0 to 1.1" (decision 059): one notice per
 * accredited business, standard and new version, for a business audited
 * against an earlier version of it; shown on its dashboard until it
 * acknowledges. The unique key makes the notice idempotent.
 */
export const standardChangeNotices = pgTable(
  "standard_change_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: text("business_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    itemId: uuid("item_id")
      .notNull()
      .references(() => standardItems.id, { onDelete: "cascade" }),
    historyId: uuid("history_id").references(() => standardVersionHistory.id, {
      onDelete: "set null",
    }),
    /** "Standard 8" and its title when it changed. */
    label: text("label").notNull(),
    title: text("title").notNull(),
    /** The version the business was audited against, and the new one. */
    auditedVersion: version("audited_version").notNull(),
    fromVersion: version("from_version").notNull(),
    toVersion: version("to_version").notNull(),
    emailId: uuid("email_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("standard_change_notices_uq").on(t.businessId, t.itemId, t.toVersion),
    index("standard_change_notices_open_idx").on(t.businessId, t.acknowledgedAt),
    index("standard_change_notices_item_idx").on(t.itemId),
    index("standard_change_notices_history_idx").on(t.historyId),
    index("standard_change_notices_email_idx").on(t.emailId),
  ],
);
