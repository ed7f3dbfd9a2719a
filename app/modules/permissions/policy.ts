/**
 * The one authorization policy (decision 013). Every loader, action and
 * service asks this module who may do what, and what each viewer may see:
 *
 * - `can(viewer, action, resource?)` / `assertCan(...)` for actions. Each
 *   action lists, per role, `true` (always), a small pure predicate over the
 *   resource (ownership, assignment, current state) or nothing (never).
 * - `scopeFor(viewer, collection)` for queries: the SPEC §6 visibility rule
 *   (own / assigned / all / none) that services turn into SQL.
 * - `rolesWith(action)` / `audienceRoles(audience)` for "notify everyone who
 *   may …" without role lists elsewhere.
 *
 * No file outside `app/modules/permissions/` compares a role name (lint rule
 * `no-restricted-syntax` in eslint.config.js).
 */
import { AppError } from "~/domain/app-error";
import { defaultRole, roles, type Role } from "./permissions";

/** Who is asking: the signed-in user and the role they act in now. */
export type Viewer = { user: { id: string }; activeRole: Role };

/** Application states in which its applicant may still edit it (SPEC §4). */
const APPLICANT_EDITABLE = new Set(["draft", "rejected"]);
/** Application states after which the documents a decision rests on are locked for the applicant. */
const DECIDED = new Set(["approved", "certified"]);

// ---------------------------------------------------------------------------
// Resources the predicates look at (plain data the caller has already loaded).

/** An application as the policy needs it. `assignedExaminerIds`: examiners of its not-cancelled audits. */
export type ApplicationResource = {
  applicantId: string;
  status: string;
  assignedExaminerIds?: readonly string[];
};
export type DocumentResource = {
  uploadedBy: string | null;
  application: ApplicationResource;
};
export type AuditResource = { examinerId: string; status: string; applicantId?: string };
export type CertificateResource = { businessId: string };
/**
 * A corrective action (issue 37): the business it is for (the application's
 * applicant) and the examiner of the audit that raised it.
 */
export type CorrectiveActionResource = { applicantId: string; examinerId: string };
/** An audit's photos: the audit, and whether its findings are shared with the business yet. */
export type AuditPhotoResource = AuditResource & { applicantId: string };
export type AuthoredResource = { authorId: string | null };
export type OwnedResource = { userId: string };
/** An appeal, or a decision a business may appeal: the business it concerns. */
export type AppealResource = { businessId: string };
/**
 * An appeal's panel (decision 080): the people who may not vote on it, whatever role they act
 * in — those who took part in the decision appealed, administer the appeal or have a conflict.
 */
export type AppealPanelResource = { excludedIds: readonly string[] };
/** A standard change proposal: its proposer. */
export type ProposalResource = { proposedBy: string | null };
/** A complaint case (decision 058): its business, assignee, whether the business has been told, status. */
export type ComplaintResource = {
  businessId: string;
  assigneeId: string | null;
  businessInformed: boolean;
  status: string;
};

/**
 * Who may not take part in a complaint about its business (decision 080): the
 * staff who audited it and those with a recorded conflict of interest.
 */
export type ComplaintHandlingResource = { ineligibleIds: readonly string[] };

/** Complaint statuses in which the business may still answer. */
const COMPLAINT_OPEN = new Set(["received", "acknowledged", "investigating"]);
const informedBusiness: Predicate<ComplaintResource> = (viewer, c) =>
  c.businessId === viewer.user.id && c.businessInformed;

type Predicate<R> = (viewer: Viewer, resource: R) => boolean;
type Grant<R> = true | Predicate<R>;
type Denied = string | ((viewer: Viewer) => string);
type ActionRule<R, D extends Denied = Denied> = {
  /** Per role: `true`, a predicate over the resource, or absent (never). */
  allow: Partial<Record<Role, Grant<R>>>;
  /** The refusal text (SPEC §8 where it has one), or one that names the viewer's role. */
  denied: D;
};

const own =
  <R>(pick: (r: R) => string | null | undefined): Predicate<R> =>
  (viewer, r) =>
    pick(r) === viewer.user.id;

const assignedApplication: Predicate<ApplicationResource> = (viewer, a) =>
  (a.assignedExaminerIds ?? []).includes(viewer.user.id);

function allowAll<R>(
  list: readonly Role[],
  grant: Grant<R> = true,
): Partial<Record<Role, Grant<R>>> {
  return Object.fromEntries(list.map((r) => [r, grant])) as Partial<Record<Role, Grant<R>>>;
}

