import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as mupdf from "mupdf";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  renderAuditReportPdf,
  type AuditReportPdfContent,
  type AuditReportPhoto,
} from "./audit-report-pdf.server";

/**
 * The audit report PDF checked with independent tools (like the certificate,
 * decision 053): mupdf reads the text back, poppler's pdffonts lists the
 * fonts, qpdf checks the structure and shows the tagging uncompressed.
 */
const dir = mkdtempSync(path.join(tmpdir(), "audit-report-pdf-"));
let photo: AuditReportPhoto;

beforeAll(async () => {
  const jpeg = await sharp({
    create: { width: 240, height: 160, channels: 3, background: "#2e7d32" },
  })
    .jpeg()
    .toBuffer();
  photo = { name: "attic-vent.jpg", jpeg, width: 240, height: 160 };
});

function content(extra: Partial<AuditReportPdfContent> = {}): AuditReportPdfContent {
  return {
    locale: "en",
    auditId: "6f1c0d7e-0000-4000-8000-000000000001",
    businessName: "Åsa & Sons Humane Wildlife Control",
    address: "88 Birch Avenue, Thunder Bay, Ontario P7B 1A5, Canada",
    examinerName: "Jordan Examiner",
    timeZone: "America/Toronto",
    startedAt: new Date("2026-11-20T15:00:00Z"),
    completedAt: new Date("2026-11-20T19:30:00Z"),
    standardsVersion: "2.0",
    recommendation: "approval-after-minor-corrections",
    recommendationNotes: "Fix the attic vent screening before approval.",
    followUp: null,
    standards: [
      {
        number: "1",
        title: "Humane exclusion",
        version: "1.1",
        finding: "compliant",
        notes: null,
        photos: [],
        missingPhotos: 0,
      },
      {
        number: "2",
        title: "Attic access",
        version: "2.0",
        finding: "minor-non-conformity",
        notes: "One-way door missing on the north vent.",
        photos: [photo],
        missingPhotos: 0,
      },
    ],
    correctiveActions: [
      {
        standardNumber: "2",
        standardTitle: "Attic access",
        severity: "minor",
        dueOn: "2026-12-20",
        status: "returned",
        overdue: false,
        answeredAt: new Date("2026-11-25T14:00:00Z"),
        returnReason: "The photo does not show the north vent.",
        verifiedAt: null,
        verifiedBy: null,
      },
    ],
    ...extra,
  };
}

async function written(name: string, extra: Partial<AuditReportPdfContent> = {}) {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, await renderAuditReportPdf({ ...content(), ...extra }));
  return file;
}

function pagesText(file: string): string[] {
  const pdf = mupdf.Document.openDocument(readFileSync(file), "application/pdf");
  const pages: string[] = [];
  for (let i = 0; i < pdf.countPages(); i++) {
    pages.push(
      pdf.loadPage(i).toStructuredText("preserve-whitespace").asText().replace(/\s+/g, " "),
    );
  }
  return pages;
}

/** The PDF with every object uncompressed (qpdf's QDF form), as text. */
function uncompressed(file: string): string {
  const out = `${file}.qdf`;
  execFileSync("qpdf", ["--qdf", "--object-streams=disable", file, out]);
  return readFileSync(out, "latin1");
}

