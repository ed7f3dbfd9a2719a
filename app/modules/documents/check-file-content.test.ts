import { describe, expect, it } from "vitest";
import { sampleFiles } from "../../../tests/helpers/documents";
import { checkFileContent } from "./check-file-content.server";
import { MAX_FILE_BYTES } from "./document-rules";

const notAllowed = (name: string) =>
  `${name} is not an allowed file type (PDF, PNG, JPEG, WebP, DOCX, XLSX)`;

describe("checkFileContent", () => {
  it.each([
    ["licence.pdf", sampleFiles.pdf, "application/pdf"],
    ["photo.png", sampleFiles.png, "image/png"],
    ["photo.jpg", sampleFiles.jpeg, "image/jpeg"],
    ["photo.JPEG", sampleFiles.jpeg, "image/jpeg"],
    ["photo.webp", sampleFiles.webp, "image/webp"],
    [
      "procedures.docx",
      sampleFiles.docx,
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    [
      "figures.xlsx",
      sampleFiles.xlsx,
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ],
  ])("accepts a real %s", async (name, make, mime) => {
    const result = await checkFileContent({ name, bytes: make() });
    expect(result).toMatchObject({ ok: true, file: { mime } });
  });

  it.each([
    ["a PNG named .pdf", "scan.pdf", sampleFiles.png],
    ["an .exe renamed .pdf", "invoice.pdf", sampleFiles.exe],
    ["a PDF named .png", "image.png", sampleFiles.pdf],
    ["a DOCX named .xlsx", "sheet.xlsx", sampleFiles.docx],
    ["a plain ZIP named .docx", "letter.docx", sampleFiles.zip],
    ["plain text named .pdf", "notes.pdf", sampleFiles.text],
    ["an .exe", "setup.exe", sampleFiles.exe],
    ["a PDF without extension", "licence", sampleFiles.pdf],
    ["an empty file", "empty.pdf", () => new Uint8Array(0)],
  ])("refuses %s", async (_label, name, make) => {
    expect(await checkFileContent({ name, bytes: make() })).toEqual({
      ok: false,
      message: notAllowed(name),
    });
  });

  it("accepts exactly 20 MB and refuses 20 MB + 1 byte", async () => {
    const exact = new Uint8Array(MAX_FILE_BYTES);
    exact.set(sampleFiles.pdf());
    expect(await checkFileContent({ name: "big.pdf", bytes: exact })).toMatchObject({ ok: true });
    const over = new Uint8Array(MAX_FILE_BYTES + 1);
    over.set(sampleFiles.pdf());
    expect(await checkFileContent({ name: "huge.pdf", bytes: over })).toEqual({
      ok: false,
      message: "huge.pdf is larger than 20 MB",
    });
  });
});
