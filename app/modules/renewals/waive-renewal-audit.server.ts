import { and, desc, eq, ne, sql } from "drizzle-orm";
import { applications, inspections, payments } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import type { ApplicationRow } from "~/modules/applications/index.server";
import { setApplicationPaymentStatus } from "~/modules/applications/index.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import {
  createNotification,
  notificationSentences,
  notificationText,
  notifyRole,
} from "~/modules/notifications/index.server";
import { assertCan, audienceRoles, type Viewer } from "~/modules/permissions";
import {
  renewalAuditStep,
  renewalMessages,
  WAIVER_REASON_MAX,
  waiverMessages,
  type RenewalAuditStep,
} from "./renewal-rules";
import { renewalNotificationMessages as n } from "./renewal-notifications";

/** The renewal's audit step as the database has it now (read inside the caller's transaction). */
export async function readRenewalAuditStep(
  tx: Executor,
  renewal: Pick<ApplicationRow, "id" | "metadata">,
): Promise<RenewalAuditStep> {
  const [latest] = await tx
    .select({ status: inspections.status })
    .from(inspections)
    .where(and(eq(inspections.applicationId, renewal.id), ne(inspections.status, "cancelled")))
    .orderBy(desc(inspections.createdAt))
    .limit(1);
  return renewalAuditStep(renewal.metadata, latest?.status ?? null);
}

/** The reason as given, or a field error. */
export function waiverReason(raw: string | null | undefined): string {
  const reason = raw?.trim() ?? "";
  if (!reason)
    throw new AppError("validation", waiverMessages.reasonRequired, {
      waiveReason: waiverMessages.reasonRequired,
    });
  if (reason.length > WAIVER_REASON_MAX)
    throw new AppError("validation", waiverMessages.reasonTooLong, {
      waiveReason: waiverMessages.reasonTooLong,
    });
  return reason;
}

/**
 * Staff waive a renewal's audit with a reason (`renewal.update`; decision
 * 078), inside the caller's transaction. Only an open renewal (submitted or
 * under review) without a scheduled, started or completed audit. The reason
 * is kept on the renewal and in the audit log and shown to the business. An
 * audit fee not yet paid is no longer due (`audit-fee-waived`); one already
 * paid is owed back: the programme office is told to refund it.
 */
export async function waiveRenewalAuditWithin(
  tx: Executor,
  viewer: Viewer,
  renewalId: string,
  rawReason: string | null | undefined,
): Promise<ApplicationRow> {
  assertCan(viewer, "renewal.update");
  const reason = waiverReason(rawReason);
  const [renewal] = await tx
    .select()
    .from(applications)
    .where(eq(applications.id, renewalId))
    .for("update");
  if (!renewal || !renewal.certificateId)
    throw new AppError("not_found", renewalMessages.renewalNotFound);
  if (renewal.status !== "submitted" && renewal.status !== "under-review")
    throw new AppError("conflict", waiverMessages.notOpen);
  const step = await readRenewalAuditStep(tx, renewal);
  if (step !== "due")
    throw new AppError("conflict", waiverMessages[step === "waived" ? "alreadyWaived" : step]);

  const [paid] = await tx
    .select({ cents: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.applicationId, renewal.id),
        eq(payments.paymentType, "audit"),
        eq(payments.status, "succeeded"),
      ),
    );
  const refundCents = paid?.cents ?? 0;
  const waiver = {
    reason,
    waived_at: new Date().toISOString(),
    waived_by: viewer.user.id,
    refund_cents: refundCents,
  };
  let [updated] = await tx
    .update(applications)
    .set({
      metadata: sql`${applications.metadata} || ${JSON.stringify({ audit_waiver: waiver })}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(eq(applications.id, renewal.id))
    .returning();
  if (renewal.paymentStatus === "pending") {
    updated = await setApplicationPaymentStatus(
      tx,
      updated!,
      "audit-fee-waived",
      "system:renewal-audit-waived",
      { actorId: viewer.user.id, details: { activeRole: viewer.activeRole } },
    );
  }
  await writeAuditLog(tx, {
    entityType: "application",
    entityId: renewal.id,
    action: "renewal_audit_waived",
    actorId: viewer.user.id,
    details: { reason, refundCents, activeRole: viewer.activeRole },
  });
  const refund = refundCents > 0 ? { money: refundCents } : null;
  await createNotification(tx, {
    userId: renewal.applicantId,
    type: "application_status",
    message: notificationSentences(
      notificationText(n.auditWaived, { businessName: renewal.businessName, reason }),
      refund ? notificationText(n.feeRefunded, { amount: refund }) : notificationText(n.noFeeDue),
    ),
    link: `/dashboard/applications/${renewal.id}`,
  });
  if (refund) {
    await notifyRole(
      tx,
      audienceRoles("programmeOffice"),
      {
        type: "payment_received",
        message: notificationText(n.refundDue, {
          amount: refund,
          businessName: renewal.businessName,
        }),
        link: `/dashboard/applications/${renewal.id}`,
      },
      viewer.user.id,
    );
  }
  return updated!;
}
