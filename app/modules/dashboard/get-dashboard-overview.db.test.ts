import { describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { createApplication } from "~/modules/applications/create-application.server";
import { listApplications } from "~/modules/applications/list-applications.server";
import { generateCertificate } from "~/modules/certificates/generate-certificate.server";
import { listCertifiableApplications } from "~/modules/certificates/list-certifiable-applications.server";
import { revokeCertificate } from "~/modules/certificates/revoke-certificate.server";
import { recordOfflinePayment } from "~/modules/payments/record-offline-payment.server";
import type { Role } from "~/modules/permissions/permissions";
import { listRenewals } from "~/modules/renewals/list-renewals.server";
import {
  addRequiredDocuments,
  createSubmittedApplication,
} from "../../../tests/helpers/applications";
import { createCertifiedBusiness } from "../../../tests/helpers/certified-business";
import { insertApplication, insertAudit } from "../../../tests/helpers/dashboard";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { getDashboardOverview } from "./get-dashboard-overview.server";

const complete = (businessName: string) => ({
  businessName,
  street: "12 Birch Lane",
  city: "Burlington",
  region: "Vermont",
  postalCode: "05401",
  country: "United States",
  contactName: "Casey Owner",
  contactEmail: "owner@example.test",
  contactPhone: "+1 802 555 0101",
  servicesOffered: ["Bat exclusion"],
  serviceArea: "Chittenden County",
});

const viewer = (u: Pick<TestUser, "userId">, activeRole: Role) => ({
  user: { id: u.userId },
  activeRole,
});

const currentStep = (app: { progress: { steps: { label: string; state: string }[] } }) =>
  app.progress.steps.find((s) => s.state === "current")?.label;

describe("dashboard overview", () => {
  it("shows each role its own panels", async () => {
    const db = getDb();
    const panels = async (role: Role) =>
      (await getDashboardOverview(db, viewer(await createTestUser(role), role))).panels;
    expect(await panels("applicant")).toEqual([
      "standardsChanged",
      "accreditationProgress",
      "paymentsMade",
    ]);
    expect(await panels("examiner")).toEqual(["nextAudits", "reportsToFinish"]);
    expect(await panels("committee")).toEqual(["reviewQueue", "openBallots"]);
    expect(await panels("administrator")).toEqual(["actionsDue"]);
  });

  it("tracks an applicant's own applications step by step, with the next action and the payments made", async () => {
    const db = getDb();
    const applicant = await createTestUser("applicant");
    const committee = await createTestUser("committee");
    const draft = await createApplication(db, viewer(applicant, "applicant"), {
      businessName: "Draft Critter Co.",
    });
    const submitted = await createSubmittedApplication(
      db,
      viewer(applicant, "applicant"),
      complete("Paid Wildlife LLC"),
    );
    const unpaid = await createSubmittedApplication(
      db,
      viewer(applicant, "applicant"),
      complete("Unpaid Wildlife LLC"),
    );
    await recordOfflinePayment(db, viewer(committee, "committee"), {
      applicationId: submitted.id,
      paymentType: "audit",
      method: "cheque",
      reference: "CHQ-1001",
    });

    const overview = await getDashboardOverview(db, viewer(applicant, "applicant"));
    const tracked = overview.accreditationProgress!;
    expect(tracked.total).toBe(3);
    const byName = Object.fromEntries(tracked.applications.map((a) => [a.businessName, a]));
    expect(currentStep(byName["Draft Critter Co."]!)).toBe("Apply");
    expect(byName["Draft Critter Co."]!.progress.next.action?.to).toBe(
      `/dashboard/applications/${draft.id}/edit`,
    );
    // Issue 19: the draft's required-documents checklist; none once submitted.
    expect(byName["Draft Critter Co."]!.progress.next.checklist).toEqual([
      { type: "business_licence", label: "Business licence", uploaded: false },
      { type: "liability_insurance", label: "Liability insurance", uploaded: false },
      { type: "wildlife_permit", label: "Wildlife permit", uploaded: false },
    ]);
    expect(byName["Unpaid Wildlife LLC"]!.progress.next.checklist).toBeUndefined();
    await addRequiredDocuments(draft.id, { types: ["wildlife_permit"] });
    const later = await getDashboardOverview(db, viewer(applicant, "applicant"));
    const draftLater = later.accreditationProgress!.applications.find((a) => a.id === draft.id)!;
    expect(draftLater.progress.next.checklist?.map((c) => [c.type, c.uploaded])).toEqual([
      ["business_licence", false],
      ["liability_insurance", false],
      ["wildlife_permit", true],
    ]);
    expect(currentStep(byName["Unpaid Wildlife LLC"]!)).toBe("Pay the audit fee");
    expect(byName["Unpaid Wildlife LLC"]!.progress.currentNumber).toBe(3);
    expect(byName["Unpaid Wildlife LLC"]!.id).toBe(unpaid.id);
    expect(currentStep(byName["Paid Wildlife LLC"]!)).toBe("Audit");
    expect(byName["Paid Wildlife LLC"]!.progress.next.title).toBe("Await the review");
    expect(overview.paymentsMade).toMatchObject({ total: 1 });
    expect(overview.paymentsMade!.rows[0]).toMatchObject({
      businessName: "Paid Wildlife LLC",
      amountLabel: "$750.00 USD",
    });

    // Another applicant sees none of it.
    const other = await createTestUser("applicant");
    const theirs = await getDashboardOverview(db, viewer(other, "applicant"));
    expect(theirs.accreditationProgress).toEqual({ total: 0, applications: [] });
    expect(theirs.paymentsMade).toEqual({ total: 0, rows: [] });
  });

  it("offers the renewal as the step once the certificate is due, and the renewal in progress after", async () => {
    const db = getDb();
    const business = await createCertifiedBusiness({ expiresInDays: 20 });
    const due = await getDashboardOverview(db, viewer(business, "applicant"));
    const app = due.accreditationProgress!.applications[0]!;
    expect(currentStep(app)).toBe("Renew");
    expect(app.progress.next.action).toEqual({
      label: "Start the renewal",
      to: `/dashboard/certificates/${business.certificateId}/renew`,
    });

    const renewal = await insertApplication({
      applicantId: business.userId,
      certificateId: business.certificateId,
      status: "submitted",
      metadata: { renewal_type: "standard" },
    });
    const underWay = await getDashboardOverview(db, viewer(business, "applicant"));
    const original = underWay.accreditationProgress!.applications.find(
      (a) => a.id === business.applicationId,
    )!;
    expect(original.progress.next.action?.to).toBe(`/dashboard/applications/${renewal.id}`);
    const renewing = underWay.accreditationProgress!.applications.find((a) => a.id === renewal.id)!;
    expect(renewing.renewal).toBe(true);
    expect(currentStep(renewing)).toBe("Pay the audit fee");

    const notDue = await createCertifiedBusiness({ expiresInDays: 200 });
    const calm = await getDashboardOverview(db, viewer(notDue, "applicant"));
    const certified = calm.accreditationProgress!.applications[0]!;
    expect(certified.progress.currentNumber).toBeNull();
    expect(certified.progress.steps.at(-1)).toMatchObject({ label: "Renew", state: "upcoming" });
  });

  it("explains a revoked certificate as an alert on the tracker", async () => {
    const db = getDb();
    const applicant = await createTestUser("applicant");
    const admin = await createTestUser("administrator");
    const app = await insertApplication({
      applicantId: applicant.userId,
      businessName: "Revoked Wildlife Co.",
      status: "approved",
      paymentStatus: "membership-fee-paid",
    });
    const staff = viewer(admin, "administrator");
    const { certificate } = await generateCertificate(db, staff, app.id);
    await revokeCertificate(db, staff, certificate.id, "Standards breach");
    const overview = await getDashboardOverview(db, viewer(applicant, "applicant"));
    const tracked = overview.accreditationProgress!.applications[0]!;
    expect(tracked.progress.next).toMatchObject({
      title: "Your certificate was revoked",
      tone: "alert",
    });
    expect(tracked.progress.next.text).toContain("Reason: Standards breach.");
  });

  it("tracks at most ten applications, counting all of them in SQL", async () => {
    const applicant = await createTestUser("applicant");
    for (let i = 0; i < 12; i++) {
      await insertApplication({
        applicantId: applicant.userId,
        businessName: `Many Critters ${String(i).padStart(2, "0")}`,
        updatedAt: new Date(Date.now() + i * 1000),
      });
    }
    const overview = await getDashboardOverview(getDb(), viewer(applicant, "applicant"));
    expect(overview.accreditationProgress!.total).toBe(12);
    expect(overview.accreditationProgress!.applications.map((a) => a.businessName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Many Critters ${String(11 - i).padStart(2, "0")}`),
    );
  });

  it("gives the examiner their next audits and reports to finish, none of another examiner's", async () => {
    const db = getDb();
    const examiner = await createTestUser("examiner");
    const other = await createTestUser("examiner");
    const applicant = await createTestUser("applicant");
    const a = await insertApplication({ applicantId: applicant.userId, businessName: "Mine Next" });
    const b = await insertApplication({ applicantId: applicant.userId, businessName: "Mine Late" });
    const c = await insertApplication({ applicantId: applicant.userId, businessName: "Not Mine" });
    await insertAudit({
      applicationId: a.id,
      examinerId: examiner.userId,
      scheduledDate: new Date(Date.now() + 86_400_000),
    });
    await insertAudit({
      applicationId: b.id,
      examinerId: examiner.userId,
      scheduledDate: new Date(Date.now() - 86_400_000),
      status: "in-progress",
    });
    await insertAudit({
      applicationId: c.id,
      examinerId: other.userId,
      scheduledDate: new Date(Date.now() + 86_400_000),
    });
    const overview = await getDashboardOverview(db, viewer(examiner, "examiner"));
    expect(overview.nextAudits!.rows.map((r) => r.businessName)).toEqual(["Mine Next"]);
    expect(overview.reportsToFinish!.rows.map((r) => r.businessName)).toEqual(["Mine Late"]);
    expect(overview.reviewQueue).toBeUndefined();
    expect(overview.accreditationProgress).toBeUndefined();
  });

  it("counts what needs the administrator today; each count equals its linked filtered list", async () => {
    const db = getDb();
    const admin = await createTestUser("administrator");
    const me = viewer(admin, "administrator");
    const counts = async () =>
      Object.fromEntries(
        (await getDashboardOverview(db, me)).actionsDue!.items.map((i) => [i.key, i.count]),
      );
    const before = await counts();
    const applicant = await createTestUser("applicant");
    await insertApplication({ applicantId: applicant.userId, status: "submitted" });
    await insertApplication({
      applicantId: applicant.userId,
      status: "under-review",
      paymentStatus: "audit-fee-paid",
    });
    await insertApplication({ applicantId: applicant.userId, status: "payment-pending" });
    await insertApplication({
      applicantId: applicant.userId,
      status: "review-panel",
      paymentStatus: "audit-fee-paid",
    });
    // Already has its audit: not one to schedule.
    const booked = await insertApplication({
      applicantId: applicant.userId,
      status: "inspection-scheduled",
      paymentStatus: "audit-fee-paid",
    });
    await insertAudit({
      applicationId: booked.id,
      examinerId: (await createTestUser("examiner")).userId,
      scheduledDate: new Date(Date.now() + 86_400_000),
    });
    const expiring = await createCertifiedBusiness({
      expiresInDays: 10,
      businessName: "Expiring Soon Wildlife",
    });
    await createCertifiedBusiness({ expiresInDays: 100 });
    await insertApplication({
      applicantId: expiring.userId,
      certificateId: expiring.certificateId,
      status: "submitted",
      paymentStatus: "audit-fee-paid",
      metadata: { renewal_type: "standard" },
    });

    const overview = await getDashboardOverview(db, me);
    const after = Object.fromEntries(overview.actionsDue!.items.map((i) => [i.key, i.count]));
    const delta = (key: string) => (after[key] ?? 0) - (before[key] ?? 0);
    expect(delta("completeness")).toBe(2); // the new application and the renewal
    expect(delta("paymentsToConfirm")).toBe(1);
    expect(delta("auditsToSchedule")).toBe(2); // under review (paid) and the paid renewal
    expect(delta("reviewDecisions")).toBe(1);
    expect(delta("renewalsSubmitted")).toBe(1);
    expect(delta("expiringCertificates")).toBe(1);
    expect(overview.actionsDue!.expiring.map((c) => c.businessName)).toContain(
      "Expiring Soon Wildlife",
    );

    // The link of each count shows exactly that many records.
    const items = Object.fromEntries(overview.actionsDue!.items.map((i) => [i.key, i]));
    expect(items.completeness!.href).toBe("/dashboard/applications?status=submitted");
    const submittedList = await listApplications(db, me, { status: "submitted" });
    expect(submittedList.total).toBe(after.completeness);
    const pendingList = await listApplications(db, me, { status: "payment-pending" });
    expect(pendingList.total).toBe(after.paymentsToConfirm);
    expect(items.renewalsSubmitted!.href).toBe("/dashboard/renewals?status=submitted");
    const renewals = await listRenewals(db, me, { status: "submitted" });
    expect(renewals.total).toBe(after.renewalsSubmitted);
  });

  it("shows 'Certificates to issue' only while an approved, paid application has none; it links to the list", async () => {
    const db = getDb();
    const admin = await createTestUser("administrator");
    const me = viewer(admin, "administrator");
    const toIssue = async () =>
      (await getDashboardOverview(db, me)).actionsDue!.items.find(
        (i) => i.key === "certificatesToIssue",
      );
    const before = (await toIssue())?.count ?? 0;
    const applicant = await createTestUser("applicant");
    // A membership fee recorded before issuance was automatic (decision 051).
    const waiting = await insertApplication({
      applicantId: applicant.userId,
      status: "approved",
      paymentStatus: "membership-fee-paid",
    });
    const item = await toIssue();
    expect(item).toMatchObject({
      key: "certificatesToIssue",
      count: before + 1,
      href: "/dashboard/certificates#generate-h",
    });
    const listed = await listCertifiableApplications(db, me, { pageSize: 1000 });
    expect(listed.total).toBe(item!.count);
    expect(listed.rows.map((r) => r.id)).toContain(waiting.id);

    await generateCertificate(db, me, waiting.id);
    expect((await toIssue())?.count ?? 0).toBe(before);
    if (before === 0) expect(await toIssue()).toBeUndefined();
  });
});