/** Administrator and committee: the SPEC §6 "restricted actions" holders (staff). */
const staff: readonly Role[] = ["administrator", "committee"];
const everyone: readonly Role[] = roles;
/** SPEC §6 permissions held by the administrator alone (`manage_users`, `generate_reports`). */
const administratorOnly: readonly Role[] = ["administrator"];

function rule<R = undefined, D extends Denied = string>(r: ActionRule<R, D>): ActionRule<R, D> {
  return r;
}

/** SPEC §8: "You do not have permission to …" */
const deniedText = (what: string) => `You do not have permission to ${what}`;

/** A SPEC §6 "restricted action": staff only, with its SPEC §8 refusal text. */
function restricted<R = undefined>(what: string): ActionRule<R, string> {
  return { allow: allowAll<R>(staff), denied: deniedText(what) };
}

/** Anyone on their own record (author, proposer), staff on every record. */
function ownOrStaff<R>(pick: (r: R) => string | null | undefined): Partial<Record<Role, Grant<R>>> {
  return { ...allowAll(everyone, own(pick)), ...allowAll<R>(staff) };
}

/**
 * The policy table: SPEC §6's permissions and restricted actions, each with
 * its SPEC §8 refusal text, are its actions (decision 013). Keys are `<entity>.<verb>`; the resource type is the
 * second type parameter of `rule`.
 */
