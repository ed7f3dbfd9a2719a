import { uuidPattern } from "~/lib/uuid";
import { eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import { applications, payments, profiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { toLocale, type Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import { formatDate, formatMoney } from "~/lib/format";
// The receipt may be in any language, outside a request too.
import "~/lib/i18n/catalogs.server";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages } from "~/lib/i18n/messages";
import { siteNameMessage } from "~/lib/site-config";
import { countryMessages } from "~/modules/applications";
import type { Viewer } from "~/modules/permissions";
import type { PaymentType } from "./fees";
import { canViewReceipt } from "./list-payments.server";
import { paymentMessages } from "./payment-messages";
import { paymentMethodMessages, paymentTypeMessages } from "./payment-type-messages";
import { receiptNumber } from "./receipt-number";

/** The receipt's texts, in the payer's language (issue 36). */
const m = defineMessages({
  title: { id: "payments.receipt.title", defaultMessage: "Receipt {number}" },
  programme: {
    id: "payments.receipt.programme",
    defaultMessage: "Accreditation programme for humane wildlife control businesses",
  },
  heading: { id: "payments.receipt.heading", defaultMessage: "Payment receipt" },
  number: { id: "payments.receipt.number", defaultMessage: "Receipt number" },
  date: { id: "payments.receipt.date", defaultMessage: "Date" },
  receivedFrom: { id: "payments.receipt.receivedFrom", defaultMessage: "Received from" },
  description: { id: "payments.receipt.description", defaultMessage: "Description" },
  renewal: { id: "payments.receipt.renewal", defaultMessage: "{fee} (renewal)" },
  amount: { id: "payments.receipt.amount", defaultMessage: "Amount" },
  method: { id: "payments.receipt.method", defaultMessage: "Payment method" },
  testMode: {
    id: "payments.receipt.testMode",
    defaultMessage: "{method} (test mode, no real charge)",
  },
  reference: { id: "payments.receipt.reference", defaultMessage: "Provider reference" },
  application: { id: "payments.receipt.application", defaultMessage: "Application" },
  footer: {
    id: "payments.receipt.footer",
    defaultMessage:
      "This receipt confirms a payment received by the {siteName}. Keep it for your records.",
  },
});

/** The PDF's standard font writes Latin-1 (WinAnsi): the narrow no-break space becomes a plain one. */
const pdfText = (text: string) => text.replace(/\u202f/g, "\u00a0");

export type PaymentReceipt = { filename: string; pdf: Buffer };

function render(lines: {
  locale: Locale;
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
  const t = intlFor(lines.locale).formatMessage;
  const siteName = t(siteNameMessage);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: 56,
      lang: lines.locale,
      info: {
        Title: t(m.title, { number: lines.number }),
        Author: siteName,
        Subject: lines.description,
      },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    doc.fillColor("#1d5c3a").font("Helvetica-Bold").fontSize(20).text(siteName);
    doc.moveDown(0.2).fillColor("#1f2d24").font("Helvetica").fontSize(11);
    doc.text(t(m.programme));
    doc.moveDown(1.5).font("Helvetica-Bold").fontSize(16).text(t(m.heading));
    doc.moveDown(0.8).fontSize(11);

    const row = (label: string, value: string) => {
      doc.font("Helvetica-Bold").text(`${label}${lines.locale === "fr-CA" ? "\u00a0" : ""}: `, {
        continued: true,
      });
      doc.font("Helvetica").text(pdfText(value));
      doc.moveDown(0.3);
    };
    row(t(m.number), lines.number);
    row(t(m.date), lines.date);
    doc.moveDown(0.6);
    doc.font("Helvetica-Bold").text(t(m.receivedFrom));
    doc.font("Helvetica").text(lines.businessName);
    for (const line of lines.address) doc.text(line);
    doc.moveDown(1);
    row(t(m.description), lines.description);
    row(t(m.amount), lines.amount);
    row(t(m.method), lines.method);
    row(t(m.reference), lines.reference);
    row(t(m.application), lines.applicationId);
    doc.moveDown(1.5).font("Helvetica").fontSize(9).fillColor("#3f4f45");
    doc.text(pdfText(t(m.footer, { siteName })));
    doc.end();
  });
}

/** The payer's language: the saved one of the application's account (the business). */
async function payerLocale(db: Executor, applicantId: string): Promise<Locale> {
  const [row] = await db
    .select({ locale: profiles.locale })
    .from(profiles)
    .where(eq(profiles.id, applicantId));
  return toLocale(row?.locale);
}

/**
 * The PDF receipt of a succeeded payment, for the applicant of its
 * application or staff, in the payer's language (or `locale` when asked
 * for). Anyone else, a pending or failed payment, or an unknown id: 404 (no
 * leak of its existence).
 */
export async function generatePaymentReceipt(
  db: Executor,
  viewer: Viewer,
  paymentId: string,
  options: { locale?: Locale } = {},
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
  const locale = options.locale ?? (await payerLocale(db, application.applicantId));
  const t = intlFor(locale).formatMessage;
  const methodMessage = paymentMethodMessages[payment.paymentMethod];
  const method = methodMessage ? t(methodMessage) : payment.paymentMethod;
  const feeMessage = paymentTypeMessages[type];
  const fee = feeMessage ? t(feeMessage) : payment.paymentType;
  const pdf = await render({
    locale,
    number,
    date: formatDate(payment.updatedAt, undefined, locale),
    businessName: application.businessName,
    address: [
      address.street,
      [address.city, address.region, address.postalCode].filter(Boolean).join(", "),
      address.country && Object.hasOwn(countryMessages, address.country)
        ? t(countryMessages[address.country as keyof typeof countryMessages])
        : address.country,
    ].filter(Boolean),
    description: renewal ? t(m.renewal, { fee }) : fee,
    amount: formatMoney(payment.amount, locale),
    method: payment.provider === "test" ? t(m.testMode, { method }) : method,
    reference:
      (payment.provider === "offline" ? payment.reference : payment.stripePaymentId) ?? "—",
    applicationId: application.id,
  });
  return { filename: `receipt-${number}.pdf`, pdf };
}
