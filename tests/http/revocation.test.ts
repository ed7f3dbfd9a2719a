/**
 * Revocation done right (issue 7, part 3), through the whole app: the staff
 * member revokes on the certificate page; the business gets a revocation
 * e-mail (not "Application status: Approved … pay the membership fee"), its
 * application page and dashboard explain the revocation, the PDF is stamped,
 * and the public verification page says revoked.
 */
import { eq } from "drizzle-orm";
import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { applications, certificates, emailOutbox } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { appRequest, visibleText } from "../helpers/http";
import { createTestUser } from "../helpers/users";

const REASON = "Glue traps found in use at two client sites (standard 3).";

function pdfText(bytes: ArrayBuffer): string {
  const doc = mupdf.Document.openDocument(new Uint8Array(bytes), "application/pdf");
  return doc.loadPage(0).toStructuredText("preserve-whitespace").asText().replace(/\s+/g, " ");
}

/** The visible text of a page (tags dropped, entities decoded enough for these checks). */
describe("revoking a certificate", () => {
  it("e-mails the business that it was revoked, with the reason and what to do; the application, dashboard, PDF and verification say so", async () => {
    const admin = await createTestUser("administrator");
    const owner = await createTestUser("applicant", { name: "Pat Owner" });
    const db = getDb();
    const [app] = await db
      .insert(applications)
      .values({
        applicantId: owner.userId,
        status: "approved",
        paymentStatus: "membership-fee-paid",
        businessName: "Old Mill Pest & Wildlife Co.",
        businessAddress: {
          street: "90 State Street",
          city: "Albany",
          region: "New York",
          postalCode: "12207",
          country: "United States",
        },
        contactName: "Chris Contact",
        contactEmail: "contact@oldmill.example",
        contactPhone: "+1 518 555 0176",
        metadata: { services_offered: ["Bat exclusion"], service_area: "Albany" },
      })
      .returning();

    // Staff generate from the application page, then revoke after confirming.
    const generated = await appRequest(`/dashboard/applications/${app!.id}`, {
      cookie: admin.cookie,
      form: { intent: "generate-certificate" },
    });
    expect(generated.status).toBe(302);
    const [certificate] = await db
      .select()
      .from(certificates)
      .where(eq(certificates.applicationId, app!.id));
    const earlier = new Set(
      (await db.select({ id: emailOutbox.id }).from(emailOutbox)).map((m) => m.id),
    );

    const view = `/dashboard/certificates/view/${certificate!.id}`;
    const confirm = await appRequest(view, { cookie: admin.cookie, form: { reason: REASON } });
    expect(confirm.status).toBe(200);
    const revoked = await appRequest(view, {
      cookie: admin.cookie,
      form: { reason: REASON, confirm: "yes" },
    });
    expect(revoked.status).toBe(200);
    expect(visibleText(await revoked.text())).toContain(
      `Certificate ${certificate!.certificateNumber} is revoked. The business has been notified.`,
    );

    // The e-mails written since the revocation: the revocation notice, no "Approved … pay".
    const mails = (await db.select().from(emailOutbox)).filter((m) => !earlier.has(m.id));
    const toBusiness = mails.filter((m) => ["contact@oldmill.example", owner.email].includes(m.to));
    expect(toBusiness.map((m) => m.template).sort()).toEqual([
      "certificate-revoked",
      "certificate-revoked",
    ]);
    expect(toBusiness.map((m) => m.to).sort()).toEqual(
      ["contact@oldmill.example", owner.email].sort(),
    );
    for (const mail of toBusiness) {
      expect(mail.subject).toBe(
        `Certificate ${certificate!.certificateNumber} revoked (Old Mill Pest & Wildlife Co.)`,
      );
      const text = mail.text.replace(/\s+/g, " ");
      expect(text).toContain(
        `We have revoked certificate ${certificate!.certificateNumber} of Old Mill Pest & Wildlife Co. on`,
      );
      expect(text).toContain(REASON);
      expect(text).toContain(
        "Appeal: if you believe the decision is wrong, appeal within 30 days from the certificate's page in your dashboard",
      );
      expect(text).toContain("http://localhost:3000/contact");
      expect(text).toContain(certificate!.verificationUrl);
      expect(text).not.toMatch(/membership fee|Application status|Co\.\./);
      expect(mail.html).toContain("Contact the programme");
    }
    expect(mails.some((m) => m.template === "application-status")).toBe(false);
    expect(mails.some((m) => /pay the membership fee/i.test(m.text))).toBe(false);

    // The application returned to approved (SPEC §4), and its page explains the revocation.
    const [after] = await db.select().from(applications).where(eq(applications.id, app!.id));
    expect(after!.status).toBe("approved");
    const page = visibleText(
      await (
        await appRequest(`/dashboard/applications/${app!.id}`, { cookie: owner.cookie })
      ).text(),
    );
    expect(page).toContain("Next step: Your certificate was revoked");
    expect(page).toContain(REASON);
    expect(page).toContain("you can appeal within 30 days");
    expect(page).not.toContain("Await your certificate");
    expect(page).not.toContain("Pay the membership fee");
    const dashboard = visibleText(
      await (await appRequest("/dashboard", { cookie: owner.cookie })).text(),
    );
    expect(dashboard).toContain("Your certificate was revoked");
    expect(dashboard).toContain(REASON);
    expect(dashboard).not.toContain("Await your certificate");

    // The PDF is stamped with the date; the verification page is the source of truth.
    const pdf = await appRequest(`/dashboard/certificates/${certificate!.id}/pdf`, {
      cookie: owner.cookie,
    });
    expect(pdf.status).toBe(200);
    const [revokedRow] = await db
      .select()
      .from(certificates)
      .where(eq(certificates.id, certificate!.id));
    const stamped = pdfText(await pdf.arrayBuffer());
    expect(stamped).toContain("REVOKED on");
    expect(stamped).toContain("This certificate is no longer valid");
    expect(revokedRow!.revokedAt).toBeInstanceOf(Date);
    const verify = visibleText(
      await (await appRequest(`/verify/${certificate!.verificationCode}`)).text(),
    );
    expect(verify).toMatch(/revoked/i);
  });
});