export const policy = {
  // --- Dashboard basics -----------------------------------------------------
  "dashboard.view": rule({ allow: allowAll(everyone), denied: deniedText("view the dashboard") }),
  "settings.view": rule({ allow: allowAll(everyone), denied: deniedText("view settings") }),
  /** Each person chooses her own language (issue 36); nobody sets another's. */
  "profile.setLanguage": rule({
    allow: allowAll(everyone),
    denied: deniedText("change the language"),
  }),
  "notification.manage": rule<OwnedResource>({
    allow: allowAll(
      everyone,
      own((n: OwnedResource) => n.userId),
    ),
    denied: deniedText("change this notification"),
  }),

  // --- Applications (SPEC §4, §5, §6) ----------------------------------------
  "application.list": rule({
    allow: allowAll(everyone),
    denied: deniedText("view applications"),
  }),
  /** SPEC §5: "Your current role (X) cannot create applications." (decision 013: administrators create on a business's behalf). */
  "application.create": rule({
    allow: { applicant: true, administrator: true },
    denied: (viewer: Viewer) =>
      `Your current role (${viewer.activeRole}) cannot create applications.`,
  }),
  "application.view": rule<ApplicationResource>({
    allow: {
      applicant: own((a: ApplicationResource) => a.applicantId),
      examiner: assignedApplication,
      committee: true,
      administrator: true,
    },
    denied: "Application not found",
  }),
  "application.update": rule<ApplicationResource>({
    allow: {
      applicant: (v, a) => a.applicantId === v.user.id && APPLICANT_EDITABLE.has(a.status),
      examiner: assignedApplication,
      committee: true,
      administrator: true,
    },
    denied: deniedText("update this application"),
  }),
  /** Submitting (draft or rejected → submitted): the owner, or an administrator on the owner's behalf. */
  "application.submit": rule<ApplicationResource>({
    allow: {
      applicant: (v, a) => a.applicantId === v.user.id && APPLICANT_EDITABLE.has(a.status),
      administrator: (_v, a) => APPLICANT_EDITABLE.has(a.status),
    },
    denied: deniedText("update this application"),
  }),
  /**
   * Submitting although a required document is missing (issue 19): only an
   * administrator submitting on the business's behalf, with a reason that is
   * recorded in the timeline and the audit log. The business never may.
   */
  "application.submitWithoutDocuments": rule({
    allow: allowAll(administratorOnly),
    denied: deniedText("submit an application without its required documents"),
  }),
  /** Which edges each role may take is the status table's job (application-status.ts). */
  "application.changeStatus": rule<ApplicationResource>({
    allow: { examiner: assignedApplication, committee: true, administrator: true },
    denied: deniedText("update application status"),
  }),
  /** Review decisions and moves through the process (the status table says which edges). */
  "application.review": rule<ApplicationResource>({
    allow: allowAll(staff),
    denied: deniedText("update application status"),
  }),
  /** Recording an audit's outcome on the application: its assigned examiner or staff. */
  "application.recordAudit": rule<ApplicationResource>({
    allow: { examiner: assignedApplication, committee: true, administrator: true },
    denied: deniedText("update application status"),
  }),
  /** Correct where a business works (decision 054): staff. */
  "serviceArea.correct": rule({
    allow: allowAll(staff),
    denied: deniedText("correct service areas"),
  }),
  "application.listApproved": rule({
    allow: allowAll(staff),
    denied: deniedText("view approved applications"),
  }),
  /** Reminders and bulk messages to applicants (e.g. missing documents). */
  "application.remind": rule({ allow: allowAll(staff), denied: deniedText("send reminders") }),

  // --- Documents ---------------------------------------------------------------
  /** The documents page: each role sees the documents of the applications in its scope. */
  "document.list": rule({
    allow: allowAll(everyone),
    denied: deniedText("view documents"),
  }),
  /** Applicants on their own applications; staff on anyone's behalf (decision 013). Examiners never. */
  "document.upload": rule<ApplicationResource>({
    allow: {
      applicant: own((a: ApplicationResource) => a.applicantId),
      committee: true,
      administrator: true,
    },
    denied: deniedText("upload documents to this application"),
  }),
  /** SPEC §6: the uploader or staff; once the application is approved or certified, staff only. */
  "document.delete": rule<DocumentResource>({
    allow: {
      applicant: (v, d) => d.uploadedBy === v.user.id && !DECIDED.has(d.application.status),
      examiner: (v, d) => d.uploadedBy === v.user.id && !DECIDED.has(d.application.status),
      committee: true,
      administrator: true,
    },
    denied: deniedText("delete this document"),
  }),

  // --- Payments ----------------------------------------------------------------
  /** Paying by card: the application's business (whatever role they act in). */
  "payment.pay": rule<ApplicationResource>({
    allow: allowAll(
      everyone,
      own((a: ApplicationResource) => a.applicantId),
    ),
    denied: deniedText("pay fees for this application"),
  }),
  "payment.view": rule<ApplicationResource>({
    allow: {
      applicant: own((a: ApplicationResource) => a.applicantId),
      committee: true,
      administrator: true,
    },
    denied: deniedText("view these payments"),
  }),
  "payment.recordOffline": restricted("record offline payments"),

  // --- Audits (inspections) ----------------------------------------------------
  "audit.list": rule({ allow: allowAll(everyone), denied: deniedText("view audits") }),
  "audit.view": rule<AuditResource>({
    allow: {
      applicant: (v, a) => a.applicantId === v.user.id,
      examiner: own((a: AuditResource) => a.examinerId),
      committee: true,
      administrator: true,
    },
    denied: "Audit not found",
  }),
  /** An audit's `.ics` (decision 065): whoever may see the audit. */
  "audit.downloadCalendar": rule<AuditResource>({
    allow: {
      applicant: (v, a) => a.applicantId === v.user.id,
      examiner: own((a: AuditResource) => a.examinerId),
      committee: true,
      administrator: true,
    },
    denied: "Audit not found",
  }),
  /** A private calendar feed of one's own audits (decision 065): examiners. */
  "calendarFeed.manage": rule({
    allow: { examiner: true },
    denied: deniedText("subscribe to an audit calendar"),
  }),
  "audit.schedule": restricted("schedule audits"),
  "audit.delete": restricted("delete audits"),
  /** SPEC §6: its examiner or staff. */
  "audit.update": rule<AuditResource>({
    allow: {
      examiner: own((a: AuditResource) => a.examinerId),
      committee: true,
      administrator: true,
    },
    denied: deniedText("update this audit"),
  }),
  /** Moving an audit to another date or examiner. */
  "audit.reschedule": rule({
    allow: allowAll(staff),
    denied: "Only administrators and committee members can reschedule an audit",
  }),
  /** SPEC §5: a completed audit is changed (or deleted) by staff only. */
  "audit.modifyCompleted": rule({
    allow: allowAll(staff),
    denied: "Completed audits cannot be modified",
  }),

  /**
   * Photos of an audit's findings (issue 37): the examiner and staff always;
   * the business once the audit is completed (with its findings); never the public.
   */
  "auditPhoto.view": rule<AuditPhotoResource>({
    allow: {
      applicant: (v, a) => a.applicantId === v.user.id && a.status === "completed",
      examiner: own((a: AuditPhotoResource) => a.examinerId),
      committee: true,
      administrator: true,
    },
    denied: "Photo not found",
  }),
  /** The audit report PDF (issue 37): whoever may read the completed report. */
  "audit.downloadReport": rule<AuditResource>({
    allow: {
      applicant: (v, a) => a.applicantId === v.user.id && a.status === "completed",
      examiner: own((a: AuditResource) => a.examinerId),
      committee: true,
      administrator: true,
    },
    denied: "Audit not found",
  }),

  // --- Corrective actions (issue 37, decision 087) --------------------------------
  /** The list of corrective actions: each role its own scope (see `scopeFor("correctiveActions")`). */
  "correctiveAction.list": rule({
    allow: allowAll(everyone),
    denied: deniedText("view corrective actions"),
  }),
  "correctiveAction.view": rule<CorrectiveActionResource>({
    allow: {
      applicant: (v, a) => a.applicantId === v.user.id,
      examiner: own((a: CorrectiveActionResource) => a.examinerId),
      committee: true,
      administrator: true,
    },
    denied: "Corrective action not found",
  }),
  /** The business answers its own actions: root cause, what it changed, evidence. */
  "correctiveAction.answer": rule<CorrectiveActionResource>({
    allow: { applicant: (v, a) => a.applicantId === v.user.id },
    denied: deniedText("answer this corrective action"),
  }),
  /** The examiner who audited the business, or staff, accept or return an answer. */
  "correctiveAction.verify": rule<CorrectiveActionResource>({
    allow: {
      examiner: own((a: CorrectiveActionResource) => a.examinerId),
      committee: true,
      administrator: true,
    },
    denied: deniedText("verify this corrective action"),
  }),

  // --- Review panel --------------------------------------------------------------
  "review.view": rule({ allow: allowAll(staff), denied: deniedText("view the review panel") }),
  "review.decide": rule({ allow: allowAll(staff), denied: deniedText("decide applications") }),

  // --- Certificates ----------------------------------------------------------------
  "certificate.list": rule({
    allow: { applicant: true, committee: true, administrator: true },
    denied: deniedText("view certificates"),
  }),
  "certificate.view": rule<CertificateResource>({
    allow: {
      applicant: own((c: CertificateResource) => c.businessId),
      committee: true,
      administrator: true,
    },
    denied: "Certificate not found",
  }),
  "certificate.generate": restricted("generate certificates"),
  "certificate.revoke": restricted("revoke certificates"),
  /** SPEC §5: only the certificate's business (business_id = current user). */
  "certificate.renew": rule<CertificateResource>({
    allow: allowAll(
      everyone,
      own((c: CertificateResource) => c.businessId),
    ),
    denied: deniedText("renew this certificate"),
  }),
  "certificate.runExpiryChecks": restricted("run expiry checks"),
  /** Suspension (decision 056): staff suspend a certificate in force and reinstate it. */
  "certificate.suspend": restricted("suspend certificates"),
  "certificate.reinstate": restricted("reinstate certificates"),

  // --- Appeals (decision 057) ----------------------------------------------------------
  /** The appeals list and an appeal's page: staff see all; a business its own (scope). */
  "appeal.list": rule({
    allow: { applicant: true, committee: true, administrator: true },
    denied: deniedText("view appeals"),
  }),
  "appeal.view": rule<AppealResource>({
    allow: {
      applicant: own((a: AppealResource) => a.businessId),
      committee: true,
      administrator: true,
    },
    denied: "Appeal not found",
  }),
  /** Only the business the decision concerns appeals it, from its own account. */
  "appeal.create": rule<AppealResource>({
    allow: { applicant: own((a: AppealResource) => a.businessId) },
    denied: deniedText("appeal this decision"),
  }),
  "appeal.withdraw": rule<AppealResource>({
    allow: { applicant: own((a: AppealResource) => a.businessId) },
    denied: deniedText("withdraw this appeal"),
  }),
  /** Staff open an appeal's impartial panel (the roll is taken then). */
  "appeal.openPanel": restricted("open appeal panels"),
  /** Panel votes: committee members (the roll then keeps out those who took part). */
  "appeal.vote": rule({
    allow: { committee: true },
    denied: deniedText("vote on appeals"),
  }),
  /**
   * A person is one person across roles (decision 080): whoever took part in the decision
   * appealed, administers the appeal (opened its panel) or has a conflict does not vote on it.
   */
  "appeal.voteOn": rule<AppealPanelResource>({
    allow: {
      committee: (v: Viewer, p: AppealPanelResource) => !p.excludedIds.includes(v.user.id),
    },
    denied:
      "You administer this appeal or took part in the decision appealed, so you cannot vote on it, in any role.",
  }),

  // --- Renewals ----------------------------------------------------------------------
  "renewal.list": rule({
    allow: { applicant: true, committee: true, administrator: true },
    denied: deniedText("view renewals"),
  }),
  "renewal.update": restricted("update renewals"),

  // --- Standards (SPEC §6 restricted actions) -------------------------------------------
  "standards.view": rule({ allow: allowAll(everyone), denied: deniedText("view the standards") }),
  "standards.manage": rule({
    allow: allowAll(staff),
    denied: deniedText("manage standards"),
  }),
  "standardItem.create": restricted("create standard items"),
  "standardItem.update": restricted("update standard items"),
  "standardItem.delete": restricted("delete standards"),
  "subStandard.create": restricted("create sub-standards"),
  "subStandard.update": restricted("update sub-standards"),
  "subStandard.delete": restricted("delete sub-standards"),
  "standardSection.create": restricted("create standard sections"),
  "standardSection.update": restricted("update standard sections"),
  "standardVersion.create": restricted("create standard versions"),
  /** SPEC §6: any authenticated user may create a standard category. */
  "standardCategory.create": rule({
    allow: allowAll(everyone),
    denied: deniedText("create standard categories"),
  }),
  /** Renaming and removing categories is staff work. */
  "standardCategory.manage": rule({
    allow: allowAll(staff),
    denied: deniedText("manage standard categories"),
  }),

  // --- Proposals and ballots --------------------------------------------------------------
  "proposal.list": rule({ allow: allowAll(everyone), denied: deniedText("view proposals") }),
  "proposal.create": rule({
    allow: allowAll(everyone),
    denied: deniedText("propose standard changes"),
  }),
  "proposal.updateStatus": restricted("update proposal status"),
  "proposal.vote": rule({
    allow: allowAll(staff),
    denied: deniedText("vote on proposals"),
  }),
  /** Revising the text and rationale before a ballot opens: the proposer or staff. */
  "proposal.edit": rule<ProposalResource>({
    allow: ownOrStaff((p: ProposalResource) => p.proposedBy),
    denied: deniedText("edit this proposal"),
  }),
  /**
   * Withdrawing a proposal (and cancelling its open ballot): the proposer, or
   * an administrator with a reason (decision 059; committee members vote,
   * they do not withdraw someone else's proposal).
   */
  "proposal.withdraw": rule<ProposalResource>({
    allow: {
      ...allowAll(
        everyone,
        own((p: ProposalResource) => p.proposedBy),
      ),
      administrator: true,
    },
    denied: deniedText("withdraw this proposal"),
  }),
  /** Replying in a proposal's discussion thread: every signed-in user (decision 059). */
  "proposalComment.create": rule({
    allow: allowAll(everyone),
    denied: deniedText("reply in this discussion"),
  }),
  /** Editing a reply: its author only (earlier texts are kept). */
  "proposalComment.edit": rule<AuthoredResource>({
    allow: allowAll(
      everyone,
      own((c: AuthoredResource) => c.authorId),
    ),
    denied: deniedText("edit this reply"),
  }),
  /** Hiding a reply with a reason: administrators. */
  "proposalComment.moderate": rule({
    allow: { administrator: true },
    denied: deniedText("moderate this discussion"),
  }),
  /** A business acknowledges the notices of standards changed since its audit. */
  "standardNotice.acknowledge": rule<OwnedResource>({
    allow: allowAll(
      everyone,
      own((n: OwnedResource) => n.userId),
    ),
    denied: deniedText("acknowledge these notices"),
  }),

  // --- Discussions ----------------------------------------------------------------------------
  "discussion.create": rule({
    allow: allowAll(everyone),
    denied: deniedText("comment on standards"),
  }),
  /** SPEC §6: the author or administrator/committee. */
  "discussion.update": rule<AuthoredResource>({
    allow: ownOrStaff((d: AuthoredResource) => d.authorId),
    denied: deniedText("update or delete this discussion"),
  }),
  "discussion.delete": rule<AuthoredResource>({
    allow: ownOrStaff((d: AuthoredResource) => d.authorId),
    denied: deniedText("update or delete this discussion"),
  }),
  /** Marking a discussion as FAQ or pinning it. */
  "discussion.moderate": rule({
    allow: allowAll(staff),
    denied: deniedText("update or delete this discussion"),
  }),

  // --- Blog and operations manual (SPEC §1: committee and administrators manage the blog) -------
  "blog.manage": rule({ allow: allowAll(staff), denied: deniedText("manage the blog") }),
  /** Reading drafts and scheduled posts before they are published. */
  "blog.preview": rule({ allow: allowAll(staff), denied: deniedText("preview unpublished posts") }),
  "manual.view": rule({
    allow: allowAll(everyone),
    denied: deniedText("view the operations manual"),
  }),
  "manual.edit": rule({ allow: allowAll(staff), denied: deniedText("edit the operations manual") }),
  /** Content translations (issue 36): the list of what lags behind, and writing a translation. */
  "translations.view": rule({
    allow: allowAll(staff),
    denied: deniedText("view content translations"),
  }),
  "translations.edit": rule({
    allow: allowAll(staff),
    denied: deniedText("translate the programme's content"),
  }),
  /** Images for the Markdown editor: upload, list the media library, see unpublished ones (decision 060). */
  "media.manage": rule({ allow: allowAll(staff), denied: deniedText("manage images") }),
  /** Site search: include unpublished blog posts in the results (decision 061). */
  "search.drafts": rule({
    allow: allowAll(staff),
    denied: deniedText("search unpublished posts"),
  }),

  // --- Users and reports (SPEC §6) ------------------------------------------------------------
  "users.view": rule({
    allow: allowAll(staff),
    denied: deniedText("view users"),
  }),
  "users.manage": rule({
    allow: allowAll(administratorOnly),
    denied: deniedText("manage users"),
  }),
  "reports.view": rule({
    allow: allowAll(staff),
    denied: deniedText("view reports"),
  }),
  "reports.export": rule({
    allow: allowAll(administratorOnly),
    denied: deniedText("generate reports"),
  }),

  // --- Complaints (issue 22, decision 058; ISO/IEC 17065 §7.13) -------------------------------
  /** The Complaints screen and case pages: staff. */
  "complaint.list": rule({ allow: allowAll(staff), denied: deniedText("view complaints") }),
  /** Acknowledge, investigate, resolve, withdraw, assign, notes, whether the business is told. */
  "complaint.manage": rule({ allow: allowAll(staff), denied: deniedText("manage complaints") }),
  /**
   * Impartiality (decision 080): every step of a case (acknowledge, investigate, resolve,
   * withdraw, assign, tell the business, notes) is taken by staff who neither audited the
   * business nor have a recorded conflict with it; not only the assignee.
   */
  "complaint.handle": rule<ComplaintHandlingResource>({
    allow: allowAll(
      staff,
      (v: Viewer, c: ComplaintHandlingResource) => !c.ineligibleIds.includes(v.user.id),
    ),
    denied:
      "You audited this business or have a recorded conflict of interest with it, so you cannot take part in this complaint. Another committee member or administrator without a conflict must handle it.",
  }),
  /**
   * The reporter's name and e-mail: staff with a need only (administrators, and the committee
   * member the case is assigned to); never the business.
   */
  "complaint.viewReporter": rule<ComplaintResource>({
    allow: {
      administrator: true,
      committee: own((c: ComplaintResource) => c.assigneeId),
    },
    denied: deniedText("see who reported this concern"),
  }),
  /** The business sees the concern's substance (never the reporter) unless staff withhold it. */
  "complaint.viewAsBusiness": rule<ComplaintResource>({
    allow: allowAll(everyone, informedBusiness),
    denied: "Concern not found",
  }),
  /** The business answers while the case is open. */
  "complaint.respond": rule<ComplaintResource>({
    allow: allowAll(
      everyone,
      (v: Viewer, c: ComplaintResource) => informedBusiness(v, c) && COMPLAINT_OPEN.has(c.status),
    ),
    denied: deniedText("answer this concern"),
  }),

  // --- Operations -----------------------------------------------------------------------------
  "mailLog.view": rule({
    allow: allowAll(administratorOnly),
    denied: deniedText("view the mail log"),
  }),
  // Back up now, see and download backups (decision 062).
  "backups.manage": rule({
    allow: allowAll(administratorOnly),
    denied: deniedText("manage backups"),
  }),
} as const;

