import { Link } from "react-router";
import { timeLabel } from "~/modules/notifications";
import { roleLabels } from "~/modules/permissions";
import type { OverviewPageData } from "../get-overview-page.server";
import { OverviewPanels } from "./overview-panels";

const roleIntro: Record<string, string> = {
  applicant:
    "Track your accreditation: each application's steps, where it stands and what to do next.",
  examiner: "Your next audits, and the audit reports you still have to finish.",
  committee:
    "Applications waiting for the committee's decision, and the open ballots on changes to the standards.",
  administrator:
    "What needs action today across applications, audits, payments, renewals, certificates and ballots.",
};

/** The dashboard home: the role's panels, the profile and the newest notifications. */
export function OverviewScreen({
  profile,
  activeRole,
  roles,
  recent,
  overview,
  now,
}: OverviewPageData) {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Welcome, {profile.name}</h1>
        <p className="mt-1 text-slate-700">{roleIntro[activeRole]}</p>
      </div>
      <OverviewPanels overview={overview} />
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
