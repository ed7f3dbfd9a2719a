import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { executeRows, getDb } from "~/lib/db.server";
import { createCertifiedBusiness } from "../../../tests/helpers/certified-business";
import { getDirectoryPage } from "./get-directory-page.server";

const page = (query: string) => getDirectoryPage(getDb(), new URL(`http://x/directory?${query}`));
const names = (r: { list: { rows: { businessName: string }[] } }) =>
  r.list.rows.map((row) => row.businessName);

beforeAll(async () => {
  // Ottawa downtown (K1P), 40 km.
  await createCertifiedBusiness({
    businessName: "Capital Bat Care",
    address: { city: "Ottawa", region: "Ontario", postalCode: "K1P 1J1", country: "Canada" },
    services: ["Bat exclusion"],
    description: "Bats in attics, raccoons under decks.",
    area: { radius: 40 },
  });
});

describe("near me", () => {
  it("loads the gazetteer", async () => {
    const [row] = await executeRows<{ n: number }>(getDb(), sql`select count(*)::int as n from places`);
    expect(row!.n).toBeGreaterThan(80_000);
    const r = await page("q=K1A+0B1&service=Bat+exclusion");
    expect(r.search.place?.label).toBe("K1A 0B1, Ontario");
    expect(names(r)).toEqual(["Capital Bat Care"]);
    expect(r.list.rows[0]!.serves).toBe(true);
    expect(r.list.rows[0]!.distanceKm).toBeLessThan(5);
  });
});