export type Action = keyof typeof policy;

/** The resource type an action's predicates read (`undefined` for role-only actions). */
export type ResourceOf<A extends Action> =
  (typeof policy)[A] extends ActionRule<infer R> ? R : never;

type ResourceArgs<A extends Action> =
  undefined extends ResourceOf<A> ? [resource?: ResourceOf<A>] : [resource: ResourceOf<A>];

/** Actions decided by the role alone, asked without a record (screens, menus). */
export type RoleOnlyAction = {
  [A in Action]: undefined extends ResourceOf<A> ? A : never;
}[Action];

/**
 * May `viewer` take `action` (on `resource`)? A role with a predicate and no
 * resource given is refused: callers pass the record they loaded.
 */
export function can<A extends Action>(
  viewer: Viewer,
  action: A,
  ...args: ResourceArgs<A>
): boolean {
  const entry = policy[action] as ActionRule<unknown>;
  const grant = entry.allow[viewer.activeRole];
  if (grant === undefined) return false;
  if (grant === true) return true;
  const [resource] = args;
  if (resource === undefined) return false;
  return grant(viewer, resource);
}

/** The refusal text of an action (SPEC §8 where it has one) as `viewer` reads it. */
export function deniedMessage(viewer: Viewer, action: Action): string {
  const denied = (policy[action] as ActionRule<unknown>).denied;
  return typeof denied === "function" ? denied(viewer) : denied;
}

