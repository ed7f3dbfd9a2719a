import { eq } from "drizzle-orm";
import { applications, payments, profiles } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { writeAuditLog } from "~/modules/audit-log/write-audit-log.server";
import { enqueueEmail } from "~/modules/mail/enqueue-email.server";
import { createNotification, notifyRole } from "~/modules/notifications/create-notification.server";
import { formatUsd, type PaymentType } from "./fees";
import { paymentTypeLabels } from "./payable-fee";
import { paymentMessages } from "./payment-messages";
import { receiptNumber, receiptPath } from "./receipt-number";

type PaymentRow = typeof payments.$inferSelect;
type ApplicationRow = typeof applications.$inferSelect;

/** The application payment status after a fee is paid; never downgrades. */
export function paymentStatusAfter(current: string, type: PaymentType): string {
  if (type === "membership" || current === "membership-fee-paid") return "membership-fee-paid";
  return "audit-fee-paid";
}

/**
 * The effects of a completed payment, shared by the verified provider event
 * and the staff-recorded offline payment. Call inside the transaction: the
 * payment row becomes succeeded, the application payment status rises, the
 * applicant gets `payment_received` (notification + e-mail receipt),
 * administrators get the alert, and audit_log records it.
 */
export async function applyPaymentSuccess(
  tx: Executor,
  input: {
    payment: PaymentRow;
    application: ApplicationRow;
    actorId: string | null;
    auditAction: string;
    auditDetails?: Record<string, unknown>;
  },
) {
  const { payment, application } = input;
  const now = new Date();
  const updated = await tx
    .update(payments)
    .set({ status: "succeeded", failureMessage: null, updatedAt: now })
    .where(eq(payments.id, payment.id))
    .returning({ id: payments.id });
  const type = payment.paymentType as PaymentType;
  const nextStatus = paymentStatusAfter(application.paymentStatus, type);
  const updatedApp = await tx
    .update(applications)
    .set({ paymentStatus: nextStatus, updatedAt: now })
    .where(eq(applications.id, application.id))
    .returning({ id: applications.id });
  if (updated.length !== 1 || updatedApp.length !== 1) {
    throw new AppError("failed", paymentMessages.updateFailed);
  }

  const env = getEnv();
  const description = paymentTypeLabels[type];
  const amount = formatUsd(payment.amount);
  const number = receiptNumber(payment);
  const applicationLink = `/dashboard/applications/${application.id}`;

  await createNotification(tx, {
    userId: application.applicantId,
    type: "payment_received",
    message: `Payment received: ${description} ${amount} for ${application.businessName}.`,
    link: applicationLink,
  });
  const [applicant] = await tx
    .select({ name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, application.applicantId));
  const to = applicant?.email ?? application.contactEmail;
  await enqueueEmail(tx, to, "payment-receipt", {
    name: applicant?.name || application.contactName,
    businessName: application.businessName,
    description,
    amount,
    date: now.toISOString().slice(0, 10),
    receiptNumber: number,
    receiptUrl: `${env.baseUrl}${receiptPath(payment.id)}`,
    applicationUrl: `${env.baseUrl}${applicationLink}`,
  });

  // Administrators act on paid fees: schedule the audit, or issue the certificate.
  if (type === "audit") {
    await notifyRole(tx, "administrator", {
      type: "audit_fee_paid_admin_alert",
      message: `Audit fee paid (${amount}) for ${application.businessName}: the audit can be scheduled.`,
      link: applicationLink,
    });
  } else {
    await notifyRole(tx, "administrator", {
      type: "payment_received",
      message: `Membership fee paid (${amount}) for ${application.businessName}: the certificate can be issued once approved.`,
      link: applicationLink,
    });
  }

  await writeAuditLog(tx, {
    entityType: "payment",
    entityId: payment.id,
    action: input.auditAction,
    actorId: input.actorId,
    details: {
      applicationId: application.id,
      paymentType: type,
      amount: payment.amount,
      provider: payment.provider,
      paymentMethod: payment.paymentMethod,
      paymentStatus: { from: application.paymentStatus, to: nextStatus },
      ...input.auditDetails,
    },
  });
}
