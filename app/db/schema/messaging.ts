import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { DEFAULT_LOCALE, LOCALES } from "../../domain/locale";
import { valuesCheck } from "../../domain/state-machine";
import { outboxStatuses } from "../../domain/outbox-policy";
import { user } from "../auth-schema";
import { checkOf, createdAt } from "./columns";

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
    /** Subject and bodies as staff may read them: a secret (code, reset or invitation link) hidden. */
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /**
     * The bodies with their secret, for delivery only (never shown): set only
     * for a message that carries one, and cleared once it is delivered or has
     * finally failed (decision 055).
     */
    deliveryHtml: text("delivery_html"),
    deliveryText: text("delivery_text"),
    /** pending → sending → sent | stored (no SMTP: kept for the mail log) | failed */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** Where replies go (the contact form: the visitor), when not to the sender. */
    replyTo: text("reply_to"),
    /** Files sent with the message (e.g. an .ics invite), content base64-encoded. */
    attachments: jsonb("attachments").$type<EmailAttachment[]>().notNull().default([]),
    /** The language the message is written in: its recipient's (issue 36, decision 086). */
    locale: text("locale").notNull().default(DEFAULT_LOCALE),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    checkOf("email_outbox_status_check", valuesCheck("status", outboxStatuses)),
    checkOf("email_outbox_locale_check", `locale in (${LOCALES.map((l) => `'${l}'`).join(", ")})`),
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
