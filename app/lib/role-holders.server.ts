import { sql, type SQL } from "drizzle-orm";
import { profiles } from "~/db/schema";
import type { Role } from "~/domain/roles";

/** SQL condition on `profiles`: the user holds `role` (as profile role or additional role). */
export function holdsRole(role: Role): SQL {
  return sql`(${profiles.role} = ${role} or ${profiles.metadata}->'additional_roles' ? ${role})`;
}

/** Holds any of `roles`. */
export function holdsAnyRole(roles: readonly Role[]): SQL {
  if (roles.length === 0) return sql`false`;
  return sql`(${sql.join(
    roles.map((r) => holdsRole(r)),
    sql` or `,
  )})`;
}
