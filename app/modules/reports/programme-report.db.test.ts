import crypto from "node:crypto";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  applications,
  applicationStatusHistory,
  certificates,
  inspectionFindings,
  inspections,
  payments,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { createTestUser } from "../../../tests/helpers/users";
import { getProgrammeReport } from "./get-programme-report.server";
import { defaultReportRange } from "./report-filter";

const DAY = 86_400_000;

describe("programme report on a fixed data set", () => {
  it("matches hand-computed figures; a rejected application counts at its furthest stage", async () => {
    const db = getDb();
    const now = new Date();
    const ago = (d: number) => new Date(now.getTime() - d * DAY);
    // A state/province of its own keeps other tests' rows out of the figures.
    const region = `Testland ${crypto.randomBytes(3).toString("hex")}`;
    const admin = await createTestUser("administrator");
    const examiner = await createTestUser("examiner", { name: "Report Examiner" });
    const businessA = await createTestUser("applicant");
    const businessB = await createTestUser("applicant");

    const app = async (
      applicantId: string,
      status: string,
      createdDaysAgo: number,
      payment = "pending",
    ) => {
      const [row] = await db
        .insert(applications)
        .values({
          applicantId,
          // Certified once its certificate is written below (decision 051).
          status: status === "certified" ? "approved" : status,
          paymentStatus: payment,
          businessName: `Report Co ${status}`,
          businessAddress: {
            street: "1 Rd",
            city: "Town",
            region,
            postalCode: "00000",
            country: "United States",
          },
          contactName: "Pat",
          contactEmail: "pat@example.test",
          contactPhone: "555",
          createdAt: ago(createdDaysAgo),
        })
        .returning({ id: applications.id });
      return row!.id;
    };
    const history = async (applicationId: string, steps: [string, number][]) => {
      for (const [to, d] of steps) {
        await db
          .insert(applicationStatusHistory)
          .values({ applicationId, toStatus: to, createdAt: ago(d) });
      }
    };

    const rejected = await app(businessA.userId, "rejected", 21);
    await history(rejected, [
      ["submitted", 20],
      ["under-review", 18],
      ["rejected", 15],
    ]);
    const scheduled = await app(businessA.userId, "inspection-scheduled", 11, "audit-fee-paid");
    await history(scheduled, [
      ["submitted", 10],
      ["under-review", 8],
      ["inspection-scheduled", 5],
    ]);
    await app(businessA.userId, "draft", 1);
    await app(businessB.userId, "submitted", 2);
    const certified = await app(businessA.userId, "certified", 101, "membership-fee-paid");
    await history(certified, [
      ["submitted", 100],
      ["under-review", 99],
      ["inspection-scheduled", 90],
      ["inspection-completed", 80],
      ["review-panel", 70],
      ["approved", 60],
      ["certified", 59],
    ]);
    const certifiedB = await app(businessB.userId, "certified", 350, "membership-fee-paid");

    await db.insert(payments).values([
      {
        applicationId: certified,
        amount: 75000,
        paymentType: "audit",
        status: "succeeded",
        provider: "test",
        paymentMethod: "card",
      },
      {
        applicationId: certified,
        amount: 45000,
        paymentType: "membership",
        status: "succeeded",
        provider: "offline",
        paymentMethod: "cheque",
      },
      {
        applicationId: scheduled,
        amount: 75000,
        paymentType: "audit",
        status: "failed",
        provider: "test",
        paymentMethod: "card",
      },
    ]);
    const cert = (
      applicationId: string,
      businessId: string,
      issuedDaysAgo: number,
      expiresInDays: number,
    ) => ({
      applicationId,
      businessId,
      certificateNumber: `2026-${crypto.randomInt(10_000_000, 99_999_999)}`,
      issueDate: ago(issuedDaysAgo),
      accreditedSince: ago(issuedDaysAgo),
      expiryDate: new Date(now.getTime() + expiresInDays * DAY),
      verificationCode: crypto.randomBytes(8).toString("hex"),
      verificationUrl: "http://localhost/verify/x",
    });
    await db
      .insert(certificates)
      .values([
        cert(certified, businessA.userId, 59, 306),
        cert(certifiedB, businessB.userId, 345, 20),
      ]);
    await db
      .update(applications)
      .set({ status: "certified" })
      .where(inArray(applications.id, [certified, certifiedB]));
    const [audit] = await db
      .insert(inspections)
      .values({
        applicationId: certified,
        examinerId: examiner.userId,
        status: "completed",
        scheduledDate: ago(85),
        completedAt: ago(82),
      })
      .returning({ id: inspections.id });
    await db.insert(inspectionFindings).values([
      {
        inspectionId: audit!.id,
        standardNumber: "1.1",
        standardTitle: "Humane traps",
        finding: "major-non-conformity",
      },
      {
        inspectionId: audit!.id,
        standardNumber: "1.2",
        standardTitle: "Release sites",
        finding: "minor-non-conformity",
      },
      {
        inspectionId: audit!.id,
        standardNumber: "1.3",
        standardTitle: "Records",
        finding: "compliant",
      },
    ]);

    const report = await getProgrammeReport(
      db,
      { user: { id: admin.userId }, activeRole: "committee" },
      { ...defaultReportRange(now), region },
      now,
    );

    expect(Object.fromEntries(report.statusNow.map((s) => [s.status, s.count]))).toEqual({
      certified: 2,
      rejected: 1,
      "inspection-scheduled": 1,
      draft: 1,
      submitted: 1,
    });
    expect(Object.fromEntries(report.funnel.map((s) => [s.stage, s.count]))).toEqual({
      submitted: 5,
      "under-review": 4,
      "inspection-scheduled": 3,
      "inspection-completed": 2,
      "review-panel": 2,
      approved: 2,
      certified: 2,
    });
    const stage = (s: string) => report.stageTimes.find((t) => t.status === s);
    // submitted: 2, 2, 1 days; under-review: 3, 3, 9 days; inspection-scheduled: 5 (still open), 10.
    expect(stage("submitted")).toMatchObject({ entries: 3, open: 0, medianDays: 2, p90Days: 2 });
    expect(stage("under-review")).toMatchObject({ entries: 3, medianDays: 3, p90Days: 7.8 });
    expect(stage("inspection-scheduled")).toMatchObject({
      entries: 2,
      open: 1,
      medianDays: 7.5,
      p90Days: 9.5,
    });
    expect(stage("rejected")).toBeUndefined();

    expect(report.money.collected).toBe(120000);
    expect(report.money.months).toHaveLength(1);
    expect(report.money.months[0]).toMatchObject({
      auditCard: 75000,
      membershipOffline: 45000,
      total: 120000,
    });
    // The submitted application owes the initial audit fee; the rejected one owes nothing.
    expect(report.money.outstanding).toEqual([
      { kind: "audit", count: 1, renewal: 0, cents: 75000 },
    ]);

    // Certificates by accreditation state today (the region applies, the period does not).
    expect(Object.fromEntries(report.certificates.figures.map((f) => [f.key, f.count]))).toEqual({
      "in-force": 2,
      accredited: 1,
      "expiring-soon": 1,
      "within-30": 1,
      "within-7": 0,
      "in-grace": 0,
      lapsed: 0,
      revoked: 0,
      suspended: 0,
    });
    expect(report.certificates).toMatchObject({ renewalDue: 0, renewalRate: null });
    expect(report.certificates.figures[0]).toMatchObject({
      label: "Accredited businesses today",
      href: `/dashboard/certificates?state=in-force&region=${encodeURIComponent(region).replace(/%20/g, "+")}`,
    });
    expect(report.statusNow.find((s) => s.status === "certified")?.href).toBe(
      `/dashboard/applications?${new URLSearchParams({ status: "certified", ...defaultReportRange(now), region })}`,
    );
    expect(report.examiners).toEqual([
      {
        examinerId: examiner.userId,
        name: "Report Examiner",
        scheduled: 1,
        completed: 1,
        medianDaysToReport: 3,
      },
    ]);
    expect(report.findings.map((f) => [f.standard, f.major, f.minor])).toEqual([
      ["1.1", 1, 0],
      ["1.2", 0, 1],
    ]);
    expect(report.coverage).toEqual([
      { region, count: 2, href: `/directory?${new URLSearchParams({ region })}` },
    ]);
  });
});
