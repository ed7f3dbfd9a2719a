/** A stable receipt number from the payment: `R-<yyyymmdd of creation>-<first 8 of its id>`. */
export function receiptNumber(payment: { id: string; createdAt: Date }): string {
  const day = payment.createdAt.toISOString().slice(0, 10).replace(/-/g, "");
  return `R-${day}-${payment.id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

export function receiptPath(paymentId: string): string {
  return `/dashboard/payments/${paymentId}/receipt`;
}