/** Actions whose refusal text is the same whoever asks. */
export type FixedRefusalAction = {
  [A in Action]: (typeof policy)[A] extends ActionRule<never, string> ? A : never;
}[Action];

/** The refusal text of an action, for messages written down before anyone asks. */
export function refusalText(action: FixedRefusalAction): string {
  return (policy[action] as ActionRule<unknown, string>).denied;
}

/**
 * Services: throws `AppError("forbidden")` with the action's refusal text.
 * Pass `{ as: "not_found" }` where the viewer must not learn the record exists.
 */
export function assertCan<A extends Action>(
  viewer: Viewer,
  action: A,
  ...args: [...ResourceArgs<A>, options?: { as?: "forbidden" | "not_found" }]
): void {
  const [resource, options] = args as unknown as [
    ResourceOf<A> | undefined,
    { as?: "forbidden" | "not_found" } | undefined,
  ];
  if (!can(viewer, action, ...([resource] as ResourceArgs<A>))) {
    throw new AppError(options?.as ?? "forbidden", deniedMessage(viewer, action));
  }
}

/** Does the role take the action on at least some resources (used for screens and menus)? */
export function roleMayEver(role: Role, action: Action): boolean {
  return (policy[action] as ActionRule<unknown>).allow[role] !== undefined;
}

