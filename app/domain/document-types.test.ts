import { describe, expect, it } from "vitest";
import {
  documentTypeList,
  listInWords,
  missingRequiredDocuments,
  requiredDocumentsChecklist,
  requiredDocumentTypes,
} from "./document-types";

describe("required documents (issue 19)", () => {
  it("are the business licence, liability insurance and wildlife permit", () => {
    expect(requiredDocumentTypes).toEqual([
      "business_licence",
      "liability_insurance",
      "wildlife_permit",
    ]);
  });

  it("with nothing uploaded, every required type is missing, in order", () => {
    expect(missingRequiredDocuments([])).toEqual([
      "business_licence",
      "liability_insurance",
      "wildlife_permit",
    ]);
  });

  it("other types and repeated uploads do not count; order of uploads does not matter", () => {
    expect(
      missingRequiredDocuments(["other", "standard_operating_procedures", "wildlife_permit"]),
    ).toEqual(["business_licence", "liability_insurance"]);
    expect(
      missingRequiredDocuments(["wildlife_permit", "wildlife_permit", "business_licence"]),
    ).toEqual(["liability_insurance"]);
    expect(missingRequiredDocuments(new Set(["liability_insurance"]))).toEqual([
      "business_licence",
      "wildlife_permit",
    ]);
  });

  it("with all three uploaded (and more), none is missing", () => {
    expect(
      missingRequiredDocuments([
        "other",
        "wildlife_permit",
        "liability_insurance",
        "business_licence",
      ]),
    ).toEqual([]);
  });

  it("the checklist marks each required type uploaded or missing, with its label", () => {
    expect(requiredDocumentsChecklist(["liability_insurance", "other"])).toEqual([
      { type: "business_licence", label: "Business licence", uploaded: false },
      { type: "liability_insurance", label: "Liability insurance", uploaded: true },
      { type: "wildlife_permit", label: "Wildlife permit", uploaded: false },
    ]);
    expect(requiredDocumentsChecklist(requiredDocumentTypes).every((c) => c.uploaded)).toBe(true);
  });

  it("lists labels in words", () => {
    expect(listInWords([])).toBe("");
    expect(listInWords(["A"])).toBe("A");
    expect(listInWords(["A", "B"])).toBe("A and B");
    expect(listInWords(["A", "B", "C"])).toBe("A, B and C");
    expect(documentTypeList(["business_licence", "wildlife_permit"])).toBe(
      "Business licence and Wildlife permit",
    );
  });
});
