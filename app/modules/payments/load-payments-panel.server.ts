import type { Executor } from "~/lib/db.server";
import { getApplicationForViewer, type ApplicationRow } from "~/modules/applications/index.server";
import { can, type Viewer } from "~/modules/permissions";
import { paymentsOf, type PaymentListItem } from "./list-payments.server";
import { getPaymentSettings } from "./get-payment-provider.server";
import { payableFee, type PayableFee } from "./payable-fee";
import { paymentMessages } from "./payment-messages";

export type PaymentsPanelData = {
  applicationId: string;
  payments: PaymentListItem[];
  /** The fee payable now (audit, then membership), or null. */
  payable: PayableFee | null;
  /** Only the applicant pays by card. */
  canPay: boolean;
  /** Administrator or committee: the record-offline-payment form. */
  canRecordOffline: boolean;
  /** Set when no card provider is configured (no Stripe, test mode off). */
  cardPaymentsUnavailable: string | null;
};

/** Everything `<PaymentsPanel {...data} />` needs, decided on the server. */
export async function loadPaymentsPanel(
  db: Executor,
  viewer: Viewer,
  applicationId: string,
): Promise<PaymentsPanelData> {
  const application = await getApplicationForViewer(db, viewer, applicationId);
  return paymentsPanelOf(db, viewer, application);
}

/** The panel of an application already loaded for the viewer (no second lookup). */
export async function paymentsPanelOf(
  db: Executor,
  viewer: Viewer,
  application: ApplicationRow,
): Promise<PaymentsPanelData> {
  const payments = await paymentsOf(db, viewer, application);
  return {
    applicationId: application.id,
    payments,
    payable: payableFee(application),
    canPay: can(viewer, "payment.pay", application),
    canRecordOffline: can(viewer, "payment.recordOffline"),
    cardPaymentsUnavailable:
      getPaymentSettings().mode === "none" ? paymentMessages.cardPaymentsUnavailable : null,
  };
}
