import { describe, expect, it } from "vitest";
import { resolveActiveRole, roleLabels, userRoles } from "./permissions";

describe("role switcher labels (SPEC §6)", () => {
  it("has the label and description of each role", () => {
    expect(roleLabels).toEqual({
      administrator: { label: "Administrator", description: "Full system access" },
      committee: { label: "Committee Member", description: "Standards committee access" },
      examiner: { label: "Examiner", description: "Audit management access" },
      applicant: { label: "Applicant", description: "Application management" },
    });
  });
});

describe("user roles and the active role (SPEC §2, §6)", () => {
  it("lists the profile role first, then additional roles, without duplicates or unknowns", () => {
    expect(userRoles("administrator", ["committee", "examiner", "committee", "wizard"])).toEqual([
      "administrator",
      "committee",
      "examiner",
    ]);
    expect(userRoles(undefined, undefined)).toEqual(["applicant"]);
  });

  it("uses the chosen role when it is one of the user's roles", () => {
    expect(
      resolveActiveRole({
        chosen: "examiner",
        profileRole: "administrator",
        additionalRoles: ["examiner"],
      }),
    ).toBe("examiner");
  });

  it("falls back to the profile role when the chosen role is not the user's", () => {
    expect(
      resolveActiveRole({ chosen: "administrator", profileRole: "applicant", additionalRoles: [] }),
    ).toBe("applicant");
    expect(resolveActiveRole({ chosen: "nonsense", profileRole: "committee" })).toBe("committee");
  });

  it("falls back to the metadata role, then applicant", () => {
    expect(resolveActiveRole({ profileRole: "bogus", metadataRole: "examiner" })).toBe("examiner");
    expect(resolveActiveRole({})).toBe("applicant");
  });
});
