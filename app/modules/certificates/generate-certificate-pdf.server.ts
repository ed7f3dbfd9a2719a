import crypto from "node:crypto";
import { credentialFileName } from "~/modules/credentials";
import { ensureCertificateCredential } from "~/modules/credentials/index.server";
import QRCode from "qrcode";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { openTaggedPdf, PDF_SANS, PDF_SANS_BOLD, PDF_SERIF_BOLD } from "~/lib/tagged-pdf.server";
import { logger } from "~/lib/logger.server";
import { toLocale, type Locale } from "~/domain/locale";
import { profiles } from "~/db/schema";
import { eq } from "drizzle-orm";
import { formatDate } from "~/lib/format";
import "~/lib/i18n/catalogs.server";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages } from "~/lib/i18n/messages";
import { siteNameMessage } from "~/lib/site-config";
import { certificateMessages } from "./certificate-messages";
import { addressLines, type EffectiveCertificateStatus } from "./certificate-rules";
import { getCertificate } from "./get-certificate.server";
import { getCertifiedStandardsVersion } from "~/modules/audits/index.server";
import type { Viewer } from "~/modules/permissions";

/** SPEC §9: the QR code is 40 mm wide (1 mm = 72 / 25.4 pt). */
export const QR_SIZE_PT = (40 * 72) / 25.4;

const BRAND = "#1d5c3a";
const INK = "#1f2d24";
const MUTED = "#3f4f45";

export type CertificatePdfContent = {
  businessName: string;
  addressLines: string[];
  certificateNumber: string;
  issueDate: Date;
  expiryDate: Date;
  verificationUrl: string;
  /** A revoked or expired certificate is stamped across the page with the date (decision 033). */
  stamp?: { label: "REVOKED" | "EXPIRED" | "SUSPENDED"; date: Date } | null;
  /** The standards version of the audit the certificate rests on (null: not recorded). */
  standardsVersion?: string | null;
  /** The signed verifiable credential, embedded as a file attachment (decision 052). */
  credential?: { fileName: string; json: string } | null;
  /** The language the certificate is written in (English when absent). */
  locale?: Locale;
};

const STAMP = "#b42318";

/** The certificate's words (issue 36): the PDF is in the business's language, or any on request. */
const m = defineMessages({
  title: { id: "certificatePdf.title", defaultMessage: "Certificate of Accreditation" },
  documentTitle: {
    id: "certificatePdf.documentTitle",
    defaultMessage: "Certificate of Accreditation {number}",
  },
  certifies: { id: "certificatePdf.certifies", defaultMessage: "This certifies that" },
  meets: {
    id: "certificatePdf.meets",
    defaultMessage:
      "meets the Humane Wildlife Control Standards{version, select, none {} other { (version {version})}} and is accredited as a humane wildlife control service provider.",
  },
  number: { id: "certificatePdf.number", defaultMessage: "Certificate number" },
  issued: { id: "certificatePdf.issued", defaultMessage: "Issue date" },
  validUntil: { id: "certificatePdf.validUntil", defaultMessage: "Valid until" },
  qrAlt: {
    id: "certificatePdf.qrAlt",
    defaultMessage: "QR code: scan to verify this certificate at {url}",
  },
  scan: { id: "certificatePdf.scan", defaultMessage: "Scan to verify" },
  director: { id: "certificatePdf.director", defaultMessage: "Executive Director" },
  chair: { id: "certificatePdf.chair", defaultMessage: "Chair, Standards Committee" },
  verifyAt: { id: "certificatePdf.verifyAt", defaultMessage: "Verify at {url}" },
  REVOKED: { id: "certificatePdf.stamp.revoked", defaultMessage: "REVOKED" },
  EXPIRED: { id: "certificatePdf.stamp.expired", defaultMessage: "EXPIRED" },
  SUSPENDED: { id: "certificatePdf.stamp.suspended", defaultMessage: "SUSPENDED" },
  stampOn: { id: "certificatePdf.stampOn", defaultMessage: "{label} on {date}" },
  noLongerValid: {
    id: "certificatePdf.noLongerValid",
    defaultMessage:
      "This certificate is no longer valid. Its current status is on the verification page: {url}",
  },
  credential: {
    id: "certificatePdf.credential",
    defaultMessage: "Verifiable credential (Open Badges 3.0) of this certificate",
  },
});

