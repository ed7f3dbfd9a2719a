import { useIntl } from "react-intl";
import { Link } from "react-router";
import { DataTable, type SortState } from "~/components/data-table";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import type { UserSummary } from "../list-users.server";
import { RoleList, UserStatusBadge } from "./user-badges";

const m = defineMessages({
  caption: { id: "users.table.caption", defaultMessage: "Users" },
  name: { id: "users.table.name", defaultMessage: "Name" },
  unknown: { id: "users.table.unknown", defaultMessage: "Unknown User" },
  organization: { id: "users.table.organization", defaultMessage: "Organization" },
  roles: { id: "users.table.roles", defaultMessage: "Roles" },
  status: { id: "users.table.status", defaultMessage: "Status" },
  twoFactor: { id: "users.table.twoFactor", defaultMessage: "Two-factor" },
  on: { id: "users.table.on", defaultMessage: "On" },
  off: { id: "users.table.off", defaultMessage: "Off" },
  created: { id: "users.table.created", defaultMessage: "Created" },
  lastSignIn: { id: "users.table.lastSignIn", defaultMessage: "Last sign-in" },
  never: { id: "users.table.never", defaultMessage: "Never" },
});

/** The users console table (stacked cards on a phone), sortable by its headings. */
export function UserTable({ rows, sort }: { rows: UserSummary[]; sort: SortState }) {
  const intl = useIntl();
  const f = useFormat();
  return (
    <DataTable
      caption={intl.formatMessage(m.caption)}
      rows={rows}
      rowKey={(row) => row.id}
      sort={sort}
      testId="users-table"
      columns={[
        {
          key: "name",
          header: intl.formatMessage(m.name),
          sortable: true,
          className: "md:min-w-48",
          cell: (row) => (
            <>
              <Link
                to={`/dashboard/users/${row.id}`}
                className="font-medium text-brand-800 underline"
              >
                {row.name || intl.formatMessage(m.unknown)}
              </Link>
              <span className="block text-xs break-all text-slate-600">{row.email}</span>
            </>
          ),
        },
        {
          key: "organization",
          header: intl.formatMessage(m.organization),
          sortable: true,
          className: "text-slate-900",
          cell: (row) => row.organization || "—",
        },
        {
          key: "roles",
          header: intl.formatMessage(m.roles),
          cell: (row) => <RoleList role={row.role} additionalRoles={row.additionalRoles} />,
        },
        {
          key: "status",
          header: intl.formatMessage(m.status),
          sortable: true,
          cell: (row) => <UserStatusBadge status={row.status} />,
        },
        {
          key: "twoFactor",
          header: intl.formatMessage(m.twoFactor),
          className: "text-slate-900",
          cell: (row) => intl.formatMessage(row.twoFactorEnabled ? m.on : m.off),
        },
        {
          key: "created",
          header: intl.formatMessage(m.created),
          sortable: true,
          className: "whitespace-nowrap text-slate-700",
          cell: (row) => <time dateTime={row.createdAt}>{f.date(row.createdAt)}</time>,
        },
        {
          key: "lastSignIn",
          header: intl.formatMessage(m.lastSignIn),
          sortable: true,
          className: "text-slate-700",
          cell: (row) =>
            row.lastSignInAt ? (
              <time dateTime={row.lastSignInAt}>{f.dateTime(row.lastSignInAt)}</time>
            ) : (
              intl.formatMessage(m.never)
            ),
        },
      ]}
    />
  );
}
