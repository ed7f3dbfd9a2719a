import type { AccreditationState } from "~/domain/accreditation-state";
import { APPEAL_WINDOW_DAYS } from "~/domain/certificate-status";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { sentence } from "~/lib/sentence";
import type { CertificateFilterState, EffectiveCertificateStatus } from "../certificate-rules";

/** The certificate screens' texts (issue 36). */
export const certificateUiMessages = defineMessages({
  staffTitle: { id: "certificates.list.staffTitle", defaultMessage: "Certificates" },
  ownTitle: { id: "certificates.list.ownTitle", defaultMessage: "My Certificates" },
  loadListFailed: {
    id: "certificates.list.loadFailed",
    defaultMessage: "Could not load the certificates. Please try again.",
  },
  chooseApplication: {
    id: "certificates.list.chooseApplication",
    defaultMessage: "Choose an application",
  },
  staffIntro: {
    id: "certificates.list.staffIntro",
    defaultMessage: "Every certificate issued by the programme, newest first.",
  },
  ownIntro: {
    id: "certificates.list.ownIntro",
    defaultMessage: "Your certificates of accreditation. Open one to see it or download the PDF.",
  },
  filterLabel: { id: "certificates.list.filterLabel", defaultMessage: "Filter certificates" },
  status: { id: "certificates.list.status", defaultMessage: "Status" },
  allStatuses: { id: "certificates.list.allStatuses", defaultMessage: "All statuses" },
  stateToday: { id: "certificates.list.stateToday", defaultMessage: "Accreditation state today" },
  allStates: { id: "certificates.list.allStates", defaultMessage: "All states" },
  expiresWithin: { id: "certificates.list.expiresWithin", defaultMessage: "Expires within" },
  anyTime: { id: "certificates.list.anyTime", defaultMessage: "Any time" },
  days: { id: "certificates.list.days", defaultMessage: "{count} days" },
  region: { id: "certificates.list.region", defaultMessage: "State/province" },
  search: {
    id: "certificates.list.search",
    defaultMessage: "Search business name, e-mail or certificate number",
  },
  count: {
    id: "certificates.list.count",
    defaultMessage: "{count, plural, one {# certificate} other {# certificates}}",
  },
  noMatch: {
    id: "certificates.list.noMatch",
    defaultMessage: "No certificates match these filters.",
  },
  noneIssued: {
    id: "certificates.list.noneIssued",
    defaultMessage: "No certificates have been issued yet.",
  },
  noneOwn: {
    id: "certificates.list.noneOwn",
    defaultMessage:
      "You have no certificates yet. Your certificate appears here once your application is approved and the membership fee is paid.",
  },
  myApplications: {
    id: "certificates.list.myApplications",
    defaultMessage: "Go to my applications",
  },
  colNumber: { id: "certificates.list.colNumber", defaultMessage: "Number" },
  colBusiness: { id: "certificates.list.colBusiness", defaultMessage: "Business" },
  colAddress: { id: "certificates.list.colAddress", defaultMessage: "Address" },
  colIssued: { id: "certificates.list.colIssued", defaultMessage: "Issue date" },
  colExpiry: { id: "certificates.list.colExpiry", defaultMessage: "Expiry" },
  colRenewal: { id: "certificates.list.colRenewal", defaultMessage: "Renewal" },
  rowLabel: {
    id: "certificates.list.rowLabel",
    defaultMessage: "Certificate {number}, {business}",
  },
  generateTitle: { id: "certificates.generate.title", defaultMessage: "Generate certificate" },
  generateNone: {
    id: "certificates.generate.none",
    defaultMessage:
      "No approved application with the membership fee paid is waiting for a certificate.",
  },
  generateWaiting: {
    id: "certificates.generate.waiting",
    defaultMessage:
      "{count, plural, one {# approved application} other {# approved applications}} with the membership fee paid {count, plural, one {is} other {are}} waiting for a certificate.",
  },
  generateListLabel: {
    id: "certificates.generate.listLabel",
    defaultMessage: "Approved applications waiting for a certificate",
  },
  generating: { id: "certificates.generate.generating", defaultMessage: "Generating…" },
  generateFor: {
    id: "certificates.generate.for",
    defaultMessage: "Generate certificate for {business}",
  },
  renewalInProgress: {
    id: "certificates.renewal.inProgress",
    defaultMessage: "Renewal in progress",
  },
  revokedNoRenew: {
    id: "certificates.renewal.revoked",
    defaultMessage: "Revoked: cannot be renewed.",
  },
  suspendedNoRenew: {
    id: "certificates.renewal.suspended",
    defaultMessage: "Suspended: cannot be renewed until reinstated.",
  },
  howToAppeal: { id: "certificates.renewal.howToAppeal", defaultMessage: "How to appeal" },
  renewLabel: {
    id: "certificates.renewal.renewLabel",
    defaultMessage: "Renew certificate {number}",
  },
  renew: { id: "certificates.renewal.renew", defaultMessage: "Renew" },
  inGraceUntil: {
    id: "certificates.renewal.inGraceUntil",
    defaultMessage: "In grace until {date}",
  },
  lapsedNoRenew: {
    id: "certificates.renewal.lapsed",
    defaultMessage: "Lapsed: the renewal period has ended.",
  },
  applyAgain: { id: "certificates.renewal.applyAgain", defaultMessage: "Apply again" },
  renewalOpens: { id: "certificates.renewal.opens", defaultMessage: "Renewal opens {date}" },
  // The certificate's page
  loadFailed: {
    id: "certificates.view.loadFailed",
    defaultMessage: "Could not load the certificate. Please try again.",
  },
  pageTitle: { id: "certificates.view.pageTitle", defaultMessage: "Certificate" },
  heading: { id: "certificates.view.heading", defaultMessage: "Certificate {number}" },
  back: { id: "certificates.view.back", defaultMessage: "← Certificates" },
  renewCertificate: { id: "certificates.view.renew", defaultMessage: "Renew certificate" },
  downloadPdf: { id: "certificates.view.downloadPdf", defaultMessage: "Download PDF" },
  noticeGenerated: {
    id: "certificates.view.noticeGenerated",
    defaultMessage: "Certificate generated. The applicant has been notified by e-mail.",
  },
  noticeExisting: {
    id: "certificates.view.noticeExisting",
    defaultMessage: "This application already has a certificate: here it is.",
  },
  revoked: { id: "certificates.view.revoked", defaultMessage: "Revoked" },
  revokedOn: { id: "certificates.view.revokedOn", defaultMessage: "Revoked on {date}" },
  verifyTitle: { id: "certificates.view.verifyTitle", defaultMessage: "Public verification" },
  verifyText: {
    id: "certificates.view.verifyText",
    defaultMessage: "Anyone can check this certificate at <link>{url}</link>",
  },
  addToLinkedIn: {
    id: "certificates.view.addToLinkedIn",
    defaultMessage: "Add to LinkedIn profile",
  },
  opensLinkedIn: {
    id: "certificates.view.opensLinkedIn",
    defaultMessage: "(opens LinkedIn in a new tab)",
  },
  viewApplication: {
    id: "certificates.view.viewApplication",
    defaultMessage: "View the application",
  },
  appeal: { id: "certificates.view.appeal", defaultMessage: "Appeal this decision" },
  revokedDone: {
    id: "certificates.view.revokedDone",
    defaultMessage: "Certificate {number} is revoked. The business has been notified.",
  },
  suspendedDone: {
    id: "certificates.view.suspendedDone",
    defaultMessage: "Certificate {number} is suspended. The business has been notified.",
  },
  reinstatedDone: {
    id: "certificates.view.reinstatedDone",
    defaultMessage: "Certificate {number} is reinstated. The business has been notified.",
  },
  // Revoke
  revokeTitle: { id: "certificates.revoke.title", defaultMessage: "Revoke certificate" },
  revokeConfirm: {
    id: "certificates.revoke.confirm",
    defaultMessage: "Revoke certificate {number}?",
  },
  revokeConsequence: {
    id: "certificates.revoke.consequence",
    defaultMessage:
      "The business leaves the directory, verification shows it as revoked and the application returns to approved. Reason:",
  },
  revokeYes: { id: "certificates.revoke.yes", defaultMessage: "Yes, revoke" },
  revoking: { id: "certificates.revoke.pending", defaultMessage: "Revoking…" },
  revokeIntro: {
    id: "certificates.revoke.intro",
    defaultMessage:
      "Revoke this certificate when the business no longer meets the standards. The reason is kept with the certificate and sent to the business.",
  },
  revokeReason: { id: "certificates.revoke.reason", defaultMessage: "Reason for revoking" },
  pleaseWait: { id: "certificates.pleaseWait", defaultMessage: "Please wait…" },
  // Suspend / reinstate
  suspended: { id: "certificates.suspension.suspended", defaultMessage: "Suspended" },
  suspendedSince: { id: "certificates.suspension.since", defaultMessage: "Suspended since {date}" },
  reviewDate: { id: "certificates.suspension.reviewDateIs", defaultMessage: "Review date: {date}" },
  reinstateNote: {
    id: "certificates.suspension.note",
    defaultMessage: "Note to the business (optional)",
  },
  reinstate: { id: "certificates.suspension.reinstate", defaultMessage: "Reinstate certificate" },
  suspendTitle: { id: "certificates.suspension.title", defaultMessage: "Suspend certificate" },
  suspendConfirm: {
    id: "certificates.suspension.confirm",
    defaultMessage: "Suspend certificate {number}?",
  },
  suspendConsequence: {
    id: "certificates.suspension.consequence",
    defaultMessage:
      "The business leaves the directory and verification shows it as suspended until you reinstate or revoke it. Review date {date}. Reason:",
  },
  suspendYes: { id: "certificates.suspension.yes", defaultMessage: "Yes, suspend" },
  suspending: { id: "certificates.suspension.pending", defaultMessage: "Suspending…" },
  suspendIntro: {
    id: "certificates.suspension.intro",
    defaultMessage:
      "Suspend while the programme investigates or the business corrects a problem. The business is told the reason and the review date; you can reinstate or revoke later.",
  },
  suspendReason: { id: "certificates.suspension.reason", defaultMessage: "Reason for suspending" },
  reviewDateLabel: { id: "certificates.suspension.reviewDate", defaultMessage: "Review date" },
  // The card
  cardLabel: {
    id: "certificates.card.label",
    defaultMessage: "Certificate of Accreditation {number}",
  },
  cardTitle: { id: "certificates.card.title", defaultMessage: "Certificate of Accreditation" },
  certifies: { id: "certificates.card.certifies", defaultMessage: "This certifies that" },
  meets: {
    id: "certificates.card.meets",
    defaultMessage:
      "meets the Humane Wildlife Control Standards and is accredited as a humane wildlife control service provider.",
  },
  meetsVersion: {
    id: "certificates.card.meetsVersion",
    defaultMessage:
      "meets the Humane Wildlife Control Standards (version {version}) and is accredited as a humane wildlife control service provider.",
  },
  certificateNumber: { id: "certificates.card.number", defaultMessage: "Certificate number" },
  validUntil: { id: "certificates.card.validUntil", defaultMessage: "Valid until" },
  director: { id: "certificates.card.director", defaultMessage: "Executive Director" },
  chair: { id: "certificates.card.chair", defaultMessage: "Chair, Standards Committee" },
  qrAlt: { id: "certificates.card.qrAlt", defaultMessage: "QR code linking to {url}" },
  scan: { id: "certificates.card.scan", defaultMessage: "Scan to verify" },
  stamp: { id: "certificates.card.stamp", defaultMessage: "{label} {date}" },
  stampREVOKED: { id: "certificates.card.stampRevoked", defaultMessage: "REVOKED" },
  stampEXPIRED: { id: "certificates.card.stampExpired", defaultMessage: "EXPIRED" },
  stampSUSPENDED: { id: "certificates.card.stampSuspended", defaultMessage: "SUSPENDED" },
  // The seal
  sealTitle: { id: "certificates.seal.title", defaultMessage: "Seal for your website" },
  sealIntro: {
    id: "certificates.seal.intro",
    defaultMessage:
      "A seal on your website shows visitors your accreditation as it stands. It is always current: it says <strong>{label}</strong> today, changes by itself if the certificate expires or is revoked, and links to this certificate's public verification page.",
  },
  sealNotInForce: {
    id: "certificates.seal.notInForce",
    defaultMessage:
      "This certificate is no longer in force, so the seal now says so. Remove it from your website, or renew your accreditation.",
  },
  sealPreviewAlt: {
    id: "certificates.seal.previewAlt",
    defaultMessage: "Preview of the seal: {label}",
  },
  sealPreview: { id: "certificates.seal.preview", defaultMessage: "Preview, as it shows now" },
  sealHtml: { id: "certificates.seal.html", defaultMessage: "HTML to paste into your website" },
  sealHint: {
    id: "certificates.seal.hint",
    defaultMessage:
      "Select all of it and copy it, then paste it where the seal should appear. It loads the seal from this site and runs no script.",
  },
  copyHtml: { id: "certificates.seal.copy", defaultMessage: "Copy HTML" },
  downloadHtml: { id: "certificates.seal.download", defaultMessage: "Download HTML" },
  copied: { id: "certificates.seal.copied", defaultMessage: "Copied to the clipboard." },
  copyFailed: {
    id: "certificates.seal.copyFailed",
    defaultMessage: "Copying failed: select the HTML and copy it, or download it.",
  },
  // Accreditation status
  accreditation: { id: "certificates.accreditation.title", defaultMessage: "Accreditation" },
});

