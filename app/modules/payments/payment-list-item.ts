import type { PaymentType } from "./fees";

/** A payment as the UI shows it (serializable). */
export type PaymentListItem = {
  id: string;
  paymentType: PaymentType;
  description: string;
  amount: number;
  amountLabel: string;
  status: string;
  paymentMethod: string;
  methodLabel: string;
  provider: string;
  reference: string | null;
  failureMessage: string | null;
  receiptNumber: string;
  /** Set for succeeded payments the viewer may download a receipt for. */
  receiptUrl: string | null;
  createdAt: string;
  updatedAt: string;
};
