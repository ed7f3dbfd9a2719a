import {
  addDays,
  daysBetween,
  RENEWAL_GRACE_DAYS,
  RENEWAL_OPENS_DAYS_BEFORE,
} from "./renewal-status";

/**
 * Is this business accredited right now, until when, and against which
 * standards? The one answer (issue 19, decision 050), derived from the
 * business's certificates: never from the application's status.
 *
 * A certificate is in force while it is not revoked and its expiry instant
 * has not passed, whatever the daily job has written yet (the same test as
 * the directory and verification). Days (left, grace) are calendar days
 * (YYYY-MM-DD) in the programme's time zone, like the renewal window.
 */
export const accreditationStates = [
  "accredited",
  "expiring-soon",
  "in-grace",
  "lapsed",
  "revoked",
  "suspended",
  "never",
] as const;
export type AccreditationStateKind = (typeof accreditationStates)[number];

/** What the state needs to know of one certificate. */
export type CertificateFacts = {
  id: string;
  certificateNumber: string;
  status: "active" | "expired" | "revoked" | "suspended";
  /** Issue day, YYYY-MM-DD. */
  issuedOn: string;
  /** Expiry instant (ISO 8601). */
  expiresAt: string;
  /** Expiry day in the programme's time zone, YYYY-MM-DD. */
  expiresOn: string;
  /** Day of revocation, YYYY-MM-DD, when revoked. */
  revokedOn?: string | null;
  revocationReason?: string | null;
  /** Day of suspension, YYYY-MM-DD, when suspended. */
  suspendedOn?: string | null;
  /** The day staff review the suspension, YYYY-MM-DD. */
  suspensionReviewOn?: string | null;
  suspensionReason?: string | null;
  /** The standards version the business was audited against (null when unknown). */
  standardsVersion?: string | null;
};

type Base = { certificate: CertificateFacts; standardsVersion: string | null };

export type AccreditationState =
  | ({ kind: "accredited"; validUntil: string; daysLeft: number } & Base)
  | ({ kind: "expiring-soon"; validUntil: string; daysLeft: number } & Base)
  | ({ kind: "in-grace"; expiredOn: string; graceUntil: string; daysLeft: number } & Base)
  | ({ kind: "lapsed"; expiredOn: string } & Base)
  | ({ kind: "revoked"; revokedOn: string; reason: string | null } & Base)
  | ({
      kind: "suspended";
      suspendedOn: string;
      reviewOn: string | null;
      reason: string | null;
    } & Base)
  | { kind: "never" };

/** When: the instant, and the calendar day it is in the programme's time zone. */
export type AccreditationClock = { now: Date; today: string };

/** The state one certificate gives its business at `clock`. */
export function certificateAccreditation(
  certificate: CertificateFacts,
  clock: AccreditationClock,
): Exclude<AccreditationState, { kind: "never" }> {
  const { today } = clock;
  const base: Base = { certificate, standardsVersion: certificate.standardsVersion ?? null };
  if (certificate.status === "revoked") {
    return {
      kind: "revoked",
      revokedOn: certificate.revokedOn ?? certificate.expiresOn,
      reason: certificate.revocationReason ?? null,
      ...base,
    };
  }
  // Suspended (decision 056): not in force until reinstated, whatever its dates.
  if (certificate.status === "suspended") {
    return {
      kind: "suspended",
      suspendedOn: certificate.suspendedOn ?? certificate.issuedOn,
      reviewOn: certificate.suspensionReviewOn ?? null,
      reason: certificate.suspensionReason ?? null,
      ...base,
    };
  }
  const daysLeft = daysBetween(today, certificate.expiresOn);
  if (Date.parse(certificate.expiresAt) > clock.now.getTime()) {
    const kind = daysLeft <= RENEWAL_OPENS_DAYS_BEFORE ? "expiring-soon" : "accredited";
    return { kind, validUntil: certificate.expiresOn, daysLeft: Math.max(0, daysLeft), ...base };
  }
  const expiredOn = certificate.expiresOn;
  const graceUntil = addDays(certificate.expiresOn, RENEWAL_GRACE_DAYS);
  const graceLeft = daysBetween(today, graceUntil);
  if (graceLeft >= 0) {
    return { kind: "in-grace", expiredOn, graceUntil, daysLeft: graceLeft, ...base };
  }
  return { kind: "lapsed", expiredOn, ...base };
}

/** Which state wins when a business holds several certificates (best standing first). */
const precedence: Record<AccreditationStateKind, number> = {
  accredited: 0,
  "expiring-soon": 0,
  suspended: 1,
  "in-grace": 2,
  revoked: 3,
  lapsed: 4,
  never: 5,
};

/**
 * A business's accreditation on `today` from all its certificates: a valid
 * certificate wins (the one valid longest), then one in its grace period, then
 * the latest revocation, then the latest lapse; no certificate is "never".
 */
export function accreditationOf(
  certificates: readonly CertificateFacts[],
  clock: AccreditationClock,
): AccreditationState {
  let best: Exclude<AccreditationState, { kind: "never" }> | null = null;
  for (const certificate of certificates) {
    const state = certificateAccreditation(certificate, clock);
    if (!best) {
      best = state;
      continue;
    }
    const a = precedence[state.kind];
    const b = precedence[best.kind];
    if (a < b) best = state;
    else if (a === b && latestDay(state) > latestDay(best)) best = state;
  }
  return best ?? { kind: "never" };
}

function latestDay(state: Exclude<AccreditationState, { kind: "never" }>): string {
  if (state.kind === "revoked") return state.revokedOn;
  if (state.kind === "suspended") return state.suspendedOn;
  return state.certificate.expiresOn;
}

/** Listed in the directory and verifiable as valid: a certificate in force today. */
export function isAccredited(state: AccreditationState): boolean {
  return state.kind === "accredited" || state.kind === "expiring-soon";
}

export const accreditationLabels: Record<AccreditationStateKind, string> = {
  accredited: "Accredited",
  "expiring-soon": "Accredited, renewal due",
  "in-grace": "Expired, in grace period",
  lapsed: "Lapsed",
  revoked: "Revoked",
  suspended: "Suspended",
  never: "Not accredited",
};

/** Colour-independent tone of each state (badges add words; colour only repeats them). */
export const accreditationTones: Record<AccreditationStateKind, "good" | "warn" | "bad" | "none"> =
  {
    accredited: "good",
    "expiring-soon": "warn",
    "in-grace": "warn",
    lapsed: "bad",
    revoked: "bad",
    suspended: "bad",
    never: "none",
  };

/**
 * What a badge shows for an application: its status, except that a
 * "certified" application whose certificate is no longer in force shows the
 * business's accreditation state instead (never a green "Certified" for an
 * expired or revoked business), and an approved application whose
 * certificate was revoked shows "Revoked".
 */
export function applicationStanding(
  status: string,
  accreditation: AccreditationStateKind | null | undefined,
): { show: "status" } | { show: "accreditation"; kind: AccreditationStateKind } {
  if (!accreditation || accreditation === "never") return { show: "status" };
  if (status === "certified" && accreditation !== "accredited" && accreditation !== "expiring-soon")
    return { show: "accreditation", kind: accreditation };
  if (status === "approved" && (accreditation === "revoked" || accreditation === "suspended"))
    return { show: "accreditation", kind: accreditation };
  return { show: "status" };
}

/** The first day a renewal can start for a certificate valid until `validUntil` (YYYY-MM-DD). */
export function renewalOpensOn(validUntil: string): string {
  return addDays(validUntil, -RENEWAL_OPENS_DAYS_BEFORE);
}
