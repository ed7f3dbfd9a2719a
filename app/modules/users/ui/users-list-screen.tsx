import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { FilterSearch, FilterSelect } from "~/components/filter-bar";
import { Field, FormMessage, SelectField, SubmitButton } from "~/components/form";
import { ListScreen } from "~/components/list-screen";
import { userStatusLabels, userStatuses } from "~/domain/user-status";
import { examinerRole, roleLabels, roles } from "~/modules/permissions";
import type { UsersPage } from "../user-pages.server";
import { UserTable } from "./user-table";

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
      <summary className="cursor-pointer font-semibold text-brand-800">Invite a person</summary>
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <Field
          label="Name"
          name="name"
          required
          error={errors.name}
          defaultValue={values?.name}
          autoComplete="off"
        />
        <Field
          label="E-mail"
          name="email"
          type="email"
          required
          error={errors.email}
          defaultValue={values?.email}
          autoComplete="off"
        />
        <Field
          label="Organization (optional)"
          name="organization"
          error={errors.organization}
          defaultValue={values?.organization}
        />
        <SelectField
          id="invite-role"
          label="Role"
          name="role"
          defaultValue={values?.role || examinerRole}
          error={errors.role}
        >
          {roles.map((r) => (
            <option key={r} value={r}>
              {roleLabels[r].label}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <p className="mb-3 text-sm text-slate-700">
            The person receives an e-mail with a link to set a password. The link works once and
            expires after 7 days; you can send it again from their page.
          </p>
          <SubmitButton pending={pending} pendingLabel="Sending…">
            Send invitation
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
          The invitation is revoked: its link no longer works and the prepared account was removed.
        </FormMessage>
      ) : null}
      {result?.ok ? (
        <FormMessage kind="success">
          {result.message}{" "}
          <Link to={`/dashboard/users/${result.userId}`} className="underline">
            Open their page
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
  return (
    <ListScreen
      title="Users"
      intro="Everyone with an account in the programme: businesses, examiners, committee members and administrators."
      afterHeading={
        <>
          <Messages result={result} />
          {canManage ? <InviteForm result={result} /> : null}
        </>
      }
      filters={{
        label: "Filter users",
        filtered,
        fields: (
          <>
            <FilterSearch
              id="users-q"
              label="Search name, e-mail or organization"
              value={filters.q}
            />
            <FilterSelect
              id="users-role"
              name="role"
              label="Role"
              value={filters.role}
              allLabel="All roles"
              options={roles.map((r) => ({ value: r, label: roleLabels[r].label }))}
            />
            <FilterSelect
              id="users-status"
              name="status"
              label="Status"
              value={filters.status}
              allLabel="All statuses"
              options={userStatuses.map((s) => ({ value: s, label: userStatusLabels[s] }))}
            />
          </>
        ),
      }}
      summary={{ total, noun: "user", exportPath: "/dashboard/users/export", exportWhat: "users" }}
      page={page}
      pageCount={pageCount}
      isEmpty={rows.length === 0}
      empty={
        <p className="text-slate-700">
          {filtered ? "No users match these filters." : "There are no users yet."}
        </p>
      }
    >
      <UserTable rows={rows} sort={sort} />
    </ListScreen>
  );
}
