/**
 * E-mail templates: each renders a subject, an HTML body in the programme's
 * branding and a plain-text body. Links point to absolute URLs on the
 * configured public base URL (SPEC §7: dashboard, applications, certificates).
 *
 * Each is written in its recipient's language (issue 36, decision 086): the
 * texts are messages (ids "email.…", English beside the code, French and
 * Spanish in app/locales), dates and amounts are formatted in the language
 * here, from the calendar day, instant or cents the caller passes. In the HTML
 * body every value is escaped before it goes into a message (`w.html`) and
 * texts that come whole from elsewhere are escaped after they are written;
 * a message's own text is ours (the catalog test keeps markup out of it).
 */
import type { IntlShape } from "@formatjs/intl";
import type { ComplaintOutcome } from "~/domain/complaint-status";
import { DEFAULT_LOCALE, LOCALE_NAMES, type Locale } from "~/domain/locale";
import { escapeMarkup } from "~/lib/escape-markup";
import { formatDate, formatDateTime, formatDay, formatMoney } from "~/lib/format";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { fullStopAfter } from "~/lib/sentence";
import { formatTimeInZone, timeZoneLabel } from "~/lib/time-zones";

export type RenderedEmail = { subject: string; html: string; text: string };

/**
 * A text a caller hands to a template: a message (written in the recipient's
 * language) or a text as it is (a name, a reason someone typed, or English
 * not yet in the catalogs).
 */
export type EmailText = string | EnglishMessage;

/**
 * A calendar day, "2026-11-22": written "Nov 22, 2026", "22 nov. 2026" or
 * "22 nov 2026" in the recipient's language. Any other text is shown as it is.
 */
export type EmailDay = string;

/** An instant and the zone it is told in: "Nov 22, 2026, 2:30 PM EST" in the recipient's language. */
export type EmailMoment = { at: Date | string; timeZone: string };

export type EmailTemplates = {
  welcome: { name: string; dashboardUrl: string };
  "payment-receipt": {
    name: string;
    businessName: string;
    /** The fee paid: "Audit fee" or "Membership fee" in the recipient's language. */
    fee: "audit" | "membership";
    /** In cents: "$750.00 USD", "750,00 $ US", "USD 750.00". */
    amountCents: number;
    /** The day it was paid (programme time zone). */
    date: EmailDay;
    receiptNumber: string;
    receiptUrl: string;
    applicationUrl: string;
  };
  "password-reset": { name: string; resetUrl: string; expiresInMinutes: number };
  "sign-in-code": { code: string; expiresInMinutes: number; purpose: "sign-in" | "verification" };
  invitation: {
    name: string;
    inviterName: string;
    roleLabel: EmailText;
    acceptUrl: string;
    expiresInDays: number;
  };
  "two-factor-reset": { name: string; settingsUrl: string };
  /** Someone tried to create an account with an address that has one (decision 067). */
  "sign-up-existing-account": {
    name: string;
    loginUrl: string;
    forgotPasswordUrl: string;
  };
  /** Confirm the address an account was registered with (decision 080). */
  "email-confirmation": { name: string; confirmUrl: string; expiresInHours: number };
  /** To the programme office (in its language); `senderLocale`: the pages the visitor wrote from. */
  "contact-message": {
    name: string;
    email: string;
    subject: string;
    message: string;
    senderLocale?: Locale;
  };
  "application-status": {
    contactName: string;
    businessName: string;
    /** The new status's label (applications/status-messages.ts). */
    statusLabel: EmailText;
    /** The sentence for this status (applications/status-messages.ts). */
    statusMessage: EmailText;
    feedback: string | null;
    applicationUrl: string;
  };
  "documents-reminder": {
    contactName: string;
    businessName: string;
    /** Labels of the document types still missing ("Business licence"). */
    missing: EmailText[];
    applicationUrl: string;
  };
  "audit-scheduled": {
    name: string;
    businessName: string;
    /** One line, e.g. "12 Pine Road, Thunder Bay, ON, Canada". */
    businessAddress: string;
    /** When it starts (ISO instant): its date, time and zone are written in `timeZone`. */
    start: string;
    /** The audit's zone (IANA, e.g. "America/Toronto"). */
    timeZone: string;
    auditorName: string;
    auditUrl: string;
    /** A reschedule: the earlier start and zone it replaces. */
    replaces?: { start: string; timeZone: string };
  };
  "certificate-issued": {
    name: string;
    businessName: string;
    certificateNumber: string;
    issueDate: EmailDay;
    expiryDate: EmailDay;
    verificationUrl: string;
    certificatesUrl: string;
  };
  "certificate-revoked": {
    name: string;
    businessName: string;
    certificateNumber: string;
    revokedOn: EmailDay;
    reason: string;
    /** Days the business has to appeal. */
    appealDays: number;
    verificationUrl: string;
    contactUrl: string;
    certificateUrl: string;
  };
  /** SPEC §7: reminders at 60, 30 and 7 days before expiry (issue 9). */
  "certificate-expiring": {
    name: string;
    businessName: string;
    certificateNumber: string;
    /** The expiry day (programme time zone). */
    expiryDate: EmailDay;
    daysLeft: number;
    /** The day renewal closes (end of the grace period). */
    graceEndsOn: EmailDay;
    renewUrl: string;
    certificatesUrl: string;
  };
  /** SPEC §7: the expired notice (0 days). */
  "certificate-expired": {
    name: string;
    businessName: string;
    certificateNumber: string;
    expiryDate: EmailDay;
    graceEndsOn: EmailDay;
    /** False when a renewal is already waiting for a decision. */
    renewalInProgress: boolean;
    renewUrl: string;
    certificatesUrl: string;
  };
  /** SPEC §7: a renewal was started (to the business). */
  "renewal-created": {
    name: string;
    businessName: string;
    certificateNumber: string;
    /** The renewal audit fee, in cents. */
    auditFeeCents: number;
    applicationUrl: string;
    paymentUrl: string;
  };
  /** SPEC §7: the renewal is received for review (audit fee paid): 5-7 business days. */
  "renewal-received": {
    name: string;
    businessName: string;
    certificateNumber: string;
    applicationUrl: string;
  };
  /** The renewed certificate with its new expiry. */
  "certificate-renewed": {
    name: string;
    businessName: string;
    certificateNumber: string;
    expiryDate: EmailDay;
    verificationUrl: string;
    certificatesUrl: string;
  };
  /** A member on a ballot's roll has not voted: 48 and 24 hours before it closes (decision 059). */
  "ballot-reminder": {
    name: string;
    /** "Standard 8 (Limited Live Capture)". */
    subject: string;
    hoursLeft: number;
    /** When the ballot closes (programme time zone). */
    closesAt: EmailMoment;
    proposalUrl: string;
  };
  /** A standard a business was audited against changed (decision 059). */
  "standard-changed": {
    name: string;
    businessName: string;
    /** "Standard 8". */
    label: string;
    title: string;
    fromVersion: string;
    toVersion: string;
    auditedVersion: string;
    /** The word diff in plain text: removed words [-like this-], added {+like this+}. */
    diffText: string;
    /** The word diff's parts (rendered as del/ins, escaped, in the HTML body). */
    diffParts: { kind: "same" | "added" | "removed"; text: string }[];
    historyUrl: string;
    dashboardUrl: string;
  };
  /**
   * A decision about a certificate or an appeal, told to the business
   * (suspension and reinstatement, decision 056; appeals, decision 057), or
   * a suspension's review date told to staff (decision 056): a subject, a
   * headline, plain paragraphs and one link.
   */
  "decision-notice": {
    name: string;
    subject: EmailText;
    headline: EmailText;
    paragraphs: EmailText[];
    actionLabel: EmailText;
    actionUrl: string;
  };
  /**
   * To the reporter of a concern (decision 058). Nothing the form's sender
   * typed is echoed (no name): anyone may give any address (decision 081).
   */
  "complaint-received": {
    reference: string;
    businessName: string;
    acknowledgeDays: number;
    resolveDays: number;
    contactUrl: string;
  };
  /** To the business: a concern about it (never the reporter's identity). */
  "complaint-business-informed": {
    name: string;
    businessName: string;
    reference: string;
    description: string;
    /** The day it happened, as the reporter gave it. */
    occurredOn: EmailDay;
    location: string;
    respondUrl: string;
  };
  /** The outcome, to the reporter. */
  "complaint-outcome-reporter": {
    name: string;
    reference: string;
    businessName: string;
    outcome: ComplaintOutcome;
    findings: string;
  };
  /** The outcome, to the business. */
  "complaint-outcome-business": {
    name: string;
    businessName: string;
    reference: string;
    outcome: ComplaintOutcome;
    findings: string;
    caseUrl: string;
  };
  /**
   * Corrective actions (issue 37): to the business when an audit opens them
   * (each with its standard and due day) and when one is accepted or returned
   * (with the reason); to the examiner when the business answers.
   */
  "corrective-action": {
    name: string;
    businessName: string;
    kind: "created" | "answered" | "accepted" | "returned";
    actions: {
      standardNumber: string;
      standardTitle: string;
      severity: "minor" | "major";
      dueOn: EmailDay;
    }[];
    /** A returned answer's reason, as the verifier wrote it. */
    reason?: string;
    actionUrl: string;
  };
  /** A change to the account's sign-in security (security e-mails, issue 7). */
  "security-notice": {
    name: string;
    /** "Your password was changed". */
    headline: EmailText;
    /** "The password of your account was changed." */
    what: EmailText;
    /** When it happened. */
    when: EmailMoment;
    /** "Chrome on Windows" or null. */
    device: string | null;
    /** Client address or null. */
    ipAddress: string | null;
    /** What to do if it was not them. */
    ifNotYou: EmailText;
    resetUrl: string;
    settingsUrl: string;
    supportEmail: string;
  };
};

