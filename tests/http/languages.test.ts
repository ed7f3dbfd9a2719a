/**
 * English, French and Spanish addresses (issue 36, decision 086): /fr and /es
 * pages in their language with hreflang alternates and the switcher; `/`
 * offers a French or Spanish browser arriving from elsewhere its language;
 * sitemap.xml's alternates; the page cache keeps each language apart; the
 * switcher saves a signed-in person's language, and the dashboard follows it.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, profiles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { publicPageCache } from "~/modules/public-cache/public-page-cache.server";
import { appRequest, TEST_ORIGIN, visibleText } from "../helpers/http";
import { createCertifiedBusiness } from "../helpers/certified-business";
import { createTestUser } from "../helpers/users";

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
    m[1],
    m[2]!.replace(TEST_ORIGIN, ""),
  ]);

beforeEach(() => publicPageCache.clear());

describe("public pages per language", () => {
  it.each([
    ["/about", "en", "Skip to content"],
    ["/fr/about", "fr-CA", "Aller au contenu"],
    ["/es/about", "es-MX", "Ir al contenido"],
  ])("%s is in %s, with every language's alternate and the switcher", async (path, lang, skip) => {
    const response = await appRequest(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(htmlLang(html)).toBe(lang);
    expect(visibleText(html)).toContain(skip);
    expect(alternates(html)).toEqual([
      ["en", "/about"],
      ["fr", "/fr/about"],
      ["es", "/es/about"],
      ["x-default", "/about"],
    ]);
    // Each language named in itself; the others are plain links (no script, cacheable).
    for (const name of ["English", "Français", "Español"]) expect(html).toContain(name);
    expect(html).not.toContain("<script");
  });

  it("keeps the reader in her language: the French page links to French pages", async () => {
    const html = await (await appRequest("/fr/directory")).text();
    expect(html).toContain('href="/fr/about"');
    expect(html).toContain('href="/fr/login?register=true"');
    expect(html).toContain('action="/fr/search"');
    expect(html).not.toContain('href="/about"');
  });

  it("gives a page's title and description in its language", async () => {
    const html = await (await appRequest("/fr/process")).text();
    expect(html).toContain("<title>Processus d’accréditation | ");
    const es = await (await appRequest("/es/privacy")).text();
    expect(es).toContain("<title>Aviso de privacidad | ");
  });
});

describe("/ and the browser's language", () => {
  it("sends a French or Spanish browser arriving from elsewhere to its language", async () => {
    const fr = await appRequest("/", { headers: { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" } });
    expect(fr.status).toBe(302);
    expect(fr.headers.get("location")).toBe("/fr");
    expect(fr.headers.get("vary")).toMatch(/Accept-Language/);
    const es = await appRequest("/", {
      publicCache: true,
      headers: { "accept-language": "es-MX", "sec-fetch-site": "cross-site" },
    });
    expect(es.status).toBe(302);
    expect(es.headers.get("location")).toBe("/es");
  });

  it("answers the English page to English browsers and to the site's own links, varying on both", async () => {
    const cases: Record<string, string>[] = [
      { "accept-language": "en-US,en;q=0.9" },
      { "accept-language": "fr-CA", "sec-fetch-site": "same-origin" },
    ];
    for (const headers of cases) {
      const response = await appRequest("/", { publicCache: true, headers });
      expect(response.status).toBe(200);
      expect(response.headers.get("vary")).toMatch(/Accept-Language/);
      expect(response.headers.get("vary")).toMatch(/Sec-Fetch-Site/);
      expect(htmlLang(await response.text())).toBe("en");
    }
  });

  it("never answers a French browser from the English page's cache entry", async () => {
    await appRequest("/", { publicCache: true });
    const cached = await appRequest("/", { publicCache: true });
    expect(cached.headers.get("x-public-cache")).toBe("hit");
    const french = await appRequest("/", {
      publicCache: true,
      headers: { "accept-language": "fr" },
    });
    expect(french.status).toBe(302);
    expect(french.headers.get("x-public-cache")).toBeNull();
  });
});

describe("the page cache keys on the language", () => {
  it("stores /about, /fr/about and /es/about apart", async () => {
    const bodies = new Map<string, string>();
    for (const path of ["/about", "/fr/about", "/es/about"]) {
      const first = await appRequest(path, { publicCache: true });
      expect(first.headers.get("x-public-cache")).toBe("miss");
      const second = await appRequest(path, { publicCache: true });
      expect(second.headers.get("x-public-cache")).toBe("hit");
      const body = await second.text();
      bodies.set(path, htmlLang(body)!);
    }
    expect(Object.fromEntries(bodies)).toEqual({
      "/about": "en",
      "/fr/about": "fr-CA",
      "/es/about": "es-MX",
    });
  });
});

describe("sitemap.xml", () => {
  it("lists each page in the three languages with its alternates", async () => {
    const xml = await (await appRequest("/sitemap.xml")).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of ["/about", "/fr/about", "/es/about", "/fr", "/es"]) {
      expect(xml).toContain(`<loc>${TEST_ORIGIN}${path}</loc>`);
    }
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="fr" href="${TEST_ORIGIN}/fr/about"/>`,
    );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${TEST_ORIGIN}/about"/>`,
    );
  });
});

describe("a person's language", () => {
  const localeOf = async (userId: string) =>
    (
      await getDb()
        .select({ locale: profiles.locale })
        .from(profiles)
        .where(eq(profiles.id, userId))
    )[0]?.locale;

  it("is saved by the switcher, audited, and the dashboard speaks it", async () => {
    const user = await createTestUser("applicant");
    expect(await localeOf(user.userId)).toBe("en");
    const switched = await appRequest("/language", {
      cookie: user.cookie,
      form: { locale: "fr-CA", next: "/dashboard" },
    });
    expect(switched.status).toBe(302);
    expect(switched.headers.get("location")).toBe("/dashboard");
    expect(await localeOf(user.userId)).toBe("fr-CA");
    const audit = await getDb()
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, user.userId), eq(auditLog.action, "profile_locale_changed")),
      );
    expect(audit.map((a) => a.details)).toEqual([{ from: "en", to: "fr-CA" }]);
    const dashboard = await appRequest("/dashboard", { cookie: user.cookie });
    expect(htmlLang(await dashboard.text())).toBe("fr-CA");
    // Public pages keep their address's language whoever reads them.
    const about = await appRequest("/about", { cookie: user.cookie });
    expect(htmlLang(await about.text())).toBe("en");
  });

  it("takes a public page to the same page in the chosen language", async () => {
    const user = await createTestUser("applicant");
    const switched = await appRequest("/language", {
      cookie: user.cookie,
      form: { locale: "es-MX", next: "/fr/directory?q=bats" },
    });
    expect(switched.headers.get("location")).toBe("/es/directory?q=bats");
    expect(await localeOf(user.userId)).toBe("es-MX");
  });

  it("refuses an unknown language and a foreign address without writing anything", async () => {
    const user = await createTestUser("applicant");
    const refused = await appRequest("/language", {
      cookie: user.cookie,
      form: { locale: "de-DE", next: "https://evil.example/" },
    });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/");
    expect(await localeOf(user.userId)).toBe("en");
    const anonymous = await appRequest("/language", {
      form: { locale: "fr-CA", next: "//evil.example/x" },
    });
    expect(anonymous.headers.get("location")).toBe("/fr");
  });
});

describe("the seal in the language asked for", () => {
  it("draws /seal/{code}.svg?lang=fr|es in French or Spanish, English by default", async () => {
    const business = await createCertifiedBusiness();
    const svg = async (query: string) =>
      (await appRequest(`/seal/${business.verificationCode}.svg${query}`)).text();
    expect(await svg("")).toContain(">Accredited</text>");
    expect(await svg("?lang=fr")).toContain(">Accréditée</text>");
    expect(await svg("?lang=es")).toContain(">Acreditada</text>");
    expect(await svg("?lang=de")).toContain(">Accredited</text>");
  });
});
