import { describe, expect, it } from "vitest";
import {
  hasPermission,
  permissionDeniedMessage,
  permissions,
  resolveActiveRole,
  restrictedActions,
  roleLabels,
  roles,
  userRoles,
  type Permission,
  type RestrictedAction,
  type Role,
} from "./permissions";

/** SPEC §6 table, written out independently of the module's data. */
const spec: Record<Role, Permission[]> = {
  applicant: [
    "view_own_application",
    "create_application",
    "update_own_application",
    "view_own_documents",
    "upload_documents",
    "view_standards",
    "propose_standard_changes",
  ],
  examiner: [
    "view_assigned_applications",
    "update_application_status",
    "view_assigned_inspections",
    "update_own_inspections",
    "view_standards",
    "propose_standard_changes",
  ],
  committee: [
    "view_all_applications",
    "update_all_applications",
    "view_all_users",
    "manage_standards",
    "vote_on_standard_changes",
    "view_all_documents",
    "schedule_inspections",
    "update_all_inspections",
    "view_all_inspections",
    "view_reports",
  ],
  administrator: [
    "view_all_applications",
    "update_all_applications",
    "view_all_users",
    "manage_standards",
    "vote_on_standard_changes",
    "view_all_documents",
    "schedule_inspections",
    "update_all_inspections",
    "view_all_inspections",
    "view_reports",
    "manage_users",
    "generate_reports",
  ],
};

describe("SPEC §6 permission matrix: every role × permission", () => {
  for (const role of roles) {
    for (const permission of permissions) {
      const allowed = spec[role].includes(permission);
      it(`${role} ${allowed ? "may" : "may not"} ${permission}`, () => {
        expect(hasPermission(role, permission)).toBe(allowed);
      });
    }
  }
});

const adminOrCommittee: RestrictedAction[] = [
  "create_sub_standards",
  "update_sub_standards",
  "delete_sub_standards",
  "create_standard_sections",
  "update_standard_sections",
  "schedule_audits",
  "delete_audits",
  "update_proposal_status",
  "generate_certificates",
  "revoke_certificates",
  "run_expiry_checks",
  "update_renewals",
  "create_standard_items",
  "update_standard_items",
  "delete_standards",
  "create_standard_versions",
  "vote_on_proposals",
];

describe("SPEC §6 restricted actions: every role × action", () => {
  const expected: Record<RestrictedAction, Role[]> = {
    ...(Object.fromEntries(
      adminOrCommittee.map((a) => [a, ["administrator", "committee"]]),
    ) as Record<RestrictedAction, Role[]>),
    update_application_status: ["administrator", "committee", "examiner"],
    view_mail_log: ["administrator"],
    record_offline_payments: ["administrator", "committee"],
  };

  it("covers every restricted action", () => {
    expect(Object.keys(restrictedActions).sort()).toEqual(Object.keys(expected).sort());
  });

  for (const action of Object.keys(expected) as RestrictedAction[]) {
    it(`${action} is held by ${expected[action].join(", ")}`, () => {
      expect([...restrictedActions[action].roles].sort()).toEqual([...expected[action]].sort());
    });
  }

  it("uses the SPEC §8 refusal texts", () => {
    expect(permissionDeniedMessage("schedule_audits")).toBe(
      "You do not have permission to schedule audits",
    );
    expect(permissionDeniedMessage("create_sub_standards")).toBe(
      "You do not have permission to create sub-standards",
    );
    expect(permissionDeniedMessage("update_application_status")).toBe(
      "You do not have permission to update application status",
    );
  });
});

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