export type EmailTemplateName = keyof EmailTemplates;

// ─── Writing in a language ──────────────────────────────────────────────────

type Values = Record<string, string | number>;
type Links = { link?: string; link2?: string };

const anchor = (href: string | undefined, chunks: string[]) =>
  href === undefined ? chunks.join("") : `<a href="${escapeMarkup(href)}">${chunks.join("")}</a>`;

/** What a template writes with: its messages, dates and amounts in one language. */
export type EmailWriter = {
  locale: Locale;
  intl: IntlShape<string>;
  /** A message as plain text (subjects, text bodies, labels escaped later): `<b>` and links dropped. */
  text(message: EnglishMessage, values?: Values): string;
  /** A message as HTML: every string value escaped first, `<b>` as `<strong>`, `<link>`/`<link2>` as links. */
  html(message: EnglishMessage, values?: Values, links?: Links): string;
  /** A caller's text, plain. */
  str(text: EmailText): string;
  /** "Label: https://…" (a text body's link line, or a field). */
  line(label: EnglishMessage | string, value: string): string;
  day(day: EmailDay): string;
  moment(moment: EmailMoment): string;
  money(cents: number): string;
};

export function emailWriter(locale: Locale): EmailWriter {
  const intl = intlFor(locale);
  const text = (message: EnglishMessage, values: Values = {}) =>
    intl.formatMessage(message, {
      ...values,
      b: (chunks: string[]) => chunks.join(""),
      link: (chunks: string[]) => chunks.join(""),
      link2: (chunks: string[]) => chunks.join(""),
    });
  const html = (message: EnglishMessage, values: Values = {}, links: Links = {}) =>
    intl.formatMessage(message, {
      ...Object.fromEntries(
        Object.entries(values).map(([k, v]) => [k, typeof v === "string" ? escapeMarkup(v) : v]),
      ),
      b: (chunks: string[]) => `<strong>${chunks.join("")}</strong>`,
      link: (chunks: string[]) => anchor(links.link, chunks),
      link2: (chunks: string[]) => anchor(links.link2, chunks),
    });
  const str = (value: EmailText) => (typeof value === "string" ? value : text(value));
  return {
    locale,
    intl,
    text,
    html,
    str,
    line: (label, value) => text(common.field, { label: str(label), value }),
    day: (day) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDay(day, locale) : day),
    moment: ({ at, timeZone }) => formatDateTime(at, timeZone, locale),
    money: (cents) => formatMoney(cents, locale),
  };
}

const common = defineMessages({
  brand: { id: "email.layout.brand", defaultMessage: "Humane Accreditation Portal" },
  footer: {
    id: "email.layout.footer",
    defaultMessage:
      "You receive this message because of your account or request with the {brand}, the accreditation programme for humane wildlife control businesses in North America.",
  },
  hello: { id: "email.common.hello", defaultMessage: "Hello {name}," },
  helloAll: { id: "email.common.helloNoName", defaultMessage: "Hello," },
  field: { id: "email.common.field", defaultMessage: "{label}: {value}" },
  date: { id: "email.common.date", defaultMessage: "Date" },
  openDashboard: { id: "email.common.openDashboard", defaultMessage: "Open your dashboard" },
  viewApplication: { id: "email.common.viewApplication", defaultMessage: "View your application" },
  viewCertificates: {
    id: "email.common.viewCertificates",
    defaultMessage: "View your certificates",
  },
  renewCertificate: {
    id: "email.common.renewCertificate",
    defaultMessage: "Renew your certificate",
  },
  viewDownloadCertificate: {
    id: "email.common.viewDownloadCertificate",
    defaultMessage: "View and download your certificate",
  },
  resetPassword: { id: "email.common.resetPassword", defaultMessage: "Reset your password" },
});

function layout(w: EmailWriter, title: string, bodyHtml: string): string {
  const brand = w.text(common.brand);
  return `<!doctype html>
<html lang="${w.locale}"><head><meta charset="utf-8"><title>${escapeMarkup(title)}</title></head>
<body style="margin:0;background:#f4f7f4;font-family:Arial,Helvetica,sans-serif;color:#1f2d24">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#1d5c3a;color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold">${escapeMarkup(brand)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#5b6b60;border-top:1px solid #e3e9e4">
${w.html(common.footer, { brand })}
</td></tr></table></td></tr></table></body></html>`;
}

function button(url: string, label: string): string {
  return `<p><a href="${escapeMarkup(url)}" style="display:inline-block;background:#1d5c3a;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeMarkup(label)}</a></p>`;
}

/** A two-column table of labelled values (values escaped; `strong`: those shown in bold). */
function fieldTable(rows: { label: string; value: string; strong?: boolean }[]): string {
  const cells = rows.map(
    (r) =>
      `<tr><td style="color:#5b6b60">${r.label}</td><td>${r.strong ? `<strong>${escapeMarkup(r.value)}</strong>` : escapeMarkup(r.value)}</td></tr>`,
  );
  return `<table role="presentation" cellpadding="4" cellspacing="0" style="border-collapse:collapse">
${cells.join("\n")}
</table>`;
}

const quoteStyle = "white-space:pre-wrap;border-left:3px solid #1d5c3a;padding-left:12px";

// ─── The messages, template by template ─────────────────────────────────────

const ballot = defineMessages({
  subject: {
    id: "email.ballotReminder.subject",
    defaultMessage:
      "Reminder: the ballot on {subject} closes in {hoursLeft, plural, one {# hour} other {# hours}}",
  },
  title: { id: "email.ballotReminder.title", defaultMessage: "Your vote is still needed" },
  body: {
    id: "email.ballotReminder.body",
    defaultMessage:
      "You are on the voter roll of the committee ballot on the proposal to change <b>{subject}</b> and have not voted yet. The ballot closes on <b>{closesAt}</b>, in {hoursLeft, plural, one {# hour} other {# hours}}.",
  },
  action: { id: "email.ballotReminder.action", defaultMessage: "Read the proposal and vote" },
});

const standardChanged = defineMessages({
  headline: {
    id: "email.standardChanged.headline",
    defaultMessage: "{label} changed from {fromVersion} to {toVersion} — what changed",
  },
  auditedAgainst: {
    id: "email.standardChanged.auditedAgainst",
    defaultMessage:
      "<b>{businessName}</b> was audited against version {auditedVersion} of {label} ({title}). The committee has published version {toVersion}.",
  },
  legendHtml: {
    id: "email.standardChanged.legendHtml",
    defaultMessage: "What changed (removed words struck through, added words underlined):",
  },
  legendText: {
    id: "email.standardChanged.legendText",
    defaultMessage: "{headline} (removed words in [- -], added words in '{+ +}'):",
  },
  history: {
    id: "email.standardChanged.history",
    defaultMessage: "See the standard and its history",
  },
  acknowledgeHtml: {
    id: "email.standardChanged.acknowledgeHtml",
    defaultMessage:
      "Please read the change; your dashboard lists it under standards changed since your audit until you acknowledge it. <link>Open your dashboard</link>",
  },
  acknowledgeText: {
    id: "email.standardChanged.acknowledgeText",
    defaultMessage:
      "Your dashboard lists it under standards changed since your audit until you acknowledge it: {dashboardUrl}",
  },
});

const welcome = defineMessages({
  subject: { id: "email.welcome.subject", defaultMessage: "Welcome to the {brand}" },
  title: { id: "email.welcome.title", defaultMessage: "Welcome" },
  body: {
    id: "email.welcome.body",
    defaultMessage:
      "Your account is ready. From your dashboard you can start an accreditation application, upload your documents and follow each step of the review.",
  },
  closing: { id: "email.welcome.closing", defaultMessage: "We look forward to working with you." },
});

const receipt = defineMessages({
  subject: {
    id: "email.paymentReceipt.subject",
    defaultMessage:
      "Payment received: {fee, select, audit {Audit fee} other {Membership fee}} for {businessName}",
  },
  title: { id: "email.paymentReceipt.title", defaultMessage: "Payment received" },
  thanks: {
    id: "email.paymentReceipt.thanks",
    defaultMessage: "Thank you: we received your payment for <b>{businessName}</b>{fullStop}",
  },
  description: { id: "email.paymentReceipt.description", defaultMessage: "Description" },
  amount: { id: "email.paymentReceipt.amount", defaultMessage: "Amount" },
  receiptNumber: { id: "email.paymentReceipt.receiptNumber", defaultMessage: "Receipt number" },
  auditFee: { id: "email.paymentReceipt.auditFee", defaultMessage: "Audit fee" },
  membershipFee: { id: "email.paymentReceipt.membershipFee", defaultMessage: "Membership fee" },
  download: { id: "email.paymentReceipt.download", defaultMessage: "Download the PDF receipt" },
});

const reset = defineMessages({
  requestHtml: {
    id: "email.passwordReset.requestHtml",
    defaultMessage:
      "We received a request to reset the password of your account. The link below is valid for {expiresInMinutes, plural, one {# minute} other {# minutes}} and can be used once.",
  },
  requestText: {
    id: "email.passwordReset.requestText",
    defaultMessage:
      "We received a request to reset the password of your account. This link is valid for {expiresInMinutes, plural, one {# minute} other {# minutes}} and can be used once:",
  },
  action: { id: "email.passwordReset.action", defaultMessage: "Choose a new password" },
  ignoreHtml: {
    id: "email.passwordReset.ignoreHtml",
    defaultMessage:
      "If you did not ask for this, you can ignore this message; your password stays unchanged.",
  },
  ignoreText: {
    id: "email.passwordReset.ignoreText",
    defaultMessage:
      "If you did not ask for this, ignore this message; your password stays unchanged.",
  },
});