/** Roles that may take `action` unconditionally (e.g. to notify them). */
export function rolesWith(action: Action): Role[] {
  return roles.filter((r) => (policy[action] as ActionRule<unknown>).allow[r] === true);
}

// ---------------------------------------------------------------------------
// Documents a decision rests on (decision 042).

/**
 * Once its application is approved or certified, a document is part of the
 * record the decision rests on: its uploader (applicant) may no longer delete
 * it; staff still may, giving a reason (the delete service requires it).
 */
export function isDecisionDocument(document: DocumentResource): boolean {
  return DECIDED.has(document.application.status);
}

/**
 * Is `viewer` refused deleting `document` only because the decision rests
 * on it (they could before the approval)? The screens say so instead of
 * hiding the button without a word.
 */
export function documentDeleteLockedByDecision(
  viewer: Viewer,
  document: DocumentResource,
): boolean {
  return (
    isDecisionDocument(document) &&
    !can(viewer, "document.delete", document) &&
    can(viewer, "document.delete", {
      ...document,
      application: { ...document.application, status: "submitted" },
    })
  );
}

// ---------------------------------------------------------------------------
// Scopes: what a viewer may see in lists (SPEC §6 visibility).

export type Scope =
  /** Every record. */
  | { kind: "all" }
  /** Records whose owner (applicant / business / recipient) is `userId`. */
  | { kind: "own"; userId: string }
  /** Records assigned to examiner `userId` (audits: their own; applications: those they audit). */
  | { kind: "assigned"; userId: string }
  /** Nothing. */
  | { kind: "none" };

