import { desc, eq } from "drizzle-orm";
import { payments } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { getApplicationForViewer, type ApplicationRow } from "~/modules/applications/index.server";
import { can, type Viewer } from "~/modules/permissions";
import { formatUsd, type PaymentType } from "./fees";
import { paymentMethodLabels, paymentTypeLabels } from "./payable-fee";
import type { PaymentListItem } from "./payment-list-item";
import { receiptNumber, receiptPath } from "./receipt-number";

export type { PaymentListItem };

/** Receipts: the applicant of the application, or staff. */
export function canViewReceipt(
  viewer: Viewer,
  application: { applicantId: string; status: string },
): boolean {
  return can(viewer, "payment.view", application);
}

/** Payments of an application the viewer may see (404 otherwise), newest first. */
export async function listPayments(
  db: Executor,
  viewer: Viewer,
  applicationId: string,
): Promise<PaymentListItem[]> {
  const application = await getApplicationForViewer(db, viewer, applicationId);
  return paymentsOf(db, viewer, application);
}

/** The payments of an application already loaded for the viewer, newest first. */
export async function paymentsOf(
  db: Executor,
  viewer: Viewer,
  application: ApplicationRow,
): Promise<PaymentListItem[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.applicationId, application.id))
    .orderBy(desc(payments.createdAt));
  const receipts = canViewReceipt(viewer, application);
  return rows.map((row) => {
    const type = row.paymentType as PaymentType;
    return {
      id: row.id,
      paymentType: type,
      description: paymentTypeLabels[type] ?? row.paymentType,
      amount: row.amount,
      amountLabel: formatUsd(row.amount),
      status: row.status,
      paymentMethod: row.paymentMethod,
      methodLabel: paymentMethodLabels[row.paymentMethod] ?? row.paymentMethod,
      provider: row.provider,
      reference: row.provider === "offline" ? row.reference : row.stripePaymentId,
      failureMessage: row.failureMessage,
      receiptNumber: receiptNumber(row),
      receiptUrl: receipts && row.status === "succeeded" ? receiptPath(row.id) : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