const invitation = defineMessages({
  subject: { id: "email.invitation.subject", defaultMessage: "You are invited to the {brand}" },
  title: { id: "email.invitation.title", defaultMessage: "Your invitation" },
  bodyHtml: {
    id: "email.invitation.bodyHtml",
    defaultMessage:
      "{inviterName} invited you to the {brand} as <b>{roleLabel}</b>. Choose a password to activate your account. The link is valid for {expiresInDays, plural, one {# day} other {# days}} and can be used once.",
  },
  bodyText: {
    id: "email.invitation.bodyText",
    defaultMessage:
      "{inviterName} invited you to the {brand} as {roleLabel}. Choose a password to activate your account. This link is valid for {expiresInDays, plural, one {# day} other {# days}} and can be used once:",
  },
  action: { id: "email.invitation.action", defaultMessage: "Set your password" },
  ignore: {
    id: "email.invitation.ignore",
    defaultMessage: "If you did not expect this invitation, you can ignore this message.",
  },
});

const confirmation = defineMessages({
  subject: { id: "email.emailConfirmation.subject", defaultMessage: "Confirm your e-mail address" },
  bodyHtml: {
    id: "email.emailConfirmation.bodyHtml",
    defaultMessage:
      "Please confirm that this is your e-mail address. You can submit an application and make payments once it is confirmed. The link is valid for {expiresInHours, plural, one {# hour} other {# hours}}.",
  },
  bodyText: {
    id: "email.emailConfirmation.bodyText",
    defaultMessage:
      "Please confirm that this is your e-mail address. You can submit an application and make payments once it is confirmed. This link is valid for {expiresInHours, plural, one {# hour} other {# hours}}:",
  },
  action: { id: "email.emailConfirmation.action", defaultMessage: "Confirm my e-mail address" },
  ignore: {
    id: "email.emailConfirmation.ignore",
    defaultMessage:
      "If you did not create an account with us, you can ignore this message: nothing will be submitted or paid with this address.",
  },
});

const existing = defineMessages({
  subject: {
    id: "email.signUpExistingAccount.subject",
    defaultMessage: "Someone tried to create an account with your e-mail address",
  },
  title: { id: "email.signUpExistingAccount.title", defaultMessage: "You already have an account" },
  body: {
    id: "email.signUpExistingAccount.body",
    defaultMessage:
      "Someone tried to create a new account with your e-mail address. You already have an account with us, so no new account was created and nothing in your account changed.",
  },
  ifYouHtml: {
    id: "email.signUpExistingAccount.ifYouHtml",
    defaultMessage: "If it was you, sign in, or reset your password if you have forgotten it.",
  },
  signIn: { id: "email.signUpExistingAccount.signIn", defaultMessage: "Sign in" },
  ifYouText: {
    id: "email.signUpExistingAccount.ifYouText",
    defaultMessage: "If it was you, sign in: {loginUrl}",
  },
  forgotText: {
    id: "email.signUpExistingAccount.forgotText",
    defaultMessage: "Forgotten your password? Reset it: {forgotPasswordUrl}",
  },
  notYou: {
    id: "email.signUpExistingAccount.notYou",
    defaultMessage: "If it was not you, you can ignore this message.",
  },
});

const twoFactor = defineMessages({
  subject: {
    id: "email.twoFactorReset.subject",
    defaultMessage: "Two-factor sign-in was turned off for your account",
  },
  title: { id: "email.twoFactorReset.title", defaultMessage: "Two-factor sign-in turned off" },
  bodyHtml: {
    id: "email.twoFactorReset.bodyHtml",
    defaultMessage:
      "An administrator turned off two-factor sign-in for your account, as you asked. You now sign in with your password alone. We recommend setting two-factor sign-in up again.",
  },
  bodyText: {
    id: "email.twoFactorReset.bodyText",
    defaultMessage:
      "An administrator turned off two-factor sign-in for your account, as you asked. You now sign in with your password alone. We recommend setting two-factor sign-in up again: {settingsUrl}",
  },
  action: { id: "email.twoFactorReset.action", defaultMessage: "Open your settings" },
  notYou: {
    id: "email.twoFactorReset.notYou",
    defaultMessage: "If you did not ask for this, contact the programme office at once.",
  },
});

const code = defineMessages({
  subject: {
    id: "email.signInCode.subject",
    defaultMessage: "Your {purpose, select, signIn {sign-in} other {verification}} code",
  },
  title: { id: "email.signInCode.title", defaultMessage: "Your one-time code" },
  codeIsHtml: {
    id: "email.signInCode.codeIsHtml",
    defaultMessage:
      "Your one-time {purpose, select, signIn {sign-in} other {verification}} code is:",
  },
  codeIsText: {
    id: "email.signInCode.codeIsText",
    defaultMessage:
      "Your one-time {purpose, select, signIn {sign-in} other {verification}} code is: {code}",
  },
  expires: {
    id: "email.signInCode.expires",
    defaultMessage:
      "It expires in {expiresInMinutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, ignore this message.",
  },
});

const contact = defineMessages({
  subject: { id: "email.contactMessage.subject", defaultMessage: "Contact form: {subject}" },
  title: { id: "email.contactMessage.title", defaultMessage: "Contact form message" },
  from: { id: "email.contactMessage.from", defaultMessage: "<b>From:</b> {sender}" },
  subjectLine: {
    id: "email.contactMessage.subjectLine",
    defaultMessage: "<b>Subject:</b> {subject}",
  },
  language: {
    id: "email.contactMessage.language",
    defaultMessage: "<b>Written from the pages in:</b> {language}",
  },
  reply: { id: "email.contactMessage.reply", defaultMessage: "Reply to {name}" },
  sentThrough: {
    id: "email.contactMessage.sentThrough",
    defaultMessage: "Sent through the contact form.",
  },
  replying: {
    id: "email.contactMessage.replying",
    defaultMessage: "Replying to this e-mail answers {name} at {email}.",
  },
});

const status = defineMessages({
  subject: {
    id: "email.applicationStatus.subject",
    defaultMessage: "Application status: {status} ({businessName})",
  },
  title: { id: "email.applicationStatus.title", defaultMessage: "Application status: {status}" },
  now: {
    id: "email.applicationStatus.now",
    defaultMessage:
      "The status of your accreditation application for <b>{businessName}</b> is now <b>{status}</b>.",
  },
  feedback: { id: "email.applicationStatus.feedback", defaultMessage: "Reviewer's feedback:" },
});

const documents = defineMessages({
  subject: {
    id: "email.documentsReminder.subject",
    defaultMessage: "Documents missing: {businessName}",
  },
  title: {
    id: "email.documentsReminder.title",
    defaultMessage: "Documents are missing from your application",
  },
  needs: {
    id: "email.documentsReminder.needs",
    defaultMessage:
      "Your accreditation application for <b>{businessName}</b> still needs these documents before its review can go on:",
  },
  uploadHtml: {
    id: "email.documentsReminder.uploadHtml",
    defaultMessage: "Upload them from your application page.",
  },
  uploadText: {
    id: "email.documentsReminder.uploadText",
    defaultMessage: "Upload them from your application page: {applicationUrl}",
  },
  action: { id: "email.documentsReminder.action", defaultMessage: "Upload your documents" },
});

const audit = defineMessages({
  subjectScheduled: {
    id: "email.auditScheduled.subject",
    defaultMessage: "Audit scheduled: {businessName} on {date} at {time}",
  },
  subjectRescheduled: {
    id: "email.auditScheduled.subjectRescheduled",
    defaultMessage: "Audit rescheduled: {businessName} on {date} at {time}",
  },
  titleScheduled: { id: "email.auditScheduled.title", defaultMessage: "Audit scheduled" },
  titleRescheduled: {
    id: "email.auditScheduled.titleRescheduled",
    defaultMessage: "Audit rescheduled",
  },
  scheduled: {
    id: "email.auditScheduled.scheduled",
    defaultMessage: "An on-site accreditation audit of <b>{businessName}</b> has been scheduled.",
  },
  rescheduled: {
    id: "email.auditScheduled.rescheduled",
    defaultMessage:
      "The on-site accreditation audit of <b>{businessName}</b> has been rescheduled. This replaces the earlier date, {replaces}.",
  },
  dateAtTime: { id: "email.auditScheduled.dateAtTime", defaultMessage: "{date} at {time}" },
  time: { id: "email.auditScheduled.time", defaultMessage: "Time" },
  timeZone: { id: "email.auditScheduled.timeZone", defaultMessage: "Time zone" },
  auditor: { id: "email.auditScheduled.auditor", defaultMessage: "Auditor" },
  location: { id: "email.auditScheduled.location", defaultMessage: "Location" },
  inviteAdds: {
    id: "email.auditScheduled.inviteAdds",
    defaultMessage: "The attached calendar invite (.ics) adds the audit to your calendar.",
  },
  inviteMoves: {
    id: "email.auditScheduled.inviteMoves",
    defaultMessage: "The attached calendar invite (.ics) moves the audit in your calendar.",
  },
  action: { id: "email.auditScheduled.action", defaultMessage: "View the audit" },
});

const issued = defineMessages({
  subject: {
    id: "email.certificateIssued.subject",
    defaultMessage: "Certificate {certificateNumber} issued to {businessName}",
  },
  title: {
    id: "email.certificateIssued.title",
    defaultMessage: "Your certificate of accreditation",
  },
  congratulations: {
    id: "email.certificateIssued.congratulations",
    defaultMessage:
      "Congratulations: <b>{businessName}</b> is now accredited and your certificate has been issued.",
  },
  number: { id: "email.certificateIssued.number", defaultMessage: "Certificate number" },
  issueDate: { id: "email.certificateIssued.issueDate", defaultMessage: "Issue date" },
  validUntil: { id: "email.certificateIssued.validUntil", defaultMessage: "Valid until" },
  checkHtml: {
    id: "email.certificateIssued.checkHtml",
    defaultMessage: "Anyone can check your certificate at <link>{verificationUrl}</link>.",
  },
  checkText: {
    id: "email.certificateIssued.checkText",
    defaultMessage: "Anyone can check your certificate at {verificationUrl}",
  },
});

