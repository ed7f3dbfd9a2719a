import { describe, expect, it } from "vitest";
import { roles, type Role } from "./permissions";
import {
  assertCan,
  auditsFutureOnly,
  can,
  deniedMessage,
  documentDeleteLockedByDecision,
  refusalText,
  isDecisionDocument,
  policy,
  rolesWith,
  roleMayEver,
  scopeFor,
  type Action,
  type Viewer,
} from "./policy";

const as = (role: Role, id = `${role}-1`): Viewer => ({ user: { id }, activeRole: role });
const A = "applicant" as const;
const E = "examiner" as const;
const C = "committee" as const;
const ADMIN = "administrator" as const;

/**
 * Role-only actions and who may take them, written out independently of the
 * policy's data (SPEC §6 permissions and restricted actions; §1 blog).
 */
const roleOnly: Partial<Record<Action, Role[]>> = {
  "dashboard.view": [A, E, C, ADMIN],
  "application.create": [A, ADMIN],
  "application.listApproved": [C, ADMIN],
  "application.submitWithoutDocuments": [ADMIN],
  "payment.recordOffline": [C, ADMIN],
  "audit.schedule": [C, ADMIN],
  "audit.delete": [C, ADMIN],
  "audit.reschedule": [C, ADMIN],
  "audit.modifyCompleted": [C, ADMIN],
  "calendarFeed.manage": [E],
  "review.view": [C, ADMIN],
  "review.decide": [C, ADMIN],
  "certificate.list": [A, C, ADMIN],
  "certificate.generate": [C, ADMIN],
  "certificate.revoke": [C, ADMIN],
  "certificate.runExpiryChecks": [C, ADMIN],
  "certificate.suspend": [C, ADMIN],
  "certificate.reinstate": [C, ADMIN],
  "appeal.list": [A, C, ADMIN],
  "appeal.vote": [C],
  "appeal.openPanel": [C, ADMIN],
  "renewal.list": [A, C, ADMIN],
  "renewal.update": [C, ADMIN],
  "standards.view": [A, E, C, ADMIN],
  "standards.manage": [C, ADMIN],
  "standardItem.create": [C, ADMIN],
  "standardItem.update": [C, ADMIN],
  "standardItem.delete": [C, ADMIN],
  "subStandard.create": [C, ADMIN],
  "subStandard.update": [C, ADMIN],
  "subStandard.delete": [C, ADMIN],
  "standardSection.create": [C, ADMIN],
  "standardSection.update": [C, ADMIN],
  "standardVersion.create": [C, ADMIN],
  "standardCategory.create": [A, E, C, ADMIN],
  "proposal.create": [A, E, C, ADMIN],
  "proposal.updateStatus": [C, ADMIN],
  "proposal.vote": [C, ADMIN],
  "proposalComment.create": [A, E, C, ADMIN],
  "proposalComment.moderate": [ADMIN],
  "discussion.create": [A, E, C, ADMIN],
  "discussion.moderate": [C, ADMIN],
  "blog.manage": [C, ADMIN],
  "blog.preview": [C, ADMIN],
  "media.manage": [C, ADMIN],
  "search.drafts": [C, ADMIN],
  "manual.view": [A, E, C, ADMIN],
  "manual.edit": [C, ADMIN],
  "users.view": [C, ADMIN],
  "users.manage": [ADMIN],
  "reports.view": [C, ADMIN],
  "reports.export": [ADMIN],
  "mailLog.view": [ADMIN],
  "backups.manage": [ADMIN],
};

