import type { DashboardOverview } from "../get-dashboard-overview.server";
import { AccreditationTrackerPanel } from "./accreditation-tracker";
import { ActionsDuePanel } from "./actions-due-panel";
import { PaymentsMadePanel } from "./payments-made-panel";
import { StandardsChangedPanel } from "./standards-changed-panel";
import {
  NextAuditsPanel,
  OpenBallotsPanel,
  ReportsToFinishPanel,
  ReviewQueuePanel,
} from "./staff-panels";

/** The active role's panels of /dashboard, in the order the policy lists them. */
export function OverviewPanels({ overview }: { overview: DashboardOverview }) {
  if (overview.panels.length === 0) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-6">
      {overview.standardsChanged ? (
        <StandardsChangedPanel data={overview.standardsChanged} />
      ) : null}
      {overview.accreditationProgress ? (
        <AccreditationTrackerPanel data={overview.accreditationProgress} />
      ) : null}
      {overview.paymentsMade ? <PaymentsMadePanel data={overview.paymentsMade} /> : null}
      {overview.nextAudits ? <NextAuditsPanel data={overview.nextAudits} /> : null}
      {overview.reportsToFinish ? <ReportsToFinishPanel data={overview.reportsToFinish} /> : null}
      {overview.reviewQueue ? <ReviewQueuePanel data={overview.reviewQueue} /> : null}
      {overview.openBallots ? <OpenBallotsPanel data={overview.openBallots} /> : null}
      {overview.actionsDue ? <ActionsDuePanel data={overview.actionsDue} /> : null}
    </div>
  );
}