const m = certificateUiMessages;

/** Valid / Expired / Revoked / Suspended. */
export const effectiveStatusMessages: Record<EffectiveCertificateStatus, EnglishMessage> =
  defineMessages({
    valid: { id: "certificates.status.valid", defaultMessage: "Valid" },
    expired: { id: "certificates.status.expired", defaultMessage: "Expired" },
    revoked: { id: "certificates.status.revoked", defaultMessage: "Revoked" },
    suspended: { id: "certificates.status.suspended", defaultMessage: "Suspended" },
  });

export const filterStateMessages: Record<CertificateFilterState, EnglishMessage> = defineMessages({
  "in-force": {
    id: "certificates.filterState.inForce",
    defaultMessage: "In force (listed in the directory)",
  },
  accredited: {
    id: "certificates.filterState.accredited",
    defaultMessage: "Accredited, renewal not yet due",
  },
  "expiring-soon": {
    id: "certificates.filterState.expiringSoon",
    defaultMessage: "Accredited, renewal due",
  },
  "in-grace": {
    id: "certificates.filterState.inGrace",
    defaultMessage: "Expired, in grace period",
  },
  lapsed: { id: "certificates.filterState.lapsed", defaultMessage: "Lapsed" },
  revoked: { id: "certificates.filterState.revoked", defaultMessage: "Revoked" },
  suspended: { id: "certificates.filterState.suspended", defaultMessage: "Suspended (not listed)" },
});

