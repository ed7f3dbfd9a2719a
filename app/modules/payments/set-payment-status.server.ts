import { and, eq } from "drizzle-orm";
import { payments } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { assertEdgeTaken } from "~/domain/state-machine";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { can, type Viewer } from "~/modules/permissions";
import { paymentMessages } from "./payment-messages";
import { paymentMachine, type PaymentActor, type PaymentRowStatus } from "~/domain/payment-status";

export type PaymentRow = typeof payments.$inferSelect;

/** Who changes a payment attempt: staff through the policy, or a verified provider event. */
export type PaymentStatusBy =
  { viewer: Viewer } | { event: Extract<PaymentActor, `system:${string}`> };

export type PaymentStatusChange = {
  /** Columns that change with the status. */
  changes?: { failureMessage?: string | null };
  /** The payment's audit_log row: its action and details. */
  audit: { action: string; details?: Record<string, unknown> };
};

/**
 * The one writer of `payments.status` (decision 014): the edge must be in the
 * payment table for whoever takes it, and the update applies only from the
 * status read (`where status = $from`). Zero rows: the attempt changed
 * meanwhile (a conflict; the caller's transaction writes nothing). Writes the
 * payment's audit_log row in the same transaction (decision 085); the actor
 * is the staff member, or none for a provider event.
 */
export async function setPaymentStatus(
  tx: Executor,
  payment: Pick<PaymentRow, "id" | "status">,
  to: PaymentRowStatus,
  by: PaymentStatusBy,
  change: PaymentStatusChange,
): Promise<PaymentRow> {
  const from = payment.status as PaymentRowStatus;
  assertEdgeTaken(
    paymentMachine,
    from,
    to,
    "viewer" in by ? { mayTake: (action) => can(by.viewer, action) } : { event: by.event },
    { denied: paymentMessages.offlineDenied, conflict: paymentMessages.attemptEnded },
  );
  const [row] = await tx
    .update(payments)
    .set({ status: to, updatedAt: new Date(), ...change.changes })
    .where(and(eq(payments.id, payment.id), eq(payments.status, from)))
    .returning();
  if (!row) throw new AppError("conflict", paymentMessages.attemptEnded);
  await writeAuditLog(tx, {
    entityType: "payment",
    entityId: row.id,
    action: change.audit.action,
    actorId: "viewer" in by ? by.viewer.user.id : null,
    details: change.audit.details,
  });
  return row;
}
