import { Link } from "react-router";
import { formatDate, formatDateTime } from "~/modules/applications/ui/status-badge";
import type { UserSummary } from "../list-users.server";
import { RoleList, UserStatusBadge } from "./user-badges";

const th = "px-3 py-2";

/** The users console table (scrolls sideways on a phone). */
export function UserTable({ rows }: { rows: UserSummary[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className={th}>
              Name
            </th>
            <th scope="col" className={th}>
              Organization
            </th>
            <th scope="col" className={th}>
              Roles
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Two-factor
            </th>
            <th scope="col" className={th}>
              Created
            </th>
            <th scope="col" className={th}>
              Last sign-in
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="px-3 py-2">
                <Link
                  to={`/dashboard/users/${row.id}`}
                  className="font-medium text-brand-800 underline"
                >
                  {row.name || "Unknown User"}
                </Link>
                <span className="block text-xs break-all text-slate-600">{row.email}</span>
              </td>
              <td className="px-3 py-2 text-slate-900">{row.organization || "—"}</td>
              <td className="px-3 py-2">
                <RoleList role={row.role} additionalRoles={row.additionalRoles} />
              </td>
              <td className="px-3 py-2">
                <UserStatusBadge status={row.status} />
              </td>
              <td className="px-3 py-2 text-slate-900">{row.twoFactorEnabled ? "On" : "Off"}</td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                {row.lastSignInAt ? (
                  <time dateTime={row.lastSignInAt}>{formatDateTime(row.lastSignInAt)}</time>
                ) : (
                  "Never"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
