import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  applications,
  certificates,
  documents,
  inspectionFindings,
  inspections,
  payments,
  profiles,
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
    expect(docs.map((d) => d.type).sort()).toEqual(["business_licence", "liability_insurance"]);

    // Six certified businesses across states and provinces, one expired, one revoked.
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
    expect(certs.filter((c) => c.status === "expired")).toHaveLength(1);
    expect(certs.filter((c) => c.status === "revoked")).toHaveLength(1);
    expect((await getCertificateByCode(db, DEMO_VERIFICATION_CODE))?.status).toBe("valid");

    // An application in the review panel with a completed audit, and a scheduled audit.
    const statuses = (await db.select({ s: applications.status }).from(applications)).map(
      (a) => a.s,
    );
    expect(statuses).toContain("review-panel");
    expect(statuses).toContain("inspection-scheduled");
    const audits = await db.select().from(inspections);
    expect(audits.filter((a) => a.status === "scheduled")).toHaveLength(1);
    const completed = audits.filter((a) => a.status === "completed");
    expect(completed.length).toBe(9);
    const findings = await db
      .select()
      .from(inspectionFindings)
      .where(eq(inspectionFindings.inspectionId, completed[0]!.id));
    expect(findings).toHaveLength(15);
    expect(
      (await db.select().from(payments).where(eq(payments.status, "succeeded"))).length,
    ).toBeGreaterThanOrEqual(1 + 10 + 8);

    expect(await seedDemoIfEmpty()).toBe(false);
  });
});
