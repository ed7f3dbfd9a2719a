import type { AccreditationState } from "~/domain/accreditation-state";
import { formatDay, formatMoney, pluralize } from "~/lib/format";
import { sentence } from "~/lib/sentence";
import { APPEAL_WINDOW_DAYS } from "~/domain/certificate-status";
import type { RequiredDocumentCheck } from "~/domain/document-types";
import { feeFor } from "~/domain/fees";
import type { ApplicationStatus, PaymentStatus } from "./application-status";

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
function certificateStep(state: AccreditationState | null | undefined): NextStep | null {
  if (!state || state.kind === "never" || state.kind === "accredited") return null;
  if (state.kind === "expiring-soon") return null;
  const { certificate } = state;
  if (state.kind === "revoked") {
    return {
      title: "Your certificate was revoked",
      text: [
        sentence(
          `Certificate ${certificate.certificateNumber} was revoked on ${formatDay(state.revokedOn)}`,
        ),
        state.reason ? sentence(`Reason: ${state.reason}`) : "",
        "Your business is no longer accredited: the verification page shows the certificate as revoked and the directory no longer lists you.",
        `If you believe the decision is wrong, you can appeal within ${APPEAL_WINDOW_DAYS} days from the certificate's page. To be accredited again, correct the cause and ask us for a follow-up audit.`,
      ]
        .filter(Boolean)
        .join(" "),
      action: {
        label: "View the certificate",
        to: `/dashboard/certificates/view/${certificate.id}`,
      },
      tone: "alert",
    };
  }
  if (state.kind === "suspended") {
    return {
      title: "Your certificate is suspended",
      text: [
        sentence(
          `Certificate ${certificate.certificateNumber} was suspended on ${formatDay(state.suspendedOn)}`,
        ),
        state.reason ? sentence(`Reason: ${state.reason}`) : "",
        "While it is suspended your business is not accredited: the verification page shows it as suspended and the directory does not list you.",
        `If you believe the decision is wrong, you can appeal within ${APPEAL_WINDOW_DAYS} days from the certificate's page.`,
      ]
        .filter(Boolean)
        .join(" "),
      action: {
        label: "View the certificate",
        to: `/dashboard/certificates/view/${certificate.id}`,
      },
      tone: "alert",
    };
  }
  if (state.kind === "in-grace") {
    return {
      title: "Your certificate has expired",
      text: `Certificate ${certificate.certificateNumber} expired on ${formatDay(state.expiredOn)}. Your business is no longer accredited or listed in the directory. You can renew until ${formatDay(state.graceUntil)} (${pluralize(state.daysLeft, "day")} left) without a new application.`,
      action: { label: "Renew now", to: `/dashboard/certificates/${certificate.id}/renew` },
      tone: "alert",
    };
  }
  return {
    title: "Your accreditation has lapsed",
    text: `Certificate ${certificate.certificateNumber} expired on ${formatDay(state.expiredOn)} and the renewal period has ended. Your business is not accredited; start a new application to be accredited again.`,
    action: { label: "Start a new application", to: "/dashboard/applications/new" },
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
export function applicantNextStep(app: Subject): NextStep {
  const { id, status, paymentStatus } = app;
  // A revoked or expired certificate comes first: "Await your certificate" would be wrong.
  const certificateNext = certificateStep(app.accreditation);
  if (certificateNext && (status === "approved" || status === "certified")) return certificateNext;
  const checklist = app.requiredDocuments;
  const documentsMissing = checklist?.some((c) => !c.uploaded) ?? false;
  if (status === "draft") {
    return {
      title: "Complete your draft",
      text: documentsMissing
        ? "Fill in every section of your application and upload the required documents, then submit it for review. Nothing is reviewed until you submit."
        : "Fill in every section of your application, then submit it for review. Nothing is reviewed until you submit.",
      action: { label: "Continue editing", to: `${base(id)}/edit` },
      ...(checklist ? { checklist } : {}),
    };
  }
  if (status === "rejected") {
    return {
      title: "Update and resubmit",
      text: documentsMissing
        ? "Read the reviewer's feedback below, update your application, upload the missing documents and submit it again."
        : "Read the reviewer's feedback below, update your application and submit it again.",
      action: { label: "Edit application", to: `${base(id)}/edit` },
      ...(checklist ? { checklist } : {}),
    };
  }
  if (status === "certified") {
    const until =
      app.accreditation && "validUntil" in app.accreditation
        ? ` until ${formatDay(app.accreditation.validUntil)}`
        : "";
    return {
      title: "You are certified",
      text: `Your business is accredited${until}. Your certificate and its verification link are in My Certificates.`,
      action: { label: "View my certificates", to: "/dashboard/certificates" },
    };
  }
  if (paymentStatus === "pending") {
    return {
      title: "Pay the audit fee",
      text: `The audit fee of ${formatMoney(feeFor("audit", app.renewal))} covers the review of your application and the on-site audit of your business. The review starts once it is paid.`,
      action: { label: "Pay audit fee", to: `${base(id)}/payment?type=audit` },
    };
  }
  if (status === "approved") {
    if (paymentStatus === "audit-fee-paid" || paymentStatus === "audit-fee-waived") {
      return {
        title: "Pay the membership fee",
        text: `Your application is approved. Pay the membership fee of ${formatMoney(feeFor("membership", app.renewal))} to receive your certificate of accreditation.`,
        action: { label: "Pay membership fee", to: `${base(id)}/payment?type=membership` },
      };
    }
    // Certificates are issued when the membership fee is paid (decision 051); one still
    // missing waits for the programme office (the administrator's "Certificates to issue").
    return {
      title: "Your certificate is being issued",
      text: `Your application is approved and your fees are paid. Your certificate needs one more step by the programme office, which issues it within ${CERTIFICATE_ISSUE_BUSINESS_DAYS} business days of your payment and e-mails it to you. If it has not arrived by then, contact the programme.`,
      action: { label: "Contact the programme", to: "/contact" },
    };
  }
  const waiting: Partial<Record<ApplicationStatus, NextStep>> = {
    submitted: {
      title: "Await the review",
      text: "Your audit fee is paid. Our committee will review your application and documents and then schedule your audit.",
    },
    "under-review": {
      title: "Await the review",
      text: "Our committee is reviewing your application. We will contact you if anything is missing, then schedule your audit.",
    },
    "payment-pending": {
      title: "Await confirmation of your payment",
      text: "Your payment is being confirmed. The review continues as soon as it is recorded.",
    },
    "inspection-scheduled": {
      title: "Await your audit",
      text: "Your on-site audit is scheduled. Have your equipment, records and written procedures ready for the examiner.",
    },
    "inspection-completed": {
      title: "Await the decision",
      text: "Your audit is complete. The examiner's report is being reviewed; no action is needed from you.",
    },
    "review-panel": {
      title: "Await the decision",
      text: "The review panel is considering your application. We will e-mail you the outcome.",
    },
    "audit-required": {
      title: "Await a further audit",
      text: "A further audit is required before a decision. We will contact you to arrange it.",
    },
  };
  // A renewal whose audit the programme waived (decision 078): no audit to await.
  const waived =
    (app.auditWaived || paymentStatus === "audit-fee-waived") &&
    (status === "submitted" || status === "under-review")
      ? {
          title: "Await the decision",
          text: "The programme waived this year's audit of your renewal. The committee decides your renewal; once it is approved you pay the membership fee.",
        }
      : null;
  const step = waived ??
    waiting[status] ?? {
      title: "Await the review",
      text: "We will e-mail you at each step.",
    };
  // A membership fee paid before the decision (a late card confirmation): nothing more to do.
  return paymentStatus === "membership-fee-paid"
    ? {
        ...step,
        text: `${step.text} Your membership fee is paid: your certificate is issued the moment the committee approves your application.`,
      }
    : step;
}