const a = defineMessages({
  accredited: { id: "certificates.headline.accredited", defaultMessage: "Accredited until {date}" },
  expiringSoon: {
    id: "certificates.headline.expiringSoon",
    defaultMessage: "Accredited until {date}, renewal due",
  },
  inGrace: {
    id: "certificates.headline.inGrace",
    defaultMessage: "Expired on {expired}, renewable until {grace}",
  },
  lapsed: { id: "certificates.headline.lapsed", defaultMessage: "Lapsed: expired on {date}" },
  revoked: { id: "certificates.headline.revoked", defaultMessage: "Revoked on {date}" },
  suspended: { id: "certificates.headline.suspended", defaultMessage: "Suspended on {date}" },
  never: { id: "certificates.headline.never", defaultMessage: "Not accredited" },
  version: {
    id: "certificates.headline.version",
    defaultMessage: "Audited against standards version {version}",
  },
  adviceAccredited: {
    id: "certificates.advice.accredited",
    defaultMessage: "Your business is accredited and listed in the public directory.",
  },
  adviceExpiringSoon: {
    id: "certificates.advice.expiringSoon",
    defaultMessage:
      "Your certificate expires in {days, plural, one {# day} other {# days}}. Renew now to stay accredited and listed.",
  },
  adviceInGrace: {
    id: "certificates.advice.inGrace",
    defaultMessage:
      "Your business is no longer accredited or listed in the directory. You can still renew until {date} ({days, plural, one {# day} other {# days}} left) without starting a new application.",
  },
  adviceLapsed: {
    id: "certificates.advice.lapsed",
    defaultMessage:
      "Your business is not accredited and the renewal period has ended. Start a new application to be accredited again.",
  },
  revokedWas: {
    id: "certificates.advice.revokedWas",
    defaultMessage: "Your certificate was revoked",
  },
  revokedWasReason: {
    id: "certificates.advice.revokedWasReason",
    defaultMessage: "Your certificate was revoked: {reason}",
  },
  adviceRevoked: {
    id: "certificates.advice.revoked",
    defaultMessage:
      "{revoked} Your business is not accredited or listed. You may appeal within {days, plural, one {# day} other {# days}} from the certificate's page.",
  },
  suspendedWas: {
    id: "certificates.advice.suspendedWas",
    defaultMessage: "Your certificate was suspended on {date}",
  },
  suspendedWasReason: {
    id: "certificates.advice.suspendedWasReason",
    defaultMessage: "Your certificate was suspended on {date}: {reason}",
  },
  adviceSuspended: {
    id: "certificates.advice.suspended",
    defaultMessage:
      "{suspended} While it is suspended your business is not accredited or listed, and the certificate cannot be renewed.",
  },
  adviceReview: {
    id: "certificates.advice.review",
    defaultMessage: "The programme reviews the suspension on {date}.",
  },
  adviceAppeal: {
    id: "certificates.advice.appeal",
    defaultMessage:
      "You may appeal within {days, plural, one {# day} other {# days}} from the certificate's page.",
  },
  adviceNever: {
    id: "certificates.advice.never",
    defaultMessage: "Your business is not accredited yet.",
  },
});

