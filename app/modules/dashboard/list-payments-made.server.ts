import { and, desc, eq, sql } from "drizzle-orm";
import { applications, payments } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { formatUsd, type PaymentType } from "~/modules/payments";
import { paymentTypeLabels } from "~/modules/payments";
import { receiptPath } from "~/modules/payments";
import { scopeFor, type Viewer } from "~/modules/permissions";

export type PaymentsMade = {
  total: number;
  rows: {
    id: string;
    businessName: string;
    description: string;
    amountLabel: string;
    /** The fee and its amount in cents, which the screen writes in the reader's language. */
    paymentType: PaymentType;
    amount: number;
    paidAt: string;
    receiptUrl: string;
  }[];
};

/**
 * The business's own succeeded payments with their receipts (payments scope
 * `own`; nothing for other scopes), latest first, counted in SQL with at most
 * `limit` rows read.
 */
export async function listPaymentsMade(
  db: Executor,
  viewer: Viewer,
  limit = 10,
): Promise<PaymentsMade> {
  const scope = scopeFor(viewer, "payments");
  if (scope.kind !== "own") return { total: 0, rows: [] };
  const paidByMe = and(
    eq(applications.applicantId, scope.userId),
    eq(payments.status, "succeeded"),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: payments.id,
        amount: payments.amount,
        paymentType: payments.paymentType,
        updatedAt: payments.updatedAt,
        businessName: applications.businessName,
      })
      .from(payments)
      .innerJoin(applications, eq(payments.applicationId, applications.id))
      .where(paidByMe)
      .orderBy(desc(payments.updatedAt), desc(payments.id))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .innerJoin(applications, eq(payments.applicationId, applications.id))
      .where(paidByMe),
  ]);
  return {
    total: counted?.n ?? 0,
    rows: rows.map((p) => ({
      id: p.id,
      businessName: p.businessName,
      description: paymentTypeLabels[p.paymentType as PaymentType] ?? p.paymentType,
      amountLabel: formatUsd(p.amount),
      paymentType: p.paymentType as PaymentType,
      amount: p.amount,
      paidAt: p.updatedAt.toISOString(),
      receiptUrl: receiptPath(p.id),
    })),
  };
}
