import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import * as mupdf from "mupdf";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  applications,
  auditPhotos,
  correctiveActions,
  inspectionFindings,
  inspections,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";
import type { Viewer } from "~/modules/permissions";
import type { Role } from "~/modules/permissions/permissions";
import { buildObjectPath, getStorage } from "~/modules/storage/index.server";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";
import { createTestUser } from "../../../tests/helpers/users";
import { generateAuditReportPdf } from "./generate-audit-report-pdf.server";

/**
 * The audit report PDF made from the database (issue 37): the findings,
 * a photo stored in the `audit-photos` bucket, the corrective actions
 * (inserted directly: their own module makes them), read back with
 * independent tools; and who may download it.
 */
async function user(role: Role, name?: string) {
  const u = await createTestUser(role, { name });
  const viewer: Viewer = { user: { id: u.userId }, activeRole: role };
  return { ...u, viewer };
}

const dir = mkdtempSync(path.join(tmpdir(), "audit-report-db-"));

function pdfText(pdf: Buffer): string {
  const doc = mupdf.Document.openDocument(pdf, "application/pdf");
  const pages: string[] = [];
  for (let i = 0; i < doc.countPages(); i++) {
    pages.push(doc.loadPage(i).toStructuredText("preserve-whitespace").asText());
  }
  return pages.join(" ").replace(/\s+/g, " ");
}

/** A completed audit of a new business with two findings, one photo and two corrective actions. */
async function completedAudit() {
  const applicant = await user("applicant");
  const examiner = await user("examiner", "Morgan Fieldwork");
  const admin = await user("administrator", "Riley Verifier");
  const [application] = await getDb()
    .insert(applications)
    .values({
      applicantId: applicant.userId,
      status: "under-review",
      paymentStatus: "audit-fee-paid",
      businessName: `Peña & Fils Wildlife ${crypto.randomBytes(3).toString("hex")}`,
      businessAddress: {
        street: "12 Pine Road",
        city: "Thunder Bay",
        region: "Ontario",
        postalCode: "P7B 1A1",
        country: "Canada",
      },
      contactName: "Ana Peña",
      contactEmail: "ana@example.test",
      contactPhone: "+1 807 555 0199",
    })
    .returning();
  const [audit] = await getDb()
    .insert(inspections)
    .values({
      applicationId: application!.id,
      examinerId: examiner.userId,
      status: "completed",
      scheduledDate: new Date("2026-11-02T15:00:00Z"),
      startedAt: new Date("2026-11-02T15:10:00Z"),
      completedAt: new Date("2026-11-02T19:45:00Z"),
      timeZone: "America/Toronto",
      standardsVersion: "3.1",
      recommendation: "approval-after-minor-corrections",
      recommendationNotes: "Two corrections before approval.",
    })
    .returning();
  await getDb()
    .insert(inspectionFindings)
    .values([
      {
        inspectionId: audit!.id,
        standardNumber: "4",
        standardTitle: "Exclusion devices",
        standardItemVersion: "2.0",
        finding: "minor-non-conformity",
        notes: "The one-way door on the soffit is loose.",
      },
      {
        inspectionId: audit!.id,
        standardNumber: "7",
        standardTitle: "Record keeping",
        standardItemVersion: "1.2",
        finding: "major-non-conformity",
        notes: "No release log kept since June.",
      },
      {
        inspectionId: audit!.id,
        standardNumber: "12",
        standardTitle: "Vehicle equipment",
        standardItemVersion: "1.0",
        finding: "compliant",
        notes: null,
      },
    ]);
  const photoId = crypto.randomUUID();
  // A path the storage drivers accept today (`{owner}/{timestamp}-{random}.{ext}`).
  const objectPath = buildObjectPath(audit!.id, "jpg", Date.now(), photoId.replace(/-/g, ""));
  const jpeg = await sharp({
    create: { width: 800, height: 600, channels: 3, background: "#8d6e63" },
  })
    .jpeg()
    .toBuffer();
  await getStorage().put("audit-photos", objectPath, new Uint8Array(jpeg));
  await getDb().insert(auditPhotos).values({
    id: photoId,
    inspectionId: audit!.id,
    standardNumber: "4",
    name: "soffit-door.jpg",
    objectPath,
    mimeType: "image/jpeg",
    size: jpeg.length,
    width: 800,
    height: 600,
    uploadedBy: examiner.userId,
  });
  await getDb()
    .insert(correctiveActions)
    .values([
      {
        inspectionId: audit!.id,
        applicationId: application!.id,
        standardNumber: "4",
        standardTitle: "Exclusion devices",
        severity: "minor",
        findingNotes: "The one-way door on the soffit is loose.",
        dueOn: "2026-12-02",
        status: "accepted",
        rootCause: "Screws too short.",
        changesMade: "Longer screws fitted.",
        answeredAt: new Date("2026-11-10T16:00:00Z"),
        answeredBy: applicant.userId,
        verifiedBy: admin.userId,
        verifiedAt: new Date("2026-11-12T16:00:00Z"),
      },
      {
        inspectionId: audit!.id,
        applicationId: application!.id,
        standardNumber: "7",
        standardTitle: "Record keeping",
        severity: "major",
        findingNotes: "No release log kept since June.",
        dueOn: "2027-01-01",
        status: "open",
      },
    ]);
  return { applicant, examiner, admin, application: application!, audit: audit! };
}

