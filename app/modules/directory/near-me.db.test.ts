import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applications, certificates, serviceAreas } from "~/db/schema";
import { and, eq } from "drizzle-orm";
import { executeRows, getDb } from "~/lib/db.server";
// The server's catalogs: messages about the search are written in the page's language.
import "~/lib/i18n/catalogs.server";
import { geocodeSearchPlace, parseSearch } from "~/modules/places/index.server";
import { createCertifiedBusiness } from "../../../tests/helpers/certified-business";
import { getDirectoryPage } from "./get-directory-page.server";
import {
  directoryMembership,
  nearCandidatesSql,
  servesSql,
} from "./list-directory-businesses.server";

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
  // Kanata (K2K), about 25 km west, serves only 10 km: near but not serving.
  await createCertifiedBusiness({
    businessName: "Kanata Critter Care",
    address: { city: "Kanata", region: "Ontario", postalCode: "K2K 1X7", country: "Canada" },
    services: ["Bat exclusion"],
    area: { radius: 10 },
  });
  // Kingston, 150 km away, serves the whole province.
  await createCertifiedBusiness({
    businessName: "Limestone Wildlife",
    address: { city: "Kingston", region: "Ontario", postalCode: "K7L 2V7", country: "Canada" },
    services: ["Bat exclusion", "Live capture and on-site release"],
    area: { radius: 50, regions: ["Ontario"] },
  });
  // Gatineau, 2 km away, no bats; serves by postal prefix K1.
  await createCertifiedBusiness({
    businessName: "Outaouais Faune",
    address: { city: "Gatineau", region: "Quebec", postalCode: "J8X 1A1", country: "Canada" },
    services: ["Live capture and on-site release"],
    area: { radius: 5, postalPrefixes: ["K1"] },
  });
  // Existing business without a stated area: its address with the default 50 km.
  await createCertifiedBusiness({
    businessName: "Beverly Raccoon Help",
    address: {
      city: "Beverly Hills",
      region: "California",
      postalCode: "90210",
      country: "United States",
    },
    services: ["Live capture and on-site release"],
    description: "Raccoons and opossums.",
  });
  // Mexico City, 30 km.
  await createCertifiedBusiness({
    businessName: "Fauna Amiga CDMX",
    address: {
      city: "Ciudad de México",
      region: "Ciudad de México",
      postalCode: "06600",
      country: "Mexico",
    },
    services: ["Bat exclusion"],
    area: { radius: 30 },
  });
  // Revoked: never listed, wherever it serves.
  await createCertifiedBusiness({
    businessName: "Revoked Ottawa Bats",
    address: { city: "Ottawa", region: "Ontario", postalCode: "K1P 1J1", country: "Canada" },
    area: { radius: 100 },
    status: "revoked",
  });
});

describe("the gazetteer", () => {
  it("is loaded from the packages, and places codes and cities of the three countries", async () => {
    const [row] = await executeRows<{ n: number }>(
      getDb(),
      sql`select count(*)::int as n from places`,
    );
    expect(row!.n).toBeGreaterThan(80_000);
    const place = async (q: string) => {
      const read = parseSearch(q);
      return geocodeSearchPlace(getDb(), read.place!, { regionHint: read.regionHint });
    };
    expect(await place("K1A 0B1")).toMatchObject({
      status: "found",
      place: { region: "Ontario", country: "CA" },
    });
    expect(await place("90210-1234")).toMatchObject({
      status: "found",
      place: { label: "90210, Beverly Hills, CA" },
    });
    expect(await place("06600")).toMatchObject({
      status: "found",
      place: { region: "Ciudad de México", country: "MX" },
    });
    // A code that is a ZIP code and a Mexican código postal: the ZIP code, and the other as a suggestion.
    expect(await place("06610")).toMatchObject({
      status: "found",
      place: { country: "US", regionCode: "CT" },
      alternative: { query: "06610 CDMX" },
    });
    expect(await place("06610 CDMX")).toMatchObject({ status: "found", place: { country: "MX" } });
    expect(await place("Portland, OR")).toMatchObject({
      status: "found",
      place: { label: "Portland, OR" },
    });
    expect(await place("Monterrey, NL")).toMatchObject({
      status: "found",
      place: { country: "MX" },
    });
    const springfield = await place("in Springfield");
    expect(springfield.status).toBe("ambiguous");
    expect(springfield.status !== "found" && springfield.suggestions.map((s) => s.query)).toContain(
      "Springfield, IL",
    );
    const typo = await place("Otawa, ON");
    expect(typo).toMatchObject({ status: "unknown" });
    expect(typo.status !== "found" && typo.suggestions.map((s) => s.query)).toContain("Ottawa, ON");
    const unknownZip = await place("00000");
    expect(unknownZip).toMatchObject({
      status: "unknown",
      message: expect.stringContaining("00000"),
    });
  });
});

