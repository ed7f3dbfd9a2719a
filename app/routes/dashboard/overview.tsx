import { Link } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { formatDate, pluralize } from "~/lib/format";
import { siteName } from "~/lib/site-config";
import {
  applicationStatusLabels,
  paymentStatusLabels,
} from "~/modules/applications/application-status";
import { requireUser } from "~/modules/auth/session.server";
import {
  getDashboardOverview,
  type DashboardOverview,
} from "~/modules/dashboard/get-dashboard-overview.server";
import { listNotifications } from "~/modules/notifications/list-notifications.server";
import { timeLabel } from "~/modules/notifications/time-label";
import { roleLabels } from "~/modules/permissions/permissions";
import type { Route } from "./+types/overview";

export function meta() {
  return [{ title: `Dashboard | ${siteName}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const db = getDb();
  const [recent, overview] = await Promise.all([
    listNotifications(db, session.user.id, 5),
    getDashboardOverview(db, session),
  ]);
  return {
    profile: {
      name: session.profile.name,
      email: session.profile.email,
      organization: session.profile.organization,
    },
    activeRole: session.activeRole,
    roles: session.roles,
    recent,
    overview,
    now: new Date().toISOString(),
  };
}

const roleIntro: Record<string, string> = {
  applicant:
    "Track your accreditation: start or continue an application, upload documents and follow each review step.",
  examiner: "See the businesses assigned to you and the audits you carry out.",
  committee:
    "Review applications, schedule audits, decide on accreditation and maintain the standards.",
  administrator:
    "Run the programme: applications, audits, certificates, users, standards and communications.",
};

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { profile, activeRole, roles, recent, overview, now } = loaderData;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Welcome, {profile.name}</h1>
        <p className="mt-1 text-slate-700">{roleIntro[activeRole]}</p>
      </div>
      <OverviewFigures overview={overview} />
      <div className="grid gap-6 md:grid-cols-2">
        <section
          className="rounded-lg border border-slate-200 bg-white p-5"
          aria-labelledby="profile-h"
        >
          <h2 id="profile-h" className="text-lg font-semibold text-slate-900">
            Your profile
          </h2>
          <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
            <dt className="text-slate-600">Name</dt>
            <dd className="col-span-2 text-slate-900">{profile.name}</dd>
            <dt className="text-slate-600">E-mail</dt>
            <dd className="col-span-2 text-slate-900">{profile.email}</dd>
            <dt className="text-slate-600">Organization</dt>
            <dd className="col-span-2 text-slate-900">{profile.organization ?? "—"}</dd>
            <dt className="text-slate-600">Active role</dt>
            <dd className="col-span-2 text-slate-900" data-testid="active-role">
              {roleLabels[activeRole].label}
            </dd>
            <dt className="text-slate-600">Your roles</dt>
            <dd className="col-span-2 text-slate-900">
              {roles.map((r) => roleLabels[r].label).join(", ")}
            </dd>
          </dl>
          <p className="mt-4 text-sm">
            <Link to="/dashboard/settings" className="text-brand-700 underline">
              Edit profile and security settings
            </Link>
          </p>
        </section>
        <section
          className="rounded-lg border border-slate-200 bg-white p-5"
          aria-labelledby="recent-h"
        >
          <h2 id="recent-h" className="text-lg font-semibold text-slate-900">
            Recent notifications
          </h2>
          {recent.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No notifications</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {recent.map((n) => (
                <li key={n.id} className="py-2 text-sm">
                  <p className={n.isRead ? "text-slate-700" : "font-medium text-slate-900"}>
                    {n.link ? (
                      <Link to={n.link} className="hover:underline">
                        {n.message}
                      </Link>
                    ) : (
                      n.message
                    )}
                  </p>
                  <p className="text-xs text-slate-600">{timeLabel(n.createdAt, new Date(now))}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

const card = "rounded-lg border border-slate-200 bg-white p-5";

function OverviewFigures({ overview }: { overview: DashboardOverview }) {
  if (overview.kind === "business") {
    return (
      <div className="grid gap-6 lg:grid-cols-3">
        <section className={`${card} lg:col-span-2`} aria-labelledby="apps-h">
          <div className="flex items-center justify-between gap-3">
            <h2 id="apps-h" className="text-lg font-semibold text-slate-900">
              Your applications
            </h2>
            <Link
              to="/dashboard/applications/new"
              className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              New application
            </Link>
          </div>
          {overview.applications.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">
              You have no application yet. Start one to begin your accreditation.
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {overview.applications.map((app) => (
                <li key={app.id} className="py-3" data-testid="overview-application">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Link
                      to={`/dashboard/applications/${app.id}`}
                      className="font-medium text-brand-800 hover:underline"
                    >
                      {app.businessName}
                    </Link>
                    <span className="text-sm text-slate-700">
                      {applicationStatusLabels[app.status]} ·{" "}
                      {paymentStatusLabels[app.paymentStatus]}
                    </span>
                  </div>
                  {app.nextStep.tone === "alert" ? (
                    <div
                      className="mt-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-950"
                      data-testid="overview-alert"
                    >
                      <p className="font-semibold">{app.nextStep.title}</p>
                      <p className="mt-1">{app.nextStep.text}</p>
                      {app.nextStep.action ? (
                        <Link
                          to={app.nextStep.action.to}
                          className="mt-1 inline-block font-medium text-red-900 underline"
                        >
                          {app.nextStep.action.label}
                        </Link>
                      ) : null}
                    </div>
                  ) : (
                    <p className="mt-1 text-sm text-slate-700">
                      <span className="font-medium text-slate-900">Next step:</span>{" "}
                      {app.nextStep.title}.{" "}
                      {app.nextStep.action ? (
                        <Link to={app.nextStep.action.to} className="text-brand-700 underline">
                          {app.nextStep.action.label}
                        </Link>
                      ) : null}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
          {overview.applicationCount > overview.applications.length ? (
            <p className="mt-3 text-sm text-slate-700">
              Showing the {overview.applications.length} most recently changed of{" "}
              {pluralize(overview.applicationCount, "application")}.{" "}
              <Link to="/dashboard/applications" className="text-brand-700 underline">
                See all applications
              </Link>
            </p>
          ) : null}
        </section>
        <section className={card} aria-labelledby="paid-h">
          <h2 id="paid-h" className="text-lg font-semibold text-slate-900">
            Payments made
          </h2>
          {overview.payments.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">No payments yet.</p>
          ) : (
            <ul className="mt-3 space-y-2 text-sm">
              {overview.payments.map((p) => (
                <li key={p.id}>
                  <p className="font-medium text-slate-900">
                    {p.description} · {p.amountLabel}
                  </p>
                  <p className="text-slate-700">
                    {p.businessName} · {formatDate(p.paidAt)} ·{" "}
                    <a href={p.receiptUrl} className="text-brand-700 underline">
                      Receipt
                    </a>
                  </p>
                </li>
              ))}
            </ul>
          )}
          {overview.paymentCount > overview.payments.length ? (
            <p className="mt-3 text-sm text-slate-700">
              The latest {overview.payments.length} of {pluralize(overview.paymentCount, "payment")}
              : every receipt is on its application&apos;s page.
            </p>
          ) : null}
        </section>
      </div>
    );
  }
  if (overview.kind === "staff") {
    return (
      <div className="grid gap-6 lg:grid-cols-3">
        <section className={`${card} lg:col-span-2`} aria-labelledby="status-h">
          <h2 id="status-h" className="text-lg font-semibold text-slate-900">
            Applications by status{" "}
            <span className="text-sm font-normal text-slate-700">
              ({overview.totalApplications} in all)
            </span>
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {overview.byStatus.map(({ status, count }) => (
              <li key={status}>
                <Link
                  to={`/dashboard/applications?status=${status}`}
                  className="flex items-center justify-between rounded-md border border-slate-200 px-3 py-2 text-sm hover:bg-brand-50"
                  data-testid={`status-count-${status}`}
                >
                  <span className="text-slate-800">{applicationStatusLabels[status]}</span>
                  <span className="font-semibold text-slate-900">{count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <div className="space-y-6">
          <section className={card} aria-labelledby="new-h">
            <h2 id="new-h" className="text-lg font-semibold text-slate-900">
              New submissions
            </h2>
            <p className="mt-1 text-3xl font-bold text-slate-900" data-testid="new-submissions">
              {overview.newSubmissions.count}
            </p>
            <p className="text-sm text-slate-700">
              in the last {overview.newSubmissions.days} days
            </p>
            {overview.newSubmissions.latest.length > 0 ? (
              <ul className="mt-2 space-y-1 text-sm">
                {overview.newSubmissions.latest.map((app) => (
                  <li key={app.id}>
                    <Link
                      to={`/dashboard/applications/${app.id}`}
                      className="text-brand-700 hover:underline"
                    >
                      {app.businessName}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          <section className={card} aria-labelledby="pay-h">
            <h2 id="pay-h" className="text-lg font-semibold text-slate-900">
              Payments this month
            </h2>
            <p className="mt-1 text-3xl font-bold text-slate-900" data-testid="payments-month">
              {overview.paymentsThisMonth.totalLabel}
            </p>
            <p className="text-sm text-slate-700">
              {pluralize(overview.paymentsThisMonth.count, "payment")} received since{" "}
              {formatDate(overview.paymentsThisMonth.since)}
            </p>
          </section>
        </div>
      </div>
    );
  }
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
