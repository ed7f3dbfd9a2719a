import { describe, expect, it } from "vitest";
import { isAppError } from "~/domain/app-error";
import { parseAuditReport } from "./save-audit-findings.server";

const standards = [
  { id: "s1", number: "1", title: "Humane capture", summary: "", version: "2.0" },
  { id: "s2", number: "2", title: "Attic access", summary: "", version: "2.0" },
];

function refusal(input: Record<string, string>) {
  try {
    parseAuditReport(input, standards);
  } catch (error) {
    if (isAppError(error)) return { message: error.message, fields: error.fieldErrors };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("parseAuditReport", () => {
  it("keeps notes with their finding, and a standard left blank is not recorded", () => {
    const parsed = parseAuditReport(
      { "finding-1": "minor-non-conformity", "notes-1": "  Vent screen torn  ", "finding-2": "" },
      standards,
    );
    expect(parsed.findings.map((f) => [f.number, f.finding, f.notes])).toEqual([
      ["1", "minor-non-conformity", "Vent screen torn"],
      ["2", null, null],
    ]);
  });

  it("refuses notes without a finding at the finding (they would be dropped unsaid)", () => {
    expect(refusal({ "finding-1": "compliant", "notes-2": "Squirrel nest by the soffit" })).toEqual(
      {
        message: "Choose a finding to keep these notes",
        fields: { "finding-2": "Choose a finding to keep these notes" },
      },
    );
  });
});
