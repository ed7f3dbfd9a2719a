import type { Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import { listAuditAgenda, type AuditAgenda } from "~/modules/audits/index.server";
import { overviewPanelsFor, type OverviewPanel, type Viewer } from "~/modules/permissions";
import { listOpenBallots, type OpenBallots } from "~/modules/proposals/index.server";
import { summarizeReviewQueue, type ReviewQueueSummary } from "~/modules/review/index.server";
import { listStandardNotices, type StandardNoticeList } from "~/modules/standards/index.server";
import { countActionsDue, type ActionsDue } from "./count-actions-due.server";
import {
  listAccreditationProgress,
  type AccreditationProgressList,
} from "./list-accreditation-progress.server";
import { listPaymentsMade, type PaymentsMade } from "./list-payments-made.server";

/** The figures of each panel the active role's overview shows (absent: not shown). */
export type DashboardOverview = {
  panels: readonly OverviewPanel[];
  accreditationProgress?: AccreditationProgressList;
  paymentsMade?: PaymentsMade;
  nextAudits?: AuditAgenda;
  reportsToFinish?: AuditAgenda;
  reviewQueue?: ReviewQueueSummary;
  openBallots?: OpenBallots;
  standardsChanged?: StandardNoticeList;
  actionsDue?: ActionsDue;
};

type Loaders = {
  [P in OverviewPanel]: (
    db: Executor,
    viewer: Viewer,
    now: Date,
    locale: Locale,
  ) => Promise<DashboardOverview[P]>;
};

const loaders: Loaders = {
  accreditationProgress: (db, viewer, now, locale) =>
    listAccreditationProgress(db, viewer, { now, locale }),
  paymentsMade: (db, viewer) => listPaymentsMade(db, viewer),
  nextAudits: (db, viewer, now) => listAuditAgenda(db, viewer, { which: "upcoming", now }),
  reportsToFinish: (db, viewer, now) => listAuditAgenda(db, viewer, { which: "toFinish", now }),
  reviewQueue: (db, viewer) => summarizeReviewQueue(db, viewer),
  openBallots: (db, viewer, now) => listOpenBallots(db, viewer, { now }),
  standardsChanged: (db, viewer) => listStandardNotices(db, viewer),
  actionsDue: (db, viewer, now) => countActionsDue(db, viewer, now),
};

/**
 * The role-specific panels of /dashboard (issue 12): the policy names the
 * panels of the active role; each panel's service reads only what the
 * viewer's scope covers, with counts in SQL and short lists.
 */
export async function getDashboardOverview(
  db: Executor,
  viewer: Viewer,
  now: Date = new Date(),
  /** The reader's language of the texts written here (the next steps). */
  locale: Locale = "en",
): Promise<DashboardOverview> {
  const panels = overviewPanelsFor(viewer);
  const overview: DashboardOverview = { panels };
  const loaded = await Promise.all(panels.map((p) => loaders[p](db, viewer, now, locale)));
  panels.forEach((p, i) => {
    (overview as Record<string, unknown>)[p] = loaded[i];
  });
  return overview;
}
