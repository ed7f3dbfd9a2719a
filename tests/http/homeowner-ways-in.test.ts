/**
 * Homeowners' ways in (issue 33) over HTTP: the home page's search of the
 * directory, the general "Report a concern" page linked from the home page,
 * the footer, the contact page and the FAQs, and a bookmarked page of a
 * business that left the directory.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certificates } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { createCertifiedBusiness } from "../helpers/certified-business";
import { appRequest, visibleText } from "../helpers/http";

describe("homeowners' ways in", () => {
  it("the home page offers a search of the directory, without JavaScript", async () => {
    const html = await (await appRequest("/")).text();
    expect(visibleText(html)).toContain("Find an accredited business near you");
    const form = /<form[^>]*action="\/directory"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
    expect(form).toMatch(/method="get"/);
    expect(form).toMatch(/<input[^>]*name="q"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    // Every public page's footer, the contact page and the FAQs lead to the general concern page.
    for (const path of ["/", "/contact", "/faqs"]) {
      expect(await (await appRequest(path)).text()).toContain('href="/report-concern"');
    }
  });

  it("the general concern page finds the business by name or certificate number and links to its form", async () => {
    const business = await createCertifiedBusiness({ businessName: "Concern Finder Wildlife" });
    const empty = await appRequest("/report-concern");
    expect(empty.status).toBe(200);
    const emptyHtml = await empty.text();
    expect(visibleText(emptyHtml)).toContain("Report a concern");
    expect(emptyHtml).not.toMatch(/<script[^>]*type="module"/);

    for (const q of ["finder wild", business.certificateNumber]) {
      const text = await (await appRequest(`/report-concern?q=${encodeURIComponent(q)}`)).text();
      expect(text).toContain(`href="/report-concern/${business.certificateNumber}"`);
      expect(visibleText(text)).toContain("Concern Finder Wildlife");
    }
    // A revoked business is outside the programme's reach: not offered.
    const revoked = await createCertifiedBusiness({
      businessName: "Concern Revoked Wildlife",
      status: "revoked",
    });
    const none = await (await appRequest("/report-concern?q=Concern+Revoked")).text();
    expect(visibleText(none)).toContain("No accredited business matches “Concern Revoked”");
    expect(none).not.toContain(`/report-concern/${revoked.certificateNumber}`);
  });

  it("a bookmarked page of a suspended business says so and links to its certificate's status", async () => {
    const business = await createCertifiedBusiness({ businessName: "Paused Bat Care" });
    await getDb()
      .update(certificates)
      .set({
        status: "suspended",
        suspendedAt: new Date(),
        suspensionReason: "Under investigation",
      })
      .where(eq(certificates.id, business.certificateId));
    const response = await appRequest(`/directory/${business.certificateId}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain("Paused Bat Care is not in the directory");
    expect(text).toContain("Its accreditation is suspended while the programme looks into it");
    expect(text).not.toContain("may have expired or been revoked");
    expect(html).toContain(`href="/verify/${business.certificateNumber}"`);
    // An unknown id is still plainly not found.
    const unknown = await appRequest("/directory/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(visibleText(await unknown.text())).toContain("Business not found");
  });
});
