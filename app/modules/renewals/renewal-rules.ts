import { defineMessages } from "~/lib/i18n/messages";
import { formatDay, isoDate } from "~/lib/format";
import { expiryAfter } from "~/modules/certificates";
import {
  RENEWAL_OPENS_DAYS_BEFORE,
  RENEWAL_GRACE_DAYS,
  REMINDER_THRESHOLDS,
  EXPIRED_THRESHOLD,
  addDays,
  daysBetween,
} from "~/domain/renewal-status";
export * from "~/domain/renewal-status";

/**
 * Renewal and expiry rules (SPEC §4, §5, §9; decision 023). Expiry and
 * reminder dates are calendar dates in the programme's time zone.
 */

/** Staff are shown renewals waiting longer than this many business days (SPEC §9: 5-7). */
export const RENEWAL_REVIEW_BUSINESS_DAYS = 7;

const renewalMessagesCatalog = defineMessages({
  notFound: { id: "renewals.error.notFound", defaultMessage: "Certificate not found" },
  revoked: {
    id: "renewals.error.revoked",
    defaultMessage: "A revoked certificate cannot be renewed. Contact the programme office.",
  },
  suspended: {
    id: "renewals.error.suspended",
    defaultMessage:
      "A suspended certificate cannot be renewed until the programme reinstates it. You may appeal the suspension from the certificate's page.",
  },
  alreadyOpen: {
    id: "renewals.error.alreadyOpen",
    defaultMessage: "A renewal of this certificate is already in progress.",
  },
  descriptionRequired: {
    id: "renewals.error.descriptionRequired",
    defaultMessage: "Describe what changed since your last application",
  },
  descriptionTooLong: {
    id: "renewals.error.descriptionTooLong",
    defaultMessage: "Keep the description under 2000 characters",
  },
  createFailed: {
    id: "renewals.error.createFailed",
    defaultMessage: "The renewal could not be started. Please try again.",
  },
  invalidServiceArea: {
    id: "renewals.error.invalidServiceArea",
    defaultMessage: "Check where you work: see the messages at the fields.",
  },
  renewalNotFound: { id: "renewals.error.renewalNotFound", defaultMessage: "Renewal not found" },
  updateFailed: {
    id: "renewals.error.updateFailed",
    defaultMessage: "The renewal could not be updated. Please try again.",
  },
  changesNeedReview: {
    id: "renewals.error.changesNeedReview",
    defaultMessage:
      "This renewal declares changes: take it through the audit and review steps on its application page",
  },
  notApprovable: {
    id: "renewals.error.notApprovable",
    defaultMessage: "Only a submitted or under-review renewal can be approved here",
  },
});

export const renewalMessages = {
  notFound: renewalMessagesCatalog.notFound.defaultMessage,
  revoked: renewalMessagesCatalog.revoked.defaultMessage,
  suspended: renewalMessagesCatalog.suspended.defaultMessage,
  alreadyOpen: renewalMessagesCatalog.alreadyOpen.defaultMessage,
  descriptionRequired: renewalMessagesCatalog.descriptionRequired.defaultMessage,
  descriptionTooLong: renewalMessagesCatalog.descriptionTooLong.defaultMessage,
  createFailed: renewalMessagesCatalog.createFailed.defaultMessage,
  invalidServiceArea: renewalMessagesCatalog.invalidServiceArea.defaultMessage,
  renewalNotFound: renewalMessagesCatalog.renewalNotFound.defaultMessage,
  updateFailed: renewalMessagesCatalog.updateFailed.defaultMessage,
  changesNeedReview: renewalMessagesCatalog.changesNeedReview.defaultMessage,
  notApprovable: renewalMessagesCatalog.notApprovable.defaultMessage,
};

export const DESCRIPTION_MAX = 2000;

/** Calendar days left until the expiry date in `timeZone` (0 on the expiry date, negative after). */
export function daysToExpiry(expiryDate: Date, now: Date, timeZone: string): number {
  return daysBetween(isoDate(now, timeZone), isoDate(expiryDate, timeZone));
}

/**
 * The reminder due for a certificate `daysLeft` days from expiry: the
 * smallest threshold it has reached (a certificate that crossed 60 and 30
 * while the app was down gets the 30-day one only); null outside them or
 * once expired.
 */
export function reminderThresholdFor(daysLeft: number): number | null {
  if (daysLeft <= 0) return null;
  let due: number | null = null;
  for (const t of REMINDER_THRESHOLDS) if (daysLeft <= t) due = t;
  return due;
}

/** What the expiry job reads of a certificate before it decides to lock it. */
export type ExpiryCandidate = {
  status: string;
  expiryDate: Date;
  /** Ledger thresholds already written for the certificate's current expiry date. */
  sentThresholds: number[];
};

/**
 * Whether a candidate may need work: it is due to expire, or the notice due
 * now is not in the ledger yet. Read without a lock, so only a filter: the
 * certificate's own transaction decides again on the locked row. Most
 * candidates on most runs need nothing, and are not locked one by one.
 */
export function mayNeedWork(candidate: ExpiryCandidate, now: Date, timeZone: string): boolean {
  const expired = candidate.expiryDate.getTime() <= now.getTime();
  if (expired && candidate.status === "active") return true;
  const threshold = expired
    ? EXPIRED_THRESHOLD
    : reminderThresholdFor(daysToExpiry(candidate.expiryDate, now, timeZone));
  return threshold !== null && !candidate.sentThresholds.includes(threshold);
}

