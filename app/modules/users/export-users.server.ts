import { roleMessages } from "~/components/role-switcher";
import type { Locale } from "~/domain/locale";
import { exportList, type CsvColumn } from "~/lib/csv.server";
import type { Executor } from "~/lib/db.server";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import type { Viewer } from "~/modules/permissions";
import { listUsers, type UserFilter, type UserSummary } from "./list-users.server";
import { userStatusMessages } from "./user-messages";

/** The CSV's headers and yes/no values, in the reader's language (issue 36). */
const m = defineMessages({
  name: { id: "users.csv.name", defaultMessage: "Name" },
  email: { id: "users.csv.email", defaultMessage: "E-mail" },
  organization: { id: "users.csv.organization", defaultMessage: "Organization" },
  roles: { id: "users.csv.roles", defaultMessage: "Roles" },
  status: { id: "users.csv.status", defaultMessage: "Status" },
  twoFactor: { id: "users.csv.twoFactor", defaultMessage: "Two-factor" },
  on: { id: "users.csv.twoFactorOn", defaultMessage: "On" },
  off: { id: "users.csv.twoFactorOff", defaultMessage: "Off" },
  created: { id: "users.csv.created", defaultMessage: "Created (UTC)" },
  lastSignIn: { id: "users.csv.lastSignIn", defaultMessage: "Last sign-in (UTC)" },
});

/** The export's answer when it fails unexpectedly (translated at the edge). */
export const usersExportFailed = defineMessages({
  message: {
    id: "users.csv.exportFailed",
    defaultMessage: "Could not export the users. Please try again.",
  },
}).message;

function columns(locale: Locale): CsvColumn<UserSummary>[] {
  const intl = intlFor(locale);
  const t = (message: EnglishMessage) => intl.formatMessage(message);
  return [
    { header: t(m.name), value: (r) => r.name },
    { header: t(m.email), value: (r) => r.email },
    { header: t(m.organization), value: (r) => r.organization },
    {
      header: t(m.roles),
      value: (r) =>
        [r.role, ...r.additionalRoles].map((role) => t(roleMessages[role].label)).join("; "),
    },
    { header: t(m.status), value: (r) => t(userStatusMessages[r.status]) },
    { header: t(m.twoFactor), value: (r) => t(r.twoFactorEnabled ? m.on : m.off) },
    { header: t(m.created), value: (r) => r.createdAt },
    { header: t(m.lastSignIn), value: (r) => r.lastSignInAt },
  ];
}

/**
 * The users list as CSV (whoever may view users): every matching user, in the
 * list's order; headers and values in `locale` (the requester's).
 */
export async function exportUsers(
  db: Executor,
  viewer: Viewer,
  filter: UserFilter,
  locale: Locale,
): Promise<string> {
  return exportList(
    (limit) => listUsers(db, viewer, { ...filter, page: 1 }, limit),
    columns(locale),
  );
}
