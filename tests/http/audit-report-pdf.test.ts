/**
 * The audit report PDF over HTTP (issue 37): linked from the audit page and
 * the application's audits panel once the audit is completed, served as a
 * private download in the reader's saved language or the one asked for.
 */
import { eq } from "drizzle-orm";
import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { inspectionFindings, inspections, profiles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { appRequest } from "../helpers/http";
import { createTestUser } from "../helpers/users";
import { makeApplication, makeAudit } from "./route-matrix/fixtures";

function pdfText(bytes: ArrayBuffer): string {
  const doc = mupdf.Document.openDocument(new Uint8Array(bytes), "application/pdf");
  const pages: string[] = [];
  for (let i = 0; i < doc.countPages(); i++) {
    pages.push(doc.loadPage(i).toStructuredText("preserve-whitespace").asText());
  }
  return pages.join(" ").replace(/\s+/g, " ");
}

describe("audit report PDF", () => {
  it("is linked once the audit is completed and downloads in the reader's language, or the one asked for", async () => {
    const applicant = await createTestUser("applicant");
    const examiner = await createTestUser("examiner", { name: "Inès Terrain" });
    const applicationId = await makeApplication(applicant.userId, {
      status: "inspection-scheduled",
      paymentStatus: "audit-fee-paid",
    });
    const auditId = await makeAudit(applicationId, examiner.userId, { daysAhead: 20 });
    const pdfPath = `/dashboard/audits/${auditId}/report.pdf`;

    // Before completion: no link on either page, and the file is not found.
    for (const page of [
      `/dashboard/audits/${auditId}`,
      `/dashboard/applications/${applicationId}`,
    ]) {
      const html = await (await appRequest(page, { cookie: applicant.cookie })).text();
      expect(html).not.toContain(pdfPath);
    }
    expect((await appRequest(pdfPath, { cookie: applicant.cookie })).status).toBe(404);

    await getDb()
      .update(inspections)
      .set({
        status: "completed",
        startedAt: new Date("2026-11-03T14:00:00Z"),
        completedAt: new Date("2026-11-03T18:00:00Z"),
        recommendation: "recommend-approval",
      })
      .where(eq(inspections.id, auditId));
    await getDb().insert(inspectionFindings).values({
      inspectionId: auditId,
      standardNumber: "5",
      standardTitle: "Animal care",
      standardItemVersion: "1.0",
      finding: "compliant",
      notes: "Cages cleaned daily.",
    });

    // The audit page and the application's audits panel link to it.
    const auditPage = await (
      await appRequest(`/dashboard/audits/${auditId}`, { cookie: applicant.cookie })
    ).text();
    expect(auditPage).toContain(`href="${pdfPath}"`);
    expect(auditPage).toContain("Download the audit report (PDF)");
    const applicationPage = await (
      await appRequest(`/dashboard/applications/${applicationId}`, { cookie: applicant.cookie })
    ).text();
    expect(applicationPage).toContain(`href="${pdfPath}"`);

    const english = await appRequest(pdfPath, { cookie: applicant.cookie });
    expect(english.status).toBe(200);
    expect(english.headers.get("content-type")).toBe("application/pdf");
    expect(english.headers.get("content-disposition")).toBe(
      `attachment; filename="audit-report-2026-11-03-${auditId.slice(0, 8)}.pdf"`,
    );
    expect(english.headers.get("cache-control")).toBe("private, no-store");
    const text = pdfText(await english.arrayBuffer());
    expect(text).toContain("Examiner: Inès Terrain");
    expect(text).toContain("Cages cleaned daily.");

    // The business's saved language (French), and Spanish on request.
    await getDb()
      .update(profiles)
      .set({ locale: "fr-CA" })
      .where(eq(profiles.id, applicant.userId));
    const french = await appRequest(pdfPath, { cookie: applicant.cookie });
    expect(pdfText(await french.arrayBuffer())).toContain("Rapport d’audit");
    const spanish = await appRequest(`${pdfPath}?lang=es`, { cookie: applicant.cookie });
    expect(pdfText(await spanish.arrayBuffer())).toContain("Informe de auditoría");
  });
});
