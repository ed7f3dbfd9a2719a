/**
 * Directory near me over HTTP (issue 21, decision 054), on both drivers: the
 * search page as a browser gets it (distance, area, "Accredited until …"),
 * odd input answered without a server error, the business page's area, map
 * and JSON-LD, sitemap.xml's business pages, and an existing business placed
 * at its address with the recorded default radius.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { serviceAreas } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { DEFAULT_RADIUS_KM } from "~/domain/service-area";
import { createCertifiedBusiness } from "../helpers/certified-business";
import { appRequest, visibleText } from "../helpers/http";

const ottawa = {
  city: "Ottawa",
  region: "Ontario",
  postalCode: "K1P 1J1",
  country: "Canada" as const,
};

describe("/directory near me", () => {
  it("answers a postal-code search with a service filter: distance, area, services and expiry", async () => {
    await createCertifiedBusiness({
      businessName: "Rideau Test Bats",
      address: ottawa,
      services: ["Bat exclusion"],
      area: { radius: 40 },
    });
    const response = await appRequest("/directory?q=k1a0b1&service=Bat+exclusion");
    expect(response.status).toBe(200);
    const text = visibleText(await response.text());
    expect(text).toContain("near K1A 0B1, Ontario");
    expect(text).toMatch(/Rideau Test Bats .*?(\d+(\.\d)? km|Under 1 km) away Serves this address/);
    expect(text).toMatch(/Area served: Within 40 km of /);
    expect(text).toContain("Services: Bat exclusion");
    expect(text).toMatch(/Accredited until \w{3} \d{1,2}, \d{4}/);
  });

  it("a place nobody serves names the place, the nearest business and its distance, and ways forward", async () => {
    await createCertifiedBusiness({
      businessName: "Rideau Far Bats",
      address: ottawa,
      services: ["Bat exclusion"],
      area: { radius: 40 },
    });
    const response = await appRequest(`/directory?q=${encodeURIComponent("H2X 1Y4")}`);
    expect(response.status).toBe(200);
    const text = visibleText(await response.text());
    expect(text).toContain("No accredited business lists H2X 1Y4, Quebec in its service area yet.");
    expect(text).toMatch(/The nearest is [^,]+, \d+ km away\. A business may travel farther/);
    expect(text).toMatch(/Rideau Far Bats .*?\d+ km away Outside its service area/);
    // No business is based in Quebec: no link to an empty list.
    expect(text).not.toContain("Every accredited business based in Quebec");
    expect(text).toContain("Ask the programme office to help you find someone who can come.");
    expect(text).not.toContain("No certified business matches your search");
  });

  it("answers odd input with a page or a clear refusal, never a server error", async () => {
    await createCertifiedBusiness({ businessName: "Odd Input Wildlife", address: ottawa });
    const odd = [
      `q=${"a".repeat(5000)}`,
      `q=${encodeURIComponent("bat ".repeat(60))}`,
      "q=%25%25%25&region=%25",
      "q=_&service=%25",
      "q=%5C&region=%5C",
      `region=${"x".repeat(2000)}`,
      "q=%27%3B+drop+table+places%3B--",
      "q=!!!+%7C+%26+%3A*+%3C-%3E",
      "q=%F0%9F%A6%87",
      "q=%C0%AF",
      "q=K1A+0B1&page=99999999999",
      "q=K1A+0B1&page=-3",
      "q=00000",
      "q=0",
      "q=in+Springfield",
      "q=Springfield%2C+Nowhere",
      "q[]=K1A&q=90210",
    ];
    for (const query of odd) {
      const response = await appRequest(`/directory?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 200 });
    }
    // A NUL byte is refused before any query runs (decision 019).
    expect((await appRequest("/directory?q=K1A%000B1")).status).toBe(400);
    const long = visibleText(await (await appRequest(`/directory?q=${"a".repeat(300)}`)).text());
    expect(long).toContain("Search is too long: use at most 200 characters.");
  });

  it("places an existing business at its address with the default radius, and shows it on its page, in JSON-LD and in sitemap.xml", async () => {
    const existing = await createCertifiedBusiness({
      businessName: "Existing Critter Co.",
      address: ottawa,
    });
    const [area] = await getDb()
      .select()
      .from(serviceAreas)
      .where(eq(serviceAreas.applicationId, existing.applicationId));
    expect(area).toMatchObject({
      source: "address-default",
      radius: DEFAULT_RADIUS_KM,
      radiusUnit: "km",
    });
    expect(area!.baseLat).toBeCloseTo(45.42, 0);

    const stated = await createCertifiedBusiness({
      businessName: "Limestone Test Wildlife",
      address: { city: "Kingston", region: "Ontario", postalCode: "K7L 2V7", country: "Canada" },
      area: { radius: 30, unit: "mi", regions: ["Quebec"], postalPrefixes: ["K7L", "K7M"] },
    });
    const html = await (await appRequest(`/directory/${stated.certificateId}`)).text();
    expect(visibleText(html)).toContain(
      "Within 30 mi of K7L, ON; all of Quebec; postal codes starting K7L or K7M",
    );
    // The map is drawn on the server: an SVG with paths, no client script for an anonymous visitor.
    expect(html).toMatch(/<svg[^>]*data-testid="service-area-map"[\s\S]*?<path d="M/);
    // Labelled: the base's place beside its dot, and in the caption.
    expect(html).toMatch(/<text[^>]*data-testid="service-area-map-label"[^>]*>K7L, ON<\/text>/);
    expect(visibleText(html)).toContain("the dot is its base, K7L, ON.");
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!,
    );
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: "Limestone Test Wildlife",
      areaServed: [
        { "@type": "GeoCircle", geoRadius: Math.round(30 * 1609.344) },
        { "@type": "AdministrativeArea", name: "Quebec" },
        { "@type": "Place", name: "Postal codes starting K7L, K7M" },
      ],
      hasCredential: {
        "@type": "EducationalOccupationalCredential",
        identifier: stated.certificateNumber,
        expires: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        url: expect.stringContaining(`/verify/${stated.certificateNumber}`),
      },
    });

    const sitemap = await (await appRequest("/sitemap.xml")).text();
    for (const id of [existing.certificateId, stated.certificateId]) {
      expect(sitemap).toMatch(
        new RegExp(`<loc>[^<]*/directory/${id}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}`),
      );
    }
  });
});
