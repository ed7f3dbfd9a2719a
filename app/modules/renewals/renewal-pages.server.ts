import { z } from "zod";
import { feeFor } from "~/domain/fees";
import type { Database } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import type { Locale } from "~/domain/locale";
import { formatDay } from "~/lib/format";
import { intlFor } from "~/lib/i18n/intl";
import { translateText } from "~/lib/i18n/translate-text";
import { listScheduledJobStates } from "~/lib/scheduler.server";
import type { Viewer } from "~/modules/permissions";
import { getApplicationForViewer } from "~/modules/applications/index.server";
import { addressLines, effectiveStatus, normalizeAddress } from "~/modules/certificates";
import { serviceAreaFormValues } from "~/modules/places";
import { getListedServiceArea } from "~/modules/places/index.server";
import { assertCan, can } from "~/modules/permissions";
import { getRenewalEligibility, type RenewalEligibility } from "./create-renewal.server";
import { getExpiryAttention, listRenewals, parseRenewalListQuery } from "./list-renewals.server";
import {
  DESCRIPTION_MAX,
  hasDeclaredChanges,
  RENEWAL_OPENS_DAYS_BEFORE,
  renewalMessages,
} from "./renewal-rules";
import { renewalUiMessages as m } from "./ui/renewal-ui-messages";
import { certificateExpiryJob, type ExpiryCheckReport } from "./run-expiry-checks.server";

const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true");

/** The renewal form (the service asks for the description when a change is declared). */
export const renewalStartSchema = z.object({
  hasAddressChanged: checkbox,
  hasOwnerChanged: checkbox,
  hasPracticesChanged: checkbox,
  descriptionOfChanges: z
    .string()
    .max(DESCRIPTION_MAX * 2, renewalMessages.descriptionTooLong)
    .optional()
    .default(""),
  serviceRadius: z.string().max(20).optional().default(""),
  serviceRadiusUnit: z.string().max(5).optional().default("km"),
  serviceRegions: z.string().max(500).optional().default(""),
  servicePostalPrefixes: z.string().max(500).optional().default(""),
  serviceBasePostalCode: z.string().max(20).optional().default(""),
});

/** Approve or reject one renewal from the list. */
export const renewalDecisionSchema = z.object({
  renewalId: z.string().trim().min(1, renewalMessages.renewalNotFound),
  note: z.string().optional().default(""),
  /** Approving without an audit: why it is waived (the service requires it then). */
  waiveReason: z.string().max(5000).optional().default(""),
});

/** The renewal form of one certificate: its business, why it cannot be renewed now, the fees. */
export async function renewalStartPage(
  db: Database,
  viewer: Viewer,
  certificateId: string,
  locale: Locale = "en",
) {
  const eligibility = await getRenewalEligibility(db, viewer, certificateId);
  // SPEC §5/§8: only the certificate's business renews it.
  assertCan(viewer, "certificate.renew", eligibility.certificate);
  const c = eligibility.certificate;
  const original = await getApplicationForViewer(db, viewer, c.applicationId);
  return {
    certificate: {
      id: c.id,
      certificateNumber: c.certificateNumber,
      expiryDate: c.expiryDate.toISOString(),
      status: effectiveStatus(c),
    },
    business: {
      name: original.businessName,
      addressLines: addressLines(normalizeAddress(original.businessAddress)),
    },
    serviceArea: serviceAreaFormValues(
      original.metadata,
      await getListedServiceArea(db, original.id),
    ),
    refusal: refusalIn(eligibility, locale),
    openRenewalId: eligibility.openRenewalId,
    /** A calendar day (YYYY-MM-DD). */
    closesOn: eligibility.window.closesOn,
    /** In cents. */
    fees: { audit: feeFor("audit", true), membership: feeFor("membership", true) },
  };
}

export type RenewalStartPage = Awaited<ReturnType<typeof renewalStartPage>>;

