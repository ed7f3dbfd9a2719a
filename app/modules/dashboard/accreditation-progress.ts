import type { ApplicationStatus, PaymentStatus } from "~/modules/applications";
import { nextStepMessages, type NextStep } from "~/modules/applications";
import type { Locale } from "~/domain/locale";
import { formatDay } from "~/lib/format";
import { intlFor } from "~/lib/i18n/intl";
import { isAccredited, type AccreditationState } from "~/domain/accreditation-state";

/** The "Certified" step says where the business stands once its certificate is no longer in force. */
const certifiedStepLabels = {
  "in-grace": "Certificate expired",
  lapsed: "Certificate lapsed",
  revoked: "Certificate revoked",
} as const;

/**
 * The accreditation as steps for the business's progress tracker (issue 12):
 * register → apply → pay the audit fee → audit → review → pay the
 * membership fee → certified, and renew once a certificate exists. Pure: the
 * step that is current follows from the application's status, payment status
 * and certificate; the next action is the application's next step.
 */
export const accreditationSteps = [
  { key: "register", label: "Register" },
  { key: "apply", label: "Apply" },
  { key: "auditFee", label: "Pay the audit fee" },
  { key: "audit", label: "Audit" },
  { key: "review", label: "Review" },
  { key: "membershipFee", label: "Pay the membership fee" },
  { key: "certified", label: "Certified" },
  { key: "renewal", label: "Renew" },
] as const;
export type StepKey = (typeof accreditationSteps)[number]["key"];
export type StepState = "done" | "current" | "upcoming";

export type ProgressStep = { key: StepKey; label: string; state: StepState };

export type AccreditationProgress = {
  steps: ProgressStep[];
  /** 1-based number of the current step, or null when every step is done. */
  currentNumber: number | null;
  /** What the business does now (or waits for), with its link when there is one. */
  next: NextStep;
};

export type ProgressSubject = {
  status: ApplicationStatus;
  paymentStatus: PaymentStatus;
  /** The business's accreditation from the application's certificate (decision 050); null before one was issued. */
  accreditation: AccreditationState | null;
  /** Renewal of that certificate: may one start now, or which one is in progress. */
  renewal: { canStart: boolean; openRenewalId: string | null; renewPath: string } | null;
  /** The application's next step (next-step.ts), used unless the renewal is the step. */
  nextStep: NextStep;
  /** A renewal whose audit staff waived (decision 078): its audit step says so, never "Done". */
  auditWaived?: boolean;
  /** The reader's language of the renewal step's texts (English by default). */
  locale?: Locale;
};

const waitingForAudit = new Set<ApplicationStatus>([
  "submitted",
  "under-review",
  "payment-pending",
  "inspection-scheduled",
  "audit-required",
]);
const inReview = new Set<ApplicationStatus>(["inspection-completed", "review-panel"]);

function currentKey(app: ProgressSubject): StepKey | null {
  const { status, paymentStatus } = app;
  if (status === "draft" || status === "rejected") return "apply";
  if (paymentStatus === "pending") return "auditFee";
  if (waitingForAudit.has(status)) return app.auditWaived ? "review" : "audit";
  if (inReview.has(status)) return "review";
  const accreditation = app.accreditation;
  const issued = accreditation && accreditation.kind !== "never";
  // A revoked certificate: its step is current (how to appeal), whatever the fee.
  if (issued && accreditation.kind === "revoked") return "certified";
  if (status === "approved" && !issued) {
    return paymentStatus === "membership-fee-paid" ? "certified" : "membershipFee";
  }
  // Certified: renewing is the step once it can start or is under way, or the certificate lapsed.
  const renewal = app.renewal;
  if (renewal && (renewal.canStart || renewal.openRenewalId)) return "renewal";
  if (issued && !isAccredited(accreditation)) return "certified";
  return null;
}

export function accreditationProgress(app: ProgressSubject): AccreditationProgress {
  const kind = app.accreditation?.kind ?? "never";
  const withRenewal = kind !== "never";
  const certifiedLabel =
    kind in certifiedStepLabels
      ? certifiedStepLabels[kind as keyof typeof certifiedStepLabels]
      : null;
  const waivedLabels: Partial<Record<StepKey, string>> = app.auditWaived
    ? {
        audit: "Audit waived",
        ...(app.paymentStatus === "audit-fee-waived" ? { auditFee: "No audit fee" } : {}),
      }
    : {};
  const steps = accreditationSteps
    .filter((s) => s.key !== "renewal" || withRenewal)
    .map((s) => (s.key === "certified" && certifiedLabel ? { ...s, label: certifiedLabel } : s))
    .map((s) => (waivedLabels[s.key] ? { ...s, label: waivedLabels[s.key]! } : s));
  const current = currentKey(app);
  const currentIndex = current ? steps.findIndex((s) => s.key === current) : steps.length;
  // Once certified with nothing due, every step up to "Certified" is done and renewal is ahead.
  const doneUpTo =
    current === null && withRenewal ? steps.findIndex((s) => s.key === "renewal") : currentIndex;
  const t = intlFor(app.locale ?? "en").formatMessage;
  const m = nextStepMessages;
  let next = app.nextStep;
  if (current === "renewal" && app.renewal) {
    next = app.renewal.openRenewalId
      ? {
          title: t(m.renewalInProgressTitle),
          text: t(m.renewalInProgressText),
          action: {
            label: t(m.openRenewal),
            to: `/dashboard/applications/${app.renewal.openRenewalId}`,
          },
        }
      : kind === "in-grace"
        ? app.nextStep
        : {
            title: t(m.renewTitle),
            text:
              app.accreditation && "validUntil" in app.accreditation
                ? t(m.renewExpires, {
                    date: formatDay(app.accreditation.validUntil, app.locale ?? "en"),
                  })
                : t(m.renewDue),
            action: { label: t(m.startRenewal), to: app.renewal.renewPath },
            tone: app.nextStep.tone,
          };
  }
  return {
    steps: steps.map((s, i) => ({
      key: s.key,
      label: s.label,
      state:
        current !== null && i === currentIndex ? "current" : i < doneUpTo ? "done" : "upcoming",
    })),
    currentNumber: current === null ? null : currentIndex + 1,
    next,
  };
}
