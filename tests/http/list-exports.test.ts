/**
 * The staff lists (issue 12): sortable columns (whitelisted keys, the order
 * in SQL), search by business name, applicant e-mail and certificate number,
 * and the CSV export of the filtered list — every matching row, the list's
 * own scope, guarded against formula injection.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applications, certificates, profiles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { enqueueEmail } from "~/modules/mail/enqueue-email.server";
import { reportTableIds } from "~/modules/reports/index.server";
import { parseCsv, readCsv } from "../helpers/csv";
import { appRequest } from "../helpers/http";
import { createTestUser, type TestUser } from "../helpers/users";
import { makeApplication, makeAudit, makeCertificate } from "./route-matrix/fixtures";

const tag = crypto.randomBytes(3).toString("hex");
let admin: TestUser;
let committee: TestUser;
let examinerA: TestUser;
let examinerB: TestUser;
let business: TestUser;
let otherBusiness: TestUser;
const certificateNumbers: Record<string, string> = {};

/** The page's status, its HTML and its text as read (tags and React's comments removed). */
async function text(
  path: string,
  user: TestUser,
): Promise<{ status: number; body: string; visible: string }> {
  const response = await appRequest(path, { cookie: user.cookie });
  const body = await response.text();
  const visible = body
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
  return { status: response.status, body, visible };
}

/** The CSV's rows as arrays of fields, as Python's csv reader opens them. */
function csvRows(csv: string): string[][] {
  return parseCsv(csv).rows;
}

/** The HTML of the table with `data-testid="<testId>"`. */
function tableOf(html: string, testId: string): string {
  const start = html.indexOf(`data-testid="${testId}"`);
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf("</table>", start));
}

/** The aria-sort of the header whose text starts with `header`. */
function ariaSortOf(html: string, header: string): string | null {
  const th = [...html.matchAll(/<th[^>]*>[\s\S]*?<\/th>/g)].find((m) =>
    m[0].replace(/<[^>]+>/g, "").startsWith(header),
  )?.[0];
  return th ? (/aria-sort="(\w+)"/.exec(th)?.[1] ?? "none") : null;
}

beforeAll(async () => {
  [admin, committee, examinerA, examinerB, business, otherBusiness] = await Promise.all([
    createTestUser("administrator"),
    createTestUser("committee"),
    createTestUser("examiner", { name: `Ann Examiner ${tag}` }),
    createTestUser("examiner", { name: `Zed Examiner ${tag}` }),
    createTestUser("applicant"),
    createTestUser("applicant"),
  ]);
  const names = {
    zeta: `Zeta Wildlife ${tag}`,
    formula: `=A1+HYPERLINK("http://evil.test") ${tag}`,
    alpha: `Alpha Wildlife ${tag}`,
  };
  for (const [key, name] of Object.entries(names)) {
    const owner = key === "alpha" ? otherBusiness : business;
    const id = await makeApplication(owner.userId, { status: "certified", businessName: name });
    const certificateId = await makeCertificate(id, owner.userId);
    const [row] = await getDb()
      .select({ n: certificates.certificateNumber })
      .from(certificates)
      .where(eq(certificates.id, certificateId));
    certificateNumbers[key] = row!.n;
    // Each business has an upcoming audit: Zeta by examiner A, the others by examiner B.
    await makeAudit(id, (key === "zeta" ? examinerA : examinerB).userId, {
      daysAhead: key === "zeta" ? 3 : 5,
    });
    // A renewal of each certificate.
    await getDb()
      .insert(applications)
      .values({
        applicantId: owner.userId,
        status: "submitted",
        businessName: name,
        businessAddress: {
          street: "1",
          city: "C",
          region: "Ontario",
          postalCode: "0",
          country: "Canada",
        },
        contactName: "C",
        contactEmail: "c@example.test",
        contactPhone: "5",
        certificateId,
        submittedAt: new Date(),
      });
  }
});

