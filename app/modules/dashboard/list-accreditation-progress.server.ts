import { desc, eq, sql } from "drizzle-orm";
import { applications, certificates } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import {
  applicationScopeCondition,
  type Viewer,
} from "~/modules/applications/application-access.server";
import type { ApplicationStatus, PaymentStatus } from "~/modules/applications/application-status";
import {
  summaryColumns,
  toSummary,
  type ApplicationSummary,
} from "~/modules/applications/list-applications.server";
import { applicantNextStep } from "~/modules/applications/next-step";
import { effectiveStatus } from "~/modules/certificates/certificate-rules";
import { withCardPaymentAvailability } from "~/modules/payments/card-payment-availability.server";
import { scopeFor } from "~/modules/permissions/policy";
import { renewalOffers } from "~/modules/renewals/create-renewal.server";
import { renewPath } from "~/modules/renewals/renewal-rules";
import { accreditationProgress, type AccreditationProgress } from "./accreditation-progress";

/** Applications tracked on the overview; the full list is paginated on its own page. */
export const PROGRESS_LIST_SIZE = 10;

export type TrackedApplication = ApplicationSummary & {
  renewal: boolean;
  progress: AccreditationProgress;
};

export type AccreditationProgressList = { total: number; applications: TrackedApplication[] };

/**
 * The business's own applications (scope `own`; nothing for other scopes),
 * most recently changed first, each as steps of the accreditation with the
 * next action: its next step, or starting the renewal of its certificate
 * once the renewal window is open. Counted in SQL, at most `limit` rows.
 */
export async function listAccreditationProgress(
  db: Executor,
  viewer: Viewer,
  options: { now?: Date; limit?: number } = {},
): Promise<AccreditationProgressList> {
  if (scopeFor(viewer, "applications").kind !== "own") return { total: 0, applications: [] };
  const now = options.now ?? new Date();
  const mine = applicationScopeCondition(viewer);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        metadata: applications.metadata,
        certificate: {
          id: certificates.id,
          businessId: certificates.businessId,
          certificateNumber: certificates.certificateNumber,
          status: certificates.status,
          expiryDate: certificates.expiryDate,
          revokedAt: certificates.revokedAt,
          revocationReason: certificates.revocationReason,
        },
      })
      .from(applications)
      .leftJoin(certificates, eq(certificates.applicationId, applications.id))
      .where(mine)
      .orderBy(desc(applications.updatedAt), desc(applications.id))
      .limit(options.limit ?? PROGRESS_LIST_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(mine),
  ]);
  const issued = rows.flatMap((r) => (r.certificate?.id ? [r.certificate] : []));
  const offers = await renewalOffers(db, viewer, issued, now);
  return {
    total: counted?.n ?? 0,
    applications: rows.map((row) => {
      const c = row.certificate?.id ? row.certificate : null;
      const certificateStatus = c ? effectiveStatus(c, now) : null;
      const renewal = Boolean(row.metadata.renewal_type);
      const nextStep = withCardPaymentAvailability(
        applicantNextStep({
          id: row.id,
          status: row.status as ApplicationStatus,
          paymentStatus: row.paymentStatus as PaymentStatus,
          renewal,
          certificate:
            c && certificateStatus
              ? {
                  id: c.id,
                  certificateNumber: c.certificateNumber,
                  status: certificateStatus,
                  expiryDate: c.expiryDate.toISOString(),
                  revokedAt: c.revokedAt?.toISOString() ?? null,
                  revocationReason: c.revocationReason,
                }
              : null,
        }),
      );
      const offer = c ? offers.get(c.id) : undefined;
      return {
        ...toSummary(row),
        renewal,
        progress: accreditationProgress({
          status: row.status as ApplicationStatus,
          paymentStatus: row.paymentStatus as PaymentStatus,
          certificate: c && certificateStatus ? { id: c.id, status: certificateStatus } : null,
          renewal:
            c && offer
              ? {
                  canStart: offer.canStart,
                  openRenewalId: offer.openRenewalId,
                  renewPath: renewPath(c.id),
                }
              : null,
          nextStep,
        }),
      };
    }),
  };
}
