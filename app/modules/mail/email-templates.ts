/**
 * E-mail templates: each renders a subject, an HTML body in the programme's
 * branding and a plain-text body. Links point to absolute URLs on the
 * configured public base URL (SPEC §7: dashboard, applications, certificates).
 */
import { escapeMarkup } from "~/lib/escape-markup";
import { fullStopAfter, sentence } from "~/lib/sentence";
import { pluralize, possessive } from "~/lib/format";

export type RenderedEmail = { subject: string; html: string; text: string };

export type EmailTemplates = {
  welcome: { name: string; dashboardUrl: string };
  "payment-receipt": {
    name: string;
    businessName: string;
    /** "Audit fee" or "Membership fee". */
    description: string;
    /** "$750.00 USD". */
    amount: string;
    /** "2026-11-22". */
    date: string;
    receiptNumber: string;
    receiptUrl: string;
    applicationUrl: string;
  };
  "password-reset": { name: string; resetUrl: string; expiresInMinutes: number };
  "sign-in-code": { code: string; expiresInMinutes: number; purpose: string };
  invitation: {
    name: string;
    inviterName: string;
    roleLabel: string;
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
  "contact-message": {
    name: string;
    email: string;
    subject: string;
    message: string;
  };
  "application-status": {
    contactName: string;
    businessName: string;
    /** Human label of the new status (application-status.ts labels). */
    statusLabel: string;
    /** The sentence for this status (applications/status-messages.ts). */
    statusMessage: string;
    feedback: string | null;
    applicationUrl: string;
  };
  "documents-reminder": {
    contactName: string;
    businessName: string;
    /** Labels of the document types still missing ("Business licence"). */
    missing: string[];
    applicationUrl: string;
  };
  "audit-scheduled": {
    name: string;
    businessName: string;
    /** One line, e.g. "12 Pine Road, Thunder Bay, ON, Canada". */
    businessAddress: string;
    /** "Dec 1, 2026" in the business's zone. */
    date: string;
    /** "10:00 AM EST". */
    time: string;
    /** "Eastern Time (America/Toronto)" (absent in e-mails queued before decision 038). */
    timeZone?: string;
    auditorName: string;
    auditUrl: string;
    /** A reschedule: the earlier date and time it replaces ("Dec 1, 2026 at 10:00 AM EST"). */
    replaces?: string;
  };
  "certificate-issued": {
    name: string;
    businessName: string;
    certificateNumber: string;
    issueDate: string;
    expiryDate: string;
    verificationUrl: string;
    certificatesUrl: string;
  };
  "certificate-revoked": {
    name: string;
    businessName: string;
    certificateNumber: string;
    /** "Nov 22, 2026". */
    revokedOn: string;
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
    /** "Nov 22, 2026" (programme time zone). */
    expiryDate: string;
    daysLeft: number;
    /** The day renewal closes (end of the grace period). */
    graceEndsOn: string;
    renewUrl: string;
    certificatesUrl: string;
  };
  /** SPEC §7: the expired notice (0 days). */
  "certificate-expired": {
    name: string;
    businessName: string;
    certificateNumber: string;
    expiryDate: string;
    graceEndsOn: string;
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
    auditFee: string;
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
    expiryDate: string;
    verificationUrl: string;
    certificatesUrl: string;
  };
  /** A member on a ballot's roll has not voted: 48 and 24 hours before it closes (decision 059). */
  "ballot-reminder": {
    name: string;
    /** "Standard 8 (Limited Live Capture)". */
    subject: string;
    hoursLeft: number;
    /** "Nov 27, 2026, 11:59 PM EST" (programme time zone). */
    closesAt: string;
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
    subject: string;
    headline: string;
    paragraphs: string[];
    actionLabel: string;
    actionUrl: string;
  };
  /** A change to the account's sign-in security (security e-mails, issue 7). */
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
    occurredOn: string;
    location: string;
    respondUrl: string;
  };
  /** The outcome, to the reporter. */
  "complaint-outcome-reporter": {
    name: string;
    reference: string;
    businessName: string;
    outcomeLabel: string;
    findings: string;
  };
  /** The outcome, to the business. */
  "complaint-outcome-business": {
    name: string;
    businessName: string;
    reference: string;
    outcomeLabel: string;
    findings: string;
    caseUrl: string;
  };
  "security-notice": {
    name: string;
    /** "Your password was changed". */
    headline: string;
    /** "The password of your account was changed." */
    what: string;
    /** "Nov 22, 2026, 3:41 PM EST". */
    when: string;
    /** "Chrome on Windows" or null. */
    device: string | null;
    /** Client address or null. */
    ipAddress: string | null;
    /** What to do if it was not them. */
    ifNotYou: string;
    resetUrl: string;
    settingsUrl: string;
    supportEmail: string;
  };
};

export type EmailTemplateName = keyof EmailTemplates;