export type RenewalWindow =
  | { open: true; opensOn: string; closesOn: string }
  | {
      open: false;
      reason: "early" | "late" | "revoked" | "suspended";
      opensOn: string;
      closesOn: string;
    };

/**
 * SPEC §4 renewal window (decision 023): from 60 days before the expiry
 * date to the end of the grace period after it, calendar dates in the
 * programme's time zone. A revoked certificate is never renewed; a suspended
 * one not until it is reinstated (decision 056).
 */
export function renewalWindow(
  certificate: { status: string; expiryDate: Date },
  now: Date,
  timeZone: string,
): RenewalWindow {
  const expiryDay = isoDate(certificate.expiryDate, timeZone);
  const today = isoDate(now, timeZone);
  const opensOn = addDays(expiryDay, -RENEWAL_OPENS_DAYS_BEFORE);
  const closesOn = addDays(expiryDay, RENEWAL_GRACE_DAYS);
  if (certificate.status === "revoked")
    return { open: false, reason: "revoked", opensOn, closesOn };
  if (certificate.status === "suspended")
    return { open: false, reason: "suspended", opensOn, closesOn };
  if (today < opensOn) return { open: false, reason: "early", opensOn, closesOn };
  if (today > closesOn) return { open: false, reason: "late", opensOn, closesOn };
  return { open: true, opensOn, closesOn };
}

/** The refusal text for a closed window. */
export function windowRefusal(window: Extract<RenewalWindow, { open: false }>): string {
  if (window.reason === "revoked") return renewalMessages.revoked;
  if (window.reason === "suspended") return renewalMessages.suspended;
  if (window.reason === "early") {
    return `Renewal opens on ${formatDay(window.opensOn)}, ${RENEWAL_OPENS_DAYS_BEFORE} days before the certificate expires.`;
  }
  return `The grace period for renewing this certificate ended on ${formatDay(window.closesOn)}. Apply for accreditation again.`;
}

/** What a completed renewal writes on its certificate. */
export type RenewedTerm = { issueDate: Date; expiryDate: Date; accreditedSince: Date };

/**
 * The term a completed renewal gives (decision 078). Completed while the
 * certificate is still in force, the new year starts at the current expiry:
 * renewing early — as the 60-day reminder asks — never shortens
 * accreditation, and it stays continuous (`accreditedSince` kept).
 * Completed after expiry (the grace period), the year runs from that moment
 * (SPEC §4) and continuous accreditation starts again then: the gap resets
 * "certified since". The certificate is reissued now either way.
 */
export function renewedTerm(
  certificate: { expiryDate: Date; accreditedSince: Date },
  now: Date,
): RenewedTerm {
  if (now.getTime() < certificate.expiryDate.getTime()) {
    return {
      issueDate: now,
      expiryDate: expiryAfter(certificate.expiryDate),
      accreditedSince: certificate.accreditedSince,
    };
  }
  return { issueDate: now, expiryDate: expiryAfter(now), accreditedSince: now };
}

export function hasDeclaredChanges(metadata: {
  has_address_changed?: boolean;
  has_owner_changed?: boolean;
  has_practices_changed?: boolean;
}): boolean {
  return Boolean(
    metadata.has_address_changed || metadata.has_owner_changed || metadata.has_practices_changed,
  );
}

/** Business days (Monday to Friday) from `from` to `to`, both instants read in `timeZone`. */
export function businessDaysBetween(from: Date, to: Date, timeZone: string): number {
  let day = isoDate(from, timeZone);
  const end = isoDate(to, timeZone);
  let count = 0;
  while (day < end) {
    day = addDays(day, 1);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

export { certificateRenewPath as renewPath } from "~/modules/certificates";

export const renewalsPath = "/dashboard/renewals";

/**
 * A renewal's audit step (issue 33, decision 078): real, never assumed.
 * `completed`: an audit of the renewal was completed; `scheduled`: one is
 * scheduled or in progress; `waived`: staff waived it with a reason; `due`:
 * none yet. A renewal is approved only once its audit is completed or waived.
 */
export type RenewalAuditStep = "due" | "scheduled" | "completed" | "waived";

export function renewalAuditStep(
  metadata: { audit_waiver?: unknown },
  /** The status of the renewal's latest audit that was not cancelled, if any. */
  auditStatus: string | null,
): RenewalAuditStep {
  if (auditStatus === "completed") return "completed";
  if (auditStatus === "scheduled" || auditStatus === "in-progress") return "scheduled";
  return metadata.audit_waiver ? "waived" : "due";
}

export const WAIVER_REASON_MAX = 2000;

export const waiverMessages = {
  reasonRequired: "Say why this renewal needs no audit (recorded and shown to the business)",
  reasonTooLong: `Keep the reason under ${WAIVER_REASON_MAX} characters`,
  notOpen: "Only a submitted or under-review renewal can have its audit waived",
  alreadyWaived: "The audit of this renewal is already waived",
  scheduled:
    "This renewal has an audit scheduled: cancel the audit first if it is not needed, then waive it",
  completed: "This renewal was audited: there is no audit to waive",
  needsAuditStep: "Approve a renewal once its audit is completed, or waive the audit with a reason",
} as const;
