/**
 * The application page loads the application (and its examiner assignment)
 * once, then its parts — timeline, documents, payments, certificate, audits — from
 * that one checked record (issue 7, part 5). Counted by the tables the page's
 * queries read, through the whole app.
 */
import { getTableName, type Table } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applications } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { appRequest } from "../helpers/http";
import { createTestUser } from "../helpers/users";

type Builder = { from: (table: Table) => unknown };

/** Records the table of every `select … from` (and `selectDistinct … from`) while it is on. */
function recordTables(): string[] {
  const db = getDb();
  const tables: string[] = [];
  for (const method of ["select", "selectDistinct"] as const) {
    const original = db[method].bind(db) as (...args: unknown[]) => Builder;
    vi.spyOn(db, method).mockImplementation(((...args: unknown[]) => {
      const builder = original(...args);
      const from = builder.from.bind(builder);
      builder.from = (table: Table) => {
        tables.push(getTableName(table));
        return from(table);
      };
      return builder;
    }) as never);
  }
  return tables;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the application page", () => {
  it("reads the application and its assignment once, for the business and for staff", async () => {
    const owner = await createTestUser("applicant");
    const committee = await createTestUser("committee");
    const [app] = await getDb()
      .insert(applications)
      .values({
        applicantId: owner.userId,
        status: "under-review",
        paymentStatus: "audit-fee-paid",
        businessName: "Counted Critters",
        businessAddress: {
          street: "1 Main St",
          city: "Reno",
          region: "Nevada",
          postalCode: "89501",
          country: "United States",
        },
        contactName: "Count",
        contactEmail: "count@example.test",
        contactPhone: "+1 775 555 0100",
      })
      .returning();

    for (const viewer of [owner, committee]) {
      const tables = recordTables();
      const response = await appRequest(`/dashboard/applications/${app!.id}`, {
        cookie: viewer.cookie,
      });
      vi.restoreAllMocks();
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Counted Critters");
      expect(tables.filter((t) => t === "applications")).toEqual(["applications"]);
      // The examiner assignment, then the audits panel (its audits in the viewer's scope); for
      // staff, who may schedule, the follow-up scope of its latest audit too (issue 37).
      expect(tables.filter((t) => t === "inspections")).toEqual(
        viewer === committee
          ? ["inspections", "inspections", "inspections"]
          : ["inspections", "inspections"],
      );
      // Its parts were read: timeline, documents, payments, certificate.
      expect(tables).toEqual(
        expect.arrayContaining([
          "application_status_history",
          "documents",
          "payments",
          "certificates",
        ]),
      );
    }
  });
});

describe("the signed-in user", () => {
  it("is looked up once per page, though the root, the dashboard layout and the page loader each ask (decision 075)", async () => {
    const admin = await createTestUser("administrator");
    for (const path of ["/dashboard/blog", "/dashboard/notifications", "/dashboard"]) {
      const tables = recordTables();
      const response = await appRequest(path, { cookie: admin.cookie });
      vi.restoreAllMocks();
      expect(response.status).toBe(200);
      expect(tables.filter((t) => t === "profiles")).toEqual(["profiles"]);
    }
  });
});
