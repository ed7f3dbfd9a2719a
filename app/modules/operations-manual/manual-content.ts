/**
 * The programme's operations manual as it ships with the app (decision 027).
 * Seeded on every start when a chapter or section with the same key is
 * missing; once in the database, the text belongs to the committee and the
 * administrators, who edit it in the dashboard (every save is a revision).
 * Changing the text here never overwrites an installation's edited manual.
 */
import { formatMoney } from "~/lib/format";
import { feesInCents } from "~/domain/fees";

export type ManualSeedSection = { key: string; slug: string; title: string; body: string };
export type ManualSeedChapter = {
  key: string;
  slug: string;
  title: string;
  sections: ManualSeedSection[];
};

const fee = {
  audit: formatMoney(feesInCents.initialAudit),
  membership: formatMoney(feesInCents.initialMembership),
  renewalAudit: formatMoney(feesInCents.renewalAudit),
  renewalMembership: formatMoney(feesInCents.renewalMembership),
};

export const manualSeed: readonly ManualSeedChapter[] = [
  {
    key: "about",
    slug: "about-this-manual",
    title: "About this manual",
    sections: [
      {
        key: "about.purpose",
        slug: "purpose-and-scope",
        title: "Purpose and scope",
        body: `This manual sets out how the Humane Accreditation Program is governed and run from day to day. It is written for everyone who takes part: businesses applying for or holding accreditation, examiners, members of the Standards Committee and the administrators of the programme office.

The manual describes **procedures**. The requirements a business must meet are in the published standards (version 1.0, June 1, 2024, and later versions), and the legal terms of participation are in the terms of use. Where this manual and the standards disagree, the standards apply; where this manual and the terms of use disagree, the terms apply, and the committee corrects the manual.

The manual covers the programme in the United States, Canada and Mexico. Where local law sets a stricter rule than the manual (for example on record keeping or wildlife release), local law applies.`,
      },
      {
        key: "about.maintenance",
        slug: "how-this-manual-is-maintained",
        title: "How this manual is maintained",
        body: `The Standards Committee owns this manual. Committee members and administrators edit it in the portal; every change is saved as a numbered revision with the name of the person who made it, the date and a short summary, and earlier revisions can be compared and restored.

- Editorial changes (wording, links, corrections of fact) may be made by any committee member or administrator and take effect when saved.
- Changes of substance (a new procedure, a new deadline, a change of who decides) are agreed by the committee first and recorded in its minutes; the summary of the revision names the meeting.
- The date at the top of the public page shows when the manual last changed.

Questions about the manual or suggestions for improving it are welcome through the contact page.`,
      },
    ],
  },
  {
    key: "governance",
    slug: "governance",
    title: "Governance",
    sections: [
      {
        key: "governance.bodies",
        slug: "governing-bodies",
        title: "Governing bodies",
        body: `The programme has three bodies, each with its own responsibilities:

| Body | Made up of | Responsible for |
|---|---|---|
| Standards Committee | Independent members with expertise in wildlife biology, animal welfare, veterinary care and the wildlife control trade, led by a Chair | The standards, this manual, certification decisions (through review panels), revocations and appeals |
| Programme office | The Executive Director and the administrators | Running the programme: applications, fees, scheduling audits, certificates, renewals, records and communication |
| Examiners | Trained auditors contracted by the programme | Carrying out on-site audits and reporting their findings |

The Executive Director and the Chair of the Standards Committee sign every certificate. Neither may hold a financial interest in a business that applies for or holds accreditation.`,
      },
      {
        key: "governance.decisions",
        slug: "decision-making",
        title: "Decision-making and quorum",
        body: `The Standards Committee meets at least once a quarter and whenever a decision cannot wait. A meeting is quorate when more than half of the members are present, in person or by video.

- Decisions are taken by a simple majority of the members voting; the Chair has a casting vote.
- Certification decisions are delegated to review panels (see *Review panel and certification decisions*).
- Revocation of a certificate and changes to the standards are decided by the full committee.
- Minutes record every decision, the votes cast and any member who stepped aside because of a conflict of interest.

Between meetings the committee may decide by a vote in the portal, with a closing date of at least seven days, unless the decision is urgent.`,
      },
      {
        key: "governance.standards",
        slug: "changing-the-standards",
        title: "Changing the standards",
        body: `Anyone with a portal account may propose a change to a standard. A proposal states the current text, the proposed text and the reason for the change.

1. The committee discusses the proposal in the portal and may ask the proposer, examiners or outside experts for comment.
2. The Chair puts the proposal to a vote. Committee members vote for or against, with a comment; a member may change their vote until the ballot closes.
3. An approved proposal becomes part of the next version of the standards. Each standard's version rises by 0.1 when its text changes, and the history of every change is kept.

Accredited businesses are told about a new version of the standards before it applies to their audits, and are given reasonable time to adapt — normally at least 90 days.`,
      },
    ],
  },
  {
    key: "roles",
    slug: "roles-and-responsibilities",
    title: "Roles and responsibilities",
    sections: [
      {
        key: "roles.applicants",
        slug: "applicants-and-accredited-businesses",
        title: "Applicants and accredited businesses",
        body: `A business applies through its own portal account. The person who creates the account is the business's contact with the programme and is responsible for:

- giving accurate and complete information, and keeping it up to date;
- uploading the documents the application needs;
- paying the fees when they are due;
- giving the examiner reasonable access during the audit;
- following the standards every working day, not only on the day of the audit;
- using the certificate and the accreditation seal only as this manual allows;
- renewing the accreditation every year, and telling the programme office within 30 days of a change of ownership, address or working practices.`,
      },
      {
        key: "roles.examiners",
        slug: "examiners",
        title: "Examiners",
        body: `Examiners carry out the on-site audits. An examiner:

- is trained by the programme in the standards and in audit technique, and attends a refresher every year;
- declares any conflict of interest before accepting an audit (see *Conflicts of interest*);
- sees in the portal only the applications and audits assigned to them;
- records a finding for every standard and an overall recommendation, and completes the report within 10 business days of the visit;
- keeps what they learn about a business confidential.

Examiners recommend; they do not decide. An examiner never sits on the review panel that decides an application they audited.`,
      },
      {
        key: "roles.committee",
        slug: "committee-members",
        title: "Committee members",
        body: `Committee members are appointed for a term of three years, renewable once. Each member:

- reviews applications as a member of review panels and records decisions in the portal;
- takes part in discussions and votes on proposed changes to the standards;
- helps maintain this manual and the blog;
- may schedule audits, issue and revoke certificates and update renewals when the programme office needs help;
- declares conflicts of interest and steps aside from any decision they affect.`,
      },
      {
        key: "roles.administrators",
        slug: "administrators",
        title: "Administrators (programme office)",
        body: `Administrators run the programme office. In addition to everything a committee member may do in the portal, administrators:

- manage user accounts and assign roles;
- check applications for completeness and keep applicants informed;
- record payments received by cheque or bank transfer and handle refunds;
- schedule audits and assign examiners;
- generate certificates once an application is approved and the membership fee is paid;
- run the reminder and expiry processes and keep the directory accurate;
- produce the programme's reports;
- act as the first point of contact for complaints.`,
      },
      {
        key: "roles.accounts",
        slug: "portal-accounts-and-access",
        title: "Portal accounts and access",
        body: `Every person has their own account; accounts are never shared. A person may hold more than one role (for example, an administrator who is also a committee member) and switches between them in the dashboard; the portal shows and allows only what the active role may do.

- Administrators, committee members and examiners turn on two-factor authentication in their settings; it is strongly recommended for businesses too.
- Access is removed on the day a person leaves a role.
- Administrators review the list of accounts with staff roles every quarter.`,
      },
    ],
  },
  {
    key: "applications",
    slug: "applications-and-documents",
    title: "Applications and documents",
    sections: [
      {
        key: "applications.eligibility",
        slug: "who-may-apply",
        title: "Who may apply",
        body: `Any business that resolves conflicts between people and wild animals in the United States, Canada or Mexico may apply, whatever its size. Each legal entity applies separately; a business with several branches lists them in its application, and the audit covers a sample of them.

A business may not apply while a revocation decision against it is less than 12 months old.`,
      },
      {
        key: "applications.process",
        slug: "the-application",
        title: "The application",
        body: `The application asks for the business's legal name and address, a contact person, the services offered and the area served. It is saved as a **draft** until the applicant submits it, and the applicant may edit it while it is a draft or after it has been returned (rejected) with feedback.

Once submitted, the application moves through these statuses, each of which is e-mailed to the contact address:

Submitted → Under review → Audit scheduled → Audit completed → Review panel → Approved → Certified

An application may also be **Rejected** (with written feedback) or marked **Audit required** when the panel asks for another audit.`,
      },
      {
        key: "applications.documents",
        slug: "required-documents",
        title: "Required documents",
        body: `Every application includes:

1. **Business licence** and any permits the business's jurisdictions require for wildlife control.
2. **Wildlife permits** for handling, transporting or releasing the species the business works with.
3. **Proof of liability insurance** valid on the date of submission.
4. **Written animal welfare policy** signed by the owner.
5. **Standard operating procedures** for inspection, exclusion, eviction, live capture, transport and release.

Files are uploaded in the portal as PDF, PNG, JPEG, WebP, DOCX or XLSX, at most 20 MB each and up to 10 at a time. The portal checks each file's content, not only its name. Documents are private: only the business, the programme office, the committee and the examiner assigned to the audit can open them. Once an application is approved, the documents it rests on can no longer be deleted by the applicant.`,
      },
      {
        key: "applications.completeness",
        slug: "completeness-check",
        title: "Completeness check",
        body: `Within five business days of submission an administrator checks that the application is complete and the documents are legible and current.

- If something is missing, the administrator writes to the contact and the application stays under review until it arrives.
- An application that remains incomplete for 90 days after a reminder is closed; the business may apply again at any time.
- When the application is complete, the applicant is asked to pay the audit fee.`,
      },
    ],
  },
  {
    key: "fees",
    slug: "fees-and-refunds",
    title: "Fees and refunds",
    sections: [
      {
        key: "fees.schedule",
        slug: "fee-schedule",
        title: "Fee schedule",
        body: `All fees are in US dollars and are the same for every business, whatever the outcome of its audit.

| Fee | First accreditation | Annual renewal | When it is due |
|---|---|---|---|
| Audit fee | ${fee.audit} | ${fee.renewalAudit} | After the application is confirmed complete, before an audit is scheduled |
| Membership fee | ${fee.membership} | ${fee.renewalMembership} | After the application is approved, before the certificate is issued |

Changes to the fees are announced on the website at least 60 days before they apply and never affect a fee already paid.`,
      },
      {
        key: "fees.payment",
        slug: "paying-fees",
        title: "Paying fees",
        body: `Fees are paid by card in the portal. Card payments are processed by the programme's card payment provider; the programme never sees or stores card numbers and keeps only a reference to each payment, its amount and its status.

A business that cannot pay by card may pay by cheque or bank transfer. The programme office records such payments in the portal with their reference when the money is received, and the application moves on as if paid by card. A receipt is available in the portal for every payment.

An audit is never scheduled before the audit fee is paid, and a certificate is never issued before the membership fee is paid.`,
      },
      {
        key: "fees.refunds",
        slug: "refunds",
        title: "Refunds",
        body: `- **Audit fee:** refunded in full if the business withdraws its application before an audit is scheduled. Once an audit is scheduled the examiner's and the committee's work has begun and the fee is not refunded, whatever the outcome. If the programme cancels an audit and cannot offer another date within 60 days, the fee is refunded.
- **Membership fee:** not refunded once the certificate has been issued, including if the certificate is later revoked. If the programme cannot issue the certificate for a reason of its own, the fee is refunded.
- **Duplicate or mistaken payments** are refunded in full.

Refunds are requested in writing through the contact page, decided by an administrator within 10 business days and paid to the original card or account. Each refund is recorded with its reason.`,
      },
    ],
  },
  {
    key: "audits",
    slug: "audit-procedure",
    title: "Audit procedure and findings",
    sections: [
      {
        key: "audits.scheduling",
        slug: "scheduling-an-audit",
        title: "Scheduling an audit",
        body: `An audit may be scheduled once the audit fee is paid and the application is submitted or under review. The programme office:

1. assigns an examiner who has declared no conflict of interest with the business;
2. agrees a date and time with the business, normally within 30 days of payment;
3. confirms the date, time and the examiner's name by e-mail (with a calendar invitation) and in the portal.

Either side may ask to move the audit. Only administrators and committee members reschedule an audit; the business is told of the new date in the same way. A business that refuses two proposed dates without a good reason may have its application closed.`,
      },
      {
        key: "audits.visit",
        slug: "the-on-site-visit",
        title: "The on-site visit",
        body: `A typical audit takes one working day. The examiner:

- reviews the business's licences, permits, insurance, policies and procedures;
- examines job records, choosing a sample of recent jobs, including jobs involving live capture or lethal control;
- inspects vehicles, traps, exclusion materials and animal-handling equipment;
- interviews the owner and technicians about how typical jobs are handled;
- where possible, observes work in the field with the client's consent.

Examiners check the thresholds in the standards against the records, for example that traps are checked at least daily, that animals are transported for less than eight hours and that follow-up visits happen within 48 hours.`,
      },
      {
        key: "audits.findings",
        slug: "findings-and-the-audit-report",
        title: "Findings and the audit report",
        body: `For every standard the examiner records one finding:

| Finding | Meaning |
|---|---|
| Compliant | The standard is met. |
| Minor non-conformity | A lapse that does not put animals at risk, such as an incomplete record. |
| Major non-conformity | The standard is not met, or animals were or could have been harmed. |
| Not applicable | The business does not do the work the standard covers. |

The report ends with an overall recommendation: approve, approve after minor corrections, require a re-audit, or reject. The examiner completes the report within 10 business days. Once an audit is completed it is locked: only the committee or an administrator may change it, and it cannot be deleted.`,
      },
      {
        key: "audits.corrections",
        slug: "corrective-actions",
        title: "Corrective actions",
        body: `A business with minor non-conformities sends evidence of correction (updated procedures, training records, photographs) within 30 days of being told about them. The review panel decides whether the evidence is enough.

A major non-conformity cannot be corrected on paper: the panel requires another audit, at the business's cost (the renewal audit fee of ${fee.renewalAudit}), once the business confirms the problem has been fixed. Any finding of cruelty falls under Standard 15 (zero tolerance for cruelty) and is handled under *Revocation*, never as a corrective action.`,
      },
    ],
  },
  {
    key: "review",
    slug: "review-panel-and-decisions",
    title: "Review panel and certification decisions",
    sections: [
      {
        key: "review.panel",
        slug: "the-review-panel",
        title: "The review panel",
        body: `Each completed audit goes to a review panel of at least three committee members chosen by the Chair. A member who has a conflict of interest with the business, or who audited it, may not sit on the panel.

The panel reads the application, the documents, the examiner's report and any evidence of corrective action, and may ask the business or the examiner questions in writing.`,
      },
      {
        key: "review.decisions",
        slug: "certification-decisions",
        title: "Certification decisions",
        body: `The panel takes one of three decisions, by majority:

- **Approve.** The business meets the standards. It is asked to pay the membership fee, after which the certificate is issued.
- **Require another audit.** The evidence is not enough to decide, or a major non-conformity must be re-audited.
- **Reject.** The business does not meet the standards. The decision always comes with written feedback explaining which standards were not met and what would have to change.

The decision is recorded in the portal with its reasons and e-mailed to the business. Panels aim to decide within 20 business days of the audit report. A rejected business may correct its application and submit it again, or appeal (see *Complaints and appeals*).`,
      },
    ],
  },
  {
    key: "certificates",
    slug: "certificates-and-the-seal",
    title: "Certificate and seal use",
    sections: [
      {
        key: "certificates.issue",
        slug: "issuing-certificates",
        title: "Issuing certificates",
        body: `A certificate is issued when an application is approved and the membership fee is paid. It carries:

- the business's name and address;
- a unique number made of the year and a five-digit sequence (for example 2026-00042);
- the date of issue and the date it is valid until — one year later;
- a QR code that opens the public verification page;
- the signatures of the Executive Director and the Chair of the Standards Committee.

The business downloads its certificate as a PDF from the portal. Once the certificate is issued, the application's status becomes *Certified* and the business appears in the public directory.`,
      },
      {
        key: "certificates.seal",
        slug: "using-the-certificate-and-seal",
        title: "Using the certificate and the seal",
        body: `While its certificate is active, an accredited business may:

- display the certificate at its premises and on its website;
- use the accreditation seal on its website, vehicles, uniforms, quotes and invoices;
- say that it is "accredited by the Humane Accreditation Program" and give its certificate number.

A business must not:

- alter the certificate or the seal, or change its colours or proportions;
- use the seal for a branch, subsidiary or partner that is not named on the certificate;
- suggest that the programme endorses a particular job, product or price;
- use the certificate or the seal after the certificate has expired or been revoked. Printed material must be withdrawn within 30 days and online use removed within 7 days.`,
      },
      {
        key: "certificates.verification",
        slug: "verification-and-the-directory",
        title: "Verification and the directory",
        body: `Anyone can check a certificate on the verification page by scanning its QR code or entering its number. The page shows the business's name, the certificate number, its dates and whether it is **active**, **expired** or **revoked**.

The public directory lists every business with an active certificate: its name, address, contact details, services and service area. A business leaves the directory as soon as its certificate expires or is revoked, and returns when a renewed certificate is active.`,
      },
      {
        key: "certificates.misuse",
        slug: "misuse-of-the-certificate-or-seal",
        title: "Misuse of the certificate or seal",
        body: `The programme office investigates every report of misuse. A business that misuses the certificate or seal is asked in writing to stop within 14 days. Repeated or deliberate misuse is a ground for revocation. Use of the seal by a business that has never been accredited is referred to the programme's lawyers.`,
      },
    ],
  },
  {
    key: "renewals",
    slug: "renewals-and-reminders",
    title: "Renewals and reminders",
    sections: [
      {
        key: "renewals.reminders",
        slug: "reminder-schedule",
        title: "Reminder schedule",
        body: `Accreditation is renewed every year. The portal reminds the business by e-mail and in its dashboard:

| Days before expiry | Reminder |
|---|---|
| 60 | First reminder, with a link to start the renewal |
| 30 | Second reminder |
| 7 | Final reminder |
| 0 | Notice that the certificate has expired |

Each reminder is sent once. On the day of expiry an active certificate becomes expired, the verification page shows it as expired and the business leaves the directory.`,
      },
      {
        key: "renewals.process",
        slug: "renewing-accreditation",
        title: "Renewing accreditation",
        body: `The business starts its renewal from its dashboard, confirms its details and tells the programme whether its address, ownership or working practices have changed, describing any change.

- The renewal audit fee of ${fee.renewalAudit} and the renewal membership fee of ${fee.renewalMembership} apply.
- The committee decides whether a renewal needs an on-site audit. An audit is always required every third year, after a change of ownership or practices, and after any upheld complaint.
- A renewal is approved only after its audit is completed, or after staff waive the audit and record why; the business sees the reason. When the audit is waived before the renewal audit fee is paid, no audit fee is due; when it was already paid, the programme refunds it.
- Renewal review typically takes 5-7 business days once everything is received.
- When the renewal is approved and paid, the certificate is extended by one year: from its current expiry date when renewed before it, from that day when renewed after it.`,
      },
      {
        key: "renewals.lapsed",
        slug: "lapsed-accreditation",
        title: "Lapsed accreditation",
        body: `A business whose certificate has expired may still renew within 90 days of the expiry date; until the renewal is approved it must not claim to be accredited. After 90 days the business applies again as a new applicant, with the first-accreditation fees and a full audit.`,
      },
    ],
  },
  {
    key: "complaints",
    slug: "complaints-and-appeals",
    title: "Complaints and appeals",
    sections: [
      {
        key: "complaints.businesses",
        slug: "complaints-about-an-accredited-business",
        title: "Complaints about an accredited business",
        body: `Anyone may complain about an accredited business through the contact page, by e-mail or by post. A complaint should say what happened, when and where, and include any photographs or documents.

1. The programme office acknowledges the complaint within five business days.
2. An administrator asks the business for its response, which is due within 14 days.
3. If the complaint suggests the standards were not met, the committee may order an unannounced audit.
4. The committee decides whether the complaint is upheld and what follows: no action, corrective action, another audit or revocation.

The person who complained is told the outcome. Complaints alleging cruelty to animals are passed to the Chair at once and may also be reported to the authorities.`,
      },
      {
        key: "complaints.programme",
        slug: "complaints-about-the-programme",
        title: "Complaints about the programme",
        body: `Complaints about the programme itself — an examiner's conduct, a delay, a mistake by the programme office — go to the Executive Director, who replies within 20 business days. A complaint about the Executive Director goes to the Chair.`,
      },
      {
        key: "complaints.appeals",
        slug: "appeals",
        title: "Appeals",
        body: `A business may appeal a decision to reject its application, to require another audit or to revoke its certificate.

- The appeal is made in writing within **30 days** of the decision and explains why the decision should be reconsidered, with any new evidence.
- An appeal panel of three committee members who took no part in the original decision considers it, and may hear the business and the examiner.
- The panel decides within 45 days: the original decision is confirmed, changed, or sent back for a new review.
- The appeal panel's decision is final within the programme.

A revocation remains in force while an appeal is considered.`,
      },
    ],
  },
  {
    key: "conflicts",
    slug: "conflicts-of-interest",
    title: "Conflicts of interest",
    sections: [
      {
        key: "conflicts.definition",
        slug: "what-counts-as-a-conflict",
        title: "What counts as a conflict",
        body: `A person has a conflict of interest in a decision when they, a member of their family or a business they are connected with could gain or lose from it, or when their judgement could reasonably appear to be affected. Examples:

- owning, working for or having worked for the business in the last three years;
- competing with the business in the same area;
- a personal relationship with the owner or a manager;
- having advised the business on its application.`,
      },
      {
        key: "conflicts.declaration",
        slug: "declaration-and-recusal",
        title: "Declaration and recusal",
        body: `Examiners, committee members and administrators declare their interests when they take up their role and update the declaration whenever it changes. Before each audit, review or vote, the person checks for a conflict.

A person with a conflict steps aside: an examiner does not accept the audit, a committee member does not sit on the panel or vote, an administrator hands the file to a colleague. When in doubt, the Chair decides. Every declaration and every recusal is recorded, and the minutes show who stepped aside.`,
      },
    ],
  },
  {
    key: "revocation",
    slug: "revocation",
    title: "Revocation",
    sections: [
      {
        key: "revocation.grounds",
        slug: "grounds-for-revocation",
        title: "Grounds for revocation",
        body: `The committee may revoke a certificate when a business:

- no longer meets the standards and does not correct the problem;
- is found to have acted with cruelty towards animals (Standard 15, zero tolerance for cruelty);
- gave false or altered information in its application or renewal;
- refuses or obstructs an audit;
- misuses the certificate or the seal repeatedly or deliberately;
- loses a licence, permit or insurance it needs to operate lawfully.`,
      },
      {
        key: "revocation.procedure",
        slug: "revocation-procedure",
        title: "Revocation procedure",
        body: `1. The programme office writes to the business setting out the facts and the grounds, with the evidence.
2. The business has 14 days to respond in writing.
3. The full committee decides, excluding any member with a conflict. The decision and its reasons are recorded in the portal.

Where animals are at immediate risk or cruelty is established, the committee may revoke the certificate at once and hear the business afterwards.`,
      },
      {
        key: "revocation.effects",
        slug: "effects-of-revocation",
        title: "Effects of revocation",
        body: `When a certificate is revoked:

- the verification page shows it as revoked from that moment, and the business leaves the directory;
- the application returns to *Approved* status, and no fees are refunded;
- the business must stop using the certificate and the seal at once;
- the business may appeal (see *Appeals*) and may apply again no sooner than 12 months after the revocation.`,
      },
    ],
  },
  {
    key: "records",
    slug: "records-retention",
    title: "Records retention",
    sections: [
      {
        key: "records.periods",
        slug: "retention-periods",
        title: "Retention periods",
        body: `| Record | Kept for |
|---|---|
| Applications, documents, audit reports, decisions and certificates | As long as the business is accredited, and seven years after its last certificate expires or is revoked |
| Payment records | Seven years |
| Complaints, appeals and their outcomes | Seven years after they are closed |
| Declarations of interest | Seven years after the person leaves their role |
| Committee minutes, ballots and the history of the standards and of this manual | Permanently |
| Contact-form messages | Two years after the last exchange |
| Copies of e-mails sent and security logs | Up to twelve months |

Accounts are closed on request; personal data that is not needed for the records above is deleted or anonymised within 90 days.`,
      },
      {
        key: "records.confidentiality",
        slug: "confidentiality-and-access",
        title: "Confidentiality and access",
        body: `Records are kept in the portal. Each person sees only what their role needs: a business its own records, an examiner the applications and audits assigned to them, the committee and the programme office everything. Documents, payments and audit findings are never published; only the directory listing and the verification page are public.

Every change of status, every decision and every change to the standards and to this manual is written to an audit trail that cannot be edited. A business may ask for a copy of the records held about it; the programme office answers within 30 days.`,
      },
    ],
  },
];
