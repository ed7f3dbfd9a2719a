import { and, eq, sql } from "drizzle-orm";
import { applications } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { assertEdgeTaken } from "~/domain/state-machine";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import type { ApplicationRow } from "./application-access.server";
import {
  applicationPaymentMachine,
  type ApplicationPaymentEvent,
  type PaymentStatus,
} from "./application-status";

export const PAYMENT_STATUS_CHANGED_MEANWHILE =
  "This fee was recorded by someone else in the meantime. Reload the page to see it.";

/**
 * The one writer of `applications.payment_status` (decision 014): the edge
 * must be in the payment-status table for the event (a fee paid), and the
 * update applies only from the status read; zero rows means a concurrent
 * payment recorded it first (a conflict: the caller's transaction, and with it
 * the second payment, is rolled back). Writes the application's
 * `payment_status_changed` audit_log row (from, to, the event) in the same
 * transaction (decision 085), on behalf of `actorId` (the person whose action
 * caused it, or null for a provider's event).
 */
export async function setApplicationPaymentStatus(
  tx: Executor,
  application: Pick<ApplicationRow, "id" | "paymentStatus">,
  to: PaymentStatus,
  event: ApplicationPaymentEvent,
  audit: { actorId: string | null; details?: Record<string, unknown> },
): Promise<ApplicationRow> {
  const from = application.paymentStatus as PaymentStatus;
  assertEdgeTaken(
    applicationPaymentMachine,
    from,
    to,
    { event },
    {
      denied: PAYMENT_STATUS_CHANGED_MEANWHILE,
      conflict: `The payment status cannot change from ${from} to ${to}.`,
    },
  );
  const [row] = await tx
    .update(applications)
    .set({ paymentStatus: to, updatedAt: sql`now()` })
    .where(and(eq(applications.id, application.id), eq(applications.paymentStatus, from)))
    .returning();
  if (!row) throw new AppError("conflict", PAYMENT_STATUS_CHANGED_MEANWHILE);
  await writeAuditLog(tx, {
    entityType: "application",
    entityId: application.id,
    action: "payment_status_changed",
    actorId: audit.actorId,
    details: { from, to, event, ...audit.details },
  });
  return row;
}
