import type { AccreditationState } from "~/domain/accreditation-state";
import type { Locale } from "~/domain/locale";
import { formatDay, formatMoney } from "~/lib/format";
import { intlFor } from "~/lib/i18n/intl";
import { sentence } from "~/lib/sentence";
import { APPEAL_WINDOW_DAYS } from "~/domain/certificate-status";
import type { RequiredDocumentCheck } from "~/domain/document-types";
import { feeFor } from "~/domain/fees";
import type { ApplicationStatus, PaymentStatus } from "./application-status";
import { nextStepMessages as m } from "./next-step-messages";

export type NextStep = {
  title: string;
  text: string;
  action?: { label: string; to: string };
  /** Something went wrong for the business (a revoked or expired certificate): shown as an alert. */
  tone?: "alert";
  /** Before submitting (draft or rejected): each required document, uploaded or missing (issue 19). */
  checklist?: RequiredDocumentCheck[];
};

type Subject = {
  id: string;
  status: ApplicationStatus;
  paymentStatus: PaymentStatus;
  /** Renewal applications pay the renewal amounts (SPEC §9). */
  renewal?: boolean;
  /**
   * The business's accreditation from this application's certificate
   * (decision 050), once one was issued; null or "never" before.
   */
  accreditation?: AccreditationState | null;
  /** The required-documents checklist (`requiredDocumentsChecklist`), shown before submitting. */
  requiredDocuments?: RequiredDocumentCheck[];
  /** A renewal whose audit staff waived (decision 078). */
  auditWaived?: boolean;
};

/**
 * The next step a certificate that is no longer in force gives (decisions 033,
 * 050): revoked (how to appeal), expired in its grace period (renew by …),
 * lapsed (apply again); null while it is in force or none was issued.
 */
function certificateStep(
  state: AccreditationState | null | undefined,
  locale: Locale,
): NextStep | null {
  const t = intlFor(locale).formatMessage;
  const day = (d: string) => formatDay(d, locale);
  if (!state || state.kind === "never" || state.kind === "accredited") return null;
  if (state.kind === "expiring-soon") return null;
  const { certificate } = state;
  if (state.kind === "revoked") {
    return {
      title: t(m.revokedTitle),
      text: [
        sentence(
          t(m.revokedOn, { number: certificate.certificateNumber, date: day(state.revokedOn) }),
        ),
        state.reason ? sentence(t(m.reason, { reason: state.reason })) : "",
        t(m.revokedText),
        t(m.revokedAppeal, { days: APPEAL_WINDOW_DAYS }),
      ]
        .filter(Boolean)
        .join(" "),
      action: {
        label: t(m.viewCertificate),
        to: `/dashboard/certificates/view/${certificate.id}`,
      },
      tone: "alert",
    };
  }
  if (state.kind === "suspended") {
    return {
      title: t(m.suspendedTitle),
      text: [
        sentence(
          t(m.suspendedOn, { number: certificate.certificateNumber, date: day(state.suspendedOn) }),
        ),
        state.reason ? sentence(t(m.reason, { reason: state.reason })) : "",
        t(m.suspendedText),
        t(m.suspendedAppeal, { days: APPEAL_WINDOW_DAYS }),
      ]
        .filter(Boolean)
        .join(" "),
      action: {
        label: t(m.viewCertificate),
        to: `/dashboard/certificates/view/${certificate.id}`,
      },
      tone: "alert",
    };
  }
  if (state.kind === "in-grace") {
    return {
      title: t(m.expiredTitle),
      text: t(m.expiredText, {
        number: certificate.certificateNumber,
        date: day(state.expiredOn),
        until: day(state.graceUntil),
        days: state.daysLeft,
      }),
      action: { label: t(m.renewNow), to: `/dashboard/certificates/${certificate.id}/renew` },
      tone: "alert",
    };
  }
  return {
    title: t(m.lapsedTitle),
    text: t(m.lapsedText, { number: certificate.certificateNumber, date: day(state.expiredOn) }),
    action: { label: t(m.startNew), to: "/dashboard/applications/new" },
    tone: "alert",
  };
}

const base = (id: string) => `/dashboard/applications/${id}`;

/** The programme office's promise for a certificate the payment did not issue (decision 051). */
export const CERTIFICATE_ISSUE_BUSINESS_DAYS = 2;

