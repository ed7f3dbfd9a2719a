/**
 * Decision 051 through the whole app: a replayed status form posting
 * "certified" for a business whose certificate was revoked (revocation moved
 * its application back to approved) is refused with the reason and what to
 * do; nothing changes, and the business gets no "Certified" e-mail.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { createCertifiedBusiness } from "../helpers/certified-business";
import { databaseDigest } from "../helpers/database-digest";
import { appRequest, visibleText } from "../helpers/http";
import { createTestUser } from "../helpers/users";

describe("the status form cannot certify without an active certificate", () => {
  it("a replayed 'certified' for a revoked business is refused (409) with why and what to do; nothing changes", async () => {
    const admin = await createTestUser("administrator");
    const revoked = await createCertifiedBusiness({ status: "revoked" });
    const [before] = await getDb()
      .select()
      .from(applications)
      .where(eq(applications.id, revoked.applicationId));
    expect(before!.status).toBe("approved");

    const digest = await databaseDigest();
    const response = await appRequest(`/dashboard/applications/${revoked.applicationId}`, {
      cookie: admin.cookie,
      form: { intent: "status", status: "certified", feedback: "" },
    });
    expect(response.status).toBe(409);
    const text = visibleText(await response.text());
    expect(text).toContain(
      `An application is certified only while its certificate is active. Certificate ${revoked.certificateNumber} was revoked, and a revoked certificate is not reinstated: the business applies again (a new application, audited) to be certified.`,
    );
    expect(await databaseDigest()).toEqual(digest);
  });

  it("without a certificate: refused with 'generate the certificate'", async () => {
    const admin = await createTestUser("committee");
    const owner = await createTestUser("applicant");
    const [app] = await getDb()
      .insert(applications)
      .values({
        applicantId: owner.userId,
        status: "approved",
        paymentStatus: "audit-fee-paid",
        businessName: "Unpaid Yet Wildlife",
        businessAddress: {
          street: "2 Oak Street",
          city: "Boise",
          region: "Idaho",
          postalCode: "83702",
          country: "United States",
        },
        contactName: "Uma Unpaid",
        contactEmail: "uma@example.test",
        contactPhone: "+1 208 555 0100",
      })
      .returning();
    const digest = await databaseDigest();
    const response = await appRequest(`/dashboard/applications/${app!.id}`, {
      cookie: admin.cookie,
      form: { intent: "status", status: "certified" },
    });
    expect(response.status).toBe(409);
    expect(visibleText(await response.text())).toContain(
      "This application has no certificate yet: generate the certificate",
    );
    expect(await databaseDigest()).toEqual(digest);
  });
});
