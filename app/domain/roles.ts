/**
 * SPEC §6 roles and their switcher labels. What each role may do is the one
 * policy's (app/modules/permissions/policy.ts): services ask `can` /
 * `assertCan` on the server; the UI asks the same `can` only to decide what to show.
 */
export const roles = ["applicant", "examiner", "committee", "administrator"] as const;

export type Role = (typeof roles)[number];

/** The role every new account starts with. */
export const defaultRole: Role = "applicant";

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

/** Switcher labels and descriptions (SPEC §6). */
export const roleLabels: Record<Role, { label: string; description: string }> = {
  administrator: { label: "Administrator", description: "Full system access" },
  committee: { label: "Committee Member", description: "Standards committee access" },
  examiner: { label: "Examiner", description: "Audit management access" },
  applicant: { label: "Applicant", description: "Application management" },
};