const brand = "Humane Accreditation Portal";

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeMarkup(title)}</title></head>
<body style="margin:0;background:#f4f7f4;font-family:Arial,Helvetica,sans-serif;color:#1f2d24">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#1d5c3a;color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold">${brand}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#5b6b60;border-top:1px solid #e3e9e4">
You receive this message because of your account or request with the ${brand}, the accreditation programme for humane wildlife control businesses in North America.
</td></tr></table></td></tr></table></body></html>`;
}

function button(url: string, label: string): string {
  return `<p><a href="${escapeMarkup(url)}" style="display:inline-block;background:#1d5c3a;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeMarkup(label)}</a></p>`;
}

const renderers: { [K in EmailTemplateName]: (data: EmailTemplates[K]) => RenderedEmail } = {
  "ballot-reminder": ({ name, subject, hoursLeft, closesAt, proposalUrl }) => ({
    subject: `Reminder: the ballot on ${subject} closes in ${hoursLeft} hours`,
    html: layout(
      "Your vote is still needed",
      `<p>Hello ${escapeMarkup(name)},</p>
<p>You are on the voter roll of the committee ballot on the proposal to change <strong>${escapeMarkup(subject)}</strong> and have not voted yet. The ballot closes on <strong>${escapeMarkup(closesAt)}</strong>, in ${hoursLeft} hours.</p>
${button(proposalUrl, "Read the proposal and vote")}`,
    ),
    text: `Hello ${name},\n\nYou are on the voter roll of the committee ballot on the proposal to change ${subject} and have not voted yet. The ballot closes on ${closesAt}, in ${hoursLeft} hours.\n\nRead the proposal and vote: ${proposalUrl}\n`,
  }),
  "standard-changed": ({
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
  }) => {
    const headline = `${label} changed from ${fromVersion} to ${toVersion} — what changed`;
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
        headline,
        `<p>Hello ${escapeMarkup(name)},</p>
<p><strong>${escapeMarkup(businessName)}</strong> was audited against version ${escapeMarkup(auditedVersion)} of ${escapeMarkup(label)} (${escapeMarkup(title)}). The committee has published version ${escapeMarkup(toVersion)}. What changed (removed words struck through, added words underlined):</p>
<div style="border:1px solid #e3e9e4;border-radius:6px;padding:12px;white-space:pre-wrap">${diffHtml}</div>
${button(historyUrl, "See the standard and its history")}
<p>Please read the change; your dashboard lists it under standards changed since your audit until you acknowledge it. <a href="${escapeMarkup(dashboardUrl)}">Open your dashboard</a></p>`,
      ),
      text: `Hello ${name},\n\n${businessName} was audited against version ${auditedVersion} of ${label} (${title}). The committee has published version ${toVersion}.\n\n${headline} (removed words in [- -], added words in {+ +}):\n\n${diffText}\n\nSee the standard and its history: ${historyUrl}\n\nYour dashboard lists it under standards changed since your audit until you acknowledge it: ${dashboardUrl}\n`,
    };
  },
  welcome: ({ name, dashboardUrl }) => ({
    subject: `Welcome to the ${brand}`,
    html: layout(
      "Welcome",
      `<p>Hello ${escapeMarkup(name)},</p>
<p>Your account is ready. From your dashboard you can start an accreditation application, upload your documents and follow each step of the review.</p>
${button(dashboardUrl, "Open your dashboard")}
<p>We look forward to working with you.</p>`,
    ),
    text: `Hello ${name},\n\nYour account is ready. From your dashboard you can start an accreditation application, upload your documents and follow each step of the review.\n\nOpen your dashboard: ${dashboardUrl}\n\nWe look forward to working with you.\n`,
  }),
  "payment-receipt": ({
    name,
    businessName,
    description,
    amount,
    date,
    receiptNumber,
    receiptUrl,
    applicationUrl,
  }) => ({
    subject: `Payment received: ${description} for ${businessName}`,
    html: layout(
      "Payment received",
      `<p>Hello ${escapeMarkup(name)},</p>
<p>Thank you: we received your payment for <strong>${escapeMarkup(businessName)}</strong>${fullStopAfter(businessName)}</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="border-collapse:collapse">
<tr><td style="color:#5b6b60">Description</td><td>${escapeMarkup(description)}</td></tr>
<tr><td style="color:#5b6b60">Amount</td><td><strong>${escapeMarkup(amount)}</strong></td></tr>
<tr><td style="color:#5b6b60">Date</td><td>${escapeMarkup(date)}</td></tr>
<tr><td style="color:#5b6b60">Receipt number</td><td>${escapeMarkup(receiptNumber)}</td></tr>
</table>
${button(receiptUrl, "Download the PDF receipt")}
<p><a href="${escapeMarkup(applicationUrl)}">View your application</a></p>`,
    ),
    text: `Hello ${name},\n\n${sentence(`Thank you: we received your payment for ${businessName}`)}\n\nDescription: ${description}\nAmount: ${amount}\nDate: ${date}\nReceipt number: ${receiptNumber}\n\nDownload the PDF receipt: ${receiptUrl}\nView your application: ${applicationUrl}\n`,
  }),
  "password-reset": ({ name, resetUrl, expiresInMinutes }) => ({
    subject: "Reset your password",
    html: layout(
      "Reset your password",
      `<p>Hello ${escapeMarkup(name)},</p>
<p>We received a request to reset the password of your account. The link below is valid for ${expiresInMinutes} minutes and can be used once.</p>
${button(resetUrl, "Choose a new password")}
<p>If you did not ask for this, you can ignore this message; your password stays unchanged.</p>`,
    ),
    text: `Hello ${name},\n\nWe received a request to reset the password of your account. This link is valid for ${expiresInMinutes} minutes and can be used once:\n\n${resetUrl}\n\nIf you did not ask for this, ignore this message; your password stays unchanged.\n`,
  }),
  invitation: ({ name, inviterName, roleLabel, acceptUrl, expiresInDays }) => ({
    subject: `You are invited to the ${brand}`,
    html: layout(
      "Your invitation",
      `<p>Hello ${escapeMarkup(name)},</p>
<p>${escapeMarkup(inviterName)} invited you to the ${brand} as <strong>${escapeMarkup(roleLabel)}</strong>. Choose a password to activate your account. The link is valid for ${expiresInDays} days and can be used once.</p>
${button(acceptUrl, "Set your password")}
<p>If you did not expect this invitation, you can ignore this message.</p>`,
    ),
    text: `Hello ${name},\n\n${inviterName} invited you to the ${brand} as ${roleLabel}. Choose a password to activate your account. This link is valid for ${expiresInDays} days and can be used once:\n\n${acceptUrl}\n\nIf you did not expect this invitation, you can ignore this message.\n`,
  }),
  "email-confirmation": ({ name, confirmUrl, expiresInHours }) => ({
    subject: "Confirm your e-mail address",
    html: layout(
      "Confirm your e-mail address",
      `<p>Hello ${escapeMarkup(name)},</p>
<p>Please confirm that this is your e-mail address. You can submit an application and make payments once it is confirmed. The link is valid for ${expiresInHours} hours.</p>
${button(confirmUrl, "Confirm my e-mail address")}
<p>If you did not create an account with us, you can ignore this message: nothing will be submitted or paid with this address.</p>`,
    ),
    text: `Hello ${name},\n\nPlease confirm that this is your e-mail address. You can submit an application and make payments once it is confirmed. This link is valid for ${expiresInHours} hours:\n\n${confirmUrl}\n\nIf you did not create an account with us, you can ignore this message: nothing will be submitted or paid with this address.\n`,
  }),
  "sign-up-existing-account": ({ name, loginUrl, forgotPasswordUrl }) => ({
    subject: "Someone tried to create an account with your e-mail address",
    html: layout(
      "You already have an account",
      `<p>Hello ${escapeMarkup(name)},</p>
<p>Someone tried to create a new account with your e-mail address. You already have an account with us, so no new account was created and nothing in your account changed.</p>
<p>If it was you, sign in, or reset your password if you have forgotten it.</p>
${button(loginUrl, "Sign in")}
<p><a href="${escapeMarkup(forgotPasswordUrl)}">Reset your password</a></p>
<p>If it was not you, you can ignore this message.</p>`,
    ),
    text: `Hello ${name},\n\nSomeone tried to create a new account with your e-mail address. You already have an account with us, so no new account was created and nothing in your account changed.\n\nIf it was you, sign in: ${loginUrl}\nForgotten your password? Reset it: ${forgotPasswordUrl}\n\nIf it was not you, you can ignore this message.\n`,
  }),
  "two-factor-reset": ({ name, settingsUrl }) => ({
    subject: "Two-factor sign-in was turned off for your account",
    html: layout(
      "Two-factor sign-in turned off",
      `<p>Hello ${escapeMarkup(name)},</p>
<p>An administrator turned off two-factor sign-in for your account, as you asked. You now sign in with your password alone. We recommend setting two-factor sign-in up again.</p>
${button(settingsUrl, "Open your settings")}
<p>If you did not ask for this, contact the programme office at once.</p>`,
    ),
    text: `Hello ${name},\n\nAn administrator turned off two-factor sign-in for your account, as you asked. You now sign in with your password alone. We recommend setting two-factor sign-in up again: ${settingsUrl}\n\nIf you did not ask for this, contact the programme office at once.\n`,
  }),
  "sign-in-code": ({ code, expiresInMinutes, purpose }) => ({
    // The code never goes in the subject: subjects show in lists and exports.
    subject: `Your ${purpose} code`,
    html: layout(
      "Your one-time code",
      `<p>Your one-time ${escapeMarkup(purpose)} code is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeMarkup(code)}</p>
<p>It expires in ${expiresInMinutes} minutes. If you did not ask for it, ignore this message.</p>`,
    ),
    text: `Your one-time ${purpose} code is: ${code}\n\nIt expires in ${expiresInMinutes} minutes. If you did not ask for it, ignore this message.\n`,
  }),
  "contact-message": ({ name, email, subject, message }) => ({
    subject: `Contact form: ${subject}`,
    html: layout(
      "Contact form message",
      `<p><strong>From:</strong> ${escapeMarkup(name)} &lt;${escapeMarkup(email)}&gt;</p>
<p><strong>Subject:</strong> ${escapeMarkup(subject)}</p>
<p style="white-space:pre-wrap">${escapeMarkup(message)}</p>
${button(`mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`, `Reply to ${name}`)}
<p style="font-size:13px;color:#5b6b60">Sent through the contact form. Replying to this e-mail answers ${escapeMarkup(name)} at ${escapeMarkup(email)}.</p>`,
    ),
    text: `From: ${name} <${email}>\nSubject: ${subject}\n\n${message}\n\nReplying to this e-mail answers ${name} at ${email}.\n`,
  }),
  "application-status": ({
    contactName,
    businessName,
    statusLabel,
    statusMessage,
    feedback,
    applicationUrl,
  }) => ({
    subject: `Application status: ${statusLabel} (${businessName})`,
    html: layout(
      `Application status: ${statusLabel}`,
      `<p>Hello ${escapeMarkup(contactName || businessName)},</p>
<p>The status of your accreditation application for <strong>${escapeMarkup(businessName)}</strong> is now <strong>${escapeMarkup(statusLabel)}</strong>.</p>
<p>${escapeMarkup(statusMessage)}</p>
${feedback ? `<p><strong>Reviewer's feedback:</strong></p><p style="white-space:pre-wrap;border-left:3px solid #1d5c3a;padding-left:12px">${escapeMarkup(feedback)}</p>` : ""}
${button(applicationUrl, "View your application")}`,
    ),
    text: `Hello ${contactName || businessName},\n\nThe status of your accreditation application for ${businessName} is now ${statusLabel}.\n\n${statusMessage}\n\n${feedback ? `Reviewer's feedback:\n${feedback}\n\n` : ""}View your application: ${applicationUrl}\n`,
  }),
  "documents-reminder": ({ contactName, businessName, missing, applicationUrl }) => ({
    subject: `Documents missing: ${businessName}`,
    html: layout(
      "Documents are missing from your application",
      `<p>Hello ${escapeMarkup(contactName || businessName)},</p>
<p>Your accreditation application for <strong>${escapeMarkup(businessName)}</strong> still needs these documents before its review can go on:</p>
<ul>${missing.map((m) => `<li>${escapeMarkup(m)}</li>`).join("")}</ul>
<p>Upload them from your application page.</p>
${button(applicationUrl, "Upload your documents")}`,
    ),
    text: `Hello ${contactName || businessName},\n\nYour accreditation application for ${businessName} still needs these documents before its review can go on:\n\n${missing.map((m) => `- ${m}`).join("\n")}\n\nUpload them from your application page: ${applicationUrl}\n`,
  }),
  "audit-scheduled": ({
    name,
    businessName,
    businessAddress,
    date,
    time,
    timeZone,
    auditorName,
    auditUrl,
    replaces,
  }) => ({
    subject: `Audit ${replaces ? "rescheduled" : "scheduled"}: ${businessName} on ${date} at ${time}`,
    html: layout(
      replaces ? "Audit rescheduled" : "Audit scheduled",
      `<p>Hello ${escapeMarkup(name)},</p>
<p>${
        replaces
          ? `The on-site accreditation audit of <strong>${escapeMarkup(businessName)}</strong> has been rescheduled. This replaces the earlier date, ${escapeMarkup(replaces)}.`
          : `An on-site accreditation audit of <strong>${escapeMarkup(businessName)}</strong> has been scheduled.`
      }</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="border-collapse:collapse">
<tr><td style="color:#5b6b60">Date</td><td><strong>${escapeMarkup(date)}</strong></td></tr>
<tr><td style="color:#5b6b60">Time</td><td><strong>${escapeMarkup(time)}</strong></td></tr>
${timeZone ? `<tr><td style="color:#5b6b60">Time zone</td><td>${escapeMarkup(timeZone)}</td></tr>\n` : ""}<tr><td style="color:#5b6b60">Auditor</td><td>${escapeMarkup(auditorName)}</td></tr>
<tr><td style="color:#5b6b60">Location</td><td>${escapeMarkup(businessAddress)}</td></tr>
</table>
<p>${replaces ? "The attached calendar invite (.ics) moves the audit in your calendar." : "The attached calendar invite (.ics) adds the audit to your calendar."}</p>
${button(auditUrl, "View the audit")}`,
    ),
    text: `Hello ${name},\n\n${replaces ? `The on-site accreditation audit of ${businessName} has been rescheduled. This replaces the earlier date, ${replaces}.` : `An on-site accreditation audit of ${businessName} has been scheduled.`}\n\nDate: ${date}\nTime: ${time}\n${timeZone ? `Time zone: ${timeZone}\n` : ""}Auditor: ${auditorName}\nLocation: ${businessAddress}\n\n${replaces ? "The attached calendar invite (.ics) moves the audit in your calendar." : "The attached calendar invite (.ics) adds the audit to your calendar."}\n\nView the audit: ${auditUrl}\n`,
  }),
  "certificate-issued": ({
    name,
    businessName,
    certificateNumber,
    issueDate,
    expiryDate,
    verificationUrl,
    certificatesUrl,
  }) => ({
    subject: `Certificate ${certificateNumber} issued to ${businessName}`,
    html: layout(
      "Your certificate of accreditation",
      `<p>Hello ${escapeMarkup(name)},</p>
<p>Congratulations: <strong>${escapeMarkup(businessName)}</strong> is now accredited and your certificate has been issued.</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="border-collapse:collapse">
<tr><td style="color:#5b6b60">Certificate number</td><td><strong>${escapeMarkup(certificateNumber)}</strong></td></tr>
<tr><td style="color:#5b6b60">Issue date</td><td>${escapeMarkup(issueDate)}</td></tr>
<tr><td style="color:#5b6b60">Valid until</td><td>${escapeMarkup(expiryDate)}</td></tr>
</table>
<p>Anyone can check your certificate at <a href="${escapeMarkup(verificationUrl)}">${escapeMarkup(verificationUrl)}</a>.</p>
${button(certificatesUrl, "View and download your certificate")}`,
    ),
    text: `Hello ${name},\n\nCongratulations: ${businessName} is now accredited and your certificate has been issued.\n\nCertificate number: ${certificateNumber}\nIssue date: ${issueDate}\nValid until: ${expiryDate}\n\nAnyone can check your certificate at ${verificationUrl}\n\nView and download your certificate: ${certificatesUrl}\n`,
  }),
  "certificate-revoked": ({
    name,
    businessName,
    certificateNumber,
    revokedOn,
    reason,
    appealDays,
    verificationUrl,
    contactUrl,
    certificateUrl,
  }) => ({
    subject: `Certificate ${certificateNumber} revoked (${businessName})`,
    html: layout(
      "Your certificate has been revoked",
      `<p>Hello ${escapeMarkup(name || businessName)},</p>
<p>We have revoked certificate <strong>${escapeMarkup(certificateNumber)}</strong> of <strong>${escapeMarkup(businessName)}</strong> on ${escapeMarkup(revokedOn)}.</p>
<p><strong>Reason:</strong></p>
<p style="white-space:pre-wrap;border-left:3px solid #b42318;padding-left:12px">${escapeMarkup(reason)}</p>
<p><strong>What this means.</strong> ${escapeMarkup(businessName)} is no longer accredited. The public verification page shows the certificate as revoked, the business is no longer listed in the directory, and the certificate and its PDF may no longer be shown to clients.</p>
<p><strong>What you can do.</strong></p>
<ul>
<li><strong>Appeal:</strong> if you believe the decision is wrong, appeal within ${appealDays} days from the certificate's page in your dashboard (<a href="${escapeMarkup(certificateUrl)}">${escapeMarkup(certificateUrl)}</a>), saying why and with any evidence. A panel of committee members who took no part in the decision decides, and we tell you the outcome in writing.</li>
<li><strong>Accreditation again:</strong> once the cause is corrected, contact the programme to arrange a follow-up audit.</li>
</ul>
<p>The verification page stays the reference for anyone checking your status: <a href="${escapeMarkup(verificationUrl)}">${escapeMarkup(verificationUrl)}</a></p>
${button(contactUrl, "Contact the programme")}
<p><a href="${escapeMarkup(certificateUrl)}">View the certificate in your dashboard</a></p>`,
    ),
    text: `Hello ${name || businessName},\n\nWe have revoked certificate ${certificateNumber} of ${businessName} on ${revokedOn}.\n\nReason:\n${reason}\n\nWhat this means: ${businessName} is no longer accredited. The public verification page shows the certificate as revoked, the business is no longer listed in the directory, and the certificate and its PDF may no longer be shown to clients.\n\nWhat you can do:\n- Appeal: if you believe the decision is wrong, appeal within ${appealDays} days from the certificate's page in your dashboard (${certificateUrl}), saying why and with any evidence. A panel of committee members who took no part in the decision decides, and we tell you the outcome in writing.\n- Accreditation again: once the cause is corrected, contact the programme to arrange a follow-up audit.\n\nThe verification page stays the reference for anyone checking your status: ${verificationUrl}\n\nContact the programme: ${contactUrl}\nView the certificate in your dashboard: ${certificateUrl}\n`,
  }),
  "decision-notice": ({ name, subject, headline, paragraphs, actionLabel, actionUrl }) => ({
    subject,
    html: layout(
      headline,
      `<p>Hello ${escapeMarkup(name)},</p>
${paragraphs.map((p) => `<p style="white-space:pre-wrap">${escapeMarkup(p)}</p>`).join("\n")}
${button(actionUrl, actionLabel)}`,
    ),
    text: `Hello ${name},\n\n${paragraphs.join("\n\n")}\n\n${actionLabel}: ${actionUrl}\n`,
  }),
  "certificate-expiring": ({
    name,
    businessName,
    certificateNumber,
    expiryDate,
    daysLeft,
    graceEndsOn,
    renewUrl,
    certificatesUrl,
  }) => {
    const left = pluralize(daysLeft, "day");
    return {
      subject: `Certificate ${certificateNumber} expires in ${left}: renew ${possessive(businessName)} accreditation`,
      html: layout(
        "Your certificate expires soon",
        `<p>Hello ${escapeMarkup(name)},</p>
<p>Certificate <strong>${escapeMarkup(certificateNumber)}</strong> of <strong>${escapeMarkup(businessName)}</strong> expires on <strong>${escapeMarkup(expiryDate)}</strong>, in ${escapeMarkup(left)}.</p>
<p><strong>How to renew.</strong> Start the renewal from My Certificates in your dashboard: confirm your business details, tell us whether anything changed since your last application, and pay the renewal audit fee. Once the renewal is approved and the renewal membership fee is paid, your certificate is valid for another year.</p>
<p>Renewal stays open until ${escapeMarkup(graceEndsOn)}, but after ${escapeMarkup(expiryDate)} your business is shown as expired until the renewal is complete.</p>
${button(renewUrl, "Renew your certificate")}
<p><a href="${escapeMarkup(certificatesUrl)}">View your certificates</a></p>`,
      ),
      text: `Hello ${name},\n\nCertificate ${certificateNumber} of ${businessName} expires on ${expiryDate}, in ${left}.\n\nHow to renew: start the renewal from My Certificates in your dashboard: confirm your business details, tell us whether anything changed since your last application, and pay the renewal audit fee. Once the renewal is approved and the renewal membership fee is paid, your certificate is valid for another year.\n\nRenewal stays open until ${graceEndsOn}, but after ${expiryDate} your business is shown as expired until the renewal is complete.\n\nRenew your certificate: ${renewUrl}\nView your certificates: ${certificatesUrl}\n`,
    };
  },
  "certificate-expired": ({
    name,
    businessName,
    certificateNumber,
    expiryDate,
    graceEndsOn,
    renewalInProgress,
    renewUrl,
    certificatesUrl,
  }) => {
    const next = renewalInProgress
      ? "Your renewal is being reviewed: the certificate becomes valid again as soon as the renewal is approved and the renewal membership fee is paid."
      : `You can still renew until ${graceEndsOn}. After that date a new application for accreditation is needed.`;
    return {
      subject: `Certificate ${certificateNumber} has expired (${businessName})`,
      html: layout(
        "Your certificate has expired",
        `<p>Hello ${escapeMarkup(name)},</p>
<p>Certificate <strong>${escapeMarkup(certificateNumber)}</strong> of <strong>${escapeMarkup(businessName)}</strong> expired on <strong>${escapeMarkup(expiryDate)}</strong>. The public verification page now shows it as expired and the business is no longer listed in the directory.</p>
<p>${escapeMarkup(next)}</p>
${renewalInProgress ? button(certificatesUrl, "View your certificates") : `${button(renewUrl, "Renew your certificate")}\n<p><a href="${escapeMarkup(certificatesUrl)}">View your certificates</a></p>`}`,
      ),
      text: `Hello ${name},\n\nCertificate ${certificateNumber} of ${businessName} expired on ${expiryDate}. The public verification page now shows it as expired and the business is no longer listed in the directory.\n\n${next}\n\n${renewalInProgress ? "" : `Renew your certificate: ${renewUrl}\n`}View your certificates: ${certificatesUrl}\n`,
    };
  },
  "renewal-created": ({
    name,
    businessName,
    certificateNumber,
    auditFee,
    applicationUrl,
    paymentUrl,
  }) => ({
    subject: `Renewal started for certificate ${certificateNumber} (${businessName})`,
    html: layout(
      "Your renewal has been started",
      `<p>Hello ${escapeMarkup(name)},</p>
<p>We have created the renewal of certificate <strong>${escapeMarkup(certificateNumber)}</strong> for <strong>${escapeMarkup(businessName)}</strong>.</p>
<p><strong>Next step:</strong> pay the renewal audit fee of ${escapeMarkup(auditFee)}. The review starts once it is paid; after approval you pay the renewal membership fee and your certificate is extended by one year.</p>
${button(paymentUrl, "Pay the renewal audit fee")}
<p><a href="${escapeMarkup(applicationUrl)}">Follow your renewal in your applications</a></p>`,
    ),
    text: `Hello ${name},\n\nWe have created the renewal of certificate ${certificateNumber} for ${businessName}.\n\nNext step: pay the renewal audit fee of ${auditFee}. The review starts once it is paid; after approval you pay the renewal membership fee and your certificate is extended by one year.\n\nPay the renewal audit fee: ${paymentUrl}\nFollow your renewal in your applications: ${applicationUrl}\n`,
  }),
  "renewal-received": ({ name, businessName, certificateNumber, applicationUrl }) => ({
    subject: `Renewal received: ${businessName} (certificate ${certificateNumber})`,
    html: layout(
      "We have received your renewal",
      `<p>Hello ${escapeMarkup(name)},</p>
<p>Thank you: the renewal of certificate <strong>${escapeMarkup(certificateNumber)}</strong> for <strong>${escapeMarkup(businessName)}</strong> is received and waiting for review.</p>
<p>Review typically takes 5-7 business days. We will write to you when it is decided, and your dashboard shows each step.</p>
${button(applicationUrl, "Follow your renewal")}`,
    ),
    text: `Hello ${name},\n\nThank you: the renewal of certificate ${certificateNumber} for ${businessName} is received and waiting for review.\n\nReview typically takes 5-7 business days. We will write to you when it is decided, and your dashboard shows each step.\n\nFollow your renewal: ${applicationUrl}\n`,
  }),
  "certificate-renewed": ({
    name,
    businessName,
    certificateNumber,
    expiryDate,
    verificationUrl,
    certificatesUrl,
  }) => ({
    subject: `Certificate ${certificateNumber} renewed: valid until ${expiryDate}`,
    html: layout(
      "Your certificate has been renewed",
      `<p>Hello ${escapeMarkup(name)},</p>
<p>The accreditation of <strong>${escapeMarkup(businessName)}</strong> is renewed. Certificate <strong>${escapeMarkup(certificateNumber)}</strong> is now valid until <strong>${escapeMarkup(expiryDate)}</strong>.</p>
<p>The public verification page already shows the new date: <a href="${escapeMarkup(verificationUrl)}">${escapeMarkup(verificationUrl)}</a>. Download the updated PDF from your dashboard.</p>
${button(certificatesUrl, "View and download your certificate")}`,
    ),
    text: `Hello ${name},\n\nThe accreditation of ${businessName} is renewed. Certificate ${certificateNumber} is now valid until ${expiryDate}.\n\nThe public verification page already shows the new date: ${verificationUrl}. Download the updated PDF from your dashboard.\n\nView and download your certificate: ${certificatesUrl}\n`,
  }),
  "complaint-received": ({
    reference,
    businessName,
    acknowledgeDays,
    resolveDays,
    contactUrl,
  }) => ({
    subject: `Your concern about ${businessName}: reference ${reference}`,
    html: layout(
      "We have received your concern",
      `<p>Hello,</p>
<p>Thank you for telling us about <strong>${escapeMarkup(businessName)}</strong>. Your reference number is <strong>${escapeMarkup(reference)}</strong>; please quote it if you write to us.</p>
<p><strong>What happens next.</strong> A member of the programme office acknowledges your concern within ${acknowledgeDays} business days. The standards committee then looks into it impartially (nobody who audited the business handles it) and decides within ${resolveDays} business days of today whether the complaint is upheld. We write to you with the outcome.</p>
<p>Your name and e-mail address are seen only by the staff who handle your concern, never by the business.</p>
<p>If you have more to tell us, write through <a href="${escapeMarkup(contactUrl)}">${escapeMarkup(contactUrl)}</a> quoting ${escapeMarkup(reference)}.</p>`,
    ),
    text: `Hello,\n\nThank you for telling us about ${businessName}. Your reference number is ${reference}; please quote it if you write to us.\n\nWhat happens next: a member of the programme office acknowledges your concern within ${acknowledgeDays} business days. The standards committee then looks into it impartially (nobody who audited the business handles it) and decides within ${resolveDays} business days of today whether the complaint is upheld. We write to you with the outcome.\n\nYour name and e-mail address are seen only by the staff who handle your concern, never by the business.\n\nIf you have more to tell us, write through ${contactUrl} quoting ${reference}.\n`,
  }),
  "complaint-business-informed": ({
    name,
    businessName,
    reference,
    description,
    occurredOn,
    location,
    respondUrl,
  }) => ({
    subject: `A concern about ${businessName} (${reference})`,
    html: layout(
      "A concern about your business",
      `<p>Hello ${escapeMarkup(name || businessName)},</p>
<p>The programme has received a concern about <strong>${escapeMarkup(businessName)}</strong> (reference ${escapeMarkup(reference)}). We are looking into it and would like your account.</p>
<p><strong>When:</strong> ${escapeMarkup(occurredOn)}<br><strong>Where:</strong> ${escapeMarkup(location)}</p>
<p style="white-space:pre-wrap;border-left:3px solid #1d5c3a;padding-left:12px">${escapeMarkup(description)}</p>
${button(respondUrl, "Answer from your dashboard")}
<p>Your accreditation is unchanged while the concern is looked into. We write to you with the outcome.</p>`,
    ),
    text: `Hello ${name || businessName},\n\nThe programme has received a concern about ${businessName} (reference ${reference}). We are looking into it and would like your account.\n\nWhen: ${occurredOn}\nWhere: ${location}\n\n${description}\n\nAnswer from your dashboard: ${respondUrl}\n\nYour accreditation is unchanged while the concern is looked into. We write to you with the outcome.\n`,
  }),
  "complaint-outcome-reporter": ({ name, reference, businessName, outcomeLabel, findings }) => ({
    subject: `Outcome of your concern ${reference}: ${outcomeLabel}`,
    html: layout(
      "The outcome of your concern",
      `<p>Hello ${escapeMarkup(name)},</p>
<p>We have finished looking into your concern about <strong>${escapeMarkup(businessName)}</strong> (reference ${escapeMarkup(reference)}). The complaint is <strong>${escapeMarkup(outcomeLabel.toLowerCase())}</strong>.</p>
<p><strong>Our findings:</strong></p>
<p style="white-space:pre-wrap;border-left:3px solid #1d5c3a;padding-left:12px">${escapeMarkup(findings)}</p>
<p>Thank you for helping keep the programme's accreditation meaningful.</p>`,
    ),
    text: `Hello ${name},\n\nWe have finished looking into your concern about ${businessName} (reference ${reference}). The complaint is ${outcomeLabel.toLowerCase()}.\n\nOur findings:\n${findings}\n\nThank you for helping keep the programme's accreditation meaningful.\n`,
  }),
  "complaint-outcome-business": ({
    name,
    businessName,
    reference,
    outcomeLabel,
    findings,
    caseUrl,
  }) => ({
    subject: `Outcome of concern ${reference} (${businessName}): ${outcomeLabel}`,
    html: layout(
      "The outcome of a concern about your business",
      `<p>Hello ${escapeMarkup(name || businessName)},</p>
<p>The programme has decided the concern about <strong>${escapeMarkup(businessName)}</strong> (reference ${escapeMarkup(reference)}): the complaint is <strong>${escapeMarkup(outcomeLabel.toLowerCase())}</strong>.</p>
<p><strong>Findings:</strong></p>
<p style="white-space:pre-wrap;border-left:3px solid #1d5c3a;padding-left:12px">${escapeMarkup(findings)}</p>
${button(caseUrl, "View the case in your dashboard")}`,
    ),
    text: `Hello ${name || businessName},\n\nThe programme has decided the concern about ${businessName} (reference ${reference}): the complaint is ${outcomeLabel.toLowerCase()}.\n\nFindings:\n${findings}\n\nView the case in your dashboard: ${caseUrl}\n`,
  }),
  "security-notice": ({
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
  }) => {
    const from = [device, ipAddress ? `address ${ipAddress}` : null].filter(Boolean).join(", ");
    return {
      subject: `Security notice: ${headline}`,
      html: layout(
        headline,
        `<p>Hello ${escapeMarkup(name)},</p>
<p>${escapeMarkup(what)}</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="border-collapse:collapse">
<tr><td style="color:#5b6b60">When</td><td>${escapeMarkup(when)}</td></tr>
${from ? `<tr><td style="color:#5b6b60">From</td><td>${escapeMarkup(from)}</td></tr>` : ""}
</table>
<p>If this was you, you don't need to do anything.</p>
<p><strong>If it wasn't you:</strong> ${escapeMarkup(ifNotYou)}</p>
${button(resetUrl, "Reset your password")}
<p>Review your sign-in settings and active sessions: <a href="${escapeMarkup(settingsUrl)}">${escapeMarkup(settingsUrl)}</a>. Questions? Write to <a href="mailto:${escapeMarkup(supportEmail)}">${escapeMarkup(supportEmail)}</a>.</p>`,
      ),
      text: `Hello ${name},\n\n${what}\n\nWhen: ${when}\n${from ? `From: ${from}\n` : ""}\nIf this was you, you don't need to do anything.\n\nIf it wasn't you: ${ifNotYou}\n\nReset your password: ${resetUrl}\nReview your sign-in settings and active sessions: ${settingsUrl}\nQuestions? Write to ${supportEmail}.\n`,
    };
  },
};

export function renderEmail<K extends EmailTemplateName>(
  template: K,
  data: EmailTemplates[K],
): RenderedEmail {
  return renderers[template](data);
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
): RenderedEmail | null {
  const fields = secretFields[template] as readonly (keyof EmailTemplates[K])[] | undefined;
  if (!fields?.length) return null;
  const redacted = { ...data };
  for (const field of fields)
    (redacted as Record<keyof EmailTemplates[K], unknown>)[field] = HIDDEN_SECRET;
  return renderers[template](redacted);
}
