import { eq } from "drizzle-orm";
import { correctiveActions } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { approvalGate } from "~/domain/corrective-action-status";
import type { Executor } from "~/lib/db.server";
import type { Locale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { approvalGateMessages } from "./review-rules";

/** What an approval past open minor corrective actions records (audit log, timeline). */
export type ApprovedAnyway = { standards: string[]; reason: string };

/**
 * The approval gate (issue 37, decision 087), inside the transaction that
 * approves: the application's corrective actions are read under a lock; a
 * major non-conformity's action not accepted refuses the approval (the
 * message names the standards, at `field`); a minor one's needs
 * `approveAnyway`, a reason (at its field), returned to be recorded. Null:
 * nothing open, nothing to record.
 */
export async function enforceApprovalGate(
  tx: Executor,
  applicationId: string,
  approveAnyway: string | undefined,
  field = "status",
  /** The reader's language, found before the transaction. */
  locale: Locale = "en",
): Promise<ApprovedAnyway | null> {
  const actions = await tx
    .select({
      status: correctiveActions.status,
      severity: correctiveActions.severity,
      standardNumber: correctiveActions.standardNumber,
    })
    .from(correctiveActions)
    .where(eq(correctiveActions.applicationId, applicationId))
    .for("update");
  const { blockingMajor, openMinor } = approvalGate(actions);
  if (blockingMajor.length === 0 && openMinor.length === 0) return null;
  // A refusal with values: written in the reader's language here (decision 086).
  const intl = intlFor(locale);
  const named = (standards: string[]) => ({
    count: standards.length,
    standards: intl.formatList(standards, { type: "conjunction" }),
  });
  if (blockingMajor.length > 0) {
    const message = intl.formatMessage(approvalGateMessages.majorOpen, named(blockingMajor));
    throw new AppError("validation", message, { [field]: message });
  }
  const reason = approveAnyway?.trim() ?? "";
  if (!reason) {
    const message = intl.formatMessage(approvalGateMessages.minorReasonRequired, named(openMinor));
    throw new AppError("validation", message, { approveAnyway: message });
  }
  return { standards: openMinor, reason };
}
