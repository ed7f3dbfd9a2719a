import { FilterBar, FilterSearch, FilterSelect } from "~/components/filter-bar";
import { data, Link, useNavigation, useSearchParams } from "react-router";
import { DataTable } from "~/components/data-table";
import { ListSummary } from "~/components/list-summary";
import { Pagination } from "~/components/pagination";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { readFormData } from "~/lib/form-data.server";
import { pluralize } from "~/lib/format";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { applicationMessages } from "~/modules/applications/application-messages";
import {
  applicationStatuses,
  applicationStatusLabels,
} from "~/modules/applications/application-status";
import {
  defaultApplicationSort,
  listApplications,
  parseApplicationListQuery,
} from "~/modules/applications/list-applications.server";
import { formatDate, PaymentBadge, StatusBadge } from "~/modules/applications/ui/status-badge";
import { requireAccess, requireUser } from "~/modules/auth/session.server";
import {
  planMissingDocumentReminders,
  reminderSelectionSchema,
  remindMissingDocuments,
} from "~/modules/documents/remind-missing-documents.server";
import {
  MissingDocumentsReminder,
  ReminderCheckbox,
  type ReminderActionData,
} from "~/modules/documents/ui/missing-documents-reminder";
import { can, scopeFor } from "~/modules/permissions/policy";
import type { Route } from "./+types/list";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Applications"} | ${siteName}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const query = parseApplicationListQuery(new URL(request.url).searchParams);
  const sort = query.sort ?? defaultApplicationSort;
  try {
    const list = await listApplications(getDb(), session, query);
    const seesAll = scopeFor(session, "applications").kind === "all";
    return {
      ...list,
      filters: { status: query.status ?? "", q: query.q ?? "" },
      sort,
      canCreate: can(session, "application.create"),
      canRemind: can(session, "application.remind"),
      isStaff: seesAll,
    };
  } catch (error) {
    throwLoaderError(error, applicationMessages.fetchListFailed, "list applications");
  }
}

/** Staff: bulk reminders about missing documents (confirm, then send). */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "application.remind");
  const form = await readFormData(request);
  const intent = form.get("intent");
  const parsed = reminderSelectionSchema.safeParse({
    applicationIds: form.getAll("applicationId").map(String),
  });
  if (!parsed.success) {
    return data<ReminderActionData>(
      { ok: false, message: parsed.error.issues[0]?.message ?? "Choose applications" },
      { status: 422 },
    );
  }
  try {
    if (intent === "remind-confirm") {
      const plan = await planMissingDocumentReminders(getDb(), session, parsed.data);
      return data<ReminderActionData>({ ok: true, stage: "confirm", plan: viewOf(plan) });
    }
    if (intent === "remind") {
      const done = await remindMissingDocuments(getDb(), session, parsed.data);
      return data<ReminderActionData>({
        ok: true,
        stage: "done",
        message: done.remind.length
          ? `Reminder sent to ${pluralize(done.remind.length, "business", "businesses")}.`
          : "No reminder was sent: none of the selected applications is missing documents.",
        plan: viewOf(done),
      });
    }
    return data<ReminderActionData>({ ok: false, message: "Unknown action" }, { status: 400 });
  } catch (error) {
    const failure = actionFailure(
      error,
      "The reminders could not be sent. Please try again.",
      "remind missing documents",
    );
    return data<ReminderActionData>(
      { ok: false, message: failure.message },
      { status: failure.status },
    );
  }
}

/** What the screen shows of a plan (no e-mail addresses or user ids in the page data). */
function viewOf(plan: Awaited<ReturnType<typeof planMissingDocumentReminders>>) {
  return {
    remind: plan.remind.map(({ id, businessName, missing }) => ({ id, businessName, missing })),
    skipped: plan.skipped,
  };
}

