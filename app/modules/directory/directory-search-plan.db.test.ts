import { and, eq, ilike, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, certificates } from "~/db/schema";
import { executeRows, getDb } from "~/lib/db.server";
import { createCertifiedBusiness } from "../../../tests/helpers/certified-business";
import { directoryMembership, listDirectoryBusinesses } from "./list-directory-businesses.server";

/**
 * Directory search by name is served by the trigram index (decision 036):
 * the plan of the directory's name predicate can use
 * applications_business_name_trgm_idx (sequential scans switched off so the
 * planner shows what it could use even on a small test database).
 */
describe("directory search plan", () => {
  it("finds businesses by any part of the name, and the name search can use the trigram index", async () => {
    await createCertifiedBusiness({ businessName: "Trigram Test Bat Removal" });
    await createCertifiedBusiness({ businessName: "Other Wildlife Folks" });
    const found = await listDirectoryBusinesses(getDb(), { q: "gram test bat" });
    expect(found.rows.map((r) => r.businessName)).toEqual(["Trigram Test Bat Removal"]);

    const query = getDb()
      .select({ id: certificates.id })
      .from(certificates)
      .innerJoin(applications, eq(applications.id, certificates.applicationId))
      .where(and(directoryMembership(), ilike(applications.businessName, "%gram test%")));
    const { sql: text, params } = query.toSQL();
    const plan = await getDb().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      // Inline the parameters (EXPLAIN of a prepared statement is not portable across drivers).
      let inlined = text;
      params.forEach((value, i) => {
        inlined = inlined.replace(`$${i + 1}`, `'${String(value).replace(/'/g, "''")}'`);
      });
      return executeRows<{ "QUERY PLAN": string }>(tx, sql.raw(`explain ${inlined}`));
    });
    const lines = plan.map((row) => row["QUERY PLAN"]).join("\n");
    expect(lines).toContain("applications_business_name_trgm_idx");
  });
});
