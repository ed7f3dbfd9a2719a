import { describe, expect, it } from "vitest";
import { applications } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { createApplication } from "~/modules/applications/create-application.server";
import { generateCertificate } from "~/modules/certificates/generate-certificate.server";
import { revokeCertificate } from "~/modules/certificates/revoke-certificate.server";
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
    expect(overview.kind).toBe("business");
    if (overview.kind !== "business") return;
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
      amountLabel: "$750.00 USD",
    });

    // Another applicant sees none of it.
    const other = await createTestUser("applicant");
    const theirs = await getDashboardOverview(db, viewer(other, "applicant"));
    expect(theirs).toEqual({
      kind: "business",
      applications: [],
      applicationCount: 0,
      payments: [],
      paymentCount: 0,
    });
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

  it("counts in SQL and shows bounded lists: the latest ten applications and five new submissions", async () => {
    const db = getDb();
    const applicant = await createTestUser("applicant");
    const committee = await createTestUser("committee");
    const before = await getDashboardOverview(db, viewer(committee, "committee"));
    if (before.kind !== "staff") throw new Error("expected the staff overview");
    await db.insert(applications).values(
      Array.from({ length: 12 }, (_, i) => ({
        applicantId: applicant.userId,
        businessName: `Many Critters ${String(i).padStart(2, "0")}`,
        businessAddress: {
          street: "1 Main St",
          city: "Reno",
          region: "Nevada",
          postalCode: "89501",
          country: "United States" as const,
        },
        contactName: "Many",
        contactEmail: "many@example.test",
        contactPhone: "+1 775 555 0100",
        status: "submitted",
        submittedAt: new Date(),
        updatedAt: new Date(Date.now() + i * 1000),
      })),
    );
    const mine = await getDashboardOverview(db, viewer(applicant, "applicant"));
    if (mine.kind !== "business") throw new Error("expected the business overview");
    expect(mine.applicationCount).toBe(12);
    expect(mine.applications.map((a) => a.businessName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Many Critters ${String(11 - i).padStart(2, "0")}`),
    );
    const after = await getDashboardOverview(db, viewer(committee, "committee"));
    if (after.kind !== "staff") throw new Error("expected the staff overview");
    expect(after.newSubmissions.count - before.newSubmissions.count).toBe(12);
    expect(after.newSubmissions.latest).toHaveLength(5);
  });

  it("explains a revoked certificate on the business's overview", async () => {
    const db = getDb();
    const applicant = await createTestUser("applicant");
    const admin = await createTestUser("administrator");
    const [app] = await db
      .insert(applications)
      .values({
        applicantId: applicant.userId,
        businessName: "Revoked Wildlife Co.",
        businessAddress: {
          street: "1 Main St",
          city: "Reno",
          region: "Nevada",
          postalCode: "89501",
          country: "United States",
        },
        contactName: "Rev",
        contactEmail: "rev@example.test",
        contactPhone: "+1 775 555 0100",
        status: "approved",
        paymentStatus: "membership-fee-paid",
      })
      .returning();
    const staff = { user: { id: admin.userId }, activeRole: "administrator" as const };
    const { certificate } = await generateCertificate(db, staff, app!.id);
    await revokeCertificate(db, staff, certificate.id, "Standards breach");
    const overview = await getDashboardOverview(db, viewer(applicant, "applicant"));
    if (overview.kind !== "business") throw new Error("expected the business overview");
    expect(overview.applications[0]!.nextStep).toMatchObject({
      title: "Your certificate was revoked",
      tone: "alert",
    });
    expect(overview.applications[0]!.nextStep.text).toContain("Reason: Standards breach.");
  });

  it("examiners get no figures yet", async () => {
    const examiner = await createTestUser("examiner");
    expect(await getDashboardOverview(getDb(), viewer(examiner, "examiner"))).toEqual({
      kind: "none",
    });
  });
});