const SANS = PDF_SANS;
const SANS_BOLD = PDF_SANS_BOLD;
const SERIF_BOLD = PDF_SERIF_BOLD;

/** The stamp of a certificate that is no longer valid, from its effective status. */
export function certificateStamp(record: {
  effectiveStatus: EffectiveCertificateStatus;
  revokedAt: Date | null;
  suspendedAt?: Date | null;
  expiryDate: Date;
  updatedAt: Date;
}): CertificatePdfContent["stamp"] {
  if (record.effectiveStatus === "suspended") {
    return { label: "SUSPENDED", date: record.suspendedAt ?? record.updatedAt };
  }
  if (record.effectiveStatus === "revoked") {
    return { label: "REVOKED", date: record.revokedAt ?? record.updatedAt };
  }
  if (record.effectiveStatus === "expired") return { label: "EXPIRED", date: record.expiryDate };
  return null;
}

export type CertificatePdf = { filename: string; pdf: Buffer };

export function certificateFilename(certificateNumber: string): string {
  return `certificate-${certificateNumber}.pdf`;
}

/**
 * The certificate's signed Open Badges credential as an embedded file
 * (the document's attachment list; `pdfdetach -list` shows it), so the paper
 * copy carries what verifies offline (decision 052).
 */
function attachCredential(
  doc: PDFKit.PDFDocument,
  credential: NonNullable<CertificatePdfContent["credential"]>,
  date: Date,
  description: string,
) {
  doc.file(Buffer.from(credential.json, "utf8"), {
    name: credential.fileName,
    type: "application/vc+ld+json",
    description,
    creationDate: date,
    modifiedDate: date,
  });
}

