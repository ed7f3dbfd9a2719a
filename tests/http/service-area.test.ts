/**
 * Staff correct where a business works (decision 054) from its application
 * page: the link is there for staff only, a correction is stored with source
 * "staff" and audited, bad input is refused at the field and an applicant is
 * refused; a refusal changes nothing.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, serviceAreas } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { createCertifiedBusiness } from "../helpers/certified-business";
import { databaseDigest } from "../helpers/database-digest";
import { appRequest, visibleText } from "../helpers/http";
import { createTestUser } from "../helpers/users";

async function areaOf(applicationId: string) {
  const [row] = await getDb()
    .select()
    .from(serviceAreas)
    .where(eq(serviceAreas.applicationId, applicationId));
  return row;
}

describe("/dashboard/applications/{id}/service-area", () => {
  it("staff find it from the application page and correct the area; it is audited", async () => {
    const business = await createCertifiedBusiness({
      address: { city: "Ottawa", region: "Ontario", postalCode: "K1A 0B1", country: "Canada" },
    });
    const admin = await createTestUser("administrator");
    const page = await (
      await appRequest(`/dashboard/applications/${business.applicationId}`, {
        cookie: admin.cookie,
      })
    ).text();
    expect(page).toContain(`href="/dashboard/applications/${business.applicationId}/service-area"`);
    expect(visibleText(page)).toContain("Correct service area");

    const saved = await appRequest(
      `/dashboard/applications/${business.applicationId}/service-area`,
      {
        cookie: admin.cookie,
        form: {
          serviceRadius: "25",
          serviceRadiusUnit: "mi",
          serviceRegions: "Ontario, Quebec",
          servicePostalPrefixes: "",
          serviceBasePostalCode: "K1A 0B1",
        },
      },
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(
      `/dashboard/applications/${business.applicationId}?notice=service-area`,
    );
    const area = await areaOf(business.applicationId);
    expect(area).toMatchObject({ source: "staff", radius: 25, radiusUnit: "mi" });
    expect(area!.regions.length).toBe(2);
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, business.applicationId));
    expect(audit.map((a) => a.action)).toContain("service_area_corrected");
    const after = await (
      await appRequest(`/dashboard/applications/${business.applicationId}?notice=service-area`, {
        cookie: admin.cookie,
      })
    ).text();
    expect(visibleText(after)).toContain("The service area is saved.");
  });

  it("refuses an absurd radius at the field, and an applicant entirely; nothing changes", async () => {
    const business = await createCertifiedBusiness();
    const admin = await createTestUser("administrator");
    const applicant = await createTestUser("applicant");
    const before = await databaseDigest();
    const absurd = await appRequest(
      `/dashboard/applications/${business.applicationId}/service-area`,
      {
        cookie: admin.cookie,
        form: { serviceRadius: "99999", serviceRadiusUnit: "km" },
      },
    );
    expect(absurd.status).toBe(422);
    expect(visibleText(await absurd.text())).toMatch(/at most 500 km/);

    const refused = await appRequest(
      `/dashboard/applications/${business.applicationId}/service-area`,
      {
        cookie: applicant.cookie,
        form: { serviceRadius: "10", serviceRadiusUnit: "km" },
      },
    );
    expect(refused.status).toBe(403);
    // Another business's application is not found for an applicant (scoped lookup).
    const page = await appRequest(`/dashboard/applications/${business.applicationId}`, {
      cookie: applicant.cookie,
    });
    expect(page.status).toBe(404);
    expect(await databaseDigest()).toEqual(before);
  });
});
