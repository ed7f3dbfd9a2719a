import { defineMessages } from "~/lib/i18n/messages";

/**
 * The contact page's texts (issue 36). The form's answers keep their English
 * text in the schema and the service: the form's action answers them in the
 * reader's language (app/lib/form-action.server.ts).
 */
export const contactMessages = defineMessages({
  title: { id: "contact.title", defaultMessage: "Contact us" },
  lead: {
    id: "contact.lead",
    defaultMessage:
      "Questions about accreditation, the standards, an application or a certificate? Write to us and a member of the programme team will answer within two business days.",
  },
  formHeading: { id: "contact.formHeading", defaultMessage: "Send us a message" },
  allRequired: { id: "contact.allRequired", defaultMessage: "All fields are required." },
  thanks: {
    id: "contact.thanks",
    defaultMessage:
      "Thank you, your message has been sent. We will reply to the e-mail address you gave us within two business days.",
  },
  name: { id: "contact.field.name", defaultMessage: "Your name" },
  email: { id: "contact.field.email", defaultMessage: "E-mail" },
  subject: { id: "contact.field.subject", defaultMessage: "Subject" },
  message: { id: "contact.field.message", defaultMessage: "Message" },
  messageHint: {
    id: "contact.field.messageHint",
    defaultMessage:
      "Between {min} and {max} characters. Please do not include card numbers or passwords.",
  },
  sending: { id: "contact.sending", defaultMessage: "Sending…" },
  send: { id: "contact.send", defaultMessage: "Send message" },
  privacy: {
    id: "contact.privacy",
    defaultMessage: "We use your details only to answer you. See our <link>privacy policy</link>.",
  },
  otherWays: { id: "contact.otherWays", defaultMessage: "Other ways to reach us" },
  emailTerm: { id: "contact.emailTerm", defaultMessage: "E-mail" },
  phoneTerm: { id: "contact.phoneTerm", defaultMessage: "Phone" },
  hours: {
    id: "contact.hours",
    defaultMessage: "Monday to Friday, 9 a.m. to 5 p.m. Eastern Time",
  },
  postTerm: { id: "contact.postTerm", defaultMessage: "Post" },
  applyingHeading: { id: "contact.applying.heading", defaultMessage: "Already applying?" },
  applyingText: {
    id: "contact.applying.text",
    defaultMessage:
      "<login>Log in</login> to see the status of your application, your audit date and your certificates in your dashboard. Many questions are also answered in the <faqs>FAQs</faqs>.",
  },
  concernHeading: { id: "contact.concern.heading", defaultMessage: "A concern about a business?" },
  concernText: {
    id: "contact.concern.text",
    defaultMessage:
      "Had a problem with an accredited business, or saw work that breaks the standards? <link>Report a concern</link>: every concern is looked into impartially and in writing.",
  },
  // The form's answers.
  correctFields: {
    id: "contact.correctFields",
    defaultMessage: "Please correct the highlighted fields.",
  },
  sent: { id: "contact.sent", defaultMessage: "Your message has been sent." },
  failed: {
    id: "contact.failed",
    defaultMessage: "Your message could not be sent. Please try again later.",
  },
  rateLimited: {
    id: "contact.rateLimited",
    defaultMessage:
      "You have sent too many messages in the last hour. Please try again in {minutes, plural, one {# minute} other {# minutes}}, or e-mail us at {email}.",
  },
  // The schema's field messages (their limits: CONTACT_LIMITS, checked by contact-schema.test.ts).
  nameRequired: { id: "contact.error.nameRequired", defaultMessage: "Enter your name" },
  nameTooLong: {
    id: "contact.error.nameTooLong",
    defaultMessage: "Name must be at most 120 characters",
  },
  subjectTooShort: {
    id: "contact.error.subjectTooShort",
    defaultMessage: "Enter a subject of at least 3 characters",
  },
  subjectTooLong: {
    id: "contact.error.subjectTooLong",
    defaultMessage: "Subject must be at most 150 characters",
  },
  messageTooShort: {
    id: "contact.error.messageTooShort",
    defaultMessage: "Enter your message (at least 20 characters)",
  },
  messageTooLong: {
    id: "contact.error.messageTooLong",
    defaultMessage: "Message must be at most 5000 characters",
  },
  // The shared e-mail field's texts (auth-schemas.ts' emailField), answered at this form's
  // e-mail field and the concern form's.
  emailRequired: { id: "contact.error.emailRequired", defaultMessage: "Enter your e-mail address" },
  emailInvalid: {
    id: "contact.error.emailInvalid",
    defaultMessage: "Enter a valid e-mail address",
  },
});
