import { and, eq, inArray } from "drizzle-orm";
import { accreditationKindSql } from "~/modules/certificates/index.server";
import { describe, expect, it } from "vitest";
import {
  certificateReminders,
  emailOutbox,
  applications,
  certificates,
  documents,
  inspectionFindings,
  inspections,
  payments,
  profiles,
  standardBallots,
  standardChanges,
  standardDiscussions,
  standardItems,
  votes,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getCertificateByCode } from "~/modules/certificates/get-certificate-by-code.server";
import { signInCookie } from "../../../tests/helpers/users";
import { DEMO_PASSWORD, DEMO_VERIFICATION_CODE, seedDemoIfEmpty } from "./seed-demo.server";

describe("demo seed", () => {
  it("seeds accounts and a living programme, once", { timeout: 300_000 }, async () => {
    expect(await seedDemoIfEmpty()).toBe(true);
    const db = getDb();

    const staffAndApplicant = await db
      .select()
      .from(profiles)
      .where(
        inArray(profiles.email, [
          "admin@demo.test",
          "applicant@demo.test",
          "committee@demo.test",
          "examiner@demo.test",
        ]),
      )
      .orderBy(profiles.email);
    expect(staffAndApplicant.map((p) => [p.email, p.role, p.metadata.additional_roles])).toEqual([
      ["admin@demo.test", "administrator", ["committee", "examiner"]],
      ["applicant@demo.test", "applicant", []],
      ["committee@demo.test", "committee", []],
      ["examiner@demo.test", "examiner", []],
    ]);
    for (const p of staffAndApplicant) {
      expect(await signInCookie(p.email, DEMO_PASSWORD)).toContain("hap.session_token");
    }

    // applicant@demo.test: a draft, a submitted one with documents, one with the audit fee paid.
    const applicant = staffAndApplicant.find((p) => p.email === "applicant@demo.test")!;
    const own = await db
      .select()
      .from(applications)
      .where(eq(applications.applicantId, applicant.id));
    expect(own.map((a) => `${a.status}/${a.paymentStatus}`).sort()).toEqual([
      "draft/pending",
      "submitted/audit-fee-paid",
      "submitted/pending",
    ]);
    const submitted = own.find((a) => a.status === "submitted" && a.paymentStatus === "pending")!;
    const docs = await db.select().from(documents).where(eq(documents.applicationId, submitted.id));
    expect(docs.map((d) => d.type).sort()).toEqual([
      "business_licence",
      "liability_insurance",
      "wildlife_permit",
    ]);

    // Issue 19: every application past draft (renewals included) has the three required documents.
    const everyApplication = await db
      .select({ id: applications.id, status: applications.status })
      .from(applications);
    const requiredUploads = await db
      .selectDistinct({ applicationId: documents.applicationId, type: documents.type })
      .from(documents);
    const past = everyApplication.filter((a) => a.status !== "draft");
    expect(past.length).toBeGreaterThan(10);
    for (const a of past) {
      expect(
        requiredUploads
          .filter((u) => u.applicationId === a.id)
          .map((u) => u.type)
          .sort(),
        `application ${a.id} (${a.status})`,
      ).toEqual(["business_licence", "liability_insurance", "wildlife_permit"]);
    }

    // Six certified businesses across states and provinces, one expired in its grace period,
    // one lapsed, one revoked: every accreditation state (decision 050).
    const certs = await db
      .select({ status: certificates.status, region: applications.businessAddress })
      .from(certificates)
      .innerJoin(applications, eq(applications.id, certificates.applicationId));
    const active = certs.filter((c) => c.status === "active");
    expect(active).toHaveLength(6);
    expect(new Set(active.map((c) => c.region.region)).size).toBe(6);
    expect(new Set(active.map((c) => c.region.country))).toEqual(
      new Set(["United States", "Canada", "Mexico"]),
    );
    expect(certs.filter((c) => c.status === "expired")).toHaveLength(2);
    const states = await db.select({ kind: accreditationKindSql() }).from(certificates);
    expect(states.map((s) => s.kind).sort()).toEqual(
      [
        "accredited",
        "accredited",
        // prairie, bayou and maritime, and sierra, whose renewal is in progress.
        "expiring-soon",
        "expiring-soon",
        "expiring-soon",
        "expiring-soon",
        "in-grace",
        "lapsed",
        "revoked",
      ].sort(),
    );
    expect(certs.filter((c) => c.status === "revoked")).toHaveLength(1);
    expect((await getCertificateByCode(db, DEMO_VERIFICATION_CODE))?.status).toBe("valid");

    // Renewals (issue 9): reminders at 7, 30 and 60 days and the expired notice in the ledger
    // and the mail log; one renewal in progress with the audit fee paid; one completed.
    const ledger = await db.select().from(certificateReminders);
    expect(ledger.map((r) => r.threshold).sort((a, b) => a - b)).toEqual([0, 7, 30, 60]);
    const reminderMails = await db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.template, ["certificate-expiring", "certificate-expired"]));
    expect(reminderMails).toHaveLength(4);
    const renewals = (await db.select().from(applications)).filter((a) => a.certificateId);
    expect(renewals.map((r) => `${r.status}/${r.paymentStatus}`).sort()).toEqual([
      "certified/membership-fee-paid",
      "submitted/audit-fee-paid",
    ]);

    // An application in the review panel with a completed audit, and a scheduled audit.
    const statuses = (await db.select({ s: applications.status }).from(applications)).map(
      (a) => a.s,
    );
    expect(statuses).toContain("review-panel");
    expect(statuses).toContain("inspection-scheduled");
    const audits = await db.select().from(inspections);
    expect(audits.filter((a) => a.status === "scheduled")).toHaveLength(1);
    const completed = audits.filter((a) => a.status === "completed");
    expect(completed.length).toBe(10);
    // Consistent: every completed audit took place in the past and was completed after it
    // started; the one demo examiner is never booked twice within an audit's four hours.
    const now = Date.now();
    for (const audit of completed) {
      expect(audit.scheduledDate.getTime()).toBeLessThan(now);
      expect(audit.completedAt!.getTime()).toBeGreaterThan(audit.scheduledDate.getTime());
    }
    const starts = audits
      .filter((a) => a.status !== "cancelled")
      .map((a) => a.scheduledDate.getTime())
      .sort((a, b) => a - b);
    for (let i = 1; i < starts.length; i++) {
      expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(4 * 3_600_000);
    }
    expect(audits.filter((a) => a.scheduledDate.getTime() > now).map((a) => a.status)).toEqual([
      "scheduled",
    ]);
    const findings = await db
      .select()
      .from(inspectionFindings)
      .where(eq(inspectionFindings.inspectionId, completed[0]!.id));
    expect(findings).toHaveLength(15);
    // Audits record the standards version they were made against.
    expect(completed.every((a) => a.standardsVersion === "1.0")).toBe(true);

    // Governance: an approved proposal raised standard 8 to 1.1, a rejected one, an open
    // ballot with some votes, one waiting; a pinned discussion and two FAQs.
    const proposals = await db.select().from(standardChanges);
    expect(proposals.map((p) => p.status).sort()).toEqual([
      "approved",
      "proposed",
      "rejected",
      "voting",
    ]);
    const [eight] = await db
      .select()
      .from(standardItems)
      .where(and(eq(standardItems.kind, "standard"), eq(standardItems.number, "8")));
    expect(eight!.version).toBe("1.1");
    const open = proposals.find((p) => p.status === "voting")!;
    const [ballot] = await db
      .select()
      .from(standardBallots)
      .where(eq(standardBallots.changeId, open.id));
    expect(ballot!.status).toBe("open");
    expect((await db.select().from(votes).where(eq(votes.changeId, open.id))).length).toBe(2);
    const discussions = await db.select().from(standardDiscussions);
    expect(discussions.filter((d) => d.isPinned)).toHaveLength(1);
    expect(discussions.filter((d) => d.isFaq && d.faqAnswer)).toHaveLength(2);
    expect(
      (await db.select().from(payments).where(eq(payments.status, "succeeded"))).length,
    ).toBeGreaterThanOrEqual(1 + 10 + 8);

    expect(await seedDemoIfEmpty()).toBe(false);
  });
});
