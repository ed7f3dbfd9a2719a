import { AppError } from "~/domain/app-error";
import type { ComplaintOutcome } from "~/domain/complaint-status";
import type { Database } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { publicContentChanged } from "~/modules/public-cache/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { sendComplaintOutcome, tellBusinessOfConcern } from "./complaint-business.server";
import { assertImpartialHandler } from "./complaint-impartiality.server";
import { complaintMessages } from "./complaint-messages";
import { findComplaint } from "./complaint-record.server";
import { setComplaintStatus } from "./set-complaint-status.server";

export type ComplaintStatusStep =
  | { to: "acknowledged"; withhold: boolean }
  | { to: "investigating" }
  | { to: "resolved"; outcome: ComplaintOutcome; findings: string }
  | { to: "withdrawn"; reason: string };

/**
 * Moves a case on (staff, decision 058), in one transaction with what the
 * step causes: acknowledging tells the business (e-mail and notification)
 * unless staff withhold it because it would harm the investigation;
 * resolving records the outcome and findings and e-mails both the reporter
 * and the business (a withheld case is disclosed to the business then, the
 * investigation being over). `version` is the case's version the form was
 * built from: a change made meanwhile by someone else refuses this one.
 */
export async function changeComplaintStatus(
  db: Database,
  viewer: Viewer,
  input: { complaintId: string; version: number; step: ComplaintStatusStep },
  now: Date = new Date(),
): Promise<{ message: string }> {
  assertCan(viewer, "complaint.manage");
  const result = await db.transaction(async (tx) => {
    const current = await findComplaint(tx, input.complaintId, { lock: true });
    await assertImpartialHandler(tx, viewer, current);
    const step = input.step;
    const base = { viewer, complaint: current, version: input.version, to: step.to };
    switch (step.to) {
      case "acknowledged": {
        const row = await setComplaintStatus(tx, {
          ...base,
          set: {
            acknowledgedAt: now,
            informBusiness: !step.withhold,
            businessInformedAt: step.withhold ? null : now,
          },
          details: { informBusiness: !step.withhold },
          body: step.withhold
            ? "The business is not told for now: telling it would harm the investigation."
            : null,
        });
        if (!step.withhold) await tellBusinessOfConcern(tx, row);
        return { message: complaintMessages.acknowledged };
      }
      case "investigating":
        await setComplaintStatus(tx, base);
        return { message: complaintMessages.investigating };
      case "resolved": {
        const row = await setComplaintStatus(tx, {
          ...base,
          set: {
            outcome: step.outcome,
            findings: step.findings,
            closedAt: now,
            informBusiness: true,
            businessInformedAt: current.businessInformedAt ?? now,
          },
          body: step.findings,
          details: { outcome: step.outcome },
        });
        await sendComplaintOutcome(tx, row);
        return { message: complaintMessages.resolved };
      }
      case "withdrawn":
        await setComplaintStatus(tx, {
          ...base,
          set: { withdrawalReason: step.reason, closedAt: now },
          body: step.reason,
        });
        return { message: complaintMessages.withdrawn };
      default:
        throw new AppError("conflict", complaintMessages.actionFailed);
    }
  });
  // The business page's optional count of resolved complaints changed (cached public pages).
  if (input.step.to === "resolved" && getEnv().COMPLAINTS_PUBLIC_COUNT) {
    publicContentChanged("complaint resolved");
  }
  return result;
}
