import { formatDate } from "~/lib/format";
import { eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import { applications, payments } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { siteName } from "~/lib/site-config";
import { formatUsd, type PaymentType } from "./fees";
import { canViewReceipt } from "./list-payments.server";
import { paymentMethodLabels, paymentTypeLabels } from "./payable-fee";
import { paymentMessages } from "./payment-messages";
import { receiptNumber } from "./receipt-number";
import type { Viewer } from "~/modules/permissions";

export type PaymentReceipt = { filename: string; pdf: Buffer };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function render(lines: {
  number: string;
  date: string;
  businessName: string;
  address: string[];
  description: string;
  amount: string;
  method: string;
  reference: string;
  applicationId: string;
}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: 56,
      info: { Title: `Receipt ${lines.number}`, Author: siteName, Subject: lines.description },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    doc.fillColor("#1d5c3a").font("Helvetica-Bold").fontSize(20).text(siteName);
    doc.moveDown(0.2).fillColor("#1f2d24").font("Helvetica").fontSize(11);
    doc.text("Accreditation programme for humane wildlife control businesses");
    doc.moveDown(1.5).font("Helvetica-Bold").fontSize(16).text("Payment receipt");
    doc.moveDown(0.8).fontSize(11);

    const row = (label: string, value: string) => {
      doc.font("Helvetica-Bold").text(`${label}: `, { continued: true });
      doc.font("Helvetica").text(value);
      doc.moveDown(0.3);
    };
    row("Receipt number", lines.number);
    row("Date", lines.date);
    doc.moveDown(0.6);
    doc.font("Helvetica-Bold").text("Received from");
    doc.font("Helvetica").text(lines.businessName);
    for (const line of lines.address) doc.text(line);
    doc.moveDown(1);
    row("Description", lines.description);
    row("Amount", lines.amount);
    row("Payment method", lines.method);
    row("Provider reference", lines.reference);
    row("Application", lines.applicationId);
    doc.moveDown(1.5).font("Helvetica").fontSize(9).fillColor("#3f4f45");
    doc.text(
      `This receipt confirms a payment received by the ${siteName}. Keep it for your records.`,
    );
    doc.end();
  });
}

/**
 * The PDF receipt of a succeeded payment, for the applicant of its
 * application or staff. Anyone else, a pending or failed payment, or an
 * unknown id: 404 (no leak of its existence).
 */
export async function generatePaymentReceipt(
  db: Executor,
  viewer: Viewer,
  paymentId: string,
): Promise<PaymentReceipt> {
  if (!uuidPattern.test(paymentId))
    throw new AppError("not_found", paymentMessages.paymentNotFound);
  const [row] = await db
    .select({ payment: payments, application: applications })
    .from(payments)
    .innerJoin(applications, eq(applications.id, payments.applicationId))
    .where(eq(payments.id, paymentId));
  if (!row || row.payment.status !== "succeeded" || !canViewReceipt(viewer, row.application)) {
    throw new AppError("not_found", paymentMessages.paymentNotFound);
  }
  const { payment, application } = row;
  const number = receiptNumber(payment);
  const address = application.businessAddress;
  const type = payment.paymentType as PaymentType;
  const renewal = Boolean(application.metadata?.renewal_type);
  const method = paymentMethodLabels[payment.paymentMethod] ?? payment.paymentMethod;
  const pdf = await render({
    number,
    date: formatDate(payment.updatedAt),
    businessName: application.businessName,
    address: [
      address.street,
      [address.city, address.region, address.postalCode].filter(Boolean).join(", "),
      address.country,
    ].filter(Boolean),
    description: `${paymentTypeLabels[type] ?? payment.paymentType}${renewal ? " (renewal)" : ""}`,
    amount: formatUsd(payment.amount),
    method: payment.provider === "test" ? `${method} (test mode, no real charge)` : method,
    reference:
      (payment.provider === "offline" ? payment.reference : payment.stripePaymentId) ?? "—",
    applicationId: application.id,
  });
  return { filename: `receipt-${number}.pdf`, pdf };
}
