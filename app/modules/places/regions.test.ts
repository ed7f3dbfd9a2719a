import { describe, expect, it } from "vitest";
import { findRegions } from "./regions";

describe("findRegions: the abbreviations people write (issue 36)", () => {
  it.each([
    ["Jal.", "JAL"],
    ["GTO", "GTO"],
    ["Gto.", "GTO"],
    ["CDMX", "CDMX"],
    ["Q. Roo", "QROO"],
    ["B.C.S.", "BCS"],
    ["Edo. Méx.", "MEX"],
    ["Nuevo Leon", "NL"],
    ["Québec", "QC"],
  ])("%s is %s", (text, code) => {
    expect(findRegions(text).map((r) => r.code)).toContain(code);
  });

  it("reads N.L. as either Nuevo León or Newfoundland and Labrador", () => {
    expect(findRegions("N.L.").map((r) => `${r.country} ${r.code}`)).toEqual(["CA NL", "MX NL"]);
  });
});
