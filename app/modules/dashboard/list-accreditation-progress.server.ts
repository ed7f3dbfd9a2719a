import type { Locale } from "~/domain/locale";
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { applications, certificates } from "~/db/schema";
import { requiredDocumentsChecklist } from "~/domain/document-types";
import type { Executor } from "~/lib/db.server";
import { applicationScopeCondition } from "~/modules/applications/index.server";
import type { ApplicationStatus, PaymentStatus } from "~/modules/applications";
import {
  summaryColumns,
  toSummary,
  uploadedRequiredDocumentTypes,
  type ApplicationSummary,
} from "~/modules/applications/index.server";
import { applicantNextStep } from "~/modules/applications";
import { accreditationOf, type AccreditationStateKind } from "~/domain/accreditation-state";
import { accreditationClock, certificateFacts } from "~/modules/certificates/index.server";
import { withCardPaymentAvailability } from "~/modules/payments/index.server";
import { scopeFor, type Viewer } from "~/modules/permissions";
import { renewalOffers } from "~/modules/renewals/index.server";
import { renewPath } from "~/modules/renewals";
import { accreditationProgress, type AccreditationProgress } from "./accreditation-progress";

/** Applications tracked on the overview; the full list is paginated on its own page. */
export const PROGRESS_LIST_SIZE = 10;

/** A renewal of the card's certificate that was completed: the accreditation's history. */
export type CompletedRenewal = { id: string; completedAt: string };

export type TrackedApplication = ApplicationSummary & {
  renewal: boolean;
  /** The certificate this application was issued, as it stands now (null before one). */
  certificate: {
    id: string;
    certificateNumber: string;
    accreditedSince: string;
    expiryDate: string;
  } | null;
  /** Completed renewals of that certificate, newest first (shown on this card, not as cards of their own). */
  renewals: CompletedRenewal[];
  /** Where the business stands by this application's certificate (null before one was issued). */
  accreditation: AccreditationStateKind | null;
  progress: AccreditationProgress;
};

export type AccreditationProgressList = { total: number; applications: TrackedApplication[] };

/**
 * The business's own applications (scope `own`; nothing for other scopes),
 * most recently changed first, each as steps of the accreditation with the
 * next action: its next step, or starting the renewal of its certificate
 * once the renewal window is open. A completed renewal is not a card of its
 * own: it is the history of the certificate's card (issue 33: one
 * accreditation, its current certificate and its renewals). Counted in SQL,
 * at most `limit` rows.
 */
export async function listAccreditationProgress(
  db: Executor,
  viewer: Viewer,
  options: { now?: Date; limit?: number; locale?: Locale } = {},
): Promise<AccreditationProgressList> {
  if (scopeFor(viewer, "applications").kind !== "own") return { total: 0, applications: [] };
  const now = options.now ?? new Date();
  const mine = and(
    applicationScopeCondition(viewer),
    sql`not (${applications.metadata} ? 'renewal_completed_at')`,
  );
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
          issueDate: certificates.issueDate,
          expiryDate: certificates.expiryDate,
          accreditedSince: certificates.accreditedSince,
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
  // Before submitting: the required-documents checklist of each draft or rejected application.
  const unsubmitted = rows.filter((r) => r.status === "draft" || r.status === "rejected");
  const [offers, uploaded, completed] = await Promise.all([
    renewalOffers(db, viewer, issued, now),
    uploadedRequiredDocumentTypes(
      db,
      unsubmitted.map((r) => r.id),
    ),
    completedRenewals(
      db,
      issued.map((c) => c.id),
    ),
  ]);
  const clock = accreditationClock(now);
  return {
    total: counted?.n ?? 0,
    applications: rows.map((row) => {
      const c = row.certificate?.id ? row.certificate : null;
      const accreditation = c ? accreditationOf([certificateFacts(c)], clock) : null;
      const renewal = Boolean(row.metadata.renewal_type);
      const nextStep = withCardPaymentAvailability(
        applicantNextStep(
          {
            id: row.id,
            status: row.status as ApplicationStatus,
            paymentStatus: row.paymentStatus as PaymentStatus,
            renewal,
            auditWaived: Boolean(row.metadata.audit_waiver),
            ...(uploaded.has(row.id)
              ? { requiredDocuments: requiredDocumentsChecklist(uploaded.get(row.id)!) }
              : {}),
            accreditation,
          },
          options.locale,
        ),
        options.locale,
      );
      const offer = c ? offers.get(c.id) : undefined;
      return {
        ...toSummary(row),
        renewal,
        certificate: c
          ? {
              id: c.id,
              certificateNumber: c.certificateNumber,
              accreditedSince: c.accreditedSince.toISOString(),
              expiryDate: c.expiryDate.toISOString(),
            }
          : null,
        renewals: c ? (completed.get(c.id) ?? []) : [],
        accreditation: accreditation?.kind ?? null,
        progress: accreditationProgress({
          status: row.status as ApplicationStatus,
          paymentStatus: row.paymentStatus as PaymentStatus,
          accreditation,
          renewal:
            c && offer
              ? {
                  canStart: offer.canStart,
                  openRenewalId: offer.openRenewalId,
                  renewPath: renewPath(c.id),
                }
              : null,
          nextStep,
          auditWaived: Boolean(row.metadata.audit_waiver),
          locale: options.locale,
        }),
      };
    }),
  };
}

/** The completed renewals of these certificates, newest first, by certificate. */
async function completedRenewals(
  db: Executor,
  certificateIds: string[],
): Promise<Map<string, CompletedRenewal[]>> {
  const byCertificate = new Map<string, CompletedRenewal[]>();
  if (certificateIds.length === 0) return byCertificate;
  const completedAt = sql<string>`${applications.metadata}->>'renewal_completed_at'`;
  const rows = await db
    .select({ id: applications.id, certificateId: applications.certificateId, completedAt })
    .from(applications)
    .where(
      and(
        inArray(applications.certificateId, certificateIds),
        isNotNull(sql`${applications.metadata}->>'renewal_completed_at'`),
      ),
    )
    .orderBy(desc(completedAt));
  for (const row of rows) {
    const list = byCertificate.get(row.certificateId!) ?? [];
    list.push({ id: row.id, completedAt: row.completedAt });
    byCertificate.set(row.certificateId!, list);
  }
  return byCertificate;
}