const revoked = defineMessages({
  subject: {
    id: "email.certificateRevoked.subject",
    defaultMessage: "Certificate {certificateNumber} revoked ({businessName})",
  },
  title: {
    id: "email.certificateRevoked.title",
    defaultMessage: "Your certificate has been revoked",
  },
  revoked: {
    id: "email.certificateRevoked.revoked",
    defaultMessage:
      "We have revoked certificate <b>{certificateNumber}</b> of <b>{businessName}</b> on {revokedOn}.",
  },
  reason: { id: "email.certificateRevoked.reason", defaultMessage: "Reason:" },
  meansHtml: { id: "email.certificateRevoked.meansHtml", defaultMessage: "What this means." },
  meansText: { id: "email.certificateRevoked.meansText", defaultMessage: "What this means:" },
  means: {
    id: "email.certificateRevoked.means",
    defaultMessage:
      "{businessName} is no longer accredited. The public verification page shows the certificate as revoked, the business is no longer listed in the directory, and the certificate and its PDF may no longer be shown to clients.",
  },
  canDoHtml: { id: "email.certificateRevoked.canDoHtml", defaultMessage: "What you can do." },
  canDoText: { id: "email.certificateRevoked.canDoText", defaultMessage: "What you can do:" },
  appeal: {
    id: "email.certificateRevoked.appeal",
    defaultMessage:
      "<b>Appeal:</b> if you believe the decision is wrong, appeal within {appealDays, plural, one {# day} other {# days}} from the certificate's page in your dashboard (<link>{certificateUrl}</link>), saying why and with any evidence. A panel of committee members who took no part in the decision decides, and we tell you the outcome in writing.",
  },
  again: {
    id: "email.certificateRevoked.again",
    defaultMessage:
      "<b>Accreditation again:</b> once the cause is corrected, contact the programme to arrange a follow-up audit.",
  },
  reference: {
    id: "email.certificateRevoked.reference",
    defaultMessage:
      "The verification page stays the reference for anyone checking your status: <link>{verificationUrl}</link>",
  },
  contact: { id: "email.certificateRevoked.contact", defaultMessage: "Contact the programme" },
  view: {
    id: "email.certificateRevoked.view",
    defaultMessage: "View the certificate in your dashboard",
  },
});

const expiring = defineMessages({
  subject: {
    id: "email.certificateExpiring.subject",
    defaultMessage:
      "Certificate {certificateNumber} expires in {daysLeft, plural, one {# day} other {# days}}: renew {nameEndsInS, select, yes {{businessName}''} other {{businessName}''s}} accreditation",
  },
  title: { id: "email.certificateExpiring.title", defaultMessage: "Your certificate expires soon" },
  expires: {
    id: "email.certificateExpiring.expires",
    defaultMessage:
      "Certificate <b>{certificateNumber}</b> of <b>{businessName}</b> expires on <b>{expiryDate}</b>, in {daysLeft, plural, one {# day} other {# days}}.",
  },
  howHtml: {
    id: "email.certificateExpiring.howHtml",
    defaultMessage:
      "<b>How to renew.</b> Start the renewal from My Certificates in your dashboard: confirm your business details, tell us whether anything changed since your last application, and pay the renewal audit fee. Once the renewal is approved and the renewal membership fee is paid, your certificate is valid for another year.",
  },
  howText: {
    id: "email.certificateExpiring.howText",
    defaultMessage:
      "How to renew: start the renewal from My Certificates in your dashboard: confirm your business details, tell us whether anything changed since your last application, and pay the renewal audit fee. Once the renewal is approved and the renewal membership fee is paid, your certificate is valid for another year.",
  },
  window: {
    id: "email.certificateExpiring.window",
    defaultMessage:
      "Renewal stays open until {graceEndsOn}, but after {expiryDate} your business is shown as expired until the renewal is complete.",
  },
});

const expired = defineMessages({
  subject: {
    id: "email.certificateExpired.subject",
    defaultMessage: "Certificate {certificateNumber} has expired ({businessName})",
  },
  title: { id: "email.certificateExpired.title", defaultMessage: "Your certificate has expired" },
  expired: {
    id: "email.certificateExpired.expired",
    defaultMessage:
      "Certificate <b>{certificateNumber}</b> of <b>{businessName}</b> expired on <b>{expiryDate}</b>. The public verification page now shows it as expired and the business is no longer listed in the directory.",
  },
  inReview: {
    id: "email.certificateExpired.inReview",
    defaultMessage:
      "Your renewal is being reviewed: the certificate becomes valid again as soon as the renewal is approved and the renewal membership fee is paid.",
  },
  stillRenew: {
    id: "email.certificateExpired.stillRenew",
    defaultMessage:
      "You can still renew until {graceEndsOn}. After that date a new application for accreditation is needed.",
  },
});

const renewalCreated = defineMessages({
  subject: {
    id: "email.renewalCreated.subject",
    defaultMessage: "Renewal started for certificate {certificateNumber} ({businessName})",
  },
  title: { id: "email.renewalCreated.title", defaultMessage: "Your renewal has been started" },
  created: {
    id: "email.renewalCreated.created",
    defaultMessage:
      "We have created the renewal of certificate <b>{certificateNumber}</b> for <b>{businessName}</b>.",
  },
  next: {
    id: "email.renewalCreated.next",
    defaultMessage:
      "<b>Next step:</b> pay the renewal audit fee of {auditFee}. The review starts once it is paid; after approval you pay the renewal membership fee and your certificate is extended by one year.",
  },
  pay: { id: "email.renewalCreated.pay", defaultMessage: "Pay the renewal audit fee" },
  follow: {
    id: "email.renewalCreated.follow",
    defaultMessage: "Follow your renewal in your applications",
  },
});

const renewalReceived = defineMessages({
  subject: {
    id: "email.renewalReceived.subject",
    defaultMessage: "Renewal received: {businessName} (certificate {certificateNumber})",
  },
  title: { id: "email.renewalReceived.title", defaultMessage: "We have received your renewal" },
  received: {
    id: "email.renewalReceived.received",
    defaultMessage:
      "Thank you: the renewal of certificate <b>{certificateNumber}</b> for <b>{businessName}</b> is received and waiting for review.",
  },
  review: {
    id: "email.renewalReceived.review",
    defaultMessage:
      "Review typically takes 5-7 business days. We will write to you when it is decided, and your dashboard shows each step.",
  },
  action: { id: "email.renewalReceived.action", defaultMessage: "Follow your renewal" },
});

const renewed = defineMessages({
  subject: {
    id: "email.certificateRenewed.subject",
    defaultMessage: "Certificate {certificateNumber} renewed: valid until {expiryDate}",
  },
  title: {
    id: "email.certificateRenewed.title",
    defaultMessage: "Your certificate has been renewed",
  },
  renewed: {
    id: "email.certificateRenewed.renewed",
    defaultMessage:
      "The accreditation of <b>{businessName}</b> is renewed. Certificate <b>{certificateNumber}</b> is now valid until <b>{expiryDate}</b>.",
  },
  page: {
    id: "email.certificateRenewed.page",
    defaultMessage:
      "The public verification page already shows the new date: <link>{verificationUrl}</link>. Download the updated PDF from your dashboard.",
  },
});

const concernReceived = defineMessages({
  subject: {
    id: "email.complaintReceived.subject",
    defaultMessage: "Your concern about {businessName}: reference {reference}",
  },
  title: { id: "email.complaintReceived.title", defaultMessage: "We have received your concern" },
  thanks: {
    id: "email.complaintReceived.thanks",
    defaultMessage:
      "Thank you for telling us about <b>{businessName}</b>. Your reference number is <b>{reference}</b>; please quote it if you write to us.",
  },
  nextHtml: {
    id: "email.complaintReceived.nextHtml",
    defaultMessage:
      "<b>What happens next.</b> A member of the programme office acknowledges your concern within {acknowledgeDays, plural, one {# business day} other {# business days}}. The standards committee then looks into it impartially (nobody who audited the business handles it) and decides within {resolveDays, plural, one {# business day} other {# business days}} of today whether the complaint is upheld. We write to you with the outcome.",
  },
  nextText: {
    id: "email.complaintReceived.nextText",
    defaultMessage:
      "What happens next: a member of the programme office acknowledges your concern within {acknowledgeDays, plural, one {# business day} other {# business days}}. The standards committee then looks into it impartially (nobody who audited the business handles it) and decides within {resolveDays, plural, one {# business day} other {# business days}} of today whether the complaint is upheld. We write to you with the outcome.",
  },
  privacy: {
    id: "email.complaintReceived.privacy",
    defaultMessage:
      "Your name and e-mail address are seen only by the staff who handle your concern, never by the business.",
  },
  more: {
    id: "email.complaintReceived.more",
    defaultMessage:
      "If you have more to tell us, write through <link>{contactUrl}</link> quoting {reference}.",
  },
});

