import { ListSummary } from "~/components/list-summary";
import { FilterBar, FilterSearch, FilterSelect } from "~/components/filter-bar";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { Field, FormMessage, SubmitButton } from "~/components/form";
import { Pagination } from "~/components/pagination";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { parseValues, readFormValues } from "~/lib/form-data.server";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/session.server";
import { roleLabels, roles } from "~/modules/permissions/permissions";
import { can, examinerRole } from "~/modules/permissions/policy";
import { inviteUser } from "~/modules/users/invite-user.server";
import { listUsers, parseUserListQuery } from "~/modules/users/list-users.server";
import { inviteSchema } from "~/modules/users/user-schemas";
import { userStatusLabels, userStatuses } from "~/modules/users/user-status";
import { UserTable } from "~/modules/users/ui/user-table";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: `Users | ${siteName}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "users.view");
  const query = parseUserListQuery(new URL(request.url).searchParams);
  try {
    const list = await listUsers(getDb(), session, query);
    return {
      ...list,
      filters: { q: query.q ?? "", role: query.role ?? "", status: query.status ?? "" },
      sort: query.sort!,
      canManage: can(session, "users.manage"),
    };
  } catch (error) {
    throwLoaderError(error, "Could not load the users. Please try again.", "list users");
  }
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "users.manage");
  const values = await readFormValues(request);
  const parsed = parseValues(values, inviteSchema);
  if (!parsed.ok) {
    return data(
      {
        ok: false as const,
        message: "Check the highlighted fields.",
        fieldErrors: parsed.errors,
        values: {
          name: values.name ?? "",
          email: values.email ?? "",
          organization: values.organization ?? "",
          role: values.role ?? "",
        },
      },
      { status: 422 },
    );
  }
  try {
    const { userId } = await inviteUser(getDb(), session, parsed.data);
    return {
      ok: true as const,
      message: `Invitation sent to ${parsed.data.email}. The link is valid for 7 days.`,
      userId,
    };
  } catch (error) {
    const failure = actionFailure(
      error,
      "The invitation could not be sent. Please try again.",
      "invite user",
    );
    return data(
      {
        ...failure,
        values: {
          name: values.name ?? "",
          email: values.email ?? "",
          organization: values.organization ?? "",
          role: values.role ?? "",
        },
      },
      { status: failure.status },
    );
  }
}

const selectClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900";

function InviteForm({ actionData }: { actionData: Route.ComponentProps["actionData"] }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const failed = actionData && !actionData.ok ? actionData : null;
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
        <div>
          <label htmlFor="invite-role" className="block text-sm font-medium text-slate-800">
            Role
          </label>
          <select
            id="invite-role"
            name="role"
            defaultValue={values?.role || examinerRole}
            className={selectClass}
            aria-invalid={errors.role ? true : undefined}
          >
            {roles.map((r) => (
              <option key={r} value={r}>
                {roleLabels[r].label}
              </option>
            ))}
          </select>
          {errors.role ? <p className="mt-1 text-sm text-red-700">{errors.role}</p> : null}
        </div>
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

export default function UsersList({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, page, pageCount, filters, sort, canManage } = loaderData;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/dashboard/users";
  const filtered = Boolean(filters.q || filters.role || filters.status);
  const pageLink = (n: number) => {
    const next = new URLSearchParams(searchParams);
    next.set("page", String(n));
    return `?${next.toString()}`;
  };
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Users</h1>
        <p className="mt-1 text-slate-700">
          Everyone with an account in the programme: businesses, examiners, committee members and
          administrators.
        </p>
      </div>

      {searchParams.get("revoked") === "1" && !actionData ? (
        <FormMessage kind="success">
          The invitation is revoked: its link no longer works and the prepared account was removed.
        </FormMessage>
      ) : null}
      {actionData?.ok ? (
        <FormMessage kind="success">
          {actionData.message}{" "}
          <Link to={`/dashboard/users/${actionData.userId}`} className="underline">
            Open their page
          </Link>
        </FormMessage>
      ) : actionData && !actionData.ok ? (
        <FormMessage kind="error">{actionData.message}</FormMessage>
      ) : null}

      {canManage ? <InviteForm actionData={actionData} /> : null}

      <FilterBar label="Filter users" filtered={filtered}>
        <FilterSearch id="users-q" label="Search name, e-mail or organization" value={filters.q} />
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
      </FilterBar>

      <section aria-labelledby="users-h" aria-busy={loading}>
        <h2 id="users-h" className="sr-only">
          Results
        </h2>
        <ListSummary
          total={total}
          noun="user"
          filtered={filtered}
          page={page}
          pageCount={pageCount}
          exportPath="/dashboard/users/export"
          exportWhat={"users"}
        />
        {rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
            {filtered ? "No users match these filters." : "There are no users yet."}
          </p>
        ) : (
          <UserTable rows={rows} sort={sort} />
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={pageLink} className="mt-4" />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
