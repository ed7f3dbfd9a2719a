import {
  bigint,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { DEFAULT_LOCALE, LOCALES } from "../../domain/locale";
import { defaultRole } from "../../domain/roles";
import { userAccountMachine } from "../../domain/user-status";
import { user } from "../auth-schema";
import { checkOf, createdAt } from "./columns";

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
    status: text("status").notNull().default(userAccountMachine.initial),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    /** The person's language (issue 36, decision 086): the dashboard, e-mails and notifications. */
    locale: text("locale").notNull().default(DEFAULT_LOCALE),
  },
  (t) => [
    index("profiles_status_idx").on(t.status, t.createdAt),
    checkOf("profiles_status_check", userAccountMachine.checkConstraint("status")),
    checkOf("profiles_locale_check", `locale in (${LOCALES.map((l) => `'${l}'`).join(", ")})`),
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
