import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, type BusinessAddress } from "~/db/schema";
import { getDb, type Executor } from "~/lib/db.server";
import { listApplications, parseApplicationListQuery } from "~/modules/applications/index.server";
import { listCertificates, parseCertificateListQuery } from "~/modules/certificates/index.server";
import { getDirectoryPage } from "~/modules/directory/index.server";
import type { Viewer } from "~/modules/permissions";
import { createCertifiedBusiness } from "../../../tests/helpers/certified-business";
import { createTestUser } from "../../../tests/helpers/users";
import { getProgrammeReport, type ProgrammeReport } from "./get-programme-report.server";
import { defaultReportRange, type ReportFilter } from "./report-filter";
import { reportStatusLabel, reportTables } from "./report-tables";

const DAY = 86_400_000;

/** Every figure of the report that links somewhere: any object carrying an `href`, however deep. */
function linkedFigures(report: ProgrammeReport): { path: string; count: unknown; href: string }[] {
  const found: { path: string; count: unknown; href: string }[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
    else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (typeof record.href === "string") {
        found.push({ path, count: record.count, href: record.href });
      }
      for (const [key, v] of Object.entries(record)) walk(v, `${path}.${key}`);
    }
  };
  walk(report, "report");
  return found;
}

/** The total of the list an address opens, read by that list's own service and query parser. */
async function listTotal(db: Executor, viewer: Viewer, href: string): Promise<number> {
  const url = new URL(href, "http://localhost");
  const params = url.searchParams;
  switch (url.pathname) {
    case "/dashboard/applications":
      return (await listApplications(db, viewer, parseApplicationListQuery(params))).total;
    case "/dashboard/certificates":
      return (await listCertificates(db, viewer, parseCertificateListQuery(params, viewer))).total;
    case "/directory":
      return (await getDirectoryPage(db, url)).list.total;
    default:
      throw new Error(`No list service is known for ${url.pathname}: add it to this test`);
  }
}