export type Collection =
  | "applications"
  | "documents"
  | "audits"
  | "certificates"
  | "renewals"
  | "payments"
  | "notifications"
  | "users"
  | "blogPosts"
  | "appeals"
  | "correctiveActions";

const scopeTable: Record<Collection, Record<Role, Scope["kind"]>> = {
  applications: { applicant: "own", examiner: "assigned", committee: "all", administrator: "all" },
  documents: { applicant: "own", examiner: "assigned", committee: "all", administrator: "all" },
  audits: { applicant: "own", examiner: "assigned", committee: "all", administrator: "all" },
  certificates: { applicant: "own", examiner: "none", committee: "all", administrator: "all" },
  renewals: { applicant: "own", examiner: "none", committee: "all", administrator: "all" },
  payments: { applicant: "own", examiner: "none", committee: "all", administrator: "all" },
  notifications: { applicant: "own", examiner: "own", committee: "own", administrator: "own" },
  users: { applicant: "none", examiner: "none", committee: "all", administrator: "all" },
  blogPosts: { applicant: "none", examiner: "none", committee: "all", administrator: "all" },
  appeals: { applicant: "own", examiner: "none", committee: "all", administrator: "all" },
  correctiveActions: {
    applicant: "own",
    examiner: "assigned",
    committee: "all",
    administrator: "all",
  },
};

