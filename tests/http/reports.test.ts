import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { applications } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { appRequest } from "../helpers/http";
import { createTestUser } from "../helpers/users";

describe("reports over HTTP", () => {
  it("committee sees the charts; administrators download CSV with the filters applied", async () => {
    const region = `Csvland, "North"\n${crypto.randomBytes(2).toString("hex")}`;
    const business = await createTestUser("applicant");
    await getDb()
      .insert(applications)
      .values({
        applicantId: business.userId,
        status: "submitted",
        businessName: "Csv Wildlife",
        businessAddress: { street: "1", city: "C", region, postalCode: "0", country: "Canada" },
        contactName: "C",
        contactEmail: "c@example.test",
        contactPhone: "5",
      });
    const committee = await createTestUser("committee");
    const page = await appRequest(`/dashboard/reports?region=${encodeURIComponent(region)}`, {
      cookie: committee.cookie,
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-chart="chart-status"');
    expect(html).toContain("Applications by status now");
    expect(html).not.toContain("Download CSV");
    const refused = await appRequest("/dashboard/reports/export?table=status", {
      cookie: committee.cookie,
    });
    expect(refused.status).toBe(403);

    const admin = await createTestUser("administrator");
    const csv = await appRequest(
      `/dashboard/reports/export?table=status&region=${encodeURIComponent(region)}`,
      { cookie: admin.cookie },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="report-status-/);
    expect(await csv.text()).toBe("Status,Applications\r\nSubmitted,1\r\n");
    const coverage = await appRequest(
      `/dashboard/reports/export?table=funnel&region=${encodeURIComponent(region)}`,
      { cookie: admin.cookie },
    );
    expect(await coverage.text()).toContain("Submitted,1\r\n");
  });
});
