import { describe, expect, it } from "vitest";
import { breadcrumbLabels } from "~/components/breadcrumbs";
import { formatUsd, feesInCents } from "~/modules/payments/fees";
import { publicPageMeta, publicPages } from "./public-pages";
import {
  absoluteUrl,
  buildRobotsTxt,
  buildSitemapXml,
  datePublicPages,
  latestOf,
} from "./sitemap-xml";

const RELEASE = "2026-11-20T10:00:00.000Z";
const dated = datePublicPages(publicPages, RELEASE, {});

describe("public pages list", () => {
  it("lists every public page that exists now, once", () => {
    expect(publicPages.map((p) => p.path).sort()).toEqual([
      "/",
      "/about",
      "/blog",
      "/contact",
      "/developers",
      "/directory",
      "/faqs",
      "/login",
      "/operations-manual",
      "/privacy",
      "/process",
      "/report-concern",
      "/sitemap",
      "/standards",
      "/terms",
      "/verify",
    ]);
  });

  it("gives every page a breadcrumb label (SPEC §2) except home and login", () => {
    for (const page of publicPages) {
      if (page.path === "/" || page.path === "/login") continue;
      expect(breadcrumbLabels[page.path.slice(1)]).toBeTruthy();
    }
  });

  it("builds the title and description meta of a page", () => {
    expect(publicPageMeta("/about")).toEqual(
      expect.arrayContaining([
        { title: "About | Humane Accreditation Portal" },
        { name: "description", content: expect.stringMatching(/mission/) },
      ]),
    );
    for (const page of publicPages) {
      expect(page.description.defaultMessage.length).toBeGreaterThan(50);
      expect(page.description.defaultMessage.length).toBeLessThanOrEqual(200);
    }
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("writes a urlset with an absolute URL per page", () => {
    const xml = buildSitemapXml("https://example.org/", dated);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Each page in English, French and Spanish (issue 36).
    expect(locs).toHaveLength(publicPages.length * 3);
    expect(locs).toContain("https://example.org/");
    expect(locs).toContain("https://example.org/fr");
    expect(locs).toContain("https://example.org/es/process");
    expect(locs).toContain("https://example.org/process");
    expect(locs.every((loc) => loc!.startsWith("https://example.org/"))).toBe(true);
  });

  it("gives every URL a lastmod: the release for fixed texts, later data where a page shows it (issue 24)", () => {
    const pages = datePublicPages(publicPages, RELEASE, {
      "/blog": latestOf(["2026-11-01T00:00:00.000Z", "2026-11-25T08:00:00.000Z"]),
      "/directory": "2026-10-01T00:00:00.000Z",
      "/standards": null,
    });
    const xml = buildSitemapXml("https://example.org", pages, [
      {
        path: "/directory/3f1c0e6a-0000-4000-8000-000000000001",
        lastModified: "2026-11-02T09:00:00Z",
      },
      { path: "/operations-manual/fees", lastModified: "2026-11-03T09:00:00.000Z" },
    ]);
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    expect(urls).toHaveLength((publicPages.length + 2) * 3);
    const lastmod = (path: string) =>
      /<lastmod>([^<]+)<\/lastmod>/.exec(
        urls.find((u) => u.includes(`<loc>https://example.org${path}</loc>`))!,
      )?.[1];
    for (const url of urls) expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(lastmod("/about")).toBe("2026-11-20");
    expect(lastmod("/blog")).toBe("2026-11-25");
    // Data older than the release: the release changed the page last.
    expect(lastmod("/directory")).toBe("2026-11-20");
    expect(lastmod("/standards")).toBe("2026-11-20");
    expect(lastmod("/operations-manual/fees")).toBe("2026-11-03");
    expect(latestOf([])).toBeNull();
  });

  it("lists each language's address with every language's alternate and x-default (issue 36)", () => {
    const xml = buildSitemapXml("https://example.org", [dated[1]!]);
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    expect(urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)?.[1])).toEqual([
      "https://example.org/about",
      "https://example.org/fr/about",
      "https://example.org/es/about",
    ]);
    for (const url of urls) {
      const alternates = [
        ...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
      ];
      expect(alternates.map((a) => [a[1], a[2]])).toEqual([
        ["en", "https://example.org/about"],
        ["fr", "https://example.org/fr/about"],
        ["es", "https://example.org/es/about"],
        ["x-default", "https://example.org/about"],
      ]);
    }
  });

  it("escapes XML special characters in URLs", () => {
    expect(buildSitemapXml("https://a.test/x&y", [dated[1]!])).toContain(
      "<loc>https://a.test/x&amp;y/about</loc>",
    );
  });

  it("allows public pages, disallows the dashboard and API and points to the sitemap", () => {
    const robots = buildRobotsTxt("https://example.org");
    expect(robots.split("\n")).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /",
        "Disallow: /dashboard",
        "Disallow: /api",
        "Sitemap: https://example.org/sitemap.xml",
      ]),
    );
    expect(absoluteUrl("https://example.org", "/")).toBe("https://example.org/");
  });
});

describe("programme fees (SPEC §9)", () => {
  it("shows amounts in USD with two decimals", () => {
    expect(formatUsd(feesInCents.initialAudit)).toBe("$750.00 USD");
    expect(formatUsd(feesInCents.initialMembership)).toBe("$450.00 USD");
    expect(formatUsd(feesInCents.renewalAudit)).toBe("$450.00 USD");
    expect(formatUsd(12345)).toBe("$123.45 USD");
  });
});