describe("near-me search", () => {
  it("lists businesses that serve the place first, nearest first, then nearby ones; with a service filter", async () => {
    const r = await page("q=K1A+0B1&service=Bat+exclusion");
    expect(r.search.place?.label).toBe("K1A 0B1, Ontario");
    expect(names(r)).toEqual(["Capital Bat Care", "Limestone Wildlife", "Kanata Critter Care"]);
    expect(r.list.rows.map((x) => x.serves)).toEqual([true, true, false]);
    const [first, second, third] = r.list.rows;
    expect(first!.distanceKm).toBeLessThan(5);
    expect(second!.distanceKm).toBeGreaterThan(120);
    expect(third!.distanceKm).toBeGreaterThan(15);
    expect(third!.distanceKm).toBeLessThan(40);
    expect(first!.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first!.area).toMatchObject({ radius: 40, radiusUnit: "km", hasBase: true });
  });

  it("matches by radius, whole state or province, and postal prefix", async () => {
    const all = await page("q=K1A+0B1");
    expect(names(all)).toEqual([
      "Capital Bat Care",
      "Outaouais Faune",
      "Limestone Wildlife",
      "Kanata Critter Care",
    ]);
    expect(all.list.rows.map((x) => x.serves)).toEqual([true, true, true, false]);
    // Kanata (K2K): outside Gatineau's 5 km and its K1 prefix, but within 80 km.
    const k2 = await page("q=K2K+1X7");
    expect(k2.list.rows.find((x) => x.businessName === "Outaouais Faune")?.serves).toBe(false);
  });

  it("combines the place with words and the state filter", async () => {
    expect(names(await page("q=raccoons+near+K1A+0B1"))).toEqual(["Capital Bat Care"]);
    expect(names(await page("q=K1A+0B1&region=Quebec"))).toEqual(["Outaouais Faune"]);
    expect(names(await page("q=90210"))).toEqual(["Beverly Raccoon Help"]);
    expect(names(await page("q=06600&service=Bat+exclusion"))).toEqual(["Fauna Amiga CDMX"]);
  });

  it("reads an address as written: the city beside the code is the place, not words to match", async () => {
    const beverly = await page("q=Beverly+Hills%2C+CA+90210");
    expect(beverly.search).toMatchObject({ words: "", message: null });
    expect(names(beverly)).toEqual(["Beverly Raccoon Help"]);
    expect(names(await page("q=Ottawa+ON+K1A+0B1&service=Bat+exclusion"))[0]).toBe(
      "Capital Bat Care",
    );
    expect(names(await page("q=C.P.+06600"))).toEqual(["Fauna Amiga CDMX"]);
    expect(names(await page("q=90210+1234"))).toEqual(["Beverly Raccoon Help"]);
    // The sentence, typed as it is said.
    const sentence = await page(`q=${encodeURIComponent("near K1A 0B1 that does bat exclusion")}`);
    expect(sentence.search.place?.label).toBe("K1A 0B1, Ontario");
    expect(names(sentence)[0]).toBe("Capital Bat Care");
  });

  it("finds words in services and descriptions, and similar names for typos", async () => {
    expect(names(await page("q=raccoon"))).toEqual(["Beverly Raccoon Help", "Capital Bat Care"]);
    expect(names(await page("q=bat+exclusion")).sort()).toEqual([
      "Capital Bat Care",
      "Fauna Amiga CDMX",
      "Kanata Critter Care",
      "Limestone Wildlife",
    ]);
    const typo = await page("q=Limestne");
    expect(typo.search.fuzzy).toBe(true);
    expect(names(typo)).toEqual(["Limestone Wildlife"]);
    // A city's name alone is read as the city.
    const city = await page("q=Kingston%2C+ON");
    expect(names(city)[0]).toBe("Limestone Wildlife");
  });

  it("says clearly what it cannot place, and never fails on odd input", async () => {
    const unknown = await page("q=K9Z+9Z9");
    expect(unknown.search.message).toMatch(/could not find the postal code K9Z 9Z9/);
    expect(unknown.list.rows).toEqual([]);
    const ambiguous = await page("q=in+Springfield");
    expect(ambiguous.search.message).toBe(
      "More than one state or province has a place called Springfield. Which one?",
    );
    expect(ambiguous.search.suggestions.length).toBeGreaterThan(1);
    const long = await page(`q=${"a".repeat(300)}`);
    expect(long.search.message).toMatch(/too long/);
    for (const q of ["%25", "_", "%25%27%3B--", "\\", "K1A%25", "0", "-1", "%00"]) {
      const r = await page(`q=${q}`);
      expect(r.list.page).toBe(1);
    }
    expect((await page("q=")).list.total).toBe(6);
  });

  it("says it in the page's language, labels included (issue 36)", async () => {
    const french = (query: string) =>
      getDirectoryPage(getDb(), new URL(`http://x/fr/directory?${query}`));
    expect((await french("q=K9Z+9Z9")).search.message).toMatch(
      /^Nous n’avons pas trouvé le code postal K9Z 9Z9\./,
    );
    const ambiguous = await french("q=in+Springfield");
    expect(ambiguous.search.message).toBe(
      "Plus d’un État ou d’une province compte un lieu nommé Springfield. Lequel cherchez-vous\u00a0?",
    );
    const spanish = await getDirectoryPage(getDb(), new URL("http://x/es/directory?q=9021"));
    expect(spanish.search.message).toMatch(/^Ese no es un código postal que reconozcamos/);
  });
});

