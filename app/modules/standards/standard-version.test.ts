import { describe, expect, it } from "vitest";
import {
  compareVersions,
  FIRST_VERSION,
  nextVersion,
  versionAfterEdit,
  normalizeVersion,
  tenthsToVersion,
  versionToTenths,
} from "./standard-version";

describe("standard versions (SPEC §4, §9: first version 1, step 0.1)", () => {
  it("ten edits from 1.0 give 1.1 … 2.0 exactly, with no floating-point drift", () => {
    const seen: string[] = [];
    let v = FIRST_VERSION;
    for (let i = 0; i < 10; i++) {
      v = nextVersion(v);
      seen.push(v);
    }
    expect(seen).toEqual(["1.1", "1.2", "1.3", "1.4", "1.5", "1.6", "1.7", "1.8", "1.9", "2.0"]);
    // What a float would have done:
    let float = 1;
    for (let i = 0; i < 10; i++) float += 0.1;
    expect(float).not.toBe(2);
    expect(v).toBe("2.0");
  });

  it("keeps counting past 2.0 and into two-digit majors", () => {
    expect(nextVersion("2.9")).toBe("3.0");
    expect(nextVersion("9.9")).toBe("10.0");
    expect(nextVersion("10.0")).toBe("10.1");
  });

  it("parses only decimals with one digit after the point, from 1.0 up", () => {
    expect(versionToTenths("1")).toBe(10);
    expect(versionToTenths("1.2")).toBe(12);
    expect(versionToTenths(" 2.0 ")).toBe(20);
    for (const bad of ["", "0.9", "1.25", "1.", ".5", "-1", "1e1", "abc", "1,2", "100000.0"]) {
      expect(versionToTenths(bad), bad).toBeNull();
    }
    expect(normalizeVersion("3")).toBe("3.0");
    expect(() => normalizeVersion("1.05")).toThrow();
    expect(tenthsToVersion(119)).toBe("11.9");
  });

  it("compares numerically, not as text", () => {
    expect(compareVersions("10.0", "9.9")).toBeGreaterThan(0);
    expect(compareVersions("1.0", "1")).toBe(0);
    expect(compareVersions("1.1", "1.2")).toBeLessThan(0);
  });
});

describe("versionAfterEdit", () => {
  it("adds a step for a text change without a typed version, keeps it otherwise", () => {
    expect(versionAfterEdit({ current: "1.3", requested: null, textChanged: true })).toBe("1.4");
    expect(versionAfterEdit({ current: "1.3", requested: null, textChanged: false })).toBe("1.3");
  });

  it("takes a typed version higher than the current one with a text change", () => {
    expect(versionAfterEdit({ current: "1.3", requested: "2", textChanged: true })).toBe("2.0");
  });

  it("refuses a typed version not higher, or a new version without a text change, at the field", () => {
    expect(() => versionAfterEdit({ current: "1.3", requested: "1.3", textChanged: true })).toThrow(
      expect.objectContaining({
        fieldErrors: { version: "The new version must be higher than the current version (1.3)" },
      }),
    );
    expect(() =>
      versionAfterEdit({ current: "1.3", requested: "1.5", textChanged: false }),
    ).toThrow(
      expect.objectContaining({
        fieldErrors: { version: "Change the text to release a new version" },
      }),
    );
    // The current version typed again without a change is fine.
    expect(versionAfterEdit({ current: "1.3", requested: "1.3", textChanged: false })).toBe("1.3");
  });
});
