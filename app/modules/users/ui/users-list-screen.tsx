import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { FilterSearch, FilterSelect } from "~/components/filter-bar";
import { Field, FormMessage, SelectField, SubmitButton } from "~/components/form";
import { ListScreen } from "~/components/list-screen";
import { roleMessages } from "~/components/role-switcher";
import { userStatuses } from "~/domain/user-status";
import { defineMessages } from "~/lib/i18n/messages";
import { examinerRole, roles } from "~/modules/permissions";
import { userStatusMessages } from "../user-messages";
import type { UsersPage } from "../user-pages.server";
import { UserTable } from "./user-table";

const m = defineMessages({
  invite: { id: "users.invite.title", defaultMessage: "Invite a person" },
  name: { id: "users.invite.name", defaultMessage: "Name" },
  email: { id: "users.invite.email", defaultMessage: "E-mail" },
  organization: { id: "users.invite.organization", defaultMessage: "Organization (optional)" },
  role: { id: "users.invite.role", defaultMessage: "Role" },
  explanation: {
    id: "users.invite.explanation",
    defaultMessage:
      "The person receives an e-mail with a link to set a password. The link works once and expires after 7 days; you can send it again from their page.",
  },
  sending: { id: "users.invite.sending", defaultMessage: "Sending…" },
  send: { id: "users.invite.send", defaultMessage: "Send invitation" },
  revoked: {
    id: "users.list.revoked",
    defaultMessage:
      "The invitation is revoked: its link no longer works and the prepared account was removed.",
  },
  openPage: { id: "users.list.openPage", defaultMessage: "Open their page" },
  title: { id: "users.list.title", defaultMessage: "Users" },
  intro: {
    id: "users.list.intro",
    defaultMessage:
      "Everyone with an account in the programme: businesses, examiners, committee members and administrators.",
  },
  filters: { id: "users.list.filters", defaultMessage: "Filter users" },
  search: { id: "users.list.search", defaultMessage: "Search name, e-mail or organization" },
  filterRole: { id: "users.list.filterRole", defaultMessage: "Role" },
  allRoles: { id: "users.list.allRoles", defaultMessage: "All roles" },
  status: { id: "users.list.status", defaultMessage: "Status" },
  allStatuses: { id: "users.list.allStatuses", defaultMessage: "All statuses" },
  count: {
    id: "users.list.count",
    defaultMessage: "{count, plural, one {# user} other {# users}}",
  },
  exportWhat: { id: "users.list.exportWhat", defaultMessage: "users" },
  noMatch: { id: "users.list.noMatch", defaultMessage: "No users match these filters." },
  none: { id: "users.list.none", defaultMessage: "There are no users yet." },
});

/** What the invitation form answers. */
export type InviteResult =
  | { ok: true; message: string; userId: string }
  | {
      ok: false;
      message: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };

function InviteForm({ result }: { result: InviteResult | undefined }) {
  const intl = useIntl();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const failed = result && !result.ok ? result : null;
  const errors = failed?.fieldErrors ?? {};
  const values = failed?.values;
  return (
    <details
      className="rounded-lg border border-slate-200 bg-white p-4"
      open={Boolean(failed) || undefined}
    >
      <summary className="cursor-pointer font-semibold text-brand-800">
        <FormattedMessage {...m.invite} />
      </summary>
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <Field
          label={intl.formatMessage(m.name)}
          name="name"
          required
          error={errors.name}
          defaultValue={values?.name}
          autoComplete="off"
        />
        <Field
          label={intl.formatMessage(m.email)}
          name="email"
          type="email"
          required
          error={errors.email}
          defaultValue={values?.email}
          autoComplete="off"
        />
        <Field
          label={intl.formatMessage(m.organization)}
          name="organization"
          error={errors.organization}
          defaultValue={values?.organization}
        />
        <SelectField
          id="invite-role"
          label={intl.formatMessage(m.role)}
          name="role"
          defaultValue={values?.role || examinerRole}
          error={errors.role}
        >
          {roles.map((r) => (
            <option key={r} value={r}>
              {intl.formatMessage(roleMessages[r].label)}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <p className="mb-3 text-sm text-slate-700">
            <FormattedMessage {...m.explanation} />
          </p>
          <SubmitButton pending={pending} pendingLabel={intl.formatMessage(m.sending)}>
            <FormattedMessage {...m.send} />
          </SubmitButton>
        </div>
      </Form>
    </details>
  );
}

function Messages({ result }: { result: InviteResult | undefined }) {
  const [searchParams] = useSearchParams();
  return (
    <>
      {searchParams.get("revoked") === "1" && !result ? (
        <FormMessage kind="success">
          <FormattedMessage {...m.revoked} />
        </FormMessage>
      ) : null}
      {result?.ok ? (
        <FormMessage kind="success">
          {result.message}{" "}
          <Link to={`/dashboard/users/${result.userId}`} className="underline">
            <FormattedMessage {...m.openPage} />
          </Link>
        </FormMessage>
      ) : result ? (
        <FormMessage kind="error">{result.message}</FormMessage>
      ) : null}
    </>
  );
}

/** Users (committee and administrators): every account; administrators invite people. */
export function UsersListScreen({
  page: data,
  result,
}: {
  page: UsersPage;
  result: InviteResult | undefined;
}) {
  const { rows, total, page, pageCount, filters, sort, canManage } = data;
  const filtered = Boolean(filters.q || filters.role || filters.status);
  const intl = useIntl();
  return (
    <ListScreen
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro)}
      afterHeading={
        <>
          <Messages result={result} />
          {canManage ? <InviteForm result={result} /> : null}
        </>
      }
      filters={{
        label: intl.formatMessage(m.filters),
        filtered,
        fields: (
          <>
            <FilterSearch id="users-q" label={intl.formatMessage(m.search)} value={filters.q} />
            <FilterSelect
              id="users-role"
              name="role"
              label={intl.formatMessage(m.filterRole)}
              value={filters.role}
              allLabel={intl.formatMessage(m.allRoles)}
              options={roles.map((r) => ({
                value: r,
                label: intl.formatMessage(roleMessages[r].label),
              }))}
            />
            <FilterSelect
              id="users-status"
              name="status"
              label={intl.formatMessage(m.status)}
              value={filters.status}
              allLabel={intl.formatMessage(m.allStatuses)}
              options={userStatuses.map((s) => ({
                value: s,
                label: intl.formatMessage(userStatusMessages[s]),
              }))}
            />
          </>
        ),
      }}
      summary={{
        total,
        noun: m.count,
        exportPath: "/dashboard/users/export",
        exportWhat: intl.formatMessage(m.exportWhat),
      }}
      page={page}
      pageCount={pageCount}
      isEmpty={rows.length === 0}
      empty={
        <p className="text-slate-700">
          <FormattedMessage {...(filtered ? m.noMatch : m.none)} />
        </p>
      }
    >
      <UserTable rows={rows} sort={sort} />
    </ListScreen>
  );
}