describe("homeowners' searches (issue 33)", () => {
  it("understands the place and the words in any order", async () => {
    // A postal code inside free text; the words match any of them when not all.
    const attic = await page(`q=${encodeURIComponent("bats in the chimney K1A 0B1")}`);
    expect(attic.search).toMatchObject({ place: { label: "K1A 0B1, Ontario" }, anyWords: true });
    expect(names(attic)[0]).toBe("Capital Bat Care");
    // A city at the end or the start of the words.
    const end = await page(`q=${encodeURIComponent("bats in attic Kingston, ON")}`);
    expect(end.search).toMatchObject({ place: { label: "Kingston, ON" }, words: "bats attic" });
    expect(names(end)[0]).toBe("Limestone Wildlife");
    // Words that match nothing as they stand, with a city first: "Gatineau bats".
    const start = await page(`q=${encodeURIComponent("Gatineau bats")}`);
    expect(start.search).toMatchObject({ place: { label: "Gatineau, QC" }, words: "bats" });
    expect(names(start)[0]).toBe("Capital Bat Care");
  });

  it("offers another country's reading of a code only when nothing is near this one", async () => {
    // 90210 has a business: no Mexican suggestion beside the US match.
    const beverly = await page("q=90210");
    expect(names(beverly)).toEqual(["Beverly Raccoon Help"]);
    expect(beverly.search.alternative).toBeNull();
    // 06610 (New Haven, CT) has none: the Mexico City reading is offered, and it finds one.
    const haven = await page("q=06610");
    expect(haven.list.total).toBe(0);
    expect(haven.search.alternative).toMatchObject({ query: "06610 CDMX" });
    expect(names(await page("q=06610+CDMX"))).toEqual(["Fauna Amiga CDMX"]);
  });

  it("a place nobody serves: which place was understood and the nearest businesses with their distance", async () => {
    const montreal = await page(`q=${encodeURIComponent("H2X 1Y4")}`);
    expect(montreal.list.total).toBe(0);
    expect(montreal.search.place).toMatchObject({ label: "H2X 1Y4, Quebec", region: "Quebec" });
    const nearest = montreal.search.nearest;
    expect(nearest.map((n) => n.businessName)).toEqual([
      "Capital Bat Care",
      "Outaouais Faune",
      "Kanata Critter Care",
    ]);
    expect(nearest.every((n) => n.serves === false)).toBe(true);
    expect(nearest[0]!.distanceKm).toBeGreaterThan(150);
    expect(nearest[0]!.distanceKm).toBeLessThan(200);
    // With a service filter, the nearest that offer it.
    const release = await page(
      `q=${encodeURIComponent("H2X 1Y4")}&service=Live+capture+and+on-site+release`,
    );
    expect(release.search.nearest.map((n) => n.businessName)).toEqual([
      "Outaouais Faune",
      "Limestone Wildlife",
      "Beverly Raccoon Help",
    ]);
  });
});

