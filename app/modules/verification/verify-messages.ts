import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import type { VerificationStatus } from "./verification-result";

/** The /verify page's texts (issue 36). The JSON answers for machines stay in English. */
export const verifyMessages = defineMessages({
  titleForm: { id: "verify.title.form", defaultMessage: "Verify a certificate" },
  titleResult: { id: "verify.title.result", defaultMessage: "Certificate verification" },
  lead: {
    id: "verify.lead",
    defaultMessage:
      "Check that a certificate of accreditation is genuine and currently valid. Scan the QR code on the certificate, or enter its certificate number or verification code below. No account is needed.",
  },
  formHeading: { id: "verify.formHeading", defaultMessage: "Enter the certificate details" },
  anotherHeading: { id: "verify.anotherHeading", defaultMessage: "Check another certificate" },
  codeLabel: {
    id: "verify.codeLabel",
    defaultMessage: "Verification code or certificate number",
  },
  codeHint: {
    id: "verify.codeHint",
    defaultMessage:
      "The certificate number is printed on the certificate, for example 2026-00042. The verification code is the last part of the link in the QR code.",
  },
  emptyInput: {
    id: "verify.emptyInput",
    defaultMessage: "Enter a verification code or a certificate number",
  },
  checking: { id: "verify.checking", defaultMessage: "Checking…" },
  submit: { id: "verify.submit", defaultMessage: "Verify" },
  helpHeading: { id: "verify.help.heading", defaultMessage: "What the result means" },
  helpValid: {
    id: "verify.help.valid",
    defaultMessage: "<b>Valid</b>: the business holds a current certificate of accreditation.",
  },
  helpExpired: {
    id: "verify.help.expired",
    defaultMessage:
      "<b>Expired</b>: the certificate has passed its expiry date and has not been renewed.",
  },
  helpRevoked: {
    id: "verify.help.revoked",
    defaultMessage:
      "<b>Revoked</b>: the programme withdrew the certificate on the date shown; the business is no longer accredited.",
  },
  helpSuspended: {
    id: "verify.help.suspended",
    defaultMessage:
      "<b>Suspended</b>: the programme suspended the certificate on the date shown while it looks into a problem; the business is not accredited until the programme reinstates it.",
  },
  directoryNote: {
    id: "verify.directoryNote",
    defaultMessage: "All currently accredited businesses are listed in the <link>directory</link>.",
  },
  developersNote: {
    id: "verify.developersNote",
    defaultMessage:
      "Checking certificates from your own software or website? <link>Use the verification API and the live seal</link>.",
  },
  // Rate limits (decision 018): the page's answer; /api/verify answers in English.
  rateLimited: {
    id: "verify.rateLimited",
    defaultMessage:
      "Too many verification requests from your address. Please wait {seconds} seconds and try again.",
  },
  rateLimitedByNumber: {
    id: "verify.rateLimitedByNumber",
    defaultMessage:
      "Too many certificate number look-ups from your address. Please wait {seconds} seconds and try again, or use the verification code from the certificate's QR code.",
  },
  // The page's <title> and description.
  tooManyRequests: { id: "verify.meta.tooManyRequests", defaultMessage: "Too many requests" },
  resultDescription: {
    id: "verify.meta.resultDescription",
    defaultMessage: "Verification result for certificate {number} issued to {business}: {status}.",
  },
  defaultDescription: {
    id: "verify.meta.defaultDescription",
    defaultMessage:
      "Check whether a Humane Accreditation Portal certificate is genuine and currently valid.",
  },
  // The result panel.
  noMatch: { id: "verify.result.noMatch", defaultMessage: "No matching certificate" },
  explainValid: {
    id: "verify.result.explainValid",
    defaultMessage:
      "This certificate is genuine and valid until {date}. The business below is accredited.",
  },
  explainValidVersion: {
    id: "verify.result.explainValidVersion",
    defaultMessage:
      "This certificate is genuine and valid until {date}. The business below is accredited against standards version {version}.",
  },
  explainExpired: {
    id: "verify.result.explainExpired",
    defaultMessage:
      "This certificate is genuine but expired on {date}. The business is not accredited: a renewal would show this certificate as valid again.",
  },
  explainRevoked: {
    id: "verify.result.explainRevoked",
    defaultMessage: "This certificate was revoked on {date}. The business is no longer accredited.",
  },
  explainSuspended: {
    id: "verify.result.explainSuspended",
    defaultMessage:
      "This certificate was suspended on {date}. While it is suspended the business is not accredited.",
  },
  explainNotFound: {
    id: "verify.result.explainNotFound",
    defaultMessage: "We could not find a certificate with this code or number.",
  },
  youEntered: {
    id: "verify.result.youEntered",
    defaultMessage: "You entered <b>{query}</b>. Please check:",
  },
  checkNumber: {
    id: "verify.result.checkNumber",
    defaultMessage:
      "the certificate number is typed exactly as printed, with the dash (for example 2026-00042);",
  },
  checkCode: {
    id: "verify.result.checkCode",
    defaultMessage:
      "a verification code is complete (scanning the QR code avoids typing mistakes).",
  },
  stillNotFound: {
    id: "verify.result.stillNotFound",
    defaultMessage:
      "If it still cannot be found, the certificate may not be genuine. Please <contact>contact us</contact> or search the <directory>directory of accredited businesses</directory>.",
  },
  businessName: { id: "verify.result.businessName", defaultMessage: "Business name" },
  address: { id: "verify.result.address", defaultMessage: "Address" },
  certificateNumber: {
    id: "verify.result.certificateNumber",
    defaultMessage: "Certificate number",
  },
  status: { id: "verify.result.status", defaultMessage: "Status" },
  statusOn: { id: "verify.result.statusOn", defaultMessage: "{status} on {date}" },
  standardsVersion: { id: "verify.result.standardsVersion", defaultMessage: "Standards version" },
  issueDate: { id: "verify.result.issueDate", defaultMessage: "Issue date" },
  expiryDate: { id: "verify.result.expiryDate", defaultMessage: "Expiry date" },
});

/** Each outcome's word on its badge ("Valid", "Expired"…). */
export const verificationStatusLabels: Record<VerificationStatus, EnglishMessage> = defineMessages({
  valid: { id: "verify.status.valid", defaultMessage: "Valid" },
  expired: { id: "verify.status.expired", defaultMessage: "Expired" },
  revoked: { id: "verify.status.revoked", defaultMessage: "Revoked" },
  suspended: { id: "verify.status.suspended", defaultMessage: "Suspended" },
  not_found: { id: "verify.status.notFound", defaultMessage: "Not found" },
});

/** The page heading (and <title>) of each verification outcome. */
export const verificationStatusTitles: Record<VerificationStatus, EnglishMessage> = defineMessages({
  valid: { id: "verify.statusTitle.valid", defaultMessage: "Valid certificate" },
  expired: { id: "verify.statusTitle.expired", defaultMessage: "Expired certificate" },
  revoked: { id: "verify.statusTitle.revoked", defaultMessage: "Revoked certificate" },
  suspended: { id: "verify.statusTitle.suspended", defaultMessage: "Suspended certificate" },
  not_found: { id: "verify.statusTitle.notFound", defaultMessage: "Certificate not found" },
});
