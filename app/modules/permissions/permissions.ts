/**
 * SPEC §6 as data: roles, the permission matrix and the restricted actions.
 * Services ask `can` / `assertCan` on the server; the UI uses the same data
 * only to decide what to show.
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

export const permissions = [
  "view_own_application",
  "create_application",
  "update_own_application",
  "view_own_documents",
  "upload_documents",
  "view_standards",
  "propose_standard_changes",
  "view_assigned_applications",
  "update_application_status",
  "view_assigned_inspections",
  "update_own_inspections",
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
] as const;
export type Permission = (typeof permissions)[number];

const committeePermissions: Permission[] = [
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
];

/** SPEC §6 "Roles and permissions" table. */
export const rolePermissions: Record<Role, readonly Permission[]> = {
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
  committee: committeePermissions,
  administrator: [...committeePermissions, "manage_users", "generate_reports"],
};

/**
 * SPEC §6 "Restricted actions" and the matching §8 refusal texts
 * ("You do not have permission to …").
 */
export const restrictedActions = {
  create_sub_standards: { roles: ["administrator", "committee"], denied: "create sub-standards" },
  update_sub_standards: { roles: ["administrator", "committee"], denied: "update sub-standards" },
  delete_sub_standards: { roles: ["administrator", "committee"], denied: "delete sub-standards" },
  create_standard_sections: {
    roles: ["administrator", "committee"],
    denied: "create standard sections",
  },
  update_standard_sections: {
    roles: ["administrator", "committee"],
    denied: "update standard sections",
  },
  schedule_audits: { roles: ["administrator", "committee"], denied: "schedule audits" },
  delete_audits: { roles: ["administrator", "committee"], denied: "delete audits" },
  update_proposal_status: {
    roles: ["administrator", "committee"],
    denied: "update proposal status",
  },
  generate_certificates: {
    roles: ["administrator", "committee"],
    denied: "generate certificates",
  },
  revoke_certificates: { roles: ["administrator", "committee"], denied: "revoke certificates" },
  run_expiry_checks: { roles: ["administrator", "committee"], denied: "run expiry checks" },
  update_renewals: { roles: ["administrator", "committee"], denied: "update renewals" },
  create_standard_items: {
    roles: ["administrator", "committee"],
    denied: "create standard items",
  },
  update_standard_items: {
    roles: ["administrator", "committee"],
    denied: "update standard items",
  },
  delete_standards: { roles: ["administrator", "committee"], denied: "delete standards" },
  create_standard_versions: {
    roles: ["administrator", "committee"],
    denied: "create standard versions",
  },
  vote_on_proposals: { roles: ["administrator", "committee"], denied: "vote on proposals" },
  update_application_status: {
    roles: ["administrator", "committee", "examiner"],
    denied: "update application status",
  },
  view_mail_log: { roles: ["administrator"], denied: "view the mail log" },
  record_offline_payments: {
    roles: ["administrator", "committee"],
    denied: "record offline payments",
  },
} as const satisfies Record<string, { roles: readonly Role[]; denied: string }>;
export type RestrictedAction = keyof typeof restrictedActions;

export function hasPermission(role: Role, permission: Permission): boolean {
  return rolePermissions[role].includes(permission);
}

/** SPEC §8: "You do not have permission to …" */
export function permissionDeniedMessage(action: RestrictedAction): string {
  return `You do not have permission to ${restrictedActions[action].denied}`;
}

/** All roles of a user: the profile role first, then additional roles, no duplicates. */
export function userRoles(profileRole: unknown, additionalRoles: unknown): Role[] {
  const list: Role[] = [];
  const push = (r: unknown) => {
    if (isRole(r) && !list.includes(r)) list.push(r);
  };
  push(profileRole);
  if (Array.isArray(additionalRoles)) additionalRoles.forEach(push);
  if (list.length === 0) list.push("applicant");
  return list;
}

/**
 * SPEC §2: the active role is the chosen role, else the profile role, else the
 * metadata role, else applicant; it must be one of the user's roles.
 */
export function resolveActiveRole(input: {
  chosen?: unknown;
  profileRole?: unknown;
  metadataRole?: unknown;
  additionalRoles?: unknown;
}): Role {
  const primary = isRole(input.profileRole) ? input.profileRole : input.metadataRole;
  const available = userRoles(primary, input.additionalRoles);
  for (const candidate of [input.chosen, input.profileRole, input.metadataRole]) {
    if (isRole(candidate) && available.includes(candidate)) return candidate;
  }
  return available.includes("applicant") ? "applicant" : available[0]!;
}
