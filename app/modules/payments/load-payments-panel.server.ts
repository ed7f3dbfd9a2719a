import type { Executor } from "~/lib/db.server";
import {
  getApplicationForViewer,
  type Viewer,
} from "~/modules/applications/application-access.server";
import { canPerform } from "~/modules/permissions/permissions";
import { listPayments, type PaymentListItem } from "./list-payments.server";
import { payableFee, type PayableFee } from "./payable-fee";

export type PaymentsPanelData = {
  applicationId: string;
  payments: PaymentListItem[];
  /** The fee payable now (audit, then membership), or null. */
  payable: PayableFee | null;
  /** Only the applicant pays by card. */
  canPay: boolean;
  /** Administrator or committee: the record-offline-payment form. */
  canRecordOffline: boolean;
};

/** Everything `<PaymentsPanel {...data} />` needs, decided on the server. */
export async function loadPaymentsPanel(
  db: Executor,
  viewer: Viewer,
  applicationId: string,
): Promise<PaymentsPanelData> {
  const application = await getApplicationForViewer(db, viewer, applicationId);
  const payments = await listPayments(db, viewer, application.id);
  return {
    applicationId: application.id,
    payments,
    payable: payableFee(application),
    canPay: application.applicantId === viewer.user.id,
    canRecordOffline: canPerform(viewer.activeRole, "record_offline_payments"),
  };
}