describe("policy: role-only actions, every role", () => {
  for (const [action, allowed] of Object.entries(roleOnly) as [Action, Role[]][]) {
    for (const role of roles) {
      const expected = allowed.includes(role);
      it(`${role} ${expected ? "may" : "may not"} ${action}`, () => {
        expect(can(as(role), action as "dashboard.view")).toBe(expected);
      });
    }
  }

  it("SPEC §8 texts for restricted actions", () => {
    const texts: Partial<Record<Action, string>> = {
      "audit.schedule": "You do not have permission to schedule audits",
      "audit.delete": "You do not have permission to delete audits",
      "certificate.generate": "You do not have permission to generate certificates",
      "certificate.revoke": "You do not have permission to revoke certificates",
      "certificate.renew": "You do not have permission to renew this certificate",
      "renewal.update": "You do not have permission to update renewals",
      "certificate.runExpiryChecks": "You do not have permission to run expiry checks",
      "subStandard.create": "You do not have permission to create sub-standards",
      "subStandard.update": "You do not have permission to update sub-standards",
      "subStandard.delete": "You do not have permission to delete sub-standards",
      "standardSection.create": "You do not have permission to create standard sections",
      "standardSection.update": "You do not have permission to update standard sections",
      "proposal.updateStatus": "You do not have permission to update proposal status",
      "proposal.vote": "You do not have permission to vote on proposals",
      "application.update": "You do not have permission to update this application",
      "application.changeStatus": "You do not have permission to update application status",
      "document.delete": "You do not have permission to delete this document",
      "discussion.update": "You do not have permission to update or delete this discussion",
      "discussion.delete": "You do not have permission to update or delete this discussion",
      "audit.update": "You do not have permission to update this audit",
      "standardItem.create": "You do not have permission to create standard items",
      "standardItem.update": "You do not have permission to update standard items",
      "standardVersion.create": "You do not have permission to create standard versions",
      "standardItem.delete": "You do not have permission to delete standards",
      "audit.modifyCompleted": "Completed audits cannot be modified",
      "application.review": "You do not have permission to update application status",
      "application.recordAudit": "You do not have permission to update application status",
      "payment.recordOffline": "You do not have permission to record offline payments",
      "mailLog.view": "You do not have permission to view the mail log",
      "standards.manage": "You do not have permission to manage standards",
      "users.manage": "You do not have permission to manage users",
      "reports.export": "You do not have permission to generate reports",
    };
    for (const [action, text] of Object.entries(texts) as [Action, string][]) {
      expect(deniedMessage(as(E), action)).toBe(text);
      expect(refusalText(action as "audit.schedule")).toBe(text);
    }
    expect(deniedMessage(as(C), "application.create")).toBe(
      "Your current role (committee) cannot create applications.",
    );
  });

  it("assertCan throws the refusal as forbidden, or as not found when asked", () => {
    expect(() => assertCan(as(A), "users.manage")).toThrow(
      expect.objectContaining({
        status: 403,
        message: "You do not have permission to manage users",
      }),
    );
    expect(() =>
      assertCan(as(A), "certificate.view", { businessId: "someone" }, { as: "not_found" }),
    ).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => assertCan(as(ADMIN), "users.manage")).not.toThrow();
  });
});

describe("policy: ownership, assignment and state", () => {
  const application = (status = "draft") => ({
    applicantId: "applicant-1",
    status,
    assignedExaminerIds: ["examiner-1"],
  });

  it("applications: the owner, the assigned examiner, staff", () => {
    expect(can(as(A), "application.view", application())).toBe(true);
    expect(can(as(A, "applicant-2"), "application.view", application())).toBe(false);
    expect(can(as(E), "application.view", application())).toBe(true);
    expect(can(as(E, "examiner-2"), "application.view", application())).toBe(false);
    expect(can(as(C), "application.view", application())).toBe(true);
    expect(can(as(ADMIN), "application.view", application())).toBe(true);
  });

  it("an applicant edits only while draft or rejected; staff and the assigned examiner always", () => {
    for (const status of ["draft", "rejected"]) {
      expect(can(as(A), "application.update", application(status))).toBe(true);
    }
    for (const status of ["submitted", "approved", "certified"]) {
      expect(can(as(A), "application.update", application(status))).toBe(false);
      expect(can(as(E), "application.update", application(status))).toBe(true);
      expect(can(as(C), "application.update", application(status))).toBe(true);
    }
    expect(can(as(E, "examiner-2"), "application.update", application("submitted"))).toBe(false);
  });

  it("documents: uploaded by applicants to their own applications and by staff on anyone's behalf; never by examiners", () => {
    expect(can(as(A), "document.upload", application())).toBe(true);
    expect(can(as(A, "applicant-2"), "document.upload", application())).toBe(false);
    expect(can(as(E), "document.upload", application())).toBe(false);
    expect(can(as(C), "document.upload", application())).toBe(true);
    expect(can(as(ADMIN), "document.upload", application())).toBe(true);
  });

  it("documents: deleted by their uploader until the application is decided, by staff always", () => {
    const doc = (status: string, uploadedBy = "applicant-1") => ({
      uploadedBy,
      application: application(status),
    });
    expect(can(as(A), "document.delete", doc("submitted"))).toBe(true);
    expect(can(as(A), "document.delete", doc("submitted", "committee-1"))).toBe(false);
    expect(can(as(A), "document.delete", doc("approved"))).toBe(false);
    expect(can(as(A), "document.delete", doc("certified"))).toBe(false);
    expect(can(as(C), "document.delete", doc("certified"))).toBe(true);
    expect(can(as(ADMIN), "document.delete", doc("approved", "applicant-1"))).toBe(true);
    // Decision 042: the record a decision rests on; the screens say why the uploader may not.
    expect(isDecisionDocument(doc("approved"))).toBe(true);
    expect(isDecisionDocument(doc("rejected"))).toBe(false);
    expect(documentDeleteLockedByDecision(as(A), doc("certified"))).toBe(true);
    expect(documentDeleteLockedByDecision(as(A), doc("submitted"))).toBe(false);
    expect(documentDeleteLockedByDecision(as(A, "applicant-2"), doc("certified"))).toBe(false);
    expect(documentDeleteLockedByDecision(as(E), doc("certified"))).toBe(false);
    expect(documentDeleteLockedByDecision(as(C), doc("certified"))).toBe(false);
  });

  it("audits: their examiner or staff update them; businesses see their own", () => {
    const audit = { examinerId: "examiner-1", status: "scheduled", applicantId: "applicant-1" };
    expect(can(as(E), "audit.update", audit)).toBe(true);
    expect(can(as(E, "examiner-2"), "audit.update", audit)).toBe(false);
    expect(can(as(A), "audit.update", audit)).toBe(false);
    expect(can(as(C), "audit.update", audit)).toBe(true);
    expect(can(as(A), "audit.view", audit)).toBe(true);
    expect(can(as(A, "applicant-2"), "audit.view", audit)).toBe(false);
    // The audit's .ics: exactly who may see the audit (decision 065).
    for (const viewer of [
      as(A),
      as(A, "applicant-2"),
      as(E),
      as(E, "examiner-2"),
      as(C),
      as(ADMIN),
    ]) {
      expect(can(viewer, "audit.downloadCalendar", audit)).toBe(can(viewer, "audit.view", audit));
    }
    expect(can(as(E), "audit.downloadCalendar", audit)).toBe(true);
    expect(can(as(E, "examiner-2"), "audit.downloadCalendar", audit)).toBe(false);
  });

  it("certificates: only the certificate's business renews it (SPEC §5), whatever role they act in", () => {
    const certificate = { businessId: "applicant-1" };
    expect(can(as(A), "certificate.renew", certificate)).toBe(true);
    expect(can(as(A, "applicant-2"), "certificate.renew", certificate)).toBe(false);
    expect(can(as(ADMIN), "certificate.renew", certificate)).toBe(false);
    expect(can(as(A), "certificate.view", certificate)).toBe(true);
    expect(can(as(E, "applicant-1"), "certificate.view", certificate)).toBe(false);
  });

  it("discussions: the author or staff edit and delete (SPEC §6)", () => {
    const discussion = { authorId: "examiner-1" };
    expect(can(as(E), "discussion.update", discussion)).toBe(true);
    expect(can(as(A), "discussion.delete", discussion)).toBe(false);
    expect(can(as(C), "discussion.delete", discussion)).toBe(true);
  });

  it("a predicate without its record refuses", () => {
    expect(can(as(A), "application.view", undefined as never)).toBe(false);
  });
});