const concernInformed = defineMessages({
  subject: {
    id: "email.complaintBusinessInformed.subject",
    defaultMessage: "A concern about {businessName} ({reference})",
  },
  title: {
    id: "email.complaintBusinessInformed.title",
    defaultMessage: "A concern about your business",
  },
  received: {
    id: "email.complaintBusinessInformed.received",
    defaultMessage:
      "The programme has received a concern about <b>{businessName}</b> (reference {reference}). We are looking into it and would like your account.",
  },
  when: { id: "email.complaintBusinessInformed.when", defaultMessage: "<b>When:</b> {occurredOn}" },
  where: {
    id: "email.complaintBusinessInformed.where",
    defaultMessage: "<b>Where:</b> {location}",
  },
  answer: {
    id: "email.complaintBusinessInformed.answer",
    defaultMessage: "Answer from your dashboard",
  },
  unchanged: {
    id: "email.complaintBusinessInformed.unchanged",
    defaultMessage:
      "Your accreditation is unchanged while the concern is looked into. We write to you with the outcome.",
  },
});

const outcome = defineMessages({
  reporterSubject: {
    id: "email.complaintOutcome.reporterSubject",
    defaultMessage:
      "Outcome of your concern {reference}: {outcome, select, upheld {Upheld} other {Not upheld}}",
  },
  reporterTitle: {
    id: "email.complaintOutcome.reporterTitle",
    defaultMessage: "The outcome of your concern",
  },
  reporterFinished: {
    id: "email.complaintOutcome.reporterFinished",
    defaultMessage:
      "We have finished looking into your concern about <b>{businessName}</b> (reference {reference}). The complaint is <b>{outcome, select, upheld {upheld} other {not upheld}}</b>.",
  },
  reporterFindings: {
    id: "email.complaintOutcome.reporterFindings",
    defaultMessage: "Our findings:",
  },
  reporterThanks: {
    id: "email.complaintOutcome.reporterThanks",
    defaultMessage: "Thank you for helping keep the programme's accreditation meaningful.",
  },
  businessSubject: {
    id: "email.complaintOutcome.businessSubject",
    defaultMessage:
      "Outcome of concern {reference} ({businessName}): {outcome, select, upheld {Upheld} other {Not upheld}}",
  },
  businessTitle: {
    id: "email.complaintOutcome.businessTitle",
    defaultMessage: "The outcome of a concern about your business",
  },
  businessDecided: {
    id: "email.complaintOutcome.businessDecided",
    defaultMessage:
      "The programme has decided the concern about <b>{businessName}</b> (reference {reference}): the complaint is <b>{outcome, select, upheld {upheld} other {not upheld}}</b>.",
  },
  businessFindings: { id: "email.complaintOutcome.businessFindings", defaultMessage: "Findings:" },
  businessAction: {
    id: "email.complaintOutcome.businessAction",
    defaultMessage: "View the case in your dashboard",
  },
});

const security = defineMessages({
  subject: { id: "email.securityNotice.subject", defaultMessage: "Security notice: {headline}" },
  when: { id: "email.securityNotice.when", defaultMessage: "When" },
  from: { id: "email.securityNotice.from", defaultMessage: "From" },
  address: { id: "email.securityNotice.address", defaultMessage: "address {ipAddress}" },
  ifYou: {
    id: "email.securityNotice.ifYou",
    defaultMessage: "If this was you, you don't need to do anything.",
  },
  notYou: {
    id: "email.securityNotice.notYou",
    defaultMessage: "<b>If it wasn't you:</b> {ifNotYou}",
  },
  reviewHtml: {
    id: "email.securityNotice.reviewHtml",
    defaultMessage:
      "Review your sign-in settings and active sessions: <link>{settingsUrl}</link>. Questions? Write to <link2>{supportEmail}</link2>.",
  },
  reviewText: {
    id: "email.securityNotice.reviewText",
    defaultMessage: "Review your sign-in settings and active sessions: {settingsUrl}",
  },
  questionsText: {
    id: "email.securityNotice.questionsText",
    defaultMessage: "Questions? Write to {supportEmail}.",
  },
});

// ─── The templates ──────────────────────────────────────────────────────────

const corrective = defineMessages({
  subjectCreated: {
    id: "email.correctiveAction.subjectCreated",
    defaultMessage: "Corrective actions after the audit of {businessName}",
  },
  subjectAnswered: {
    id: "email.correctiveAction.subjectAnswered",
    defaultMessage: "Corrective action answered: {businessName}, standard {standardNumber}",
  },
  subjectAccepted: {
    id: "email.correctiveAction.subjectAccepted",
    defaultMessage: "Corrective action accepted: standard {standardNumber}",
  },
  subjectReturned: {
    id: "email.correctiveAction.subjectReturned",
    defaultMessage: "Corrective action returned: standard {standardNumber}",
  },
  created: {
    id: "email.correctiveAction.created",
    defaultMessage:
      "The audit of <b>{businessName}</b> found {count, plural, one {a non-conformity} other {# non-conformities}} to correct. For each, tell us what caused it and what you changed, with evidence (photos or PDF files), by its due date.",
  },
  answered: {
    id: "email.correctiveAction.answered",
    defaultMessage:
      "<b>{businessName}</b> answered a corrective action from your audit. Please verify the answer and its evidence, then accept it or return it with a reason.",
  },
  accepted: {
    id: "email.correctiveAction.accepted",
    defaultMessage:
      "Your answer to this corrective action for <b>{businessName}</b> was accepted. The action is closed.",
  },
  returned: {
    id: "email.correctiveAction.returned",
    defaultMessage:
      "Your answer to this corrective action for <b>{businessName}</b> was returned. Please answer again with what is asked below.",
  },
  reason: { id: "email.correctiveAction.reason", defaultMessage: "Reason" },
  item: {
    id: "email.correctiveAction.item",
    defaultMessage: "Standard {standardNumber}, {standardTitle} ({severity}): due {dueOn}",
  },
  minor: { id: "email.correctiveAction.minor", defaultMessage: "minor non-conformity" },
  major: { id: "email.correctiveAction.major", defaultMessage: "major non-conformity" },
  action: { id: "email.correctiveAction.action", defaultMessage: "View the corrective actions" },
  title: { id: "email.correctiveAction.title", defaultMessage: "Corrective actions" },
});

type Renderers = {
  [K in EmailTemplateName]: (data: EmailTemplates[K], w: EmailWriter) => RenderedEmail;
};

