import type { Database } from "~/lib/db.server";
import { getApplicationForViewer } from "~/modules/applications/index.server";
import type { Viewer } from "~/modules/permissions";
import { feeFor, type PaymentType } from "./fees";
import { getPaymentSettings } from "./get-payment-provider.server";
import { paymentsOf } from "./list-payments.server";
import { feeRefusal, isRenewal, payableFee } from "./payable-fee";
import { paymentMessages } from "./payment-messages";

/**
 * What /dashboard/applications/:id/payment shows: the fee of `type` (else the
 * one payable now, else the audit fee), its payments, the card form's
 * settings, and why this viewer cannot pay it, if they cannot (only the
 * applicant pays by card). A hidden application answers 404.
 */
export async function getPaymentPage(
  db: Database,
  viewer: Viewer,
  applicationId: string,
  query: { type?: PaymentType; paymentId?: string | null },
) {
  const application = await getApplicationForViewer(db, viewer, applicationId);
  const paymentType: PaymentType = query.type ?? payableFee(application)?.type ?? "audit";
  const isApplicant = application.applicantId === viewer.user.id;
  const payments = (await paymentsOf(db, viewer, application)).filter(
    (p) => p.paymentType === paymentType,
  );
  const paid = payments.find((p) => p.status === "succeeded") ?? null;
  const refusal = isApplicant
    ? feeRefusal(application, paymentType)
    : paymentMessages.onlyApplicantPays;
  return {
    applicationId: application.id,
    businessName: application.businessName,
    paymentType,
    amount: feeFor(paymentType, isRenewal(application)),
    settings: getPaymentSettings(),
    paid,
    refusal: paid ? null : refusal,
    payments,
    returnedPaymentId: query.paymentId ?? null,
  };
}

export type PaymentPageData = Awaited<ReturnType<typeof getPaymentPage>>;