type Fmt = (descriptor: EnglishMessage, values?: Record<string, string | number>) => string;

/** The one sentence that says where a business stands, in the reader's language. */
export function accreditationHeadlineIn(
  state: AccreditationState,
  t: Fmt,
  day: (d: string) => string,
): string {
  switch (state.kind) {
    case "accredited":
      return t(a.accredited, { date: day(state.validUntil) });
    case "expiring-soon":
      return t(a.expiringSoon, { date: day(state.validUntil) });
    case "in-grace":
      return t(a.inGrace, { expired: day(state.expiredOn), grace: day(state.graceUntil) });
    case "lapsed":
      return t(a.lapsed, { date: day(state.expiredOn) });
    case "revoked":
      return t(a.revoked, { date: day(state.revokedOn) });
    case "suspended":
      return t(a.suspended, { date: day(state.suspendedOn) });
    case "never":
      return t(a.never);
  }
}

export function standardsVersionIn(state: AccreditationState, t: Fmt): string | null {
  if (state.kind === "never" || !state.standardsVersion) return null;
  return t(a.version, { version: state.standardsVersion });
}

/** What it means for the business, and what to do (its own dashboard). */
export function accreditationAdviceIn(
  state: AccreditationState,
  t: Fmt,
  day: (d: string) => string,
): string {
  switch (state.kind) {
    case "accredited":
      return t(a.adviceAccredited);
    case "expiring-soon":
      return t(a.adviceExpiringSoon, { days: state.daysLeft });
    case "in-grace":
      return t(a.adviceInGrace, { date: day(state.graceUntil), days: state.daysLeft });
    case "lapsed":
      return t(a.adviceLapsed);
    case "revoked": {
      const was = state.reason ? t(a.revokedWasReason, { reason: state.reason }) : t(a.revokedWas);
      return t(a.adviceRevoked, { revoked: sentence(was), days: APPEAL_WINDOW_DAYS });
    }
    case "suspended": {
      const date = day(state.suspendedOn);
      const was = state.reason
        ? t(a.suspendedWasReason, { date, reason: state.reason })
        : t(a.suspendedWas, { date });
      const review = state.reviewOn ? ` ${t(a.adviceReview, { date: day(state.reviewOn) })}` : "";
      return `${t(a.adviceSuspended, { suspended: sentence(was) })}${review} ${t(a.adviceAppeal, { days: APPEAL_WINDOW_DAYS })}`;
    }
    case "never":
      return t(a.adviceNever);
  }
}

export { m as certificateText };