function draw(content: CertificatePdfContent, qrPng: Buffer): Promise<Buffer> {
  const locale = content.locale ?? "en";
  const intl = intlFor(locale);
  const t = (message: (typeof m)[keyof typeof m], values?: Record<string, string>) =>
    intl.formatMessage(message, values);
  const day = (date: Date) => formatDate(date, undefined, locale);
  const siteName = t(siteNameMessage);
  // Embedded fonts, tagged for screen readers, PDF/A-3b (decision 053): every text is a
  // heading or a paragraph, the QR code a figure with its text alternative, lines and
  // frames are artifacts.
  const { doc, structure, tag, artifact, bytes } = openTaggedPdf({
    locale,
    layout: "landscape",
    info: {
      Title: t(m.documentTitle, { number: content.certificateNumber }),
      Author: siteName,
      Subject: content.businessName,
    },
  });
  const width = doc.page.width;
  const height = doc.page.height;
  const inner = width - 160;
  const centered = (text: string, y: number) =>
    doc.text(text, 80, y, { width: inner, align: "center", lineBreak: true });

  // Frame: a thick brand border and a thin inner rule.
  artifact(() => {
    doc
      .lineWidth(6)
      .strokeColor(BRAND)
      .rect(20, 20, width - 40, height - 40)
      .stroke();
    doc
      .lineWidth(1)
      .rect(32, 32, width - 64, height - 64)
      .stroke();
  });

  doc.fillColor(BRAND).font(SANS_BOLD).fontSize(13);
  tag("P", () => centered(siteName.toLocaleUpperCase(locale), 58));
  // The title on one line in every language ("Certificat d’accréditation", "Certificado de acreditación").
  const title = t(m.title);
  doc.font(SERIF_BOLD).fontSize(36);
  const titleSize = Math.min(36, Math.floor((36 * inner) / doc.widthOfString(title)));
  doc.fontSize(titleSize);
  tag("H1", () => centered(title, 84 + (36 - titleSize) / 2));

  doc.fillColor(MUTED).font(SANS).fontSize(13);
  tag("P", () => centered(t(m.certifies), 148));

  let nameSize = 28;
  doc.font(SERIF_BOLD);
  while (nameSize > 14 && doc.fontSize(nameSize).widthOfString(content.businessName) > inner) {
    nameSize -= 1;
  }
  doc.fillColor(INK).fontSize(nameSize);
  tag("H2", () => centered(content.businessName, 170));

  doc.fillColor(MUTED).font(SANS).fontSize(12);
  tag("P", () => centered(content.addressLines.join(", "), 212));
  doc.fontSize(13).fillColor(INK);
  tag("P", () => centered(t(m.meets, { version: content.standardsVersion ?? "none" }), 244));

  // Details on the left, the QR code on the right.
  const detailsX = 90;
  let y = 316;
  const detail = (label: string, value: string) => {
    tag("P", () => {
      doc.font(SANS).fontSize(11).fillColor(MUTED).text(label, detailsX, y);
      doc
        .font(SANS_BOLD)
        .fontSize(14)
        .fillColor(INK)
        .text(value, detailsX, y + 14);
    });
    y += 42;
  };
  detail(t(m.number), content.certificateNumber);
  detail(t(m.issued), day(content.issueDate));
  detail(t(m.validUntil), day(content.expiryDate));

  const qrX = width - 90 - QR_SIZE_PT;
  const qrY = 300;
  tag("Figure", () => doc.image(qrPng, qrX, qrY, { width: QR_SIZE_PT, height: QR_SIZE_PT }), {
    alt: t(m.qrAlt, { url: content.verificationUrl }),
    bbox: [qrX, qrY, qrX + QR_SIZE_PT, qrY + QR_SIZE_PT],
  });
  doc.font(SANS).fontSize(10).fillColor(MUTED);
  tag("P", () =>
    doc.text(t(m.scan), qrX - 20, qrY + QR_SIZE_PT + 6, {
      width: QR_SIZE_PT + 40,
      align: "center",
    }),
  );

  // Signature lines.
  const lineY = 500;
  const signature = (x: number, label: string) => {
    artifact(() =>
      doc
        .lineWidth(0.8)
        .strokeColor(INK)
        .moveTo(x, lineY)
        .lineTo(x + 200, lineY)
        .stroke(),
    );
    doc.font(SANS).fontSize(11).fillColor(INK);
    tag("P", () => doc.text(label, x, lineY + 6, { width: 200, align: "center" }));
  };
  signature(90, t(m.director));
  signature(330, t(m.chair));

  doc.font(SANS).fontSize(8).fillColor(MUTED);
  tag("P", () =>
    doc.text(t(m.verifyAt, { url: content.verificationUrl }), 90, 540, {
      width: width - 180,
      lineBreak: false,
    }),
  );

  if (content.stamp) {
    const label = t(m[content.stamp.label]);
    const when = day(content.stamp.date);
    // Across the page, so no crop or copy hides it (read out by the banner below).
    artifact(() => {
      doc.save();
      doc.rotate(-24, { origin: [width / 2, height / 2] });
      // The longest label (SUSPENDED) is wider than the page at 150 pt: shrink it to fit on
      // one line, or pdfkit breaks the word and the rest spills onto a second page.
      doc.font(SANS_BOLD).fontSize(150);
      const size = Math.min(150, Math.floor((150 * width * 0.9) / doc.widthOfString(label)));
      doc.opacity(0.22).fillColor(STAMP).fontSize(size);
      doc.text(label, 0, height / 2 - size / 2, { width, align: "center", lineBreak: false });
      doc.restore();
    });
    // A banner between the details and the QR code: the date and where the current status is.
    const bannerX = 290;
    const bannerWidth = width - 90 - QR_SIZE_PT - 30 - bannerX;
    doc.save();
    doc.opacity(1).lineWidth(2.5).strokeColor(STAMP).fillColor("#ffffff");
    artifact(() => doc.rect(bannerX, 318, bannerWidth, 72).fillAndStroke());
    // One line in the banner whatever the label and date ("SUSPENDED on September 30, 2026").
    const headline = t(m.stampOn, { label, date: when });
    doc.font(SANS_BOLD).fontSize(17);
    const headlineSize = Math.min(
      17,
      Math.floor((17 * (bannerWidth - 16)) / doc.widthOfString(headline)),
    );
    doc.fillColor(STAMP).fontSize(headlineSize);
    tag("P", () =>
      doc.text(headline, bannerX + 8, 328, {
        width: bannerWidth - 16,
        align: "center",
      }),
    );
    doc.font(SANS).fontSize(9).fillColor(INK);
    tag("P", () =>
      doc.text(t(m.noLongerValid, { url: content.verificationUrl }), bannerX + 10, 352, {
        width: bannerWidth - 20,
        align: "center",
      }),
    );
    doc.restore();
  }
  structure.end();
  if (content.credential) {
    attachCredential(doc, content.credential, content.issueDate, t(m.credential));
  }
  doc.end();
  return bytes;
}

