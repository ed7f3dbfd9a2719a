import { formatDate } from "~/lib/format";
import { sentence } from "~/lib/sentence";
import { APPEAL_WINDOW_DAYS } from "~/modules/certificates/certificate-messages";
import { feeFor, formatUsd } from "~/modules/payments/fees";
import type { ApplicationStatus, PaymentStatus } from "./application-status";

export type NextStep = {
  title: string;
  text: string;
  action?: { label: string; to: string };
  /** Something went wrong for the business (a revoked or expired certificate): shown as an alert. */
  tone?: "alert";
};

/** The application's certificate as the next step needs it (effective status). */
export type NextStepCertificate = {
  id: string;
  certificateNumber: string;
  status: "valid" | "expired" | "revoked";
  expiryDate: string;
  revokedAt: string | null;
  revocationReason: string | null;
};

type Subject = {
  id: string;
  status: ApplicationStatus;
  paymentStatus: PaymentStatus;
  /** Renewal applications pay the renewal amounts (SPEC §9). */
  renewal?: boolean;
  /** Its certificate, once one was issued. */
  certificate?: NextStepCertificate | null;
};

/** The revoked or expired certificate's next step (decision 033), or null while it is valid. */
function certificateStep(certificate: NextStepCertificate | null | undefined): NextStep | null {
  if (!certificate || certificate.status === "valid") return null;
  const view = `/dashboard/certificates/view/${certificate.id}`;
  if (certificate.status === "revoked") {
    const on = certificate.revokedAt ? ` on ${formatDate(certificate.revokedAt)}` : "";
    return {
      title: "Your certificate was revoked",
      text: [
        sentence(`Certificate ${certificate.certificateNumber} was revoked${on}`),
        certificate.revocationReason ? sentence(`Reason: ${certificate.revocationReason}`) : "",
        "Your business is no longer accredited: the verification page shows the certificate as revoked and the directory no longer lists you.",
        `If you believe the decision is wrong, you can appeal within ${APPEAL_WINDOW_DAYS} days: contact the programme, quoting the certificate number. To be accredited again, correct the cause and ask us for a follow-up audit.`,
      ]
        .filter(Boolean)
        .join(" "),
      action: { label: "Contact the programme", to: "/contact" },
      tone: "alert",
    };
  }
  return {
    title: "Your certificate has expired",
    text: `Certificate ${certificate.certificateNumber} expired on ${formatDate(certificate.expiryDate)}. Your business is no longer shown as accredited; renew your accreditation to be listed and verifiable again.`,
    action: { label: "View the certificate", to: view },
    tone: "alert",
  };
}

const base = (id: string) => `/dashboard/applications/${id}`;

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
  const certificateNext = certificateStep(app.certificate);
  if (certificateNext && (status === "approved" || status === "certified")) return certificateNext;
  if (status === "draft") {
    return {
      title: "Complete your draft",
      text: "Fill in every section of your application, then submit it for review. Nothing is reviewed until you submit.",
      action: { label: "Continue editing", to: `${base(id)}/edit` },
    };
  }
  if (status === "rejected") {
    return {
      title: "Update and resubmit",
      text: "Read the reviewer's feedback below, update your application and submit it again.",
      action: { label: "Edit application", to: `${base(id)}/edit` },
    };
  }
  if (status === "certified") {
    return {
      title: "You are certified",
      text: "Your business is accredited. Your certificate and its verification link are in My Certificates.",
      action: { label: "View my certificates", to: "/dashboard/certificates" },
    };
  }
  if (paymentStatus === "pending") {
    return {
      title: "Pay the audit fee",
      text: `The audit fee of ${formatUsd(feeFor("audit", app.renewal))} covers the review of your application and the on-site audit of your business. The review starts once it is paid.`,
      action: { label: "Pay audit fee", to: `${base(id)}/payment?type=audit` },
    };
  }
  if (status === "approved") {
    if (paymentStatus === "audit-fee-paid") {
      return {
        title: "Pay the membership fee",
        text: `Your application is approved. Pay the membership fee of ${formatUsd(feeFor("membership", app.renewal))} to receive your certificate of accreditation.`,
        action: { label: "Pay membership fee", to: `${base(id)}/payment?type=membership` },
      };
    }
    return {
      title: "Await your certificate",
      text: "Your application is approved and your fees are paid. Your certificate will be issued shortly.",
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
  return waiting[status] ?? { title: "Await the review", text: "We will e-mail you at each step." };
}
