import type { AccreditationState } from "~/domain/accreditation-state";
import { formatDay, pluralize } from "~/lib/format";
import { sentence } from "~/lib/sentence";
import { APPEAL_WINDOW_DAYS } from "~/domain/certificate-status";

export { accreditationLabels, isAccredited } from "~/domain/accreditation-state";
export type { AccreditationState, AccreditationStateKind } from "~/domain/accreditation-state";

/**
 * The one sentence that says where a business stands (decision 050), for
 * screens, e-mails and the directory: words, never colour alone.
 */
export function accreditationHeadline(state: AccreditationState): string {
  switch (state.kind) {
    case "accredited":
      return `Accredited until ${formatDay(state.validUntil)}`;
    case "expiring-soon":
      return `Accredited until ${formatDay(state.validUntil)}, renewal due`;
    case "in-grace":
      return `Expired on ${formatDay(state.expiredOn)}, renewable until ${formatDay(state.graceUntil)}`;
    case "lapsed":
      return `Lapsed: expired on ${formatDay(state.expiredOn)}`;
    case "revoked":
      return `Revoked on ${formatDay(state.revokedOn)}`;
    case "suspended":
      return `Suspended on ${formatDay(state.suspendedOn)}`;
    case "never":
      return "Not accredited";
  }
}

/** "against standards version 1.1", or null when the audit recorded none. */
export function standardsVersionText(state: AccreditationState): string | null {
  if (state.kind === "never" || !state.standardsVersion) return null;
  return `Audited against standards version ${state.standardsVersion}`;
}

/** What it means for the business, and what to do (its own dashboard). */
export function accreditationAdvice(state: AccreditationState): string {
  switch (state.kind) {
    case "accredited":
      return "Your business is accredited and listed in the public directory.";
    case "expiring-soon":
      return `Your certificate expires in ${pluralize(state.daysLeft, "day")}. Renew now to stay accredited and listed.`;
    case "in-grace":
      return `Your business is no longer accredited or listed in the directory. You can still renew until ${formatDay(state.graceUntil)} (${pluralize(state.daysLeft, "day")} left) without starting a new application.`;
    case "lapsed":
      return "Your business is not accredited and the renewal period has ended. Start a new application to be accredited again.";
    case "revoked":
      return `${sentence(`Your certificate was revoked${state.reason ? `: ${state.reason}` : ""}`)} Your business is not accredited or listed. You may appeal within ${APPEAL_WINDOW_DAYS} days from the certificate's page.`;
    case "suspended":
      return `${sentence(`Your certificate was suspended on ${formatDay(state.suspendedOn)}${state.reason ? `: ${state.reason}` : ""}`)} While it is suspended your business is not accredited or listed, and the certificate cannot be renewed.${state.reviewOn ? ` The programme reviews the suspension on ${formatDay(state.reviewOn)}.` : ""} You may appeal within ${APPEAL_WINDOW_DAYS} days from the certificate's page.`;
    case "never":
      return "Your business is not accredited yet.";
  }
}
