import { Link } from "react-router";
import { DataTable, type SortState } from "~/components/data-table";
import { formatDate, formatDateTime } from "~/modules/applications";
import type { UserSummary } from "../list-users.server";
import { RoleList, UserStatusBadge } from "./user-badges";

/** The users console table (stacked cards on a phone), sortable by its headings. */
export function UserTable({ rows, sort }: { rows: UserSummary[]; sort: SortState }) {
  return (
    <DataTable
      caption="Users"
      rows={rows}
      rowKey={(row) => row.id}
      sort={sort}
      testId="users-table"
      columns={[
        {
          key: "name",
          header: "Name",
          sortable: true,
          className: "md:min-w-48",
          cell: (row) => (
            <>
              <Link
                to={`/dashboard/users/${row.id}`}
                className="font-medium text-brand-800 underline"
              >
                {row.name || "Unknown User"}
              </Link>
              <span className="block text-xs break-all text-slate-600">{row.email}</span>
            </>
          ),
        },
        {
          key: "organization",
          header: "Organization",
          sortable: true,
          className: "text-slate-900",
          cell: (row) => row.organization || "—",
        },
        {
          key: "roles",
          header: "Roles",
          cell: (row) => <RoleList role={row.role} additionalRoles={row.additionalRoles} />,
        },
        {
          key: "status",
          header: "Status",
          sortable: true,
          cell: (row) => <UserStatusBadge status={row.status} />,
        },
        {
          key: "twoFactor",
          header: "Two-factor",
          className: "text-slate-900",
          cell: (row) => (row.twoFactorEnabled ? "On" : "Off"),
        },
        {
          key: "created",
          header: "Created",
          sortable: true,
          className: "whitespace-nowrap text-slate-700",
          cell: (row) => <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>,
        },
        {
          key: "lastSignIn",
          header: "Last sign-in",
          sortable: true,
          className: "text-slate-700",
          cell: (row) =>
            row.lastSignInAt ? (
              <time dateTime={row.lastSignInAt}>{formatDateTime(row.lastSignInAt)}</time>
            ) : (
              "Never"
            ),
        },
      ]}
    />
  );
}