describe("scopes (SPEC §6 visibility)", () => {
  it("applicants see their own, examiners their assigned, staff everything", () => {
    expect(scopeFor(as(A), "applications")).toEqual({ kind: "own", userId: "applicant-1" });
    expect(scopeFor(as(E), "applications")).toEqual({ kind: "assigned", userId: "examiner-1" });
    expect(scopeFor(as(C), "applications")).toEqual({ kind: "all" });
    expect(scopeFor(as(ADMIN), "audits")).toEqual({ kind: "all" });
    expect(scopeFor(as(E), "audits")).toEqual({ kind: "assigned", userId: "examiner-1" });
    expect(scopeFor(as(A), "renewals")).toEqual({ kind: "own", userId: "applicant-1" });
    expect(scopeFor(as(E), "certificates")).toEqual({ kind: "none" });
    expect(scopeFor(as(C), "notifications")).toEqual({ kind: "own", userId: "committee-1" });
  });

  it("non-administrators see only future-dated audits unless filtered by application", () => {
    expect(auditsFutureOnly(as(ADMIN), false)).toBe(false);
    for (const role of [A, E, C]) {
      expect(auditsFutureOnly(as(role), false)).toBe(true);
      expect(auditsFutureOnly(as(role), true)).toBe(false);
    }
  });

  it("roleMayEver and rolesWith answer for screens and audiences", () => {
    expect(roleMayEver(E, "application.view")).toBe(true);
    expect(roleMayEver(E, "certificate.view")).toBe(false);
    // SPEC §4: application status changes are made by administrator, committee or examiner.
    for (const role of [E, C, ADMIN])
      expect(roleMayEver(role, "application.changeStatus")).toBe(true);
    expect(roleMayEver(A, "application.changeStatus")).toBe(false);
    expect(rolesWith("users.manage")).toEqual([ADMIN]);
    expect(rolesWith("proposal.vote").sort()).toEqual([ADMIN, C].sort());
  });

  it("every action has a refusal text", () => {
    for (const action of Object.keys(policy) as Action[]) {
      expect(deniedMessage(as(A), action).length).toBeGreaterThan(5);
    }
  });
});