describe("the distance query's plan", () => {
  it("finds candidates through the service-area indexes (coverage box, regions, prefixes, base point)", async () => {
    const read = parseSearch("K1A 0B1");
    const found = await geocodeSearchPlace(getDb(), read.place!);
    if (found.status !== "found") throw new Error("K1A not found");
    const { candidate } = servesSql(found.place);
    const query = getDb()
      .select({ id: certificates.id })
      .from(certificates)
      .innerJoin(applications, eq(applications.id, certificates.applicationId))
      .innerJoin(serviceAreas, eq(serviceAreas.applicationId, applications.id))
      .where(and(directoryMembership(), candidate));
    const { sql: text, params } = query.toSQL();
    const plan = await getDb().transaction(async (tx) => {
      // A small test table: switch off the plans that read it whole so the planner shows the indexes it can use.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      return executeRows<{ "QUERY PLAN": string }>(tx, sql.raw(`explain ${inline(text, params)}`));
    });
    const lines = plan.map((row) => row["QUERY PLAN"]).join("\n");
    expect(lines).toContain("service_areas_coverage_idx");
    expect(lines).toContain("service_areas_base_point_idx");
    expect(lines).toContain("service_areas_regions_idx");
  });

  it("reads the listing's certificates by the candidates' keys, never every certificate", async () => {
    const read = parseSearch("K1A 0B1");
    const found = await geocodeSearchPlace(getDb(), read.place!);
    if (found.status !== "found") throw new Error("K1A not found");
    const query = getDb()
      .select({ id: certificates.id })
      .from(certificates)
      .innerJoin(applications, eq(applications.id, certificates.applicationId))
      .where(and(directoryMembership(), nearCandidatesSql(found.place)));
    const { sql: text, params } = query.toSQL();
    // The candidates are an init plan over the service-area indexes, and the certificates
    // are looked up by their application key (sequential scans switched off: the test
    // tables are small enough to read whole).
    const plan = await getDb().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return executeRows<{ "QUERY PLAN": string }>(tx, sql.raw(`explain ${inline(text, params)}`));
    });
    const lines = plan.map((row) => row["QUERY PLAN"]).join("\n");
    expect(lines).toMatch(/InitPlan/);
    expect(lines).toContain("service_areas_coverage_idx");
    expect(lines).toMatch(
      /certificates_application_id_unique[\s\S]*Index Cond: \(application_id = ANY/,
    );
    expect(lines).not.toMatch(/Seq Scan on certificates/);
  });

  it("keeps no pending list in the directory's GIN indexes (PGlite has no autovacuum to merge one)", async () => {
    const rows = await executeRows<{ name: string; options: string[] | null }>(
      getDb(),
      sql`select c.relname as name, c.reloptions as options from pg_class c
          where c.relname in ('applications_business_name_trgm_idx', 'applications_search_document_idx',
            'service_areas_regions_idx', 'service_areas_postal_prefixes_idx')
          order by c.relname`,
    );
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.options).toContain("fastupdate=false");
  });
});

function inline(text: string, params: unknown[]): string {
  let inlined = text;
  params.forEach((value, i) => {
    inlined = inlined.replace(
      new RegExp(`\\$${i + 1}(?!\\d)`),
      `'${String(value).replace(/'/g, "''")}'`,
    );
  });
  return inlined;
}
