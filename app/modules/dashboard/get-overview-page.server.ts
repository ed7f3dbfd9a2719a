import { toLocale } from "~/domain/locale";
import type { Role } from "~/domain/roles";
import type { Executor } from "~/lib/db.server";
import { listNotifications } from "~/modules/notifications/index.server";
import type { Viewer } from "~/modules/permissions";
import { getDashboardOverview } from "./get-dashboard-overview.server";

type OverviewViewer = Viewer & {
  profile: { name: string; email: string; organization: string | null; locale?: string | null };
  roles: Role[];
};

/**
 * The dashboard home (/dashboard): the active role's panels, the viewer's
 * profile and roles, and the five newest notifications (with the time they
 * are measured against).
 */
export async function getOverviewPage(db: Executor, viewer: OverviewViewer) {
  const [recent, overview] = await Promise.all([
    listNotifications(db, viewer.user.id, 5, toLocale(viewer.profile.locale)),
    getDashboardOverview(db, viewer, new Date(), toLocale(viewer.profile.locale)),
  ]);
  return {
    profile: {
      name: viewer.profile.name,
      email: viewer.profile.email,
      organization: viewer.profile.organization,
    },
    activeRole: viewer.activeRole,
    roles: viewer.roles,
    recent,
    overview,
    now: new Date().toISOString(),
  };
}

export type OverviewPageData = Awaited<ReturnType<typeof getOverviewPage>>;