describe("audit report PDF", () => {
  it("shows the business, examiner, dates in the audit's zone, versions, findings with notes and photos, and the actions", async () => {
    const file = await written("english");
    const pages = pagesText(file);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    for (const expected of [
      "Audit report",
      "Åsa & Sons Humane Wildlife Control",
      "88 Birch Avenue, Thunder Bay, Ontario P7B 1A5, Canada",
      "Examiner: Jordan Examiner",
      // 15:00 UTC is 10:00 in Toronto.
      "Audit carried out: Nov 20, 2026, 10:00",
      "Report completed: Nov 20, 2026, 2:30",
      "Standards version: 2.0",
      "Approval after minor corrections",
      "Fix the attic vent screening before approval.",
      "1 Humane exclusion",
      "Finding: Compliant",
      "Item version: 1.1",
      "2 Attic access",
      "Finding: Minor non-conformity",
      "One-way door missing on the north vent.",
      "Corrective actions",
      "Severity: Minor non-conformity",
      "Due: Dec 20, 2026",
      "Status: Returned",
      "returned to the business: The photo does not show the north vent.",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(expected);
    }
    const tagged = uncompressed(file);
    expect(tagged).toContain("/Alt (Photo 1 of standard 2: attic-vent.jpg)");
    expect(tagged).toMatch(/\/Subtype \/Image/);
  });

  it("every font is embedded (pdffonts), qpdf finds no error, and it is tagged: structure tree, language, title, headings, figures", async () => {
    const file = await written("checks");
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
    const text = uncompressed(file);
    expect(text).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    expect(text).toContain("/Marked true");
    expect(text).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(text).toContain("/Lang (en)");
    expect(text).toContain("/DisplayDocTitle true");
    for (const type of ["/S /Document", "/S /H1", "/S /H2", "/S /H3", "/S /Sect", "/S /Figure"]) {
      expect(text).toContain(type);
    }
    expect(text).toMatch(/\/Artifact <<\s*\/Type \/Layout/);
    expect(text).toContain("<pdfaid:part>3</pdfaid:part>");
  });

  it("a long report flows over several pages: every standard, its long notes and the actions are there, each page numbered", async () => {
    const notes =
      "Bats were excluded with a one-way device; the sealing was checked twice. ".repeat(25);
    const standards = Array.from({ length: 40 }, (_, i) => ({
      number: `${i + 1}`,
      title: `Standard title ${i + 1}`,
      version: "1.0",
      finding: "major-non-conformity" as const,
      notes: `Notes of standard ${i + 1}. ${notes}End of notes ${i + 1}.`,
      photos: i % 5 === 0 ? [photo, photo, photo, photo, photo] : [],
      missingPhotos: i === 3 ? 2 : 0,
    }));
    const file = await written("long", {
      standards,
      correctiveActions: standards.map((s) => ({
        standardNumber: s.number,
        standardTitle: s.title,
        severity: "major" as const,
        dueOn: "2027-01-19",
        status: "open" as const,
        overdue: true,
        answeredAt: null,
        returnReason: null,
        verifiedAt: null,
        verifiedBy: null,
      })),
    });
    const pages = pagesText(file);
    expect(pages.length).toBeGreaterThan(10);
    const all = pages.join(" ");
    for (const s of standards) {
      expect(all).toContain(`End of notes ${s.number}.`);
    }
    expect(all.match(/Due: Jan 19, 2027 \(overdue\)/g)).toHaveLength(40);
    expect(all).toContain("2 photos could not be read and are not shown.");
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    expect(execFileSync("qpdf", ["--check", file], { encoding: "utf8" })).toMatch(
      /No syntax or stream encoding errors found/,
    );
  });

  it("is written in French (Canada) and Spanish (Mexico), accents and ¿ñ included", async () => {
    const accents = "Nid d’écureuil près du soffite; ¿Dónde está la cría? Año, niño, señal.";
    const french = pagesText(
      await written("fr", {
        locale: "fr-CA",
        followUp: {
          auditId: "a0000000-0000-4000-8000-000000000001",
          date: "2026-10-01T15:00:00Z",
          timeZone: "America/Toronto",
          standards: ["2"],
        },
        standards: [{ ...content().standards[1]!, notes: accents }],
      }),
    ).join(" ");
    expect(french).toContain("Rapport d’audit");
    expect(french).toContain(accents);
    expect(french).toContain("Non-conformité mineure");
    expect(french).toContain("Audit de suivi de l’audit du 1 oct. 2026 : limité à la norme 2.");
    // (The no-break space before the colon is read back as a space.)
    expect(french).toContain("Examinateur : Jordan Examiner");
    const spanish = pagesText(
      await written("es", {
        locale: "es-MX",
        standards: [{ ...content().standards[1]!, notes: accents }],
      }),
    ).join(" ");
    expect(spanish).toContain("Informe de auditoría");
    expect(spanish).toContain(accents);
    expect(spanish).toContain("Acciones correctivas");
    expect(uncompressed(await written("es-lang", { locale: "es-MX" }))).toContain("/Lang (es-MX)");
  });
});