/**
 * SPEC §9 certificate PDF: landscape A4 with the verification QR code. A
 * revoked or expired certificate is stamped REVOKED / EXPIRED with the date
 * and points to the verification page, which stays the source of truth.
 */
export async function renderCertificatePdf(content: CertificatePdfContent): Promise<Buffer> {
  const key = pdfCacheKey(content);
  const cached = pdfCache.get(key);
  if (cached) {
    // Most recently used last (the map's order is the eviction order).
    pdfCache.delete(key);
    pdfCache.set(key, cached);
    return cached;
  }
  const pdf = await drawCertificatePdf(content);
  pdfCache.set(key, pdf);
  pdfCacheBytes += pdf.length;
  while (pdfCache.size > PDF_CACHE_MAX_ENTRIES || pdfCacheBytes > PDF_CACHE_MAX_BYTES) {
    const [oldestKey, oldest] = pdfCache.entries().next().value!;
    pdfCache.delete(oldestKey);
    pdfCacheBytes -= oldest.length;
  }
  return pdf;
}

/**
 * Rendered PDFs by their content (decision 035): a certificate's PDF never
 * changes while its facts and stamp stay the same, and any status change
 * (revoked, expired, renewed) changes the content and so the key — no
 * invalidation needed, and a stale PDF cannot be served. Per process, bounded.
 */
const pdfCache = new Map<string, Buffer>();
let pdfCacheBytes = 0;
const PDF_CACHE_MAX_ENTRIES = 500;
const PDF_CACHE_MAX_BYTES = 8 * 1024 * 1024;

function pdfCacheKey(content: CertificatePdfContent): string {
  return crypto.createHash("sha256").update(JSON.stringify(content)).digest("base64url");
}

/** Tests: how many PDFs are cached. */
export function certificatePdfCacheSize(): number {
  return pdfCache.size;
}

async function drawCertificatePdf(content: CertificatePdfContent): Promise<Buffer> {
  try {
    const qrPng = await QRCode.toBuffer(content.verificationUrl, {
      type: "png",
      errorCorrectionLevel: "M",
      margin: 1,
      width: 480,
      color: { dark: "#000000", light: "#ffffff" },
    });
    return await draw(content, qrPng);
  } catch (error) {
    logger.error({ err: error, number: content.certificateNumber }, "certificate PDF failed");
    throw new AppError("failed", certificateMessages.pdfFailed);
  }
}

/** The credential of the certificate's current period, for the PDF. */
async function credentialAttachment(
  db: Executor,
  record: { id: string; issueDate: Date; certificateNumber: string },
): Promise<CertificatePdfContent["credential"]> {
  const credential = await ensureCertificateCredential(db, record);
  if (!credential) return null;
  return {
    fileName: credentialFileName(record.certificateNumber),
    json: JSON.stringify(credential.document, null, 2),
  };
}

/** The saved language of the business's account (its certificate's default language). */
async function businessLocale(db: Executor, businessId: string): Promise<Locale> {
  const [row] = await db
    .select({ locale: profiles.locale })
    .from(profiles)
    .where(eq(profiles.id, businessId));
  return toLocale(row?.locale);
}

/**
 * The PDF of one certificate for its owner or staff (anyone else: 404), in
 * `locale` when asked for, else in the business's own language (issue 36).
 */
export async function generateCertificatePdf(
  db: Executor,
  viewer: Viewer,
  certificateId: string,
  options: { locale?: Locale } = {},
): Promise<CertificatePdf> {
  const record = await getCertificate(db, viewer, certificateId);
  const locale = options.locale ?? (await businessLocale(db, record.businessId));
  const pdf = await renderCertificatePdf({
    locale,
    businessName: record.businessName,
    addressLines: addressLines(record.businessAddress),
    certificateNumber: record.certificateNumber,
    issueDate: record.issueDate,
    expiryDate: record.expiryDate,
    verificationUrl: record.verificationUrl,
    stamp: certificateStamp(record),
    standardsVersion: await getCertifiedStandardsVersion(db, record.id),
    credential: await credentialAttachment(db, record),
  });
  return { filename: certificateFilename(record.certificateNumber), pdf };
}
