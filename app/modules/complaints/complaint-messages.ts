/** Texts of the complaints module (decision 058). */
export const complaintMessages = {
  correctFields: "Please correct the highlighted fields.",
  submitFailed: "Your concern could not be sent. Please try again later.",
  actionFailed: "The case could not be updated. Please try again.",
  notFound: "Complaint not found",
  businessNotFound: "We could not find an accredited business with this certificate number.",
  /** A concern about a business the programme does not accredit (now). */
  notAccredited: (businessName: string) =>
    `${businessName} is not accredited by the programme at present, so we cannot open a complaint case about it. If you believe the business is wrongly claiming accreditation, tell us through the contact page. For animal welfare or permit concerns, contact your state or provincial wildlife agency.`,
  rateLimitedAddress: (minutes: number) =>
    `Too many concerns have been sent from your connection in the last hour. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or write to us through the contact page.`,
  /** A photo `sharp` cannot read again (to remove its metadata). */
  imageUnreadable: (name: string) =>
    `${name} could not be read as an image. Try saving it again as PNG or JPEG`,
  rateLimitedEmail:
    "Too many concerns have been sent with this e-mail address today. Please try again tomorrow, or write to us through the contact page.",
  /** Two staff changing the same case at once: the second is told, nothing is saved. */
  changedMeanwhile: (statusLabel: string) =>
    `Someone else changed this case while you were working on it (it is now ${statusLabel}). Nothing was saved: reload the page to see the change.`,
  assigneeAuditedBusiness:
    "This person audited the business and cannot handle a complaint about it. Choose someone else.",
  assigneeConflict:
    "This person has a recorded conflict of interest with the business and cannot handle this complaint. Choose someone else.",
  assigneeNotStaff: "Choose a committee member or an administrator.",
  acknowledged: "The case is acknowledged.",
  investigating: "The case is under investigation.",
  resolved: "The case is resolved; the reporter and the business have been told.",
  withdrawn: "The case is withdrawn.",
  assigned: "The case is assigned.",
  noteAdded: "The note is added to the timeline.",
  businessInformed: "The business has been told about the concern.",
  responseSent: "Your response has been sent to the programme.",
  responseClosed: "This case is closed; it no longer takes responses.",
} as const;

/** The channels offered instead of a case (the contact page, wildlife agencies). */
export const CONTACT_PATH = "/contact";

/** Paths of the complaints screens. */
export const complaintsListPath = "/dashboard/complaints";
export const complaintPath = (id: string) => `/dashboard/complaints/${id}`;
export const businessConcernPath = (id: string) => `/dashboard/concerns/${id}`;
export const reportConcernPath = (certificateNumber: string) =>
  `/report-concern/${encodeURIComponent(certificateNumber)}`;
export const complaintAttachmentPath = (id: string) => `/dashboard/complaints/attachments/${id}`;
