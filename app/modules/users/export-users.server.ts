import { exportList, type CsvColumn } from "~/lib/csv.server";
import type { Executor } from "~/lib/db.server";
import { roleLabels } from "~/modules/permissions";
import type { Viewer } from "~/modules/permissions";
import { listUsers, type UserFilter, type UserSummary } from "./list-users.server";
import { userStatusLabels } from "~/domain/user-status";

const columns: CsvColumn<UserSummary>[] = [
  { header: "Name", value: (r) => r.name },
  { header: "E-mail", value: (r) => r.email },
  { header: "Organization", value: (r) => r.organization },
  {
    header: "Roles",
    value: (r) => [r.role, ...r.additionalRoles].map((role) => roleLabels[role].label).join("; "),
  },
  { header: "Status", value: (r) => userStatusLabels[r.status] },
  { header: "Two-factor", value: (r) => (r.twoFactorEnabled ? "On" : "Off") },
  { header: "Created (UTC)", value: (r) => r.createdAt },
  { header: "Last sign-in (UTC)", value: (r) => r.lastSignInAt },
];

/** The users list as CSV (whoever may view users): every matching user, in the list's order. */
export async function exportUsers(
  db: Executor,
  viewer: Viewer,
  filter: UserFilter,
): Promise<string> {
  return exportList((limit) => listUsers(db, viewer, { ...filter, page: 1 }, limit), columns);
}
