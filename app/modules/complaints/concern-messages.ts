import { defineMessages } from "~/lib/i18n/messages";

/**
 * The public "Report a concern" pages' texts (issue 36, decision 058): the
 * business search, the form, its answers and the link on a business's pages.
 * The schema's and the services' English answers are declared here too and
 * answered in the reader's language by the page's action.
 */
export const concernMessages = defineMessages({
  // The link on the directory's and the verification's business pages.
  linkQuestion: {
    id: "concern.link.question",
    defaultMessage: "Had a problem with this business?",
  },
  report: { id: "concern.link.report", defaultMessage: "Report a concern" },
  // The general page (/report-concern): find the business first (issue 33).
  findTitle: { id: "concern.find.title", defaultMessage: "Report a concern" },
  findLead: {
    id: "concern.find.lead",
    defaultMessage:
      "Had a problem with an accredited business, or saw work that breaks the standards? Tell us: the programme looks into every concern about an accredited business impartially and in writing. First, find the business.",
  },
  findForm: { id: "concern.find.form", defaultMessage: "Find the business" },
  findLabel: {
    id: "concern.find.label",
    defaultMessage: "Business name or certificate number",
  },
  findHint: {
    id: "concern.find.hint",
    defaultMessage:
      "The certificate number is on the business's certificate, for example 2026-00012",
  },
  findSubmit: { id: "concern.find.submit", defaultMessage: "Find the business" },
  findMatching: { id: "concern.find.matching", defaultMessage: "Businesses matching “{q}”" },
  findNone: { id: "concern.find.none", defaultMessage: "No accredited business matches “{q}”" },
  findCertificate: { id: "concern.find.certificate", defaultMessage: "Certificate {number}" },
  findReport: {
    id: "concern.find.report",
    defaultMessage: "Report a concern<hidden> about {name}</hidden>",
  },
  findNoneHelp: {
    id: "concern.find.noneHelp",
    defaultMessage: "Check the spelling, or search by the certificate number.",
  },
  notListedHeading: {
    id: "concern.find.notListedHeading",
    defaultMessage: "A business that is not listed",
  },
  notListedText: {
    id: "concern.find.notListedText",
    defaultMessage:
      "A business that says it is accredited but is not found here may be using the programme's name without a certificate. <verify>Verify its certificate</verify> by its number or QR code, and if it is not valid, <contact>tell the programme office</contact>. For an animal in danger now, call your local animal services or wildlife authority.",
  },
  loadFailed: {
    id: "concern.loadFailed",
    defaultMessage: "Could not load this page. Please try again.",
  },
  // The form about one business (/report-concern/{number}).
  title: { id: "concern.title", defaultMessage: "Report a concern about {name}" },
  metaTitle: { id: "concern.metaTitle", defaultMessage: "Report a concern" },
  lead: {
    id: "concern.lead",
    defaultMessage:
      "Certificate {number}. Tell us what happened; the programme looks into every concern about an accredited business impartially and in writing.",
  },
  contactProgramme: { id: "concern.contactProgramme", defaultMessage: "Contact the programme" },
  description: { id: "concern.field.description", defaultMessage: "What happened" },
  occurredOn: { id: "concern.field.occurredOn", defaultMessage: "When it happened" },
  location: {
    id: "concern.field.location",
    defaultMessage: "Where it happened (town or address)",
  },
  reporterName: { id: "concern.field.reporterName", defaultMessage: "Your name" },
  reporterEmail: { id: "concern.field.reporterEmail", defaultMessage: "Your e-mail" },
  files: {
    id: "concern.field.files",
    defaultMessage: "Photos or documents (optional, up to {max} files)",
  },
  filesHint: { id: "concern.field.filesHint", defaultMessage: "{types}, at most 20 MB each." },
  consent: {
    id: "concern.field.consent",
    defaultMessage: "The programme may contact me about this concern for more information.",
  },
  sending: { id: "concern.sending", defaultMessage: "Sending…" },
  send: { id: "concern.send", defaultMessage: "Send concern" },
  privacy: {
    id: "concern.privacy",
    defaultMessage:
      "Your name and e-mail are seen only by the staff who handle your concern, never by the business. See how long we keep them in our <link>privacy policy</link>.",
  },
  // The answer.
  receivedTitle: {
    id: "concern.received.title",
    defaultMessage: "Thank you: we have received your concern",
  },
  receivedReference: {
    id: "concern.received.reference",
    defaultMessage: "Your reference number is <b>{reference}</b>.",
  },
  receivedNext: {
    id: "concern.received.next",
    defaultMessage:
      "We have sent a confirmation to the e-mail address you gave. A member of the programme office acknowledges your concern about {name} within {acknowledgeDays} business days; the standards committee then looks into it impartially and decides within {resolveDays} business days. We write to you with the outcome.",
  },
  receivedPrivacy: {
    id: "concern.received.privacy",
    defaultMessage:
      "Your name and e-mail address are seen only by the staff who handle your concern, never by the business.",
  },
  // Refusals.
  correctFields: {
    id: "concern.correctFields",
    defaultMessage: "Please correct the highlighted fields.",
  },
  submitFailed: {
    id: "concern.submitFailed",
    defaultMessage: "Your concern could not be sent. Please try again later.",
  },
  businessNotFound: {
    id: "concern.businessNotFound",
    defaultMessage: "We could not find an accredited business with this certificate number.",
  },
  notAccredited: {
    id: "concern.notAccredited",
    defaultMessage:
      "{name} is not accredited by the programme at present, so we cannot open a complaint case about it. If you believe the business is wrongly claiming accreditation, tell us through the contact page. For animal welfare or permit concerns, contact your state or provincial wildlife agency.",
  },
  rateLimitedAddress: {
    id: "concern.rateLimitedAddress",
    defaultMessage:
      "Too many concerns have been sent from your connection in the last hour. Please try again in {minutes, plural, one {# minute} other {# minutes}}, or write to us through the contact page.",
  },
  rateLimitedEmail: {
    id: "concern.rateLimitedEmail",
    defaultMessage:
      "Too many concerns have been sent with this e-mail address today. Please try again tomorrow, or write to us through the contact page.",
  },
  imageUnreadable: {
    id: "concern.imageUnreadable",
    defaultMessage: "{name} could not be read as an image. Try saving it again as PNG or JPEG",
  },
  tooManyFiles: { id: "concern.tooManyFiles", defaultMessage: "Choose at most {max} files" },
  filesTooLarge: {
    id: "concern.filesTooLarge",
    defaultMessage: "The files are too large: at most {max} files of {size} MB each",
  },
  // The schema's field messages (their limits: CONCERN_LIMITS, checked by complaint-schema.test.ts).
  descriptionTooShort: {
    id: "concern.error.descriptionTooShort",
    defaultMessage: "Describe what happened (at least 20 characters)",
  },
  descriptionTooLong: {
    id: "concern.error.descriptionTooLong",
    defaultMessage: "The description must be at most 5000 characters",
  },
  dateRequired: { id: "concern.error.dateRequired", defaultMessage: "Enter the date it happened" },
  dateInFuture: {
    id: "concern.error.dateInFuture",
    defaultMessage: "The date cannot be in the future",
  },
  locationTooShort: {
    id: "concern.error.locationTooShort",
    defaultMessage: "Say where it happened (a town or an address)",
  },
  locationTooLong: {
    id: "concern.error.locationTooLong",
    defaultMessage: "Where it happened must be at most 200 characters",
  },
  nameTooShort: {
    id: "concern.error.nameTooShort",
    defaultMessage: "Enter your name so we can follow up with you",
  },
  nameTooLong: {
    id: "concern.error.nameTooLong",
    defaultMessage: "Name must be at most 120 characters",
  },
  emailRequired: {
    id: "concern.error.emailRequired",
    defaultMessage: "Enter your e-mail address: we send the reference number to it",
  },
});
