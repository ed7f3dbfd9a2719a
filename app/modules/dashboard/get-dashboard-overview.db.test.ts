import { describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { createApplication } from "~/modules/applications/create-application.server";
import { recordOfflinePayment } from "~/modules/payments/record-offline-payment.server";
import { createTestUser } from "../../../tests/helpers/users";
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

const viewer = (u: { userId: string }, activeRole: "applicant" | "committee" | "examiner") => ({
  user: { id: u.userId },
  activeRole,
});

describe("dashboard overview", () => {
  it("shows an applicant each application with its next step and the payments made", async () => {
    const db = getDb();
    const applicant = await createTestUser("applicant");
    const committee = await createTestUser("committee");
    const draft = await createApplication(db, viewer(applicant, "applicant"), {
      businessName: "Draft Critter Co.",
    });
    const submitted = await createApplication(
      db,
      viewer(applicant, "applicant"),
      complete("Paid Wildlife LLC"),
      { submit: true },
    );
    await recordOfflinePayment(db, viewer(committee, "committee"), {
      applicationId: submitted.id,
      paymentType: "audit",
      method: "cheque",
      reference: "CHQ-1001",
    });

    const overview = await getDashboardOverview(db, viewer(applicant, "applicant"));
    expect(overview.kind).toBe("applicant");
    if (overview.kind !== "applicant") return;
    const byName = Object.fromEntries(overview.applications.map((a) => [a.businessName, a]));
    expect(byName["Draft Critter Co."]?.nextStep.title).toBe("Complete your draft");
    expect(byName["Draft Critter Co."]?.id).toBe(draft.id);
    expect(byName["Paid Wildlife LLC"]).toMatchObject({
      status: "submitted",
      paymentStatus: "audit-fee-paid",
    });
    expect(byName["Paid Wildlife LLC"]?.nextStep.title).toBe("Await the review");
    expect(overview.payments).toHaveLength(1);
    expect(overview.payments[0]).toMatchObject({
      businessName: "Paid Wildlife LLC",
      amountLabel: "750.00 USD",
    });

    // Another applicant sees none of it.
    const other = await createTestUser("applicant");
    const theirs = await getDashboardOverview(db, viewer(other, "applicant"));
    expect(theirs).toEqual({ kind: "applicant", applications: [], payments: [] });
  });

  it("shows staff the applications by status, new submissions and this month's payments", async () => {
    const db = getDb();
    const committee = await createTestUser("committee");
    const before = await getDashboardOverview(db, viewer(committee, "committee"));
    if (before.kind !== "staff") throw new Error("expected the staff overview");

    const applicant = await createTestUser("applicant");
    await createApplication(db, viewer(applicant, "applicant"), { businessName: "Only A Draft" });
    const submitted = await createApplication(
      db,
      viewer(applicant, "applicant"),
      complete("Fresh Submission Inc."),
      { submit: true },
    );
    await recordOfflinePayment(db, viewer(committee, "committee"), {
      applicationId: submitted.id,
      paymentType: "audit",
      method: "bank_transfer",
      reference: "BT-77",
    });

    const after = await getDashboardOverview(db, viewer(committee, "committee"));
    if (after.kind !== "staff") throw new Error("expected the staff overview");
    const count = (o: typeof after, status: string) =>
      o.byStatus.find((s) => s.status === status)?.count ?? 0;
    expect(after.byStatus).toHaveLength(11);
    expect(count(after, "draft") - count(before, "draft")).toBe(1);
    expect(count(after, "submitted") - count(before, "submitted")).toBe(1);
    expect(after.totalApplications - before.totalApplications).toBe(2);
    expect(after.newSubmissions.count - before.newSubmissions.count).toBe(1);
    expect(after.newSubmissions.latest[0]?.businessName).toBe("Fresh Submission Inc.");
    expect(after.paymentsThisMonth.count - before.paymentsThisMonth.count).toBe(1);
    expect(after.paymentsThisMonth.totalCents - before.paymentsThisMonth.totalCents).toBe(75000);

    // Next month, this month's payments no longer count.
    const nextMonth = new Date();
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1, 1);
    const later = await getDashboardOverview(db, viewer(committee, "committee"), nextMonth);
    if (later.kind !== "staff") throw new Error("expected the staff overview");
    expect(later.paymentsThisMonth.count).toBe(0);
  });

  it("examiners get no figures yet", async () => {
    const examiner = await createTestUser("examiner");
    expect(await getDashboardOverview(getDb(), viewer(examiner, "examiner"))).toEqual({
      kind: "none",
    });
  });
});
