import { roleLabels, type Role } from "~/modules/permissions";
import { userStatusLabels, type UserStatus } from "~/domain/user-status";

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
      {userStatusLabels[status]}
    </span>
  );
}

export function RoleList({ role, additionalRoles }: { role: Role; additionalRoles: Role[] }) {
  return (
    <span>
      <span className="font-medium text-slate-900">{roleLabels[role].label}</span>
      {additionalRoles.length > 0 ? (
        <span className="block text-xs text-slate-600">
          also {additionalRoles.map((r) => roleLabels[r].label).join(", ")}
        </span>
      ) : null}
    </span>
  );
}
