import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { applications } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { appRequest, visibleText } from "../helpers/http";
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

  it("shows the period in words and refuses an end date before the start at the field", async () => {
    const admin = await createTestUser("administrator");
    const ok = await appRequest("/dashboard/reports?from=2026-01-01&to=2026-03-31", {
      cookie: admin.cookie,
    });
    expect(ok.status).toBe(200);
    const okText = visibleText(await ok.text());
    expect(okText).toContain("Programme figures from Jan 1, 2026 to Mar 31, 2026");
    expect(okText).not.toContain("2026-01-01");

    const reversed = await appRequest("/dashboard/reports?from=2026-05-01&to=2026-01-01", {
      cookie: admin.cookie,
    });
    expect(reversed.status).toBe(400);
    const html = await reversed.text();
    // The message is at the To field, which keeps what was entered; no figures are shown.
    const input = (id: string) => html.match(new RegExp(`<input id="${id}"[^>]*>`))?.[0] ?? "";
    expect(input("report-to")).toContain('aria-invalid="true"');
    expect(input("report-to")).toContain('aria-describedby="report-to-error"');
    expect(input("report-to")).toContain('value="2026-01-01"');
    expect(input("report-from")).not.toContain("aria-invalid");
    expect(input("report-from")).toContain('value="2026-05-01"');
    expect(html).toContain(
      '<p id="report-to-error" class="mt-1 text-sm text-red-700">The end date is before the start date: choose an end date on or after the start date</p>',
    );
    expect(visibleText(html)).toContain("Correct the dates to see the figures.");
    expect(html).not.toContain('data-chart="chart-status"');
    expect(html).not.toContain("Programme figures from");

    const csv = await appRequest(
      "/dashboard/reports/export?table=status&from=2026-05-01&to=2026-01-01",
      { cookie: admin.cookie },
    );
    expect(csv.status).toBe(400);
  });

  it("names every <section> landmark of the page (aria-labelledby a heading with text)", async () => {
    const committee = await createTestUser("committee");
    const html = await (
      await appRequest("/dashboard/reports", { cookie: committee.cookie })
    ).text();
    const sections = [...html.matchAll(/<section\b[^>]*>/g)].map((m) => m[0]);
    expect(sections.length).toBeGreaterThan(0);
    for (const tag of sections) {
      const label = /aria-label="([^"]+)"/.exec(tag)?.[1];
      const by = /aria-labelledby="([^"]+)"/.exec(tag)?.[1];
      const named =
        label ??
        (by
          ? visibleText(new RegExp(`id="${by}"[^>]*>([\\s\\S]*?)</h[1-6]>`).exec(html)?.[1] ?? "")
          : "");
      expect(named.trim(), tag).not.toBe("");
    }
  });
});