export default function ApplicationsList({ loaderData, actionData }: Route.ComponentProps) {
  const { title, rows, total, page, pageCount, filters, sort, canCreate, canRemind, isStaff } =
    loaderData;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/dashboard/applications";
  const filtered = Boolean(filters.status || filters.q);
  const pageLink = (n: number) => {
    const next = new URLSearchParams(searchParams);
    next.set("page", String(n));
    return `?${next.toString()}`;
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-slate-700">
            {isStaff
              ? "Every application in the programme, newest first."
              : canCreate
                ? "Your accreditation applications and where each one stands."
                : "Applications in the programme, newest first."}
          </p>
        </div>
        <div className="flex gap-3">
          {isStaff ? (
            <Link
              to="/dashboard/applications/approved"
              className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              Approved applications
            </Link>
          ) : null}
          {canCreate ? (
            <Link
              to="/dashboard/applications/new"
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              New application
            </Link>
          ) : null}
        </div>
      </div>

      <FilterBar label="Filter applications" filtered={filtered}>
        <FilterSelect
          id="app-status"
          name="status"
          label="Status"
          value={filters.status}
          allLabel="All statuses"
          options={applicationStatuses.map((s) => ({
            value: s,
            label: applicationStatusLabels[s],
          }))}
        />
        <FilterSearch
          id="app-q"
          label="Search business name, e-mail or certificate number"
          value={filters.q}
        />
      </FilterBar>

      <section aria-labelledby="apps-h" aria-busy={loading}>
        <h2 id="apps-h" className="sr-only">
          Results
        </h2>
        <ListSummary
          total={total}
          noun="application"
          filtered={filtered}
          page={page}
          pageCount={pageCount}
          exportPath="/dashboard/applications/export"
          exportWhat={title}
        />
        {canRemind && rows.length > 0 ? (
          <div className="mb-3">
            <MissingDocumentsReminder result={actionData as ReminderActionData | undefined} />
          </div>
        ) : null}
        {rows.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-slate-700">
              {filtered
                ? "No applications match these filters."
                : canCreate && !isStaff
                  ? "You have no applications yet. Start one to begin your accreditation."
                  : "There are no applications yet."}
            </p>
            {canCreate && !filtered ? (
              <p className="mt-4">
                <Link
                  to="/dashboard/applications/new"
                  className="inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                >
                  Start an application
                </Link>
              </p>
            ) : null}
          </div>
        ) : (
          <DataTable
            caption={title}
            rows={rows}
            rowKey={(row) => row.id}
            sort={sort}
            columns={[
              ...(canRemind
                ? [
                    {
                      key: "select",
                      header: "Select",
                      headerHidden: true,
                      cell: (row: (typeof rows)[number]) => (
                        <ReminderCheckbox id={row.id} businessName={row.businessName} />
                      ),
                    },
                  ]
                : []),
              {
                key: "business",
                header: "Business",
                sortable: true,
                cell: (row) => (
                  <>
                    <Link
                      to={`/dashboard/applications/${row.id}`}
                      className="font-medium text-brand-800 underline"
                    >
                      {row.businessName}
                    </Link>
                    {row.contactName ? (
                      <span className="block text-xs text-slate-600">{row.contactName}</span>
                    ) : null}
                  </>
                ),
              },
              {
                key: "location",
                header: "Location",
                className: "text-slate-900",
                cell: (row) => row.location || "—",
              },
              {
                key: "status",
                header: "Status",
                sortable: true,
                cell: (row) => <StatusBadge status={row.status} />,
              },
              {
                key: "fees",
                header: "Fees",
                cell: (row) =>
                  row.status === "draft" ? (
                    <span className="text-slate-600">—</span>
                  ) : (
                    <PaymentBadge status={row.paymentStatus} />
                  ),
              },
              {
                key: "created",
                header: "Created",
                sortable: true,
                className: "whitespace-nowrap text-slate-700",
                cell: (row) => <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>,
              },
              {
                key: "updated",
                header: "Last change",
                sortable: true,
                className: "whitespace-nowrap text-slate-700",
                cell: (row) => <time dateTime={row.updatedAt}>{formatDate(row.updatedAt)}</time>,
              },
            ]}
          />
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={pageLink} className="mt-4" />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