/** Certificate Renewals: the list, and for staff who run checks the expiry panel. */
export async function renewalsPage(db: Database, viewer: Viewer, params: URLSearchParams) {
  const query = parseRenewalListQuery(params);
  const canUpdate = can(viewer, "renewal.update");
  const canRunChecks = can(viewer, "certificate.runExpiryChecks");
  const [list, attention, jobs] = await Promise.all([
    listRenewals(db, viewer, query),
    canRunChecks ? getExpiryAttention(db) : null,
    canRunChecks ? listScheduledJobStates(db) : null,
  ]);
  const job = jobs?.find((j) => j.name === certificateExpiryJob.name);
  return {
    isStaff: canUpdate,
    canRunChecks,
    timeZone: getEnv().PROGRAMME_TIME_ZONE,
    filters: { status: query.status ?? "", q: query.q ?? "" },
    sort: query.sort!,
    total: list.total,
    page: list.page,
    pageCount: list.pageCount,
    rows: list.rows.map((r) => {
      const open = r.status === "submitted" || r.status === "under-review";
      return {
        id: r.id,
        businessName: r.businessName,
        certificateId: r.certificateId,
        certificateNumber: r.certificateNumber,
        currentExpiry: r.currentExpiry.toISOString(),
        status: r.status,
        paymentStatus: r.paymentStatus,
        submittedAt: r.submittedAt?.toISOString() ?? null,
        changesDeclared: r.changesDeclared,
        descriptionOfChanges: r.descriptionOfChanges,
        auditStep: r.auditStep,
        // Approved here only without an audit: one already waived, or waived now (decision 078).
        approvable:
          open &&
          (r.auditStep === "due" || r.auditStep === "waived") &&
          !hasDeclaredChanges({
            has_address_changed: r.changesDeclared.includes("Address"),
            has_owner_changed: r.changesDeclared.includes("Owner"),
            has_practices_changed: r.changesDeclared.includes("Practices"),
          }),
        rejectable: r.status !== "certified" && r.status !== "rejected",
      };
    }),
    attention,
    lastRun: job
      ? {
          at: job.lastFinishedAt?.toISOString() ?? null,
          status: job.lastStatus,
          nextAt: job.nextRunAt.toISOString(),
        }
      : null,
  };
}

export type RenewalsPage = Awaited<ReturnType<typeof renewalsPage>>;

/** Why the certificate cannot be renewed now, in `locale` (null when it can). */
function refusalIn(eligibility: RenewalEligibility, locale: Locale): string | null {
  const { window } = eligibility;
  if (window.open || (window.reason !== "early" && window.reason !== "late")) {
    return eligibility.refusal ? translateText(eligibility.refusal, locale) : null;
  }
  const intl = intlFor(locale);
  return window.reason === "early"
    ? intl.formatMessage(m.refusalEarly, {
        date: formatDay(window.opensOn, locale),
        days: RENEWAL_OPENS_DAYS_BEFORE,
      })
    : intl.formatMessage(m.refusalLate, { date: formatDay(window.closesOn, locale) });
}

/** What Run expiry check now says it did. */
export function expiryCheckSummary(r: ExpiryCheckReport, locale: Locale = "en"): string {
  const sent = r.notices.filter((n) => n.sent).length;
  return intlFor(locale).formatMessage(m.summary, {
    expired: r.expired.length,
    sent,
    skipped: r.skipped.length,
    checked: r.checked,
  });
}

/** What approving or rejecting a renewal from the list says. */
export function renewalDecisionMessage(
  updated: { status: string; businessName: string },
  locale: Locale = "en",
): string {
  const intl = intlFor(locale);
  const values = { business: updated.businessName };
  if (updated.status === "certified") return intl.formatMessage(m.certified, values);
  if (updated.status === "approved") return intl.formatMessage(m.approved, values);
  return intl.formatMessage(m.rejected, values);
}
