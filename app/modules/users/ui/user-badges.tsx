import { FormattedMessage, useIntl } from "react-intl";
import { roleMessages } from "~/components/role-switcher";
import type { UserStatus } from "~/domain/user-status";
import { defineMessages } from "~/lib/i18n/messages";
import type { Role } from "~/modules/permissions";
import { userStatusMessages } from "../user-messages";

const m = defineMessages({
  also: { id: "users.roles.also", defaultMessage: "also {roles}" },
});

const statusStyles: Record<UserStatus, string> = {
  active: "bg-green-100 text-green-900",
  invited: "bg-amber-100 text-amber-900",
  deactivated: "bg-slate-200 text-slate-900",
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[status]}`}
    >
      <FormattedMessage {...userStatusMessages[status]} />
    </span>
  );
}

export function RoleList({ role, additionalRoles }: { role: Role; additionalRoles: Role[] }) {
  const intl = useIntl();
  const label = (r: Role) => intl.formatMessage(roleMessages[r].label);
  return (
    <span>
      <span className="font-medium text-slate-900">{label(role)}</span>
      {additionalRoles.length > 0 ? (
        <span className="block text-xs text-slate-600">
          <FormattedMessage
            {...m.also}
            values={{ roles: intl.formatList(additionalRoles.map(label), { type: "unit" }) }}
          />
        </span>
      ) : null}
    </span>
  );
}
