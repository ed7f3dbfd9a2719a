import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { valuesCheck } from "../../domain/state-machine";
import { paymentTypes } from "../../domain/fees";
import { paymentMachine, paymentMethods, paymentProviders } from "../../domain/payment-status";
import { user } from "../auth-schema";
import { checkOf, createdAt } from "./columns";
import { applications } from "./applications";

/** SPEC §3 payments. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "restrict" }),
    /** Provider payment id (Stripe PaymentIntent id, test-mode intent id, or offline reference id). */
    stripePaymentId: text("stripe_payment_id").unique(),
    /** Amount in cents (USD). */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("usd"),
    /** audit | membership */
    paymentType: text("payment_type").notNull(),
    /** pending | succeeded | failed | canceled */
    status: text("status").notNull().default("pending"),
    /** card | cheque | bank_transfer */
    paymentMethod: text("payment_method").notNull().default("card"),
    /** stripe | test | offline */
    provider: text("provider").notNull(),
    reference: text("reference"),
    failureMessage: text("failure_message"),
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payments_application_idx").on(t.applicationId, t.createdAt),
    index("payments_recorded_by_idx").on(t.recordedBy),
    checkOf("payments_status_check", paymentMachine.checkConstraint("status")),
    checkOf("payments_payment_type_check", valuesCheck("payment_type", paymentTypes)),
    checkOf("payments_payment_method_check", valuesCheck("payment_method", paymentMethods)),
    checkOf("payments_provider_check", valuesCheck("provider", paymentProviders)),
  ],
);

/** Provider events already applied (idempotency: one row per event id). */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    type: text("type").notNull(),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_events_payment_idx").on(t.paymentId)],
);
