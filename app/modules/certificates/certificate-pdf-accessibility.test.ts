import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  renderCertificatePdf,
  type CertificatePdfContent,
} from "./generate-certificate-pdf.server";

/**
 * The certificate PDF checked with independent tools (decision 053):
 * poppler's pdffonts (every font embedded), qpdf (structure, and the
 * uncompressed objects to read the tagging and PDF/A markers).
 */
const content: CertificatePdfContent = {
  businessName: "Åsa & Sons Humane Wildlife Control",
  addressLines: ["88 Birch Avenue", "Thunder Bay, Ontario P7B 1A5", "Canada"],
  certificateNumber: "2026-00042",
  issueDate: new Date("2026-03-02T15:00:00Z"),
  expiryDate: new Date("2027-03-02T15:00:00Z"),
  verificationUrl: "http://localhost:3000/verify/pdf-accessibility-code",
  standardsVersion: "1.0",
};

const dir = mkdtempSync(path.join(tmpdir(), "certificate-pdf-"));

async function written(name: string, extra: Partial<CertificatePdfContent> = {}) {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, await renderCertificatePdf({ ...content, ...extra }));
  return file;
}

/** The PDF with every object uncompressed (qpdf's QDF form), as text. */
function uncompressed(file: string): string {
  const out = `${file}.qdf`;
  execFileSync("qpdf", ["--qdf", "--object-streams=disable", file, out]);
  return readFileSync(out, "latin1");
}

describe("certificate PDF fonts, tagging and PDF/A", () => {
  for (const [name, extra] of [
    ["valid", {}],
    ["revoked", { stamp: { label: "REVOKED" as const, date: new Date("2026-06-01T15:00:00Z") } }],
  ] as const) {
    it(`${name}: every font is embedded (pdffonts) and qpdf finds no error`, async () => {
      const file = await written(name, extra);
      const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" })
        .trim()
        .split("\n")
        .slice(2);
      expect(fonts.length).toBeGreaterThanOrEqual(3);
      for (const line of fonts) {
        // name, type, encoding, then emb sub uni: "yes" for embedded.
        expect(line, line).toMatch(/^\S+\+DejaVu\S*\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
      }
      expect(execFileSync("qpdf", ["--check", file], { encoding: "utf8" })).toMatch(
        /No syntax or stream encoding errors found/,
      );
      const text = uncompressed(file);
      expect(text).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
      expect(text.match(/\/FontFile2 \d+ 0 R/g)?.length).toBe(fonts.length);
    });

    it(`${name}: tagged for screen readers — structure tree, language, title, the QR code as a figure with alt text`, async () => {
      const text = uncompressed(await written(`${name}-tags`, extra));
      expect(text).toMatch(/\/MarkInfo \d+ 0 R|\/MarkInfo <</);
      expect(text).toContain("/Marked true");
      expect(text).toMatch(/\/StructTreeRoot \d+ 0 R/);
      expect(text).toContain("/Lang (en)");
      expect(text).toContain("/DisplayDocTitle true");
      expect(text).toContain("/S /Document");
      expect(text).toContain("/S /H1");
      expect(text).toContain("/S /Figure");
      expect(text).toContain(
        "/Alt (QR code: scan to verify this certificate at http://localhost:3000/verify/pdf-accessibility-code)",
      );
      // Frames and lines are artifacts, text is marked content of the tree.
      expect(text).toMatch(/\/Artifact <<\s*\/Type \/Layout/);
      expect(text).toMatch(/\/P <<\s*\/MCID \d+/);
    });
  }

  it("declares PDF/A-3b: XMP identification, sRGB output intent, PDF 1.7", async () => {
    const file = await written("pdfa");
    const text = uncompressed(file);
    expect(readFileSync(file, "latin1").slice(0, 8)).toBe("%PDF-1.7");
    expect(text).toContain("<pdfaid:part>3</pdfaid:part>");
    expect(text).toContain("<pdfaid:conformance>B</pdfaid:conformance>");
    expect(text).toMatch(/\/OutputIntents \[/);
    expect(text).toContain("/S /GTS_PDFA1");
    expect(text).toContain("Certificate of Accreditation 2026-00042");
  });
});