/** The visibility rule of `collection` for `viewer`; services turn it into SQL. */
export function scopeFor(viewer: Viewer, collection: Collection): Scope {
  const kind = scopeTable[collection][viewer.activeRole];
  if (kind === "all" || kind === "none") return { kind };
  return { kind, userId: viewer.user.id };
}

/**
 * SPEC §6: non-administrators see only future-dated audits unless the list is
 * filtered by application.
 */
export function auditsFutureOnly(viewer: Viewer, filteredByApplication: boolean): boolean {
  return !filteredByApplication && viewer.activeRole !== "administrator";
}

// ---------------------------------------------------------------------------
// Dashboard overview (issue 12): the panels /dashboard shows for the active role.

export const overviewPanels = [
  /** The business's applications as steps of the accreditation, with the next action. */
  "accreditationProgress",
  /** The business's payments with receipts. */
  "paymentsMade",
  /** The examiner's next audits. */
  "nextAudits",
  /** Audits that have started and whose report is not completed. */
  "reportsToFinish",
  /** Applications waiting for the committee's decision. */
  "reviewQueue",
  /** Open ballots on standards proposals, with the viewer's vote. */
  "openBallots",
  /** Standards changed since the business's audit, until it acknowledges (decision 059). */
  "standardsChanged",
  /** What needs the programme office today, as counts. */
  "actionsDue",
] as const;
export type OverviewPanel = (typeof overviewPanels)[number];

const overviewPanelTable: Record<Role, readonly OverviewPanel[]> = {
  applicant: ["standardsChanged", "accreditationProgress", "paymentsMade"],
  examiner: ["nextAudits", "reportsToFinish"],
  committee: ["reviewQueue", "openBallots"],
  administrator: ["actionsDue"],
};

/** The overview panels of the viewer's active role (each panel's figures still use `scopeFor`). */
export function overviewPanelsFor(viewer: Viewer): readonly OverviewPanel[] {
  return overviewPanelTable[viewer.activeRole];
}

// ---------------------------------------------------------------------------
// Audiences: who is told about what (notifications to groups).

export const audiences = {
  /** New registrations, submitted applications, payment alerts to the office. */
  programmeOffice: ["administrator"],
  /** Review work: submitted applications, completed audits, renewals. */
  reviewers: ["administrator", "committee"],
  /** New standard proposals. */
  standardsCommittee: ["administrator", "committee"],
  /** Eligible voters on a ballot. */
  voters: rolesWith("proposal.vote"),
  /** Who may sit on an appeal panel (the roll then keeps out those who took part). */
  appealPanel: rolesWith("appeal.vote"),
  /** Told when a suspension's review date comes (decision 056): whoever may reinstate or revoke it. */
  suspensionReviewers: rolesWith("certificate.reinstate"),
} as const satisfies Record<string, readonly Role[]>;
export type Audience = keyof typeof audiences;

export function audienceRoles(audience: Audience): readonly Role[] {
  return audiences[audience];
}

/** Users who may be assigned audits hold this role (as primary or additional role). */
export const examinerRole: Role = "examiner";
/** The role every new account starts with. */
export { defaultRole };
/** The role whose last holder may not lose it (users console). */
export const administratorRole: Role = "administrator";

/** Is `roleList` holding the role that may be assigned audits? */
export function mayBeAssignedAudits(roleList: readonly Role[]): boolean {
  return roleList.includes(examinerRole);
}
