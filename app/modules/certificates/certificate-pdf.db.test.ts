import jsQR from "jsqr";
import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { applications, certificates, inspections, profiles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { Role } from "~/modules/permissions/permissions";
import { createTestUser } from "../../../tests/helpers/users";
import { formatCertificateDate } from "./certificate-rules";
import { generateCertificate } from "./generate-certificate.server";
import { generateCertificatePdf, renderCertificatePdf } from "./generate-certificate-pdf.server";
import { reinstateCertificate } from "./reinstate-certificate.server";
import { revokeCertificate } from "./revoke-certificate.server";
import { suspendCertificate } from "./suspend-certificate.server";
import type { Viewer } from "~/modules/permissions";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";

async function user(role: Role) {
  const u = await createTestUser(role);
  const viewer: Viewer = { user: { id: u.userId }, activeRole: role };
  return { ...u, viewer };
}

function readPdf(buffer: Buffer) {
  const pdf = mupdf.Document.openDocument(buffer, "application/pdf");
  expect(pdf.countPages()).toBe(1);
  const page = pdf.loadPage(0);
  const text = page.toStructuredText("preserve-whitespace").asText();
  const pix = page.toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceRGB, true);
  const w = pix.getWidth();
  const h = pix.getHeight();
  const n = pix.getNumberOfComponents();
  const px = pix.getPixels();
  const rgba = new Uint8ClampedArray(w * h * 4);
  for (let i = 0; i < w * h; i++) {
    for (let c = 0; c < 3; c++) rgba[i * 4 + c] = px[i * n + c]!;
    rgba[i * 4 + 3] = 255;
  }
  return { bounds: page.getBounds(), text, qr: jsQR(rgba, w, h)?.data };
}

