import { publicContentChanged } from "~/modules/public-cache/index.server";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import type { ApplicationRow } from "~/modules/applications/index.server";
import { recordStatusChange } from "~/modules/applications/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { completeRenewalIfDue } from "./complete-renewal.server";
import { findRenewal } from "./find-renewal.server";
import {
  DESCRIPTION_MAX,
  hasDeclaredChanges,
  renewalMessages,
  waiverMessages,
} from "./renewal-rules";
import { readRenewalAuditStep, waiveRenewalAuditWithin } from "./waive-renewal-audit.server";

export type RenewalDecision =
  | {
      decision: "approve";
      note?: string | null;
      /** Approving without an audit waives it: the reason is required then (decision 078). */
      waiveReason?: string | null;
    }
  | { decision: "reject"; note: string };

export const rejectReasonRequired = "Enter the reason for rejecting this renewal";

/**
 * Staff decide a renewal from the renewals list (`renewal.update`, SPEC §6:
 * administrator or committee; else `You do not have permission to update
 * renewals`). Approve: a submitted or under-review renewal without declared
 * changes (one with changes goes through the audit and review steps of its
 * application page) whose audit is waived — already, or now with the reason
 * given (decision 078: never approved as if audited); if the membership fee
 * is already paid the certificate is renewed in the same transaction.
 * Reject: with a reason, through the application's own table
 * (`application.review`).
 */
export async function updateRenewal(
  db: Database,
  viewer: Viewer,
  renewalId: string,
  input: RenewalDecision,
): Promise<ApplicationRow> {
  assertCan(viewer, "renewal.update");
  const renewal = await findRenewal(db, renewalId);
  const note = input.note?.trim() || null;
  if (note && note.length > DESCRIPTION_MAX) {
    throw new AppError("validation", "Keep the note under 2000 characters", {
      note: "Keep the note under 2000 characters",
    });
  }
  if (input.decision === "reject") {
    if (!note)
      throw new AppError("validation", rejectReasonRequired, { note: rejectReasonRequired });
    return db.transaction((tx) =>
      recordStatusChange(tx, {
        application: renewal,
        by: { viewer },
        to: "rejected",
        note,
        feedback: true,
        details: { activeRole: viewer.activeRole, renewal: true },
      }),
    );
  }
  if (renewal.status !== "submitted" && renewal.status !== "under-review") {
    throw new AppError("conflict", renewalMessages.notApprovable);
  }
  if (hasDeclaredChanges(renewal.metadata)) {
    throw new AppError("conflict", renewalMessages.changesNeedReview);
  }
  const { result, renewed } = await db.transaction(async (tx) => {
    const step = await readRenewalAuditStep(tx, renewal);
    let current = renewal;
    if (step === "due") {
      if (!input.waiveReason?.trim()) {
        throw new AppError("validation", waiverMessages.reasonRequired, {
          waiveReason: waiverMessages.reasonRequired,
        });
      }
      current = await waiveRenewalAuditWithin(tx, viewer, renewal.id, input.waiveReason);
    } else if (step !== "waived" && step !== "completed") {
      throw new AppError("conflict", waiverMessages.needsAuditStep);
    }
    const approved = await recordStatusChange(tx, {
      application: current,
      by: { event: "system:renewal-approved", actorId: viewer.user.id },
      to: "approved",
      note,
      feedback: Boolean(note),
      details: { activeRole: viewer.activeRole, renewal: true },
    });
    const completed = await completeRenewalIfDue(tx, approved.id, viewer.user.id);
    return { result: completed?.application ?? approved, renewed: completed !== null };
  });
  if (renewed) publicContentChanged("certificate renewed");
  return result;
}