/**
 * The applicant's next step for an application (detail page and dashboard):
 * complete the draft, pay the audit fee, await the audit, pay the membership
 * fee, … The audit fee is payable once submitted, the membership fee once
 * approved (SPEC §4, §9). After a revocation (or expiry) of its certificate
 * the step explains it and what the business can do.
 */
export function applicantNextStep(app: Subject, locale: Locale = "en"): NextStep {
  const t = intlFor(locale).formatMessage;
  const { id, status, paymentStatus } = app;
  // A revoked or expired certificate comes first: "Await your certificate" would be wrong.
  const certificateNext = certificateStep(app.accreditation, locale);
  if (certificateNext && (status === "approved" || status === "certified")) return certificateNext;
  const checklist = app.requiredDocuments;
  const documentsMissing = checklist?.some((c) => !c.uploaded) ?? false;
  if (status === "draft") {
    return {
      title: t(m.draftTitle),
      text: t(documentsMissing ? m.draftTextDocuments : m.draftText),
      action: { label: t(m.continueEditing), to: `${base(id)}/edit` },
      ...(checklist ? { checklist } : {}),
    };
  }
  if (status === "rejected") {
    return {
      title: t(m.rejectedTitle),
      text: t(documentsMissing ? m.rejectedTextDocuments : m.rejectedText),
      action: { label: t(m.editApplication), to: `${base(id)}/edit` },
      ...(checklist ? { checklist } : {}),
    };
  }
  if (status === "certified") {
    return {
      title: t(m.certifiedTitle),
      text:
        app.accreditation && "validUntil" in app.accreditation
          ? t(m.certifiedTextUntil, { date: formatDay(app.accreditation.validUntil, locale) })
          : t(m.certifiedText),
      action: { label: t(m.viewCertificates), to: "/dashboard/certificates" },
    };
  }
  if (paymentStatus === "pending") {
    return {
      title: t(m.auditFeeTitle),
      text: t(m.auditFeeText, { amount: formatMoney(feeFor("audit", app.renewal), locale) }),
      action: { label: t(m.payAuditFee), to: `${base(id)}/payment?type=audit` },
    };
  }
  if (status === "approved") {
    if (paymentStatus === "audit-fee-paid" || paymentStatus === "audit-fee-waived") {
      return {
        title: t(m.membershipTitle),
        text: t(m.membershipText, {
          amount: formatMoney(feeFor("membership", app.renewal), locale),
        }),
        action: { label: t(m.payMembershipFee), to: `${base(id)}/payment?type=membership` },
      };
    }
    // Certificates are issued when the membership fee is paid (decision 051); one still
    // missing waits for the programme office (the administrator's "Certificates to issue").
    return {
      title: t(m.issuingTitle),
      text: t(m.issuingText, { days: CERTIFICATE_ISSUE_BUSINESS_DAYS }),
      action: { label: t(m.contact), to: "/contact" },
    };
  }
  const waiting: Partial<Record<ApplicationStatus, NextStep>> = {
    submitted: { title: t(m.awaitReview), text: t(m.submittedText) },
    "under-review": { title: t(m.awaitReview), text: t(m.underReviewText) },
    "payment-pending": { title: t(m.paymentPendingTitle), text: t(m.paymentPendingText) },
    "inspection-scheduled": { title: t(m.scheduledTitle), text: t(m.scheduledText) },
    "inspection-completed": { title: t(m.awaitDecision), text: t(m.completedText) },
    "review-panel": { title: t(m.awaitDecision), text: t(m.panelText) },
    "audit-required": { title: t(m.furtherAuditTitle), text: t(m.furtherAuditText) },
  };
  // A renewal whose audit the programme waived (decision 078): no audit to await.
  const waived =
    (app.auditWaived || paymentStatus === "audit-fee-waived") &&
    (status === "submitted" || status === "under-review")
      ? { title: t(m.awaitDecision), text: t(m.waivedText) }
      : null;
  const step = waived ?? waiting[status] ?? { title: t(m.awaitReview), text: t(m.fallbackText) };
  // A membership fee paid before the decision (a late card confirmation): nothing more to do.
  return paymentStatus === "membership-fee-paid"
    ? {
        ...step,
        text: t(m.membershipPaid, { text: step.text }),
      }
    : step;
}