describe("certificate PDF", () => {
  it("is landscape A4 with the title, business, address, number, dates, signatures and a QR code of the verification URL", async () => {
    const admin = await user("administrator");
    const applicant = await user("applicant");
    const [app] = await getDb()
      .insert(applications)
      .values({
        applicantId: applicant.userId,
        status: "approved",
        paymentStatus: "membership-fee-paid",
        businessName: "Northern Lights Humane Wildlife Services",
        businessAddress: {
          street: "88 Birch Avenue",
          city: "Thunder Bay",
          region: "Ontario",
          postalCode: "P7B 1A5",
          country: "Canada",
        },
        contactName: "Sam Reed",
        contactEmail: "sam@northern.example",
        contactPhone: "+1 807 555 0100",
      })
      .returning();
    const { certificate } = await generateCertificate(getDb(), admin.viewer, app!.id);
    const { filename, pdf } = await generateCertificatePdf(
      getDb(),
      applicant.viewer,
      certificate.id,
    );
    expect(filename).toBe(`certificate-${certificate.certificateNumber}.pdf`);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

    const { bounds, text, qr } = readPdf(pdf);
    expect(bounds[0]).toBe(0);
    expect(bounds[1]).toBe(0);
    expect(bounds[2]).toBeCloseTo(841.89, 1);
    expect(bounds[3]).toBeCloseTo(595.28, 1);
    const flat = text.replace(/\s+/g, " ");
    for (const expected of [
      "Certificate of Accreditation",
      "Northern Lights Humane Wildlife Services",
      "88 Birch Avenue, Thunder Bay, Ontario, P7B 1A5, Canada",
      certificate.certificateNumber,
      "Issue date",
      formatCertificateDate(certificate.issueDate),
      "Valid until",
      formatCertificateDate(certificate.expiryDate),
      "Scan to verify",
      "Executive Director",
      "Chair, Standards Committee",
      "Humane Accreditation Portal".toUpperCase(),
    ]) {
      expect(flat).toContain(expected);
    }
    expect(qr).toBe(certificate.verificationUrl);

    // Staff may download it; another applicant gets 404.
    expect((await generateCertificatePdf(getDb(), admin.viewer, certificate.id)).filename).toBe(
      filename,
    );
    const other = await user("applicant");
    const hidden = await refusal(
      () => generateCertificatePdf(getDb(), other.viewer, certificate.id),
      { unchanged: databaseDigest },
    );
    expect(hidden.status).toBe(404);
  });

  it("a revoked or expired certificate's PDF is stamped REVOKED / EXPIRED with the date; the QR still leads to verification", async () => {
    const admin = await user("administrator");
    const applicant = await user("applicant");
    const [app] = await getDb()
      .insert(applications)
      .values({
        applicantId: applicant.userId,
        status: "approved",
        paymentStatus: "membership-fee-paid",
        businessName: "Stamped Wildlife Co.",
        businessAddress: {
          street: "1 Pine Road",
          city: "Halifax",
          region: "Nova Scotia",
          postalCode: "B3H 1A1",
          country: "Canada",
        },
        contactName: "Sam Stamp",
        contactEmail: "sam@stamped.example",
        contactPhone: "+1 902 555 0100",
      })
      .returning();
    const { certificate } = await generateCertificate(getDb(), admin.viewer, app!.id);
    const valid = readPdf(
      (await generateCertificatePdf(getDb(), applicant.viewer, certificate.id)).pdf,
    );
    expect(valid.text).not.toContain("REVOKED");
    expect(valid.text).not.toContain("EXPIRED");
    // Cached by content (decision 035): the very same bytes again until the facts or stamp change.
    const once = await generateCertificatePdf(getDb(), applicant.viewer, certificate.id);
    const twice = await generateCertificatePdf(getDb(), applicant.viewer, certificate.id);
    expect(twice.pdf).toBe(once.pdf);

    // Expired (past its date, even before the daily job marks it).
    await getDb()
      .update(certificates)
      .set({ expiryDate: new Date(Date.now() - 86_400_000) })
      .where(eq(certificates.id, certificate.id));
    const [expiredRow] = await getDb()
      .select()
      .from(certificates)
      .where(eq(certificates.id, certificate.id));
    const expired = readPdf(
      (await generateCertificatePdf(getDb(), applicant.viewer, certificate.id)).pdf,
    );
    const expiredText = expired.text.replace(/\s+/g, " ");
    expect(expiredText).toContain(`EXPIRED on ${formatCertificateDate(expiredRow!.expiryDate)}`);
    expect(expiredText).toContain("This certificate is no longer valid");
    expect(expired.qr).toBe(certificate.verificationUrl);

    // Revoked wins.
    await revokeCertificate(getDb(), admin.viewer, certificate.id, "Glue traps in use.");
    const [revokedRow] = await getDb()
      .select()
      .from(certificates)
      .where(eq(certificates.id, certificate.id));
    const revoked = readPdf(
      (await generateCertificatePdf(getDb(), admin.viewer, certificate.id)).pdf,
    );
    const revokedText = revoked.text.replace(/\s+/g, " ");
    expect(revokedText).toContain(`REVOKED on ${formatCertificateDate(revokedRow!.revokedAt!)}`);
    expect(revokedText).not.toContain("EXPIRED");
    expect(revokedText).toContain(certificate.verificationUrl.slice(0, 30));
    expect(revoked.qr).toBe(certificate.verificationUrl);
  });

  it("a suspended certificate's PDF is stamped SUSPENDED with the date; reinstated, the stamp is gone (decision 056)", async () => {
    const admin = await user("administrator");
    const applicant = await user("applicant");
    const [app] = await getDb()
      .insert(applications)
      .values({
        applicantId: applicant.userId,
        status: "approved",
        paymentStatus: "membership-fee-paid",
        businessName: "Paused Wildlife Co.",
        businessAddress: {
          street: "2 Pine Road",
          city: "Halifax",
          region: "Nova Scotia",
          postalCode: "B3H 1A1",
          country: "Canada",
        },
        contactName: "Pat Pause",
        contactEmail: "pat@paused.example",
        contactPhone: "+1 902 555 0101",
      })
      .returning();
    const { certificate } = await generateCertificate(getDb(), admin.viewer, app!.id);
    const reviewOn = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await suspendCertificate(getDb(), admin.viewer, certificate.id, {
      reason: "Complaint under investigation",
      reviewOn,
    });
    const [row] = await getDb()
      .select()
      .from(certificates)
      .where(eq(certificates.id, certificate.id));
    const suspended = readPdf(
      (await generateCertificatePdf(getDb(), applicant.viewer, certificate.id)).pdf,
    );
    const text = suspended.text.replace(/\s+/g, " ");
    expect(text).toContain(`SUSPENDED on ${formatCertificateDate(row!.suspendedAt!)}`);
    // The date, never the reason.
    expect(text).not.toContain("Complaint under investigation");
    expect(suspended.qr).toBe(certificate.verificationUrl);

    await reinstateCertificate(getDb(), admin.viewer, certificate.id, {});
    const back = readPdf(
      (await generateCertificatePdf(getDb(), applicant.viewer, certificate.id)).pdf,
    );
    expect(back.text).not.toContain("SUSPENDED");
  });

  it("answers `Failed to generate PDF certificate` when it cannot be made", async () => {
    const error = await refusal(
      renderCertificatePdf({
        businessName: "Too Long Ltd",
        addressLines: ["Unknown"],
        certificateNumber: "2026-00001",
        issueDate: new Date(),
        expiryDate: new Date(),
        // Beyond the capacity of any QR code.
        verificationUrl: `https://example.test/verify/${"x".repeat(8000)}`,
      }),
    );
    expect(error.status).toBe(500);
    expect(error.message).toBe("Failed to generate PDF certificate");
  });

  it("names the standards version recorded by the audit the certificate rests on", async () => {
    const admin = await user("administrator");
    const applicant = await user("applicant");
    const examiner = await user("examiner");
    const [app] = await getDb()
      .insert(applications)
      .values({
        applicantId: applicant.userId,
        status: "approved",
        paymentStatus: "membership-fee-paid",
        businessName: "Versioned Wildlife Co",
        businessAddress: {
          street: "1 Main Street",
          city: "Burlington",
          region: "Vermont",
          postalCode: "05401",
          country: "United States",
        },
        contactName: "Vera Version",
        contactEmail: "vera@versioned.example",
        contactPhone: "+1 802 555 0100",
      })
      .returning();
    await getDb()
      .insert(inspections)
      .values({
        applicationId: app!.id,
        examinerId: examiner.userId,
        status: "completed",
        scheduledDate: new Date(Date.now() - 5 * 86_400_000),
        completedAt: new Date(Date.now() - 4 * 86_400_000),
        standardsVersion: "1.1",
      });
    const { certificate } = await generateCertificate(getDb(), admin.viewer, app!.id);
    const { pdf } = await generateCertificatePdf(getDb(), applicant.viewer, certificate.id);
    expect(readPdf(pdf).text.replace(/\s+/g, " ")).toContain(
      "meets the Humane Wildlife Control Standards (version 1.1)",
    );
  });
});

