import { describe, expect, it } from "vitest";
import { reportCsv, reportCsvFileName } from "./report-csv";

describe("report CSV", () => {
  it("quotes commas, quotes and new lines; header row first; CRLF", () => {
    const csv = reportCsv({
      id: "coverage",
      title: "x",
      headers: ["State/province", "Certified businesses"],
      rows: [
        ["Québec, Canada", 3],
        ['The "Green" Co', 1],
        ["Two\nlines", null],
      ],
    });
    expect(csv).toBe(
      'State/province,Certified businesses\r\n"Québec, Canada",3\r\n"The ""Green"" Co",1\r\n"Two\nlines",\r\n',
    );
  });

  it("names the file after the table and the filter", () => {
    expect(
      reportCsvFileName(
        { id: "funnel", title: "", headers: [], rows: [] },
        { from: "2025-11-23", to: "2026-11-22", region: "New York" },
      ),
    ).toBe("report-funnel-2025-11-23-to-2026-11-22-new-york.csv");
  });
});
