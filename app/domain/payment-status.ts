import { defineStateMachine } from "~/domain/state-machine";

/** SPEC §3 payments.status values. */
export const paymentRowStatuses = ["pending", "succeeded", "failed", "canceled"] as const;
export type PaymentRowStatus = (typeof paymentRowStatuses)[number];

/**
 * A payment attempt as one pure table (decision 014). Only a pending attempt
 * moves: a verified provider event makes it succeeded or failed; staff
 * recording an offline payment succeed their own row and cancel the pending
 * card attempts for that fee. Succeeded, failed and canceled are final: a late
 * or replayed webhook never turns a canceled or failed attempt into a paid
 * one (decision 032; the money is flagged for a refund instead).
 */
export const paymentMachine = defineStateMachine({
  name: "payment",
  statuses: paymentRowStatuses,
  initial: "pending",
  edges: [
    {
      from: "pending",
      to: "succeeded",
      by: ["system:payment-succeeded", "payment.recordOffline"],
    },
    { from: "pending", to: "failed", by: ["system:payment-failed"] },
    { from: "pending", to: "canceled", by: ["payment.recordOffline"] },
  ],
});
export type PaymentActor = (typeof paymentMachine.edges)[number]["by"][number];

/** Other fixed value sets of the payments table (CHECK constraints). */
export const paymentMethods = ["card", "cheque", "bank_transfer"] as const;
export const paymentProviders = ["stripe", "test", "offline"] as const;
