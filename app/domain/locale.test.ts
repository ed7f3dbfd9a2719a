import { describe, expect, it } from "vitest";
import {
  homeRedirectLocale,
  localeOfTag,
  localizePath,
  negotiateLocale,
  pageLocale,
  splitLocalePath,
  toLocale,
} from "./locale";

const headers = (values: Record<string, string>) => new Headers(values);

describe("addresses per language (issue 36)", () => {
  it.each([
    ["/", "en", "/", false],
    ["/about", "en", "/about", false],
    ["/fr", "fr-CA", "/", true],
    ["/fr/", "fr-CA", "/", true],
    ["/fr/directory/abc", "fr-CA", "/directory/abc", true],
    ["/es/verify/HAP-1", "es-MX", "/verify/HAP-1", true],
    ["/french", "en", "/french", false],
    ["/dashboard", "en", "/dashboard", false],
  ] as const)("%s is %s at %s", (pathname, locale, path, prefixed) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path, prefixed });
  });

  it("writes an English path in each language", () => {
    expect(localizePath("/", "en")).toBe("/");
    expect(localizePath("/", "fr-CA")).toBe("/fr");
    expect(localizePath("/directory", "es-MX")).toBe("/es/directory");
    expect(localizePath("/?q=1", "fr-CA")).toBe("/fr?q=1");
    expect(localizePath("/login?register=true", "fr-CA")).toBe("/fr/login?register=true");
    expect(localizePath("https://example.org/x", "fr-CA")).toBe("https://example.org/x");
  });

  it("reads stored values and language tags", () => {
    expect(toLocale("fr-CA")).toBe("fr-CA");
    expect(toLocale("de")).toBe("en");
    expect(toLocale(undefined)).toBe("en");
    expect(localeOfTag("fr-FR")).toBe("fr-CA");
    expect(localeOfTag("es_419")).toBe("es-MX");
    expect(localeOfTag("de-DE")).toBeNull();
  });
});

describe("negotiateLocale (Accept-Language)", () => {
  it.each([
    [null, "en"],
    ["", "en"],
    ["fr-CA,fr;q=0.9,en;q=0.8", "fr-CA"],
    ["en-US,en;q=0.9,fr;q=0.8", "en"],
    ["de-DE,de;q=0.9,es;q=0.5", "es-MX"],
    ["es-MX;q=0.4, fr;q=0.6", "fr-CA"],
    ["fr;q=0, es", "es-MX"],
    ["de, it", "en"],
    ["*", "en"],
  ])("%s → %s", (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});

describe("homeRedirectLocale: / offers a browser from elsewhere its language", () => {
  it("sends a French or Spanish browser arriving from elsewhere to its language", () => {
    expect(homeRedirectLocale(headers({ "accept-language": "fr-CA,fr" }))).toBe("fr-CA");
    expect(
      homeRedirectLocale(headers({ "accept-language": "es-MX", "sec-fetch-site": "none" })),
    ).toBe("es-MX");
    expect(
      homeRedirectLocale(headers({ "accept-language": "es", "sec-fetch-site": "cross-site" })),
    ).toBe("es-MX");
  });

  it("keeps English browsers and the site's own links on the English page", () => {
    expect(homeRedirectLocale(headers({}))).toBeNull();
    expect(homeRedirectLocale(headers({ "accept-language": "en-CA,fr;q=0.5" }))).toBeNull();
    expect(
      homeRedirectLocale(headers({ "accept-language": "fr", "sec-fetch-site": "same-origin" })),
    ).toBeNull();
  });
});

describe("pageLocale", () => {
  it("takes the prefix on public pages and the person's choice on the dashboard", () => {
    expect(pageLocale("/fr/about", "es-MX")).toBe("fr-CA");
    expect(pageLocale("/about", "fr-CA")).toBe("en");
    expect(pageLocale("/dashboard", "fr-CA")).toBe("fr-CA");
    expect(pageLocale("/dashboard/applications", "es-MX")).toBe("es-MX");
    expect(pageLocale("/dashboard", null)).toBe("en");
    expect(pageLocale("/dashboard", "xx")).toBe("en");
  });
});
