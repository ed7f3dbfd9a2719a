/**
 * The roles a user holds and the role they act in (SPEC §2, §6; decision 006).
 * What each role may do is the policy's (policy.ts); role names and labels are
 * the domain's (app/domain/roles.ts).
 */
import { isRole, type Role } from "~/domain/roles";
export * from "~/domain/roles";

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