const renderers: Renderers = {
  "ballot-reminder": ({ name, subject, hoursLeft, closesAt, proposalUrl }, w) => {
    const values = { subject, hoursLeft, closesAt: w.moment(closesAt) };
    return {
      subject: w.text(ballot.subject, values),
      html: layout(
        w,
        w.text(ballot.title),
        `<p>${w.html(common.hello, { name })}</p>
<p>${w.html(ballot.body, values)}</p>
${button(proposalUrl, w.text(ballot.action))}`,
      ),
      text: `${w.text(common.hello, { name })}\n\n${w.text(ballot.body, values)}\n\n${w.line(ballot.action, proposalUrl)}\n`,
    };
  },
  "standard-changed": (
    {
      name,
      businessName,
      label,
      title,
      fromVersion,
      toVersion,
      auditedVersion,
      diffText,
      diffParts,
      historyUrl,
      dashboardUrl,
    },
    w,
  ) => {
    const headline = w.text(standardChanged.headline, { label, fromVersion, toVersion });
    const values = { businessName, auditedVersion, label, title, toVersion };
    const diffHtml = diffParts
      .map((p) =>
        p.kind === "added"
          ? `<ins style="background:#dcfce7;text-decoration:underline">${escapeMarkup(p.text)}</ins>`
          : p.kind === "removed"
            ? `<del style="background:#fee2e2">${escapeMarkup(p.text)}</del>`
            : escapeMarkup(p.text),
      )
      .join("");
    return {
      subject: headline,
      html: layout(
        w,
        headline,
        `<p>${w.html(common.hello, { name })}</p>
<p>${w.html(standardChanged.auditedAgainst, values)} ${w.html(standardChanged.legendHtml)}</p>
<div style="border:1px solid #e3e9e4;border-radius:6px;padding:12px;white-space:pre-wrap">${diffHtml}</div>
${button(historyUrl, w.text(standardChanged.history))}
<p>${w.html(standardChanged.acknowledgeHtml, {}, { link: dashboardUrl })}</p>`,
      ),
      text: `${w.text(common.hello, { name })}\n\n${w.text(standardChanged.auditedAgainst, values)}\n\n${w.text(standardChanged.legendText, { headline })}\n\n${diffText}\n\n${w.line(standardChanged.history, historyUrl)}\n\n${w.text(standardChanged.acknowledgeText, { dashboardUrl })}\n`,
    };
  },
  welcome: ({ name, dashboardUrl }, w) => ({
    subject: w.text(welcome.subject, { brand: w.text(common.brand) }),
    html: layout(
      w,
      w.text(welcome.title),
      `<p>${w.html(common.hello, { name })}</p>
<p>${w.html(welcome.body)}</p>
${button(dashboardUrl, w.text(common.openDashboard))}
<p>${w.html(welcome.closing)}</p>`,
    ),
    text: `${w.text(common.hello, { name })}\n\n${w.text(welcome.body)}\n\n${w.line(common.openDashboard, dashboardUrl)}\n\n${w.text(welcome.closing)}\n`,
  }),
  "payment-receipt": (
    { name, businessName, fee, amountCents, date, receiptNumber, receiptUrl, applicationUrl },
    w,
  ) => {
    const description = w.text(fee === "audit" ? receipt.auditFee : receipt.membershipFee);
    const amount = w.money(amountCents);
    const day = w.day(date);
    const fullStop = fullStopAfter(businessName);
    return {
      subject: w.text(receipt.subject, {
        fee: fee === "audit" ? "audit" : "membership",
        businessName,
      }),
      html: layout(
        w,
        w.text(receipt.title),
        `<p>${w.html(common.hello, { name })}</p>
<p>${w.html(receipt.thanks, { businessName, fullStop })}</p>
${fieldTable([
  { label: w.html(receipt.description), value: description },
  { label: w.html(receipt.amount), value: amount, strong: true },
  { label: w.html(common.date), value: day },
  { label: w.html(receipt.receiptNumber), value: receiptNumber },
])}
${button(receiptUrl, w.text(receipt.download))}
<p><a href="${escapeMarkup(applicationUrl)}">${w.html(common.viewApplication)}</a></p>`,
      ),
      text: `${w.text(common.hello, { name })}\n\n${w.text(receipt.thanks, { businessName: businessName.trim(), fullStop })}\n\n${w.line(receipt.description, description)}\n${w.line(receipt.amount, amount)}\n${w.line(common.date, day)}\n${w.line(receipt.receiptNumber, receiptNumber)}\n\n${w.line(receipt.download, receiptUrl)}\n${w.line(common.viewApplication, applicationUrl)}\n`,
    };
  },
  "password-reset": ({ name, resetUrl, expiresInMinutes }, w) => ({
    subject: w.text(common.resetPassword),
    html: layout(
      w,
      w.text(common.resetPassword),
      `<p>${w.html(common.hello, { name })}</p>
<p>${w.html(reset.requestHtml, { expiresInMinutes })}</p>
${button(resetUrl, w.text(reset.action))}
<p>${w.html(reset.ignoreHtml)}</p>`,
    ),
    text: `${w.text(common.hello, { name })}\n\n${w.text(reset.requestText, { expiresInMinutes })}\n\n${resetUrl}\n\n${w.text(reset.ignoreText)}\n`,
  }),
  invitation: ({ name, inviterName, roleLabel, acceptUrl, expiresInDays }, w) => {
    const brand = w.text(common.brand);
    const values = { inviterName, brand, roleLabel: w.str(roleLabel), expiresInDays };
    return {
      subject: w.text(invitation.subject, { brand }),
      html: layout(
        w,
        w.text(invitation.title),
        `<p>${w.html(common.hello, { name })}</p>
<p>${w.html(invitation.bodyHtml, values)}</p>
${button(acceptUrl, w.text(invitation.action))}
<p>${w.html(invitation.ignore)}</p>`,
      ),
      text: `${w.text(common.hello, { name })}\n\n${w.text(invitation.bodyText, values)}\n\n${acceptUrl}\n\n${w.text(invitation.ignore)}\n`,
    };
  },
  "email-confirmation": ({ name, confirmUrl, expiresInHours }, w) => ({
    subject: w.text(confirmation.subject),
    html: layout(
      w,
      w.text(confirmation.subject),
      `<p>${w.html(common.hello, { name })}</p>
<p>${w.html(confirmation.bodyHtml, { expiresInHours })}</p>
${button(confirmUrl, w.text(confirmation.action))}
<p>${w.html(confirmation.ignore)}</p>`,
    ),
    text: `${w.text(common.hello, { name })}\n\n${w.text(confirmation.bodyText, { expiresInHours })}\n\n${confirmUrl}\n\n${w.text(confirmation.ignore)}\n`,
  }),
  "sign-up-existing-account": ({ name, loginUrl, forgotPasswordUrl }, w) => ({
    subject: w.text(existing.subject),
    html: layout(
      w,
      w.text(existing.title),
      `<p>${w.html(common.hello, { name })}</p>
<p>${w.html(existing.body)}</p>
<p>${w.html(existing.ifYouHtml)}</p>
${button(loginUrl, w.text(existing.signIn))}
<p><a href="${escapeMarkup(forgotPasswordUrl)}">${w.html(common.resetPassword)}</a></p>
<p>${w.html(existing.notYou)}</p>`,
    ),
    text: `${w.text(common.hello, { name })}\n\n${w.text(existing.body)}\n\n${w.text(existing.ifYouText, { loginUrl })}\n${w.text(existing.forgotText, { forgotPasswordUrl })}\n\n${w.text(existing.notYou)}\n`,
  }),
  "two-factor-reset": ({ name, settingsUrl }, w) => ({
    subject: w.text(twoFactor.subject),
    html: layout(
      w,
      w.text(twoFactor.title),
      `<p>${w.html(common.hello, { name })}</p>
<p>${w.html(twoFactor.bodyHtml)}</p>
${button(settingsUrl, w.text(twoFactor.action))}
<p>${w.html(twoFactor.notYou)}</p>`,
    ),
    text: `${w.text(common.hello, { name })}\n\n${w.text(twoFactor.bodyText, { settingsUrl })}\n\n${w.text(twoFactor.notYou)}\n`,
  }),
  "sign-in-code": ({ code: oneTimeCode, expiresInMinutes, purpose }, w) => {
    const kind = purpose === "sign-in" ? "signIn" : "verification";
    return {
      // The code never goes in the subject: subjects show in lists and exports.
      subject: w.text(code.subject, { purpose: kind }),
      html: layout(
        w,
        w.text(code.title),
        `<p>${w.html(code.codeIsHtml, { purpose: kind })}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeMarkup(oneTimeCode)}</p>
<p>${w.html(code.expires, { expiresInMinutes })}</p>`,
      ),
      text: `${w.text(code.codeIsText, { purpose: kind, code: oneTimeCode })}\n\n${w.text(code.expires, { expiresInMinutes })}\n`,
    };
  },
  "contact-message": ({ name, email, subject, message, senderLocale }, w) => {
    const sender = `${name} <${email}>`;
    const language =
      senderLocale && senderLocale !== DEFAULT_LOCALE ? LOCALE_NAMES[senderLocale] : null;
    return {
      subject: w.text(contact.subject, { subject }),
      html: layout(
        w,
        w.text(contact.title),
        `<p>${w.html(contact.from, { sender })}</p>
<p>${w.html(contact.subjectLine, { subject })}</p>
${language ? `<p>${w.html(contact.language, { language })}</p>\n` : ""}<p style="white-space:pre-wrap">${escapeMarkup(message)}</p>
${button(`mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`, w.text(contact.reply, { name }))}
<p style="font-size:13px;color:#5b6b60">${w.html(contact.sentThrough)} ${w.html(contact.replying, { name, email })}</p>`,
      ),
      text: `${w.text(contact.from, { sender })}\n${w.text(contact.subjectLine, { subject })}\n${language ? `${w.text(contact.language, { language })}\n` : ""}\n${message}\n\n${w.text(contact.replying, { name, email })}\n`,
    };
  },
  "application-status": (
    { contactName, businessName, statusLabel, statusMessage, feedback, applicationUrl },
    w,
  ) => {
    const label = w.str(statusLabel);
    const sentence = w.str(statusMessage);
    const hello = { name: contactName || businessName };
    return {
      subject: w.text(status.subject, { status: label, businessName }),
      html: layout(
        w,
        w.text(status.title, { status: label }),
        `<p>${w.html(common.hello, hello)}</p>
<p>${w.html(status.now, { businessName, status: label })}</p>
<p>${escapeMarkup(sentence)}</p>
${feedback ? `<p><strong>${w.html(status.feedback)}</strong></p><p style="${quoteStyle}">${escapeMarkup(feedback)}</p>` : ""}
${button(applicationUrl, w.text(common.viewApplication))}`,
      ),
      text: `${w.text(common.hello, hello)}\n\n${w.text(status.now, { businessName, status: label })}\n\n${sentence}\n\n${feedback ? `${w.text(status.feedback)}\n${feedback}\n\n` : ""}${w.line(common.viewApplication, applicationUrl)}\n`,
    };
  },
  "documents-reminder": ({ contactName, businessName, missing, applicationUrl }, w) => {
    const hello = { name: contactName || businessName };
    const labels = missing.map(w.str);
    return {
      subject: w.text(documents.subject, { businessName }),
      html: layout(
        w,
        w.text(documents.title),
        `<p>${w.html(common.hello, hello)}</p>
<p>${w.html(documents.needs, { businessName })}</p>
<ul>${labels.map((m) => `<li>${escapeMarkup(m)}</li>`).join("")}</ul>
<p>${w.html(documents.uploadHtml)}</p>
${button(applicationUrl, w.text(documents.action))}`,
      ),
      text: `${w.text(common.hello, hello)}\n\n${w.text(documents.needs, { businessName })}\n\n${labels.map((m) => `- ${m}`).join("\n")}\n\n${w.text(documents.uploadText, { applicationUrl })}\n`,
    };
  },
  "audit-scheduled": (
    { name, businessName, businessAddress, start, timeZone, auditorName, auditUrl, replaces },
    w,
  ) => {
    const date = formatDate(start, timeZone, w.locale);
    const time = formatTimeInZone(start, timeZone, w.locale);
    const zone = timeZoneLabel(timeZone, w.locale);
    const earlier = replaces
      ? w.text(audit.dateAtTime, {
          date: formatDate(replaces.start, replaces.timeZone, w.locale),
          time: formatTimeInZone(replaces.start, replaces.timeZone, w.locale),
        })
      : null;
    const opening = earlier ? audit.rescheduled : audit.scheduled;
    const openingValues = { businessName, replaces: earlier ?? "" };
    const invite = earlier ? audit.inviteMoves : audit.inviteAdds;
    return {
      subject: w.text(earlier ? audit.subjectRescheduled : audit.subjectScheduled, {
        businessName,
        date,
        time,
      }),
      html: layout(
        w,
        w.text(earlier ? audit.titleRescheduled : audit.titleScheduled),
        `<p>${w.html(common.hello, { name })}</p>
<p>${w.html(opening, openingValues)}</p>
${fieldTable([
  { label: w.html(common.date), value: date, strong: true },
  { label: w.html(audit.time), value: time, strong: true },
  { label: w.html(audit.timeZone), value: zone },
  { label: w.html(audit.auditor), value: auditorName },
  { label: w.html(audit.location), value: businessAddress },
])}
<p>${w.html(invite)}</p>
${button(auditUrl, w.text(audit.action))}`,
      ),
      text: `${w.text(common.hello, { name })}\n\n${w.text(opening, openingValues)}\n\n${w.line(common.date, date)}\n${w.line(audit.time, time)}\n${w.line(audit.timeZone, zone)}\n${w.line(audit.auditor, auditorName)}\n${w.line(audit.location, businessAddress)}\n\n${w.text(invite)}\n\n${w.line(audit.action, auditUrl)}\n`,
    };
  },
  "certificate-issued": (
    {
      name,
      businessName,
      certificateNumber,
      issueDate,
      expiryDate,
      verificationUrl,
      certificatesUrl,
    },
    w,
  ) => {
    const issuedOn = w.day(issueDate);
    const validUntil = w.day(expiryDate);
    return {
      subject: w.text(issued.subject, { certificateNumber, businessName }),
      html: layout(
        w,
        w.text(issued.title),
        `<p>${w.html(common.hello, { name })}</p>
<p>${w.html(issued.congratulations, { businessName })}</p>
${fieldTable([
  { label: w.html(issued.number), value: certificateNumber, strong: true },
  { label: w.html(issued.issueDate), value: issuedOn },
  { label: w.html(issued.validUntil), value: validUntil },
])}
<p>${w.html(issued.checkHtml, { verificationUrl }, { link: verificationUrl })}</p>
${button(certificatesUrl, w.text(common.viewDownloadCertificate))}`,
      ),
      text: `${w.text(common.hello, { name })}\n\n${w.text(issued.congratulations, { businessName })}\n\n${w.line(issued.number, certificateNumber)}\n${w.line(issued.issueDate, issuedOn)}\n${w.line(issued.validUntil, validUntil)}\n\n${w.text(issued.checkText, { verificationUrl })}\n\n${w.line(common.viewDownloadCertificate, certificatesUrl)}\n`,
    };
  },
  "certificate-revoked": (
    {
      name,
      businessName,
      certificateNumber,
      revokedOn,
      reason,
      appealDays,
      verificationUrl,
      contactUrl,
      certificateUrl,
    },
    w,
  ) => {
    const hello = { name: name || businessName };
    const opening = { certificateNumber, businessName, revokedOn: w.day(revokedOn) };
    return {
      subject: w.text(revoked.subject, { certificateNumber, businessName }),
      html: layout(
        w,
        w.text(revoked.title),
        `<p>${w.html(common.hello, hello)}</p>
<p>${w.html(revoked.revoked, opening)}</p>
<p><strong>${w.html(revoked.reason)}</strong></p>
<p style="white-space:pre-wrap;border-left:3px solid #b42318;padding-left:12px">${escapeMarkup(reason)}</p>
<p><strong>${w.html(revoked.meansHtml)}</strong> ${w.html(revoked.means, { businessName })}</p>
<p><strong>${w.html(revoked.canDoHtml)}</strong></p>
<ul>
<li>${w.html(revoked.appeal, { appealDays, certificateUrl }, { link: certificateUrl })}</li>
<li>${w.html(revoked.again)}</li>
</ul>
<p>${w.html(revoked.reference, { verificationUrl }, { link: verificationUrl })}</p>
${button(contactUrl, w.text(revoked.contact))}
<p><a href="${escapeMarkup(certificateUrl)}">${w.html(revoked.view)}</a></p>`,
      ),
      text: `${w.text(common.hello, hello)}\n\n${w.text(revoked.revoked, opening)}\n\n${w.text(revoked.reason)}\n${reason}\n\n${w.text(revoked.meansText)} ${w.text(revoked.means, { businessName })}\n\n${w.text(revoked.canDoText)}\n- ${w.text(revoked.appeal, { appealDays, certificateUrl })}\n- ${w.text(revoked.again)}\n\n${w.text(revoked.reference, { verificationUrl })}\n\n${w.line(revoked.contact, contactUrl)}\n${w.line(revoked.view, certificateUrl)}\n`,
    };
  },
  "corrective-action": ({ name, businessName, kind, actions, reason, actionUrl }, w) => {
    const first = actions[0];
    const standardNumber = first?.standardNumber ?? "";
    const subject =
      kind === "created"
        ? corrective.subjectCreated
        : kind === "answered"
          ? corrective.subjectAnswered
          : kind === "accepted"
            ? corrective.subjectAccepted
            : corrective.subjectReturned;
    const opening = corrective[kind];
    const openingValues = { businessName, count: actions.length };
    const items = actions.map((a) =>
      w.text(corrective.item, {
        standardNumber: a.standardNumber,
        standardTitle: a.standardTitle,
        severity: w.text(corrective[a.severity]),
        dueOn: w.day(a.dueOn),
      }),
    );
    const label = w.text(corrective.action);
    return {
      subject: w.text(subject, { businessName, standardNumber }),
      html: layout(
        w,
        w.text(corrective.title),
        `<p>${w.html(common.hello, { name })}</p>
<p>${w.html(opening, openingValues)}</p>
<ul>${items.map((i) => `<li>${escapeMarkup(i)}</li>`).join("")}</ul>
${reason ? `<p><strong>${w.html(corrective.reason)}</strong></p>\n<p style="${quoteStyle}">${escapeMarkup(reason)}</p>` : ""}
${button(actionUrl, label)}`,
      ),
      text: `${w.text(common.hello, { name })}\n\n${w.text(opening, openingValues)}\n\n${items.map((i) => `- ${i}`).join("\n")}\n${reason ? `\n${w.line(corrective.reason, reason)}\n` : ""}\n${w.line(label, actionUrl)}\n`,
    };
  },
  "decision-notice": ({ name, subject, headline, paragraphs, actionLabel, actionUrl }, w) => {
    const texts = paragraphs.map(w.str);
    const label = w.str(actionLabel);
    return {
      subject: w.str(subject),
      html: layout(
        w,
        w.str(headline),
        `<p>${w.html(common.hello, { name })}</p>
${texts.map((p) => `<p style="white-space:pre-wrap">${escapeMarkup(p)}</p>`).join("\n")}
${button(actionUrl, label)}`,
      ),
      text: `${w.text(common.hello, { name })}\n\n${texts.join("\n\n")}\n\n${w.line(label, actionUrl)}\n`,
    };
  },
  "certificate-expiring": (
    {
      name,
      businessName,
      certificateNumber,
      expiryDate,
      daysLeft,
      graceEndsOn,
      renewUrl,
      certificatesUrl,
    },
    w,
  ) => {
    const owner = businessName.trim();
    const values = {
      certificateNumber,
      businessName,
      expiryDate: w.day(expiryDate),
      graceEndsOn: w.day(graceEndsOn),
      daysLeft,
    };
    return {
      subject: w.text(expiring.subject, {
        certificateNumber,
        daysLeft,
        businessName: owner,
        nameEndsInS: /s$/i.test(owner) ? "yes" : "no",
      }),
      html: layout(
        w,
        w.text(expiring.title),
        `<p>${w.html(common.hello, { name })}</p>
<p>${w.html(expiring.expires, values)}</p>
<p>${w.html(expiring.howHtml)}</p>
<p>${w.html(expiring.window, values)}</p>
${button(renewUrl, w.text(common.renewCertificate))}
<p><a href="${escapeMarkup(certificatesUrl)}">${w.html(common.viewCertificates)}</a></p>`,
      ),
      text: `${w.text(common.hello, { name })}\n\n${w.text(expiring.expires, values)}\n\n${w.text(expiring.howText)}\n\n${w.text(expiring.window, values)}\n\n${w.line(common.renewCertificate, renewUrl)}\n${w.line(common.viewCertificates, certificatesUrl)}\n`,
    };
  },
  "certificate-expired": (
    {
      name,
      businessName,
      certificateNumber,
      expiryDate,
      graceEndsOn,
      renewalInProgress,
      renewUrl,
      certificatesUrl,
    },
    w,
  ) => {
    const values = { certificateNumber, businessName, expiryDate: w.day(expiryDate) };
    const next = renewalInProgress ? expired.inReview : expired.stillRenew;
    const nextValues = { graceEndsOn: w.day(graceEndsOn) };
    return {
      subject: w.text(expired.subject, { certificateNumber, businessName }),
      html: layout(
        w,
        w.text(expired.title),
        `<p>${w.html(common.hello, { name })}</p>
<p>${w.html(expired.expired, values)}</p>
<p>${w.html(next, nextValues)}</p>
${renewalInProgress ? button(certificatesUrl, w.text(common.viewCertificates)) : `${button(renewUrl, w.text(common.renewCertificate))}\n<p><a href="${escapeMarkup(certificatesUrl)}">${w.html(common.viewCertificates)}</a></p>`}`,
      ),
      text: `${w.text(common.hello, { name })}\n\n${w.text(expired.expired, values)}\n\n${w.text(next, nextValues)}\n\n${renewalInProgress ? "" : `${w.line(common.renewCertificate, renewUrl)}\n`}${w.line(common.viewCertificates, certificatesUrl)}\n`,
    };
  },
  "renewal-created": (
    { name, businessName, certificateNumber, auditFeeCents, applicationUrl, paymentUrl },
    w,
  ) => {
    const values = { certificateNumber, businessName };
    const auditFee = w.money(auditFeeCents);
    return {
      subject: w.text(renewalCreated.subject, values),
      html: layout(
        w,
        w.text(renewalCreated.title),
        `<p>${w.html(common.hello, { name })}</p>
<p>${w.html(renewalCreated.created, values)}</p>
<p>${w.html(renewalCreated.next, { auditFee })}</p>
${button(paymentUrl, w.text(renewalCreated.pay))}
<p><a href="${escapeMarkup(applicationUrl)}">${w.html(renewalCreated.follow)}</a></p>`,
      ),
      text: `${w.text(common.hello, { name })}\n\n${w.text(renewalCreated.created, values)}\n\n${w.text(renewalCreated.next, { auditFee })}\n\n${w.line(renewalCreated.pay, paymentUrl)}\n${w.line(renewalCreated.follow, applicationUrl)}\n`,
    };
  },
  "renewal-received": ({ name, businessName, certificateNumber, applicationUrl }, w) => {
    const values = { certificateNumber, businessName };
    return {
      subject: w.text(renewalReceived.subject, values),
      html: layout(
        w,
        w.text(renewalReceived.title),
        `<p>${w.html(common.hello, { name })}</p>
<p>${w.html(renewalReceived.received, values)}</p>
<p>${w.html(renewalReceived.review)}</p>
${button(applicationUrl, w.text(renewalReceived.action))}`,
      ),
      text: `${w.text(common.hello, { name })}\n\n${w.text(renewalReceived.received, values)}\n\n${w.text(renewalReceived.review)}\n\n${w.line(renewalReceived.action, applicationUrl)}\n`,
    };
  },
  "certificate-renewed": (
    { name, businessName, certificateNumber, expiryDate, verificationUrl, certificatesUrl },
    w,
  ) => {
    const values = { certificateNumber, businessName, expiryDate: w.day(expiryDate) };
    return {
      subject: w.text(renewed.subject, values),
      html: layout(
        w,
        w.text(renewed.title),
        `<p>${w.html(common.hello, { name })}</p>
<p>${w.html(renewed.renewed, values)}</p>
<p>${w.html(renewed.page, { verificationUrl }, { link: verificationUrl })}</p>
${button(certificatesUrl, w.text(common.viewDownloadCertificate))}`,
      ),
      text: `${w.text(common.hello, { name })}\n\n${w.text(renewed.renewed, values)}\n\n${w.text(renewed.page, { verificationUrl })}\n\n${w.line(common.viewDownloadCertificate, certificatesUrl)}\n`,
    };
  },
  "complaint-received": (
    { reference, businessName, acknowledgeDays, resolveDays, contactUrl },
    w,
  ) => {
    const days = { acknowledgeDays, resolveDays };
    return {
      subject: w.text(concernReceived.subject, { businessName, reference }),
      html: layout(
        w,
        w.text(concernReceived.title),
        `<p>${w.html(common.helloAll)}</p>
<p>${w.html(concernReceived.thanks, { businessName, reference })}</p>
<p>${w.html(concernReceived.nextHtml, days)}</p>
<p>${w.html(concernReceived.privacy)}</p>
<p>${w.html(concernReceived.more, { contactUrl, reference }, { link: contactUrl })}</p>`,
      ),
      text: `${w.text(common.helloAll)}\n\n${w.text(concernReceived.thanks, { businessName, reference })}\n\n${w.text(concernReceived.nextText, days)}\n\n${w.text(concernReceived.privacy)}\n\n${w.text(concernReceived.more, { contactUrl, reference })}\n`,
    };
  },
  "complaint-business-informed": (
    { name, businessName, reference, description, occurredOn, location, respondUrl },
    w,
  ) => {
    const hello = { name: name || businessName };
    const day = { occurredOn: w.day(occurredOn) };
    return {
      subject: w.text(concernInformed.subject, { businessName, reference }),
      html: layout(
        w,
        w.text(concernInformed.title),
        `<p>${w.html(common.hello, hello)}</p>
<p>${w.html(concernInformed.received, { businessName, reference })}</p>
<p>${w.html(concernInformed.when, day)}<br>${w.html(concernInformed.where, { location })}</p>
<p style="${quoteStyle}">${escapeMarkup(description)}</p>
${button(respondUrl, w.text(concernInformed.answer))}
<p>${w.html(concernInformed.unchanged)}</p>`,
      ),
      text: `${w.text(common.hello, hello)}\n\n${w.text(concernInformed.received, { businessName, reference })}\n\n${w.text(concernInformed.when, day)}\n${w.text(concernInformed.where, { location })}\n\n${description}\n\n${w.line(concernInformed.answer, respondUrl)}\n\n${w.text(concernInformed.unchanged)}\n`,
    };
  },
  "complaint-outcome-reporter": (
    { name, reference, businessName, outcome: result, findings },
    w,
  ) => {
    const values = {
      reference,
      businessName,
      outcome: result === "upheld" ? "upheld" : "notUpheld",
    };
    return {
      subject: w.text(outcome.reporterSubject, values),
      html: layout(
        w,
        w.text(outcome.reporterTitle),
        `<p>${w.html(common.hello, { name })}</p>
<p>${w.html(outcome.reporterFinished, values)}</p>
<p><strong>${w.html(outcome.reporterFindings)}</strong></p>
<p style="${quoteStyle}">${escapeMarkup(findings)}</p>
<p>${w.html(outcome.reporterThanks)}</p>`,
      ),
      text: `${w.text(common.hello, { name })}\n\n${w.text(outcome.reporterFinished, values)}\n\n${w.text(outcome.reporterFindings)}\n${findings}\n\n${w.text(outcome.reporterThanks)}\n`,
    };
  },
  "complaint-outcome-business": (
    { name, businessName, reference, outcome: result, findings, caseUrl },
    w,
  ) => {
    const hello = { name: name || businessName };
    const values = {
      reference,
      businessName,
      outcome: result === "upheld" ? "upheld" : "notUpheld",
    };
    return {
      subject: w.text(outcome.businessSubject, values),
      html: layout(
        w,
        w.text(outcome.businessTitle),
        `<p>${w.html(common.hello, hello)}</p>
<p>${w.html(outcome.businessDecided, values)}</p>
<p><strong>${w.html(outcome.businessFindings)}</strong></p>
<p style="${quoteStyle}">${escapeMarkup(findings)}</p>
${button(caseUrl, w.text(outcome.businessAction))}`,
      ),
      text: `${w.text(common.hello, hello)}\n\n${w.text(outcome.businessDecided, values)}\n\n${w.text(outcome.businessFindings)}\n${findings}\n\n${w.line(outcome.businessAction, caseUrl)}\n`,
    };
  },
  "security-notice": (
    {
      name,
      headline,
      what,
      when,
      device,
      ipAddress,
      ifNotYou,
      resetUrl,
      settingsUrl,
      supportEmail,
    },
    w,
  ) => {
    const title = w.str(headline);
    const happened = w.str(what);
    const at = w.moment(when);
    const from = [device, ipAddress ? w.text(security.address, { ipAddress }) : null]
      .filter(Boolean)
      .join(", ");
    const notYou = { ifNotYou: w.str(ifNotYou) };
    return {
      subject: w.text(security.subject, { headline: title }),
      html: layout(
        w,
        title,
        `<p>${w.html(common.hello, { name })}</p>
<p>${escapeMarkup(happened)}</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="border-collapse:collapse">
<tr><td style="color:#5b6b60">${w.html(security.when)}</td><td>${escapeMarkup(at)}</td></tr>
${from ? `<tr><td style="color:#5b6b60">${w.html(security.from)}</td><td>${escapeMarkup(from)}</td></tr>` : ""}
</table>
<p>${w.html(security.ifYou)}</p>
<p>${w.html(security.notYou, notYou)}</p>
${button(resetUrl, w.text(common.resetPassword))}
<p>${w.html(security.reviewHtml, { settingsUrl, supportEmail }, { link: settingsUrl, link2: `mailto:${supportEmail}` })}</p>`,
      ),
      text: `${w.text(common.hello, { name })}\n\n${happened}\n\n${w.line(security.when, at)}\n${from ? `${w.line(security.from, from)}\n` : ""}\n${w.text(security.ifYou)}\n\n${w.text(security.notYou, notYou)}\n\n${w.line(common.resetPassword, resetUrl)}\n${w.text(security.reviewText, { settingsUrl })}\n${w.text(security.questionsText, { supportEmail })}\n`,
    };
  },
};

