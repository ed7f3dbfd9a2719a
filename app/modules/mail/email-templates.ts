/**
 * E-mail templates: each renders a subject, an HTML body in the programme's
 * branding and a plain-text body. Links point to absolute URLs on the
 * configured public base URL (SPEC §7: dashboard, applications, certificates).
 */
export type RenderedEmail = { subject: string; html: string; text: string };

export type EmailTemplates = {
  welcome: { name: string; dashboardUrl: string };
  "payment-receipt": {
    name: string;
    businessName: string;
    /** "Audit fee" or "Membership fee". */
    description: string;
    /** "750.00 USD". */
    amount: string;
    /** "2026-11-22". */
    date: string;
    receiptNumber: string;
    receiptUrl: string;
    applicationUrl: string;
  };
  "password-reset": { name: string; resetUrl: string; expiresInMinutes: number };
  "sign-in-code": { code: string; expiresInMinutes: number; purpose: string };
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
  "audit-scheduled": {
    name: string;
    businessName: string;
    /** One line, e.g. "12 Pine Road, Thunder Bay, ON, Canada". */
    businessAddress: string;
    /** "2026-12-01". */
    date: string;
    /** "10:00 UTC". */
    time: string;
    auditorName: string;
    auditUrl: string;
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
};

export type EmailTemplateName = keyof EmailTemplates;

const brand = "Humane Accreditation Portal";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
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
  return `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#1d5c3a;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

const renderers: { [K in EmailTemplateName]: (data: EmailTemplates[K]) => RenderedEmail } = {
  welcome: ({ name, dashboardUrl }) => ({
    subject: `Welcome to the ${brand}`,
    html: layout(
      "Welcome",
      `<p>Hello ${escapeHtml(name)},</p>
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
      `<p>Hello ${escapeHtml(name)},</p>
<p>Thank you: we received your payment for <strong>${escapeHtml(businessName)}</strong>.</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="border-collapse:collapse">
<tr><td style="color:#5b6b60">Description</td><td>${escapeHtml(description)}</td></tr>
<tr><td style="color:#5b6b60">Amount</td><td><strong>${escapeHtml(amount)}</strong></td></tr>
<tr><td style="color:#5b6b60">Date</td><td>${escapeHtml(date)}</td></tr>
<tr><td style="color:#5b6b60">Receipt number</td><td>${escapeHtml(receiptNumber)}</td></tr>
</table>
${button(receiptUrl, "Download the PDF receipt")}
<p><a href="${escapeHtml(applicationUrl)}">View your application</a></p>`,
    ),
    text: `Hello ${name},\n\nThank you: we received your payment for ${businessName}.\n\nDescription: ${description}\nAmount: ${amount}\nDate: ${date}\nReceipt number: ${receiptNumber}\n\nDownload the PDF receipt: ${receiptUrl}\nView your application: ${applicationUrl}\n`,
  }),
  "password-reset": ({ name, resetUrl, expiresInMinutes }) => ({
    subject: "Reset your password",
    html: layout(
      "Reset your password",
      `<p>Hello ${escapeHtml(name)},</p>
<p>We received a request to reset the password of your account. The link below is valid for ${expiresInMinutes} minutes and can be used once.</p>
${button(resetUrl, "Choose a new password")}
<p>If you did not ask for this, you can ignore this message; your password stays unchanged.</p>`,
    ),
    text: `Hello ${name},\n\nWe received a request to reset the password of your account. This link is valid for ${expiresInMinutes} minutes and can be used once:\n\n${resetUrl}\n\nIf you did not ask for this, ignore this message; your password stays unchanged.\n`,
  }),
  "sign-in-code": ({ code, expiresInMinutes, purpose }) => ({
    subject: `Your ${purpose} code: ${code}`,
    html: layout(
      "Your one-time code",
      `<p>Your one-time ${escapeHtml(purpose)} code is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>
<p>It expires in ${expiresInMinutes} minutes. If you did not ask for it, ignore this message.</p>`,
    ),
    text: `Your one-time ${purpose} code is: ${code}\n\nIt expires in ${expiresInMinutes} minutes. If you did not ask for it, ignore this message.\n`,
  }),
  "contact-message": ({ name, email, subject, message }) => ({
    subject: `Contact form: ${subject}`,
    html: layout(
      "Contact form message",
      `<p><strong>From:</strong> ${escapeHtml(name)} &lt;${escapeHtml(email)}&gt;</p>
<p><strong>Subject:</strong> ${escapeHtml(subject)}</p>
<p style="white-space:pre-wrap">${escapeHtml(message)}</p>
${button(`mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`, `Reply to ${name}`)}
<p style="font-size:13px;color:#5b6b60">Sent through the contact form. Replying to this e-mail does not reach the sender: write to ${escapeHtml(email)}.</p>`,
    ),
    text: `From: ${name} <${email}>\nSubject: ${subject}\n\n${message}\n\nReply to the sender at ${email} (replying to this e-mail does not reach them).\n`,
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
      `<p>Hello ${escapeHtml(contactName || businessName)},</p>
<p>The status of your accreditation application for <strong>${escapeHtml(businessName)}</strong> is now <strong>${escapeHtml(statusLabel)}</strong>.</p>
<p>${escapeHtml(statusMessage)}</p>
${feedback ? `<p><strong>Reviewer's feedback:</strong></p><p style="white-space:pre-wrap;border-left:3px solid #1d5c3a;padding-left:12px">${escapeHtml(feedback)}</p>` : ""}
${button(applicationUrl, "View your application")}`,
    ),
    text: `Hello ${contactName || businessName},\n\nThe status of your accreditation application for ${businessName} is now ${statusLabel}.\n\n${statusMessage}\n\n${feedback ? `Reviewer's feedback:\n${feedback}\n\n` : ""}View your application: ${applicationUrl}\n`,
  }),
  "audit-scheduled": ({
    name,
    businessName,
    businessAddress,
    date,
    time,
    auditorName,
    auditUrl,
  }) => ({
    subject: `Audit scheduled: ${businessName} on ${date} at ${time}`,
    html: layout(
      "Audit scheduled",
      `<p>Hello ${escapeHtml(name)},</p>
<p>An on-site accreditation audit of <strong>${escapeHtml(businessName)}</strong> has been scheduled.</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="border-collapse:collapse">
<tr><td style="color:#5b6b60">Date</td><td><strong>${escapeHtml(date)}</strong></td></tr>
<tr><td style="color:#5b6b60">Time</td><td><strong>${escapeHtml(time)}</strong></td></tr>
<tr><td style="color:#5b6b60">Auditor</td><td>${escapeHtml(auditorName)}</td></tr>
<tr><td style="color:#5b6b60">Location</td><td>${escapeHtml(businessAddress)}</td></tr>
</table>
<p>The attached calendar invite (.ics) adds the audit to your calendar.</p>
${button(auditUrl, "View the audit")}`,
    ),
    text: `Hello ${name},\n\nAn on-site accreditation audit of ${businessName} has been scheduled.\n\nDate: ${date}\nTime: ${time}\nAuditor: ${auditorName}\nLocation: ${businessAddress}\n\nThe attached calendar invite (.ics) adds the audit to your calendar.\n\nView the audit: ${auditUrl}\n`,
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
      `<p>Hello ${escapeHtml(name)},</p>
<p>Congratulations: <strong>${escapeHtml(businessName)}</strong> is now accredited and your certificate has been issued.</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="border-collapse:collapse">
<tr><td style="color:#5b6b60">Certificate number</td><td><strong>${escapeHtml(certificateNumber)}</strong></td></tr>
<tr><td style="color:#5b6b60">Issue date</td><td>${escapeHtml(issueDate)}</td></tr>
<tr><td style="color:#5b6b60">Valid until</td><td>${escapeHtml(expiryDate)}</td></tr>
</table>
<p>Anyone can check your certificate at <a href="${escapeHtml(verificationUrl)}">${escapeHtml(verificationUrl)}</a>.</p>
${button(certificatesUrl, "View and download your certificate")}`,
    ),
    text: `Hello ${name},\n\nCongratulations: ${businessName} is now accredited and your certificate has been issued.\n\nCertificate number: ${certificateNumber}\nIssue date: ${issueDate}\nValid until: ${expiryDate}\n\nAnyone can check your certificate at ${verificationUrl}\n\nView and download your certificate: ${certificatesUrl}\n`,
  }),
};

export function renderEmail<K extends EmailTemplateName>(
  template: K,
  data: EmailTemplates[K],
): RenderedEmail {
  return renderers[template](data);
}
