import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { roleMessages } from "~/components/role-switcher";
import type { EnglishMessage } from "~/lib/i18n/messages";
import { timeLabel } from "~/modules/notifications";
import type { OverviewPageData } from "../get-overview-page.server";
import { overviewMessages as m } from "./overview-messages";
import { OverviewPanels } from "./overview-panels";

const roleIntro: Record<string, EnglishMessage> = {
  applicant: m.introApplicant,
  examiner: m.introExaminer,
  committee: m.introCommittee,
  administrator: m.introAdministrator,
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
  const intl = useIntl();
  const intro = roleIntro[activeRole];
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">
          <FormattedMessage {...m.welcome} values={{ name: profile.name }} />
        </h1>
        <p className="mt-1 text-slate-700">{intro ? intl.formatMessage(intro) : null}</p>
      </div>
      <OverviewPanels overview={overview} />
      <div className="grid gap-6 md:grid-cols-2">
        <section
          className="rounded-lg border border-slate-200 bg-white p-5"
          aria-labelledby="profile-h"
        >
          <h2 id="profile-h" className="text-lg font-semibold text-slate-900">
            <FormattedMessage {...m.profile} />
          </h2>
          <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
            <dt className="text-slate-600">
              <FormattedMessage {...m.name} />
            </dt>
            <dd className="col-span-2 text-slate-900">{profile.name}</dd>
            <dt className="text-slate-600">
              <FormattedMessage {...m.email} />
            </dt>
            <dd className="col-span-2 text-slate-900">{profile.email}</dd>
            <dt className="text-slate-600">
              <FormattedMessage {...m.organization} />
            </dt>
            <dd className="col-span-2 text-slate-900">{profile.organization ?? "—"}</dd>
            <dt className="text-slate-600">
              <FormattedMessage {...m.activeRole} />
            </dt>
            <dd className="col-span-2 text-slate-900" data-testid="active-role">
              {intl.formatMessage(roleMessages[activeRole].label)}
            </dd>
            <dt className="text-slate-600">
              <FormattedMessage {...m.roles} />
            </dt>
            <dd className="col-span-2 text-slate-900">
              {roles.map((r) => intl.formatMessage(roleMessages[r].label)).join(", ")}
            </dd>
          </dl>
          <p className="mt-4 text-sm">
            <Link to="/dashboard/settings" className="text-brand-700 underline">
              <FormattedMessage {...m.editProfile} />
            </Link>
          </p>
        </section>
        <section
          className="rounded-lg border border-slate-200 bg-white p-5"
          aria-labelledby="recent-h"
        >
          <h2 id="recent-h" className="text-lg font-semibold text-slate-900">
            <FormattedMessage {...m.recent} />
          </h2>
          {recent.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">
              <FormattedMessage {...m.noNotifications} />
            </p>
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
