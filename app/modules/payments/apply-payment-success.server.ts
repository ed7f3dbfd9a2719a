import { isoDate } from "~/lib/format";
import { eq } from "drizzle-orm";
import type { applications, payments } from "~/db/schema";
import { certificates, profiles } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import type { PaymentStatus } from "~/modules/applications";
import { setApplicationPaymentStatus } from "~/modules/applications/index.server";
import { enqueueEmail } from "~/modules/mail/index.server";
import {
  createNotification,
  notificationSentences,
  notificationText,
  notifyRole,
  type NotificationText,
} from "~/modules/notifications/index.server";
import { audienceRoles } from "~/modules/permissions";
import { issueCertificateIfDue } from "~/modules/certificates/index.server";
import { completeRenewalIfDue } from "~/modules/renewals/index.server";
import type { PaymentType } from "./fees";
import { paymentNotificationMessages as n } from "./payment-notifications";
import { paymentTypeMessages } from "./payment-type-messages";
import { receiptNumber, receiptPath } from "./receipt-number";
import { setPaymentStatus, type PaymentStatusBy } from "./set-payment-status.server";

type PaymentRow = typeof payments.$inferSelect;

/** The number of the certificate a renewal renews, or null for a first application. */
async function renewalCertificateNumber(
  tx: Executor,
  application: { certificateId: string | null },
): Promise<string | null> {
  if (!application.certificateId) return null;
  const [row] = await tx
    .select({ number: certificates.certificateNumber })
    .from(certificates)
    .where(eq(certificates.id, application.certificateId));
  return row?.number ?? null;
}
type ApplicationRow = typeof applications.$inferSelect;

/** The programme office's notice of a membership fee: what happened to the certificate. */
function membershipPaidMessage(
  cents: number,
  businessName: string,
  outcome: { issued: string | null; renewed: boolean; renewal: boolean },
): NotificationText {
  const paid = { amount: { money: cents }, businessName };
  if (outcome.issued) {
    return notificationText(n.membershipPaidIssued, { ...paid, number: outcome.issued });
  }
  if (outcome.renewed) return notificationText(n.membershipPaidRenewed, paid);
  if (outcome.renewal) return notificationText(n.membershipPaidRenewal, paid);
  return notificationText(n.membershipPaid, paid);
}

/** The application payment status after a fee is paid; never downgrades. */
export function paymentStatusAfter(current: string, type: PaymentType): PaymentStatus {
  if (type === "membership" || current === "membership-fee-paid") return "membership-fee-paid";
  return "audit-fee-paid";
}

/**
 * The effects of a completed payment, shared by the verified provider event
 * and the staff-recorded offline payment. Call inside the transaction: the
 * payment row becomes succeeded, the application payment status rises, the
 * applicant gets `payment_received` (notification + e-mail receipt),
 * administrators get the alert; each status's writer records its audit_log
 * row (the payment's: `auditAction`). A membership fee
 * completes an approved renewal (SPEC §4) or issues the certificate of an
 * approved first application (decision 051), in the same transaction. Both statuses go
 * through their tables and change only from the status read: a payment
 * attempt that ended meanwhile, or a fee another payment recorded first,
 * is a conflict and nothing is written.
 */
export async function applyPaymentSuccess(
  tx: Executor,
  input: {
    payment: PaymentRow;
    application: ApplicationRow;
    /** The provider's verified event, or the staff member recording an offline payment. */
    by: PaymentStatusBy;
    actorId: string | null;
    auditAction: string;
    auditDetails?: Record<string, unknown>;
  },
) {
  const { payment, application } = input;
  const now = new Date();
  const type = payment.paymentType as PaymentType;
  const nextStatus = paymentStatusAfter(application.paymentStatus, type);
  await setPaymentStatus(tx, payment, "succeeded", input.by, {
    changes: { failureMessage: null },
    audit: {
      action: input.auditAction,
      details: {
        applicationId: application.id,
        paymentType: type,
        amount: payment.amount,
        provider: payment.provider,
        paymentMethod: payment.paymentMethod,
        paymentStatus: { from: application.paymentStatus, to: nextStatus },
        ...input.auditDetails,
      },
    },
  });
  // The payment status only rises (a fee paid twice leaves it as it is).
  if (nextStatus !== application.paymentStatus) {
    await setApplicationPaymentStatus(
      tx,
      application,
      nextStatus,
      type === "audit" ? "system:audit-fee-paid" : "system:membership-fee-paid",
      { actorId: input.actorId, details: { paymentId: payment.id } },
    );
  }

  const env = getEnv();
  const amount = { money: payment.amount };
  const number = receiptNumber(payment);
  const applicationLink = `/dashboard/applications/${application.id}`;

  await createNotification(tx, {
    userId: application.applicantId,
    type: "payment_received",
    message: notificationSentences(
      notificationText(n.received, {
        fee: notificationText(paymentTypeMessages[type]),
        amount,
        businessName: application.businessName,
      }),
    ),
    link: applicationLink,
  });
  const [applicant] = await tx
    .select({ name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, application.applicantId));
  const to = applicant?.email ?? application.contactEmail;
  // In the recipient's language: the fee, the amount and the day are written by the template.
  const inTheirLanguage = { localeOfAccount: application.applicantId };
  await enqueueEmail(
    tx,
    to,
    "payment-receipt",
    {
      name: applicant?.name || application.contactName,
      businessName: application.businessName,
      fee: type,
      amountCents: payment.amount,
      date: isoDate(now),
      receiptNumber: number,
      receiptUrl: `${env.baseUrl}${receiptPath(payment.id)}`,
      applicationUrl: `${env.baseUrl}${applicationLink}`,
    },
    inTheirLanguage,
  );

  const renewalOf = await renewalCertificateNumber(tx, application);
  if (renewalOf && type === "audit") {
    // SPEC §7: the renewal is received for review once its audit fee is paid.
    await enqueueEmail(
      tx,
      to,
      "renewal-received",
      {
        name: applicant?.name || application.contactName,
        businessName: application.businessName,
        certificateNumber: renewalOf,
        applicationUrl: `${env.baseUrl}${applicationLink}`,
      },
      inTheirLanguage,
    );
  }
  // An approved renewal with the membership fee paid renews its certificate now (SPEC §4).
  const certificateRenewed =
    renewalOf !== null &&
    type === "membership" &&
    (await completeRenewalIfDue(tx, application.id, input.actorId)) !== null;
  // An approved first application gets its certificate now, in this transaction (decision 051).
  const issued =
    renewalOf === null && type === "membership"
      ? await issueCertificateIfDue(tx, application.id, {
          actorId: input.actorId,
          details: { paymentId: payment.id },
        })
      : null;

  // Administrators act on paid fees: schedule the audit; a membership fee is for information.
  if (type === "audit") {
    await notifyRole(tx, audienceRoles("programmeOffice"), {
      type: "audit_fee_paid_admin_alert",
      message: notificationText(n.auditFeePaid, {
        amount,
        businessName: application.businessName,
      }),
      link: applicationLink,
    });
  } else {
    await notifyRole(tx, audienceRoles("programmeOffice"), {
      type: "payment_received",
      message: membershipPaidMessage(payment.amount, application.businessName, {
        issued: issued?.certificate.certificateNumber ?? null,
        renewed: certificateRenewed,
        renewal: renewalOf !== null,
      }),
      link: applicationLink,
    });
  }

  /** The caller tells the public pages after its commit (`publicContentChanged`). */
  return { certificateRenewed, certificateIssued: issued !== null };
}