describe("certificate PDF in the business's language (issue 36)", () => {
  it("is written in the business's saved language, and in any of the three on request", async () => {
    const admin = await user("administrator");
    const applicant = await user("applicant");
    await getDb()
      .update(profiles)
      .set({ locale: "es-MX" })
      .where(eq(profiles.id, applicant.userId));
    const [app] = await getDb()
      .insert(applications)
      .values({
        applicantId: applicant.userId,
        status: "approved",
        paymentStatus: "membership-fee-paid",
        businessName: "Fauna Silvestre del Bajío",
        businessAddress: {
          street: "Av. Juárez 120",
          city: "León",
          region: "Guanajuato",
          postalCode: "37000",
          country: "Mexico",
        },
        contactName: "Ana López",
        contactEmail: "ana@bajio.example",
        contactPhone: "+52 477 555 0100",
      })
      .returning();
    const { certificate } = await generateCertificate(getDb(), admin.viewer, app!.id);
    const spanish = readPdf(
      (await generateCertificatePdf(getDb(), applicant.viewer, certificate.id)).pdf,
    );
    const es = spanish.text.replace(/\s+/g, " ");
    for (const expected of [
      "Certificado de acreditación",
      "Se certifica que",
      "Fauna Silvestre del Bajío",
      "Fecha de emisión",
      "Vigente hasta",
      "Escanee para verificar",
      "PORTAL DE ACREDITACIÓN HUMANITARIA",
    ]) {
      expect(es).toContain(expected);
    }
    expect(es).not.toContain("Certificate of Accreditation");
    expect(spanish.qr).toBe(certificate.verificationUrl);

    const french = readPdf(
      (await generateCertificatePdf(getDb(), admin.viewer, certificate.id, { locale: "fr-CA" }))
        .pdf,
    ).text.replace(/\s+/g, " ");
    expect(french).toContain("Certificat d’accréditation");
    expect(french).toContain("Valide jusqu’au");
    const english = readPdf(
      (await generateCertificatePdf(getDb(), admin.viewer, certificate.id, { locale: "en" })).pdf,
    ).text.replace(/\s+/g, " ");
    expect(english).toContain("Certificate of Accreditation");
  });
});