describe("audit report PDF from the database", () => {
  it("lists the findings with notes and the photo, the actions and their status, the examiner and versions; fonts embedded, qpdf clean, tagged", async () => {
    const { applicant, audit, application } = await completedAudit();
    const { filename, pdf } = await generateAuditReportPdf(getDb(), applicant.viewer, audit.id);
    expect(filename).toBe(`audit-report-2026-11-02-${audit.id.slice(0, 8)}.pdf`);
    const text = pdfText(pdf);
    for (const expected of [
      application.businessName,
      "12 Pine Road, Thunder Bay, Ontario P7B 1A1, Canada",
      "Examiner: Morgan Fieldwork",
      "Audit carried out: Nov 2, 2026, 10:10",
      "Report completed: Nov 2, 2026, 2:45",
      "Standards version: 3.1",
      "Approval after minor corrections",
      "Two corrections before approval.",
      "4 Exclusion devices",
      "Finding: Minor non-conformity",
      "Item version: 2.0",
      "The one-way door on the soffit is loose.",
      "7 Record keeping",
      "Finding: Major non-conformity",
      "No release log kept since June.",
      "12 Vehicle equipment",
      "Finding: Compliant",
      "Status: Accepted (closed)",
      "Verification: accepted on Nov 12, 2026, 11:00",
      "by Riley Verifier",
      "Due: Jan 1, 2027",
      "Status: Open",
      "waiting for the business’s answer",
    ]) {
      expect(text).toContain(expected);
    }
    // Standards in their order (4, 7, 12), not as text ("12" before "4").
    expect(text.indexOf("4 Exclusion devices")).toBeLessThan(text.indexOf("12 Vehicle equipment"));

    const file = path.join(dir, "report.pdf");
    writeFileSync(file, pdf);
    const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" })
      .trim()
      .split("\n")
      .slice(2);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const line of fonts) {
      expect(line, line).toMatch(/^\S+\+DejaVu\S*\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    }
    expect(execFileSync("qpdf", ["--check", file], { encoding: "utf8" })).toMatch(
      /No syntax or stream encoding errors found/,
    );
    execFileSync("qpdf", ["--qdf", "--object-streams=disable", file, `${file}.qdf`]);
    const raw = readFileSync(`${file}.qdf`, "latin1");
    expect(raw).toContain("/Marked true");
    expect(raw).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(raw).toContain("/Alt (Photo 1 of standard 4: soffit-door.jpg)");
    // The photo is a thumbnail (240 px), not the stored 800 px original.
    expect(raw).toMatch(/\/Width 240/);
    expect(raw).not.toMatch(/\/Width 800/);
  });

  it("is in the language asked for: French (Canada) and Spanish (Mexico)", async () => {
    const { examiner, audit } = await completedAudit();
    const french = pdfText(
      (await generateAuditReportPdf(getDb(), examiner.viewer, audit.id, { locale: "fr-CA" })).pdf,
    );
    for (const expected of [
      "Rapport d’audit",
      "Examinateur : Morgan Fieldwork",
      "Constatations par norme",
      "Non-conformité majeure",
      "Acceptée (fermée)",
      "Mesures correctives",
      "Ouverte",
    ]) {
      expect(french).toContain(expected);
    }
    const spanish = pdfText(
      (await generateAuditReportPdf(getDb(), examiner.viewer, audit.id, { locale: "es-MX" })).pdf,
    );
    for (const expected of [
      "Informe de auditoría",
      "Examinador: Morgan Fieldwork",
      "Hallazgos por norma",
      "No conformidad mayor",
      "Aceptada (cerrada)",
      "Acciones correctivas",
      "Abierta",
    ]) {
      expect(spanish).toContain(expected);
    }
  });

  it("a follow-up audit says which audit it follows up and the standards it covers", async () => {
    const { admin, audit, application, examiner } = await completedAudit();
    const [followUp] = await getDb()
      .insert(inspections)
      .values({
        applicationId: application.id,
        examinerId: examiner.userId,
        status: "completed",
        scheduledDate: new Date("2026-12-01T15:00:00Z"),
        completedAt: new Date("2026-12-01T17:00:00Z"),
        followUpOf: audit.id,
        scopeStandardNumbers: ["7"],
        recommendation: "recommend-approval",
      })
      .returning();
    const text = pdfText((await generateAuditReportPdf(getDb(), admin.viewer, followUp!.id)).pdf);
    expect(text).toContain("Follow-up of the audit of Nov 2, 2026: limited to standard 7.");
    expect(text).toContain("Audit carried out: Dec 1, 2026, 12:00");
    expect(text).toContain("No corrective action was opened for this audit.");
  });

  it("staff and the audit's examiner may download it; another business or examiner, or the business before completion: 404, nothing written", async () => {
    const { applicant, examiner, admin, audit, application } = await completedAudit();
    expect(
      (await generateAuditReportPdf(getDb(), admin.viewer, audit.id)).pdf.length,
    ).toBeGreaterThan(1000);
    const committee = await user("committee");
    expect((await generateAuditReportPdf(getDb(), committee.viewer, audit.id)).filename).toMatch(
      /^audit-report-/,
    );
    expect((await generateAuditReportPdf(getDb(), examiner.viewer, audit.id)).filename).toMatch(
      /^audit-report-/,
    );
    for (const outsider of [await user("applicant"), await user("examiner")]) {
      const refused = await refusal(
        () => generateAuditReportPdf(getDb(), outsider.viewer, audit.id),
        { unchanged: databaseDigest },
      );
      expect([refused.status, refused.message]).toEqual([404, "Audit not found"]);
    }
    const [open] = await getDb()
      .insert(inspections)
      .values({
        applicationId: application.id,
        examinerId: examiner.userId,
        status: "in-progress",
        scheduledDate: new Date(Date.now() + 86_400_000),
      })
      .returning();
    for (const viewer of [applicant.viewer, examiner.viewer, admin.viewer]) {
      const refused = await refusal(() => generateAuditReportPdf(getDb(), viewer, open!.id), {
        unchanged: databaseDigest,
      });
      expect(refused.status).toBe(404);
    }
    const unknown = await refusal(() =>
      generateAuditReportPdf(getDb(), admin.viewer, "not-a-uuid"),
    );
    expect(unknown.status).toBe(404);
  });

  it("a photo missing from storage is named in the report instead of failing it", async () => {
    const { admin, audit } = await completedAudit();
    const [photo] = await getDb()
      .select()
      .from(auditPhotos)
      .where(eq(auditPhotos.inspectionId, audit.id));
    await getStorage().remove("audit-photos", photo!.objectPath);
    const text = pdfText((await generateAuditReportPdf(getDb(), admin.viewer, audit.id)).pdf);
    expect(text).toContain("1 photo could not be read and is not shown.");
  });
});