/** The e-mail in `locale` (English unless said). */
export function renderEmail<K extends EmailTemplateName>(
  template: K,
  data: EmailTemplates[K],
  locale: Locale = DEFAULT_LOCALE,
): RenderedEmail {
  return renderers[template](data, emailWriter(locale));
}

/**
 * The fields of each template that are secrets for the recipient alone: a
 * one-time code, a password-reset or invitation link (anyone holding one can
 * sign in as the recipient). Staff never read them: the stored copy of such a
 * message shows them hidden and the delivery copy is dropped once sent.
 */
export const secretFields: { [K in EmailTemplateName]?: readonly (keyof EmailTemplates[K])[] } = {
  "password-reset": ["resetUrl"],
  "sign-in-code": ["code"],
  invitation: ["acceptUrl"],
};

/** What a secret shows as in the stored copy (mail log, its preview and CSV). */
export const HIDDEN_SECRET = "[hidden: sent to the recipient only]";

/**
 * The message as staff may see it: every secret field replaced by
 * HIDDEN_SECRET; null when the template carries no secret (the message is the
 * same for staff and recipient).
 */
export function renderRedactedEmail<K extends EmailTemplateName>(
  template: K,
  data: EmailTemplates[K],
  locale: Locale = DEFAULT_LOCALE,
): RenderedEmail | null {
  const fields = secretFields[template] as readonly (keyof EmailTemplates[K])[] | undefined;
  if (!fields?.length) return null;
  const redacted = { ...data };
  for (const field of fields)
    (redacted as Record<keyof EmailTemplates[K], unknown>)[field] = HIDDEN_SECRET;
  return renderers[template](redacted, emailWriter(locale));
}