describe("a filter value a list does not know (decision 081)", () => {
  it("the page lists everything and says so at the filter; every CSV export answers 400", async () => {
    const page = await text(`/dashboard/certificates?q=${tag}&status=active`, committee);
    expect(page.status).toBe(200);
    expect(page.visible).toContain(
      "Not filtered by status: “active” is not a value this list knows. Showing all.",
    );
    expect(page.visible).toContain("3 certificates match these filters");
    const known = await text(`/dashboard/certificates?q=${tag}&status=valid`, committee);
    expect(known.visible).not.toContain("is not a value this list knows");

    for (const path of [
      "/dashboard/certificates/export?status=active",
      "/dashboard/applications/export?status=nonsense",
      "/dashboard/users/export?role=owner",
      "/dashboard/audits/export?status=nonsense",
      "/dashboard/renewals/export?status=nonsense",
      "/dashboard/mail-log/export?status=nonsense",
    ]) {
      const refused = await appRequest(path, { cookie: admin.cookie });
      expect(refused.status, path).toBe(400);
      expect(await refused.text(), path).toContain("Unknown filter value");
    }
  });
});

describe("certificates list", () => {
  it("sorts by a whitelisted column, ignores any other, and searches name, e-mail and number", async () => {
    const byBusiness = await text(
      `/dashboard/certificates?q=${tag}&sort=business&dir=asc`,
      committee,
    );
    expect(byBusiness.status).toBe(200);
    expect(ariaSortOf(byBusiness.body, "Business")).toBe("ascending");
    const table = tableOf(byBusiness.body, "certificates-table");
    const order = ["=A1+HYPERLINK", "Alpha Wildlife", "Zeta Wildlife"].map((n) => table.indexOf(n));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(byBusiness.visible).toContain("3 certificates match these filters");

    const injected = await text(
      `/dashboard/certificates?q=${tag}&sort=${encodeURIComponent("lower(business_name)")}&dir=asc`,
      committee,
    );
    expect(injected.status).toBe(200);
    expect(ariaSortOf(injected.body, "Business")).toBe("none");
    expect(ariaSortOf(injected.body, "Issue date")).toBe("descending");

    const byEmail = await text(
      `/dashboard/certificates?q=${encodeURIComponent(otherBusiness.email)}`,
      committee,
    );
    expect(byEmail.visible).toContain("1 certificate matches these filters");
    expect(byEmail.body).toContain(`Alpha Wildlife ${tag}`);
  });

  it("exports every matching certificate as CSV, formulas neutralised; a business only its own", async () => {
    const response = await appRequest(
      `/dashboard/certificates/export?q=${tag}&sort=business&dir=desc&page=2`,
      { cookie: committee.cookie },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="certificates-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = csvRows(await response.text());
    expect(rows[0]).toEqual([
      "Certificate number",
      "Business",
      "Address",
      "Issue date",
      "Expiry date",
      "Status",
    ]);
    expect(rows.slice(1).map((r) => r[1])).toEqual([
      `Zeta Wildlife ${tag}`,
      `Alpha Wildlife ${tag}`,
      `'=A1+HYPERLINK("http://evil.test") ${tag}`,
    ]);
    expect(rows[1]![5]).toBe("Valid");

    const own = csvRows(
      await (
        await appRequest("/dashboard/certificates/export?sort=business&dir=asc", {
          cookie: business.cookie,
        })
      ).text(),
    );
    expect(own.slice(1).map((r) => r[1])).toEqual([
      `'=A1+HYPERLINK("http://evil.test") ${tag}`,
      `Zeta Wildlife ${tag}`,
    ]);
    expect((await text("/dashboard/certificates/export", examinerA)).status).toBe(403);
  });

  it("writes the headers and statuses in the requester's language, columns in the same order (issue 36)", async () => {
    const french = await createTestUser("administrator");
    await getDb().update(profiles).set({ locale: "fr-CA" }).where(eq(profiles.id, french.userId));
    const response = await appRequest(
      `/dashboard/certificates/export?q=${tag}&sort=business&dir=desc`,
      { cookie: french.cookie },
    );
    expect(response.status).toBe(200);
    const rows = csvRows(await response.text());
    expect(rows[0]).toEqual([
      "Numéro du certificat",
      "Entreprise",
      "Adresse",
      "Date de délivrance",
      "Date d’expiration",
      "Statut",
    ]);
    expect(rows[1]![1]).toBe(`Zeta Wildlife ${tag}`);
    expect(rows[1]![5]).toBe("Valide");
  });
});

describe("audits list", () => {
  it("pages and sorts by examiner; an examiner's export holds only their audits", async () => {
    const page = await text(`/dashboard/audits?q=${tag}&sort=examinerName&dir=desc`, committee);
    expect(page.visible).toContain("3 audits match these filters");
    expect(ariaSortOf(page.body, "Examiner")).toBe("descending");
    const table = tableOf(page.body, "audits-table");
    expect(table.indexOf(`Zed Examiner ${tag}`)).toBeGreaterThan(0);
    expect(table.indexOf(`Zed Examiner ${tag}`)).toBeLessThan(table.indexOf(`Ann Examiner ${tag}`));

    const all = csvRows(
      await (
        await appRequest(`/dashboard/audits/export?q=${tag}&sort=examinerName&dir=asc`, {
          cookie: committee.cookie,
        })
      ).text(),
    );
    expect(all[0]).toEqual([
      "Business",
      "Address",
      "Examiner",
      "Date",
      "Time",
      "Time zone",
      "Status",
    ]);
    expect(all.slice(1).map((r) => r[2])).toEqual([
      `Ann Examiner ${tag}`,
      `Zed Examiner ${tag}`,
      `Zed Examiner ${tag}`,
    ]);

    const mine = csvRows(
      await (await appRequest("/dashboard/audits/export", { cookie: examinerA.cookie })).text(),
    );
    expect(mine.slice(1)).toHaveLength(1);
    expect(mine[1]![0]).toBe(`Zeta Wildlife ${tag}`);
    expect(mine[1]![2]).toBe(`Ann Examiner ${tag}`);

    // Search by the applicant's e-mail.
    const byEmail = await text(
      `/dashboard/audits?q=${encodeURIComponent(otherBusiness.email)}`,
      committee,
    );
    expect(byEmail.visible).toContain("1 audit matches these filters");
  });
});

describe("renewals list", () => {
  it("searches by certificate number and exports a business's own renewals only", async () => {
    const own = csvRows(
      await (
        await appRequest(`/dashboard/renewals/export?sort=business&dir=asc`, {
          cookie: business.cookie,
        })
      ).text(),
    );
    expect(own.slice(1).map((r) => r[0])).toEqual([
      `'=A1+HYPERLINK("http://evil.test") ${tag}`,
      `Zeta Wildlife ${tag}`,
    ]);
    const byNumber = await text(`/dashboard/renewals?q=${certificateNumbers.alpha}`, committee);
    expect(byNumber.visible).toContain("1 renewal matches these filters");
    expect(byNumber.body).toContain(`Alpha Wildlife ${tag}`);
    const staff = await text(`/dashboard/renewals?q=${tag}&sort=business&dir=desc`, committee);
    expect(staff.visible).toContain("3 renewals match these filters");
    expect(ariaSortOf(staff.body, "Business")).toBe("descending");
    expect((await text("/dashboard/renewals/export", examinerA)).status).toBe(403);
  });
});

describe("users and mail log", () => {
  it("users export for staff with the list's search; the mail log for administrators only", async () => {
    const users = csvRows(
      await (
        await appRequest(`/dashboard/users/export?q=${tag}&sort=name&dir=desc`, {
          cookie: committee.cookie,
        })
      ).text(),
    );
    expect(users[0]?.slice(0, 3)).toEqual(["Name", "E-mail", "Organization"]);
    expect(users.slice(1).map((r) => r[0])).toEqual([`Zed Examiner ${tag}`, `Ann Examiner ${tag}`]);
    expect((await text("/dashboard/users/export", business)).status).toBe(403);

    await enqueueEmail(getDb(), `-${tag}@example.test`, "contact-message", {
      name: "Sender",
      email: "sender@example.test",
      subject: `Export ${tag}`,
      message: "Body",
    });
    const log = await text(`/dashboard/mail-log?q=${tag}&sort=to&dir=asc`, admin);
    expect(ariaSortOf(log.body, "Recipient")).toBe("ascending");
    const mail = csvRows(
      await (
        await appRequest(`/dashboard/mail-log/export?q=${tag}`, { cookie: admin.cookie })
      ).text(),
    );
    expect(mail).toHaveLength(2);
    expect(mail[1]![1]).toBe(`'-${tag}@example.test`);
    expect(mail[1]![2]).toBe(`Contact form: Export ${tag}`);
    expect((await text("/dashboard/mail-log/export", committee)).status).toBe(403);
  });
});

describe("applications list", () => {
  it("searches the applicant's e-mail and the certificate number as well as the business name", async () => {
    const byEmail = await text(
      `/dashboard/applications?q=${encodeURIComponent(business.email)}`,
      committee,
    );
    // Two applications and their two renewals.
    expect(byEmail.visible).toContain("4 applications match these filters");
    const byNumber = await text(`/dashboard/applications?q=${certificateNumbers.alpha}`, committee);
    // The certified application and the renewal of its certificate.
    expect(byNumber.visible).toContain("2 applications match these filters");
    expect(byNumber.body).toContain(`Alpha Wildlife ${tag}`);
  });

  it("exports the filtered, sorted list as CSV: staff every match, an applicant only their own, an examiner only assigned", async () => {
    const response = await appRequest(
      `/dashboard/applications/export?q=${tag}&status=certified&sort=business&dir=asc&page=3`,
      { cookie: committee.cookie },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = csvRows(await response.text());
    expect(rows[0]).toEqual([
      "Business",
      "Contact",
      "Location",
      "Status",
      "Fees",
      "Submitted",
      "Created",
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      `'=A1+HYPERLINK("http://evil.test") ${tag}`,
      `Alpha Wildlife ${tag}`,
      `Zeta Wildlife ${tag}`,
    ]);
    expect(rows[1]![3]).toBe("Certified");

    const own = csvRows(
      await (
        await appRequest(`/dashboard/applications/export?q=${tag}&status=certified`, {
          cookie: otherBusiness.cookie,
        })
      ).text(),
    );
    expect(own.slice(1).map((r) => r[0])).toEqual([`Alpha Wildlife ${tag}`]);

    const assigned = csvRows(
      await (
        await appRequest(`/dashboard/applications/export?q=${tag}`, { cookie: examinerA.cookie })
      ).text(),
    );
    expect(assigned.slice(1).map((r) => r[0])).toEqual([`Zeta Wildlife ${tag}`]);
  });
});

describe("every CSV export in a real parser (issue 24)", () => {
  it("opens in Python's csv reader: Excel's byte-order mark by default, plain UTF-8 with ?format=utf8, accents and quoted line breaks intact", async () => {
    const name = `Fauna León & "Constitución",\nSegunda línea ${tag}`;
    await makeApplication(business.userId, { status: "submitted", businessName: name });
    const exports = [
      `/dashboard/applications/export?q=${tag}`,
      `/dashboard/audits/export?q=${tag}`,
      `/dashboard/certificates/export?q=${tag}`,
      "/dashboard/users/export",
      "/dashboard/renewals/export",
      "/dashboard/mail-log/export",
      ...reportTableIds.map((table) => `/dashboard/reports/export?table=${table}`),
    ];
    for (const path of exports) {
      const excel = await appRequest(path, { cookie: admin.cookie });
      expect(excel.status, path).toBe(200);
      const forExcel = await readCsv(excel);
      expect(forExcel.bom, path).toBe(true);
      expect(forExcel.rows.length, path).toBeGreaterThan(0);
      const width = forExcel.rows[0]!.length;
      for (const row of forExcel.rows) expect(row.length, path).toBe(width);

      const separator = path.includes("?") ? "&" : "?";
      const plain = await readCsv(
        await appRequest(`${path}${separator}format=utf8`, { cookie: admin.cookie }),
      );
      expect(plain.bom, path).toBe(false);
      expect(plain.rows, path).toEqual(forExcel.rows);
    }
    const applicationsCsv = await readCsv(
      await appRequest(`/dashboard/applications/export?q=${tag}&status=submitted`, {
        cookie: admin.cookie,
      }),
    );
    expect(applicationsCsv.rows.map((r) => r[0])).toContain(name);
  });

  it("really refuses a malformed file (the check can fail)", () => {
    expect(() => parseCsv('a,"b\r\n')).toThrow(/refused/);
    expect(() => parseCsv("a,b\nc,d\n")).toThrow(/CRLF/);
  });
});
