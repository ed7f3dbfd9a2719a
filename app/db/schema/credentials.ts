import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { valuesCheck } from "../../domain/state-machine";
import { credentialKeyMachine, credentialStatusPurposes } from "../../domain/credential-key-status";
import { certificates } from "./applications";
import { checkOf, createdAt } from "./columns";

/**
 * The programme's Ed25519 signing keys (decision 052). The secret key is
 * encrypted (AES-256-GCM) under a key derived with HKDF from
 * CREDENTIAL_SIGNING_KEY or AUTH_SECRET; `key_source` says which, so a
 * changed secret is reported by name. At most one key is current (partial
 * unique index); retired keys stay for the credentials they signed.
 */
export const credentialIssuerKeys = pgTable(
  "credential_issuer_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The DID URL fragment of the verification method (`key-<n>`). */
    fragment: text("fragment").notNull().unique(),
    publicKeyMultibase: text("public_key_multibase").notNull().unique(),
    /** base64url(iv ‖ tag ‖ ciphertext) of the secret key's multibase text. */
    encryptedSecretKey: text("encrypted_secret_key").notNull(),
    /** Which secret the encryption key was derived from: CREDENTIAL_SIGNING_KEY | AUTH_SECRET. */
    keySource: text("key_source").notNull(),
    /** current | retired */
    status: text("status").notNull().default("current"),
    createdAt: createdAt(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  () => [
    uniqueIndex("credential_issuer_keys_one_current")
      .on(sql`(true)`)
      .where(sql`status = 'current'`),
    checkOf("credential_issuer_keys_status_check", credentialKeyMachine.checkConstraint("status")),
    checkOf(
      "credential_issuer_keys_key_source_check",
      valuesCheck("key_source", ["CREDENTIAL_SIGNING_KEY", "AUTH_SECRET"]),
    ),
  ],
);

/**
 * Positions taken in the status lists (decision 052): a list number and an
 * index drawn at random, unique, so positions are never reused and not
 * guessable in order. Taken with INSERT … ON CONFLICT DO NOTHING (a clash
 * draws again without aborting the transaction).
 */
export const credentialStatusPositions = pgTable(
  "credential_status_positions",
  {
    statusList: integer("status_list").notNull(),
    statusIndex: integer("status_index").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.statusList, t.statusIndex] }),
    checkOf("credential_status_positions_list_check", "status_list >= 1"),
    checkOf("credential_status_positions_index_check", "status_index >= 0"),
  ],
);

/**
 * One signed Open Badges credential per certificate period (issue → expiry;
 * a renewal is a new period). `status_list`/`status_index` is the credential's
 * position in both status lists (revocation and suspension), allocated at
 * random and unique; `revoked`/`suspended` are its bits.
 */
export const credentials = pgTable(
  "credentials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    certificateId: uuid("certificate_id")
      .notNull()
      .references(() => certificates.id, { onDelete: "cascade" }),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    keyId: uuid("key_id")
      .notNull()
      .references(() => credentialIssuerKeys.id, { onDelete: "restrict" }),
    statusList: integer("status_list").notNull(),
    statusIndex: integer("status_index").notNull(),
    revoked: boolean("revoked").notNull().default(false),
    suspended: boolean("suspended").notNull().default(false),
    /** The signed credential as issued (JSON-LD). */
    document: jsonb("document").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("credentials_certificate_period_unique").on(t.certificateId, t.validFrom),
    unique("credentials_status_position_unique").on(t.statusList, t.statusIndex),
    index("credentials_certificate_idx").on(t.certificateId, t.createdAt),
    index("credentials_key_idx").on(t.keyId),
    checkOf("credentials_status_list_check", "status_list >= 1"),
    checkOf("credentials_status_index_check", "status_index >= 0"),
  ],
);

/**
 * The signed BitstringStatusListCredential of each list and purpose.
 * `version` is bumped in the transaction that changes a bit; the document is
 * signed again when read while `signed_version` is behind.
 */
export const credentialStatusLists = pgTable(
  "credential_status_lists",
  {
    purpose: text("purpose").notNull(),
    listNumber: integer("list_number").notNull(),
    version: integer("version").notNull().default(1),
    signedVersion: integer("signed_version").notNull().default(0),
    document: jsonb("document").$type<Record<string, unknown>>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.purpose, t.listNumber] }),
    checkOf(
      "credential_status_lists_purpose_check",
      valuesCheck("purpose", credentialStatusPurposes),
    ),
  ],
);
