import { sql } from "drizzle-orm";
import { check, numeric, timestamp } from "drizzle-orm/pg-core";

/** A CHECK constraint from SQL text made by a state machine or `valuesCheck` (decision 014). */
export const checkOf = (name: string, text: string) => check(name, sql.raw(text));

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A standards version number (1.0, 1.1 …). */
export const version = (name: string) => numeric(name, { precision: 6, scale: 1 });
