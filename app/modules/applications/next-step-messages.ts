import { defineMessages } from "~/lib/i18n/messages";

/** The applicant's next step (next-step.ts), in the reader's language (issue 36). */
export const nextStepMessages = defineMessages({
  revokedTitle: {
    id: "applications.nextStep.revoked.title",
    defaultMessage: "Your certificate was revoked",
  },
  revokedOn: {
    id: "applications.nextStep.revoked.on",
    defaultMessage: "Certificate {number} was revoked on {date}",
  },
  reason: { id: "applications.nextStep.reason", defaultMessage: "Reason: {reason}" },
  revokedText: {
    id: "applications.nextStep.revoked.text",
    defaultMessage:
      "Your business is no longer accredited: the verification page shows the certificate as revoked and the directory no longer lists you.",
  },
  revokedAppeal: {
    id: "applications.nextStep.revoked.appeal",
    defaultMessage:
      "If you believe the decision is wrong, you can appeal within {days} days from the certificate's page. To be accredited again, correct the cause and ask us for a follow-up audit.",
  },
  viewCertificate: {
    id: "applications.nextStep.viewCertificate",
    defaultMessage: "View the certificate",
  },
  suspendedTitle: {
    id: "applications.nextStep.suspended.title",
    defaultMessage: "Your certificate is suspended",
  },
  suspendedOn: {
    id: "applications.nextStep.suspended.on",
    defaultMessage: "Certificate {number} was suspended on {date}",
  },
  suspendedText: {
    id: "applications.nextStep.suspended.text",
    defaultMessage:
      "While it is suspended your business is not accredited: the verification page shows it as suspended and the directory does not list you.",
  },
  suspendedAppeal: {
    id: "applications.nextStep.suspended.appeal",
    defaultMessage:
      "If you believe the decision is wrong, you can appeal within {days} days from the certificate's page.",
  },
  expiredTitle: {
    id: "applications.nextStep.expired.title",
    defaultMessage: "Your certificate has expired",
  },
  expiredText: {
    id: "applications.nextStep.expired.text",
    defaultMessage:
      "Certificate {number} expired on {date}. Your business is no longer accredited or listed in the directory. You can renew until {until} ({days, plural, one {# day} other {# days}} left) without a new application.",
  },
  renewNow: { id: "applications.nextStep.renewNow", defaultMessage: "Renew now" },
  lapsedTitle: {
    id: "applications.nextStep.lapsed.title",
    defaultMessage: "Your accreditation has lapsed",
  },
  lapsedText: {
    id: "applications.nextStep.lapsed.text",
    defaultMessage:
      "Certificate {number} expired on {date} and the renewal period has ended. Your business is not accredited; start a new application to be accredited again.",
  },
  startNew: { id: "applications.nextStep.startNew", defaultMessage: "Start a new application" },
  draftTitle: { id: "applications.nextStep.draft.title", defaultMessage: "Complete your draft" },
  draftTextDocuments: {
    id: "applications.nextStep.draft.textDocuments",
    defaultMessage:
      "Fill in every section of your application and upload the required documents, then submit it for review. Nothing is reviewed until you submit.",
  },
  draftText: {
    id: "applications.nextStep.draft.text",
    defaultMessage:
      "Fill in every section of your application, then submit it for review. Nothing is reviewed until you submit.",
  },
  continueEditing: {
    id: "applications.nextStep.continueEditing",
    defaultMessage: "Continue editing",
  },
  rejectedTitle: {
    id: "applications.nextStep.rejected.title",
    defaultMessage: "Update and resubmit",
  },
  rejectedTextDocuments: {
    id: "applications.nextStep.rejected.textDocuments",
    defaultMessage:
      "Read the reviewer's feedback below, update your application, upload the missing documents and submit it again.",
  },
  rejectedText: {
    id: "applications.nextStep.rejected.text",
    defaultMessage:
      "Read the reviewer's feedback below, update your application and submit it again.",
  },
  editApplication: { id: "applications.nextStep.edit", defaultMessage: "Edit application" },
  certifiedTitle: {
    id: "applications.nextStep.certified.title",
    defaultMessage: "You are certified",
  },
  certifiedTextUntil: {
    id: "applications.nextStep.certified.textUntil",
    defaultMessage:
      "Your business is accredited until {date}. Your certificate and its verification link are in My Certificates.",
  },
  certifiedText: {
    id: "applications.nextStep.certified.text",
    defaultMessage:
      "Your business is accredited. Your certificate and its verification link are in My Certificates.",
  },
  viewCertificates: {
    id: "applications.nextStep.viewCertificates",
    defaultMessage: "View my certificates",
  },
  auditFeeTitle: {
    id: "applications.nextStep.auditFee.title",
    defaultMessage: "Pay the audit fee",
  },
  auditFeeText: {
    id: "applications.nextStep.auditFee.text",
    defaultMessage:
      "The audit fee of {amount} covers the review of your application and the on-site audit of your business. The review starts once it is paid.",
  },
  payAuditFee: { id: "applications.nextStep.auditFee.action", defaultMessage: "Pay audit fee" },
  membershipTitle: {
    id: "applications.nextStep.membership.title",
    defaultMessage: "Pay the membership fee",
  },
  membershipText: {
    id: "applications.nextStep.membership.text",
    defaultMessage:
      "Your application is approved. Pay the membership fee of {amount} to receive your certificate of accreditation.",
  },
  payMembershipFee: {
    id: "applications.nextStep.membership.action",
    defaultMessage: "Pay membership fee",
  },
  issuingTitle: {
    id: "applications.nextStep.issuing.title",
    defaultMessage: "Your certificate is being issued",
  },
  issuingText: {
    id: "applications.nextStep.issuing.text",
    defaultMessage:
      "Your application is approved and your fees are paid. Your certificate needs one more step by the programme office, which issues it within {days} business days of your payment and e-mails it to you. If it has not arrived by then, contact the programme.",
  },
  contact: { id: "applications.nextStep.contact", defaultMessage: "Contact the programme" },
  awaitReview: { id: "applications.nextStep.awaitReview", defaultMessage: "Await the review" },
  submittedText: {
    id: "applications.nextStep.submitted.text",
    defaultMessage:
      "Your audit fee is paid. Our committee will review your application and documents and then schedule your audit.",
  },
  underReviewText: {
    id: "applications.nextStep.underReview.text",
    defaultMessage:
      "Our committee is reviewing your application. We will contact you if anything is missing, then schedule your audit.",
  },
  paymentPendingTitle: {
    id: "applications.nextStep.paymentPending.title",
    defaultMessage: "Await confirmation of your payment",
  },
  paymentPendingText: {
    id: "applications.nextStep.paymentPending.text",
    defaultMessage:
      "Your payment is being confirmed. The review continues as soon as it is recorded.",
  },
  scheduledTitle: {
    id: "applications.nextStep.scheduled.title",
    defaultMessage: "Await your audit",
  },
  scheduledText: {
    id: "applications.nextStep.scheduled.text",
    defaultMessage:
      "Your on-site audit is scheduled. Have your equipment, records and written procedures ready for the examiner.",
  },
  awaitDecision: {
    id: "applications.nextStep.awaitDecision",
    defaultMessage: "Await the decision",
  },
  completedText: {
    id: "applications.nextStep.completed.text",
    defaultMessage:
      "Your audit is complete. The examiner's report is being reviewed; no action is needed from you.",
  },
  panelText: {
    id: "applications.nextStep.panel.text",
    defaultMessage:
      "The review panel is considering your application. We will e-mail you the outcome.",
  },
  furtherAuditTitle: {
    id: "applications.nextStep.furtherAudit.title",
    defaultMessage: "Await a further audit",
  },
  furtherAuditText: {
    id: "applications.nextStep.furtherAudit.text",
    defaultMessage:
      "A further audit is required before a decision. We will contact you to arrange it.",
  },
  waivedText: {
    id: "applications.nextStep.waived.text",
    defaultMessage:
      "The programme waived this year's audit of your renewal. The committee decides your renewal; once it is approved you pay the membership fee.",
  },
  fallbackText: {
    id: "applications.nextStep.fallback.text",
    defaultMessage: "We will e-mail you at each step.",
  },
  membershipPaid: {
    id: "applications.nextStep.membershipPaid",
    defaultMessage:
      "{text} Your membership fee is paid: your certificate is issued the moment the committee approves your application.",
  },
  // The renewal as the tracker's step (dashboard/accreditation-progress.ts).
  renewalInProgressTitle: {
    id: "applications.nextStep.renewalInProgress.title",
    defaultMessage: "Your renewal is in progress",
  },
  renewalInProgressText: {
    id: "applications.nextStep.renewalInProgress.text",
    defaultMessage:
      "Follow your renewal application: pay its audit fee if it is still due, then await the review.",
  },
  openRenewal: {
    id: "applications.nextStep.openRenewal",
    defaultMessage: "Open the renewal application",
  },
  renewTitle: {
    id: "applications.nextStep.renew.title",
    defaultMessage: "Renew your accreditation",
  },
  renewExpires: {
    id: "applications.nextStep.renew.expires",
    defaultMessage:
      "Your certificate expires on {date}. Start the renewal to keep your business accredited and listed.",
  },
  renewDue: {
    id: "applications.nextStep.renew.due",
    defaultMessage:
      "Your certificate is due for renewal. Start the renewal to keep your business accredited and listed.",
  },
  startRenewal: { id: "applications.nextStep.startRenewal", defaultMessage: "Start the renewal" },
});