describe("report figures agree with the lists they link to", () => {
  it("every linked figure counts exactly the records of its list, for every period and region; accredited businesses equal the directory", async () => {
    const db = getDb();
    const now = new Date();
    const ago = (d: number) => new Date(now.getTime() - d * DAY);
    const tag = crypto.randomBytes(3).toString("hex");
    const alpha = `Alpha ${tag}`;
    const beta = `Beta ${tag}`;
    const admin = await createTestUser("administrator");
    const viewer: Viewer = { user: { id: admin.userId }, activeRole: "committee" };

    const business = async (
      region: string,
      options: Parameters<typeof createCertifiedBusiness>[0] = {},
      createdDaysAgo = 30,
    ) => {
      const b = await createCertifiedBusiness({ ...options, address: { region } });
      await db
        .update(applications)
        .set({ createdAt: ago(createdDaysAgo) })
        .where(eq(applications.id, b.applicationId));
      return b;
    };
    // Accredited, renewal not due (one created long before the default period).
    await business(alpha, { expiresInDays: 300 }, 40);
    await business(alpha, { expiresInDays: 200 }, 400);
    await business(beta, { expiresInDays: 250 }, 10);
    // Renewal due: within 30 and within 7 days.
    await business(alpha, { expiresInDays: 20 }, 200);
    await business(beta, { expiresInDays: 5 }, 300);
    // In grace: marked expired by the daily job, and not yet marked.
    await business(alpha, { status: "expired", expiresInDays: -10 }, 100);
    await business(beta, { status: "active", expiresInDays: -3 }, 90);
    // Lapsed: expired beyond the grace period.
    await business(alpha, { status: "expired", expiresInDays: -120 }, 380);
    // Revoked, one of them while still within its dates.
    await business(alpha, { status: "revoked", expiresInDays: 100, revokedAt: ago(20) }, 50);
    await business(beta, { status: "revoked", expiresInDays: -40, revokedAt: ago(60) }, 330);
    // A region spelled in another case and with no region at all (not linked to the directory).
    await business(alpha.toLowerCase(), { expiresInDays: 150 }, 15);
    await business("", { expiresInDays: 180 }, 15);
    // Renewed: the same certificate, a new expiry, and a certified renewal application.
    const renewed = await business(beta, { expiresInDays: 330 }, 370);
    const address = {
      street: "1 Rd",
      city: "Town",
      region: beta,
      postalCode: "00000",
      country: "United States",
    } as BusinessAddress;
    await db.insert(applications).values({
      applicantId: renewed.userId,
      certificateId: renewed.certificateId,
      status: "certified",
      paymentStatus: "membership-fee-paid",
      businessName: renewed.businessName,
      businessAddress: address,
      contactName: "Pat",
      contactEmail: "pat@example.test",
      contactPhone: "555",
      metadata: { renewal_type: "standard" },
      createdAt: ago(35),
    });
    // Applications on their way, in several periods and regions.
    for (const [status, days, region] of [
      ["draft", 2, alpha],
      ["submitted", 5, alpha],
      ["under-review", 45, beta],
      ["rejected", 200, beta],
      ["submitted", 500, alpha],
    ] as const) {
      await db.insert(applications).values({
        applicantId: admin.userId,
        status,
        businessName: `Pending ${status} ${days}`,
        businessAddress: { ...address, region },
        contactName: "Pat",
        contactEmail: "pat@example.test",
        contactPhone: "555",
        createdAt: ago(days),
      });
    }

    const day = (d: number) => ago(d).toISOString().slice(0, 10);
    const filters: ReportFilter[] = [
      { ...defaultReportRange(now), region: "" },
      { ...defaultReportRange(now), region: alpha },
      { ...defaultReportRange(now), region: beta.toUpperCase() },
      { from: day(60), to: day(0), region: beta },
      { from: day(450), to: day(100), region: alpha },
    ];
    let checked = 0;
    for (const filter of filters) {
      const report = await getProgrammeReport(db, viewer, filter, now);
      const figures = linkedFigures(report);
      for (const figure of figures) {
        expect(typeof figure.count, `${figure.path} has a count`).toBe("number");
        expect(await listTotal(db, viewer, figure.href), `${figure.path} → ${figure.href}`).toBe(
          figure.count,
        );
        checked += 1;
      }
      // The figures that must link: every status row, every certificate state, every listed region.
      expect(figures.filter((f) => f.path.startsWith("report.statusNow"))).toHaveLength(
        report.statusNow.length,
      );
      expect(figures.filter((f) => f.path.startsWith("report.certificates.figures"))).toHaveLength(
        report.certificates.figures.length,
      );
      const state = (key: string) => report.certificates.figures.find((f) => f.key === key)!;
      // "Accredited businesses today" is the directory's count.
      if (!filter.region) {
        const directory = await getDirectoryPage(db, new URL("http://localhost/directory"));
        expect(state("in-force").count).toBe(directory.list.total);
      }
      expect(report.coverage.reduce((s, c) => s + c.count, 0)).toBe(state("in-force").count);
      // The CSV tables say the same figures as the screen.
      const tables = reportTables(report);
      expect(tables.status.rows).toEqual(
        report.statusNow.map((r) => [reportStatusLabel(r.status), r.count]),
      );
      expect(tables.certificates.rows.slice(0, report.certificates.figures.length)).toEqual(
        report.certificates.figures.map((f) => [f.label, f.count]),
      );
      expect(tables.coverage.rows).toEqual(report.coverage.map((c) => [c.region, c.count]));
      // The states part every certificate: in force = accredited + renewal due.
      expect(state("in-force").count).toBe(
        state("accredited").count + state("expiring-soon").count,
      );
    }
    expect(checked).toBeGreaterThan(30);

    // The generated data reaches every state (the checks above were not vacuous).
    const alphaReport = await getProgrammeReport(db, viewer, filters[1]!, now);
    expect(
      Object.fromEntries(alphaReport.certificates.figures.map((f) => [f.key, f.count])),
    ).toEqual({
      "in-force": 4,
      accredited: 3,
      "expiring-soon": 1,
      "within-30": 1,
      "within-7": 0,
      "in-grace": 1,
      lapsed: 1,
      revoked: 1,
      suspended: 0,
    });
    const betaReport = await getProgrammeReport(db, viewer, filters[2]!, now);
    expect(
      Object.fromEntries(betaReport.certificates.figures.map((f) => [f.key, f.count])),
    ).toEqual({
      "in-force": 3,
      accredited: 2,
      "expiring-soon": 1,
      "within-30": 1,
      "within-7": 1,
      "in-grace": 1,
      lapsed: 0,
      revoked: 1,
      suspended: 0,
    });
    // The case-insensitive region groups both spellings; the directory links each exactly.
    expect(alphaReport.coverage.map((c) => [c.region, c.count])).toEqual([
      [alpha, 3],
      [alpha.toLowerCase(), 1],
    ]);
    const all = await getProgrammeReport(db, viewer, filters[0]!, now);
    expect(all.coverage.find((c) => c.region === "Unknown")).toMatchObject({ href: null });
  });
});
