/**
 * Every public page and sign-in page in French and Spanish with no English
 * sentence left (issue 36): a cheap sweep at the HTTP level. A sentence is
 * taken for English when it holds three or more distinct English function
 * words (the, and, your, with, …); business names, codes and addresses
 * carry none. The standards and the operations manual are asked with their
 * built-in translations; text a page shows in English because it has no
 * translation yet is marked `lang="en"` and is not counted.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { seedManualTranslations } from "~/modules/operations-manual/seed-manual-translations.server";
import { seedOperationsManual } from "~/modules/operations-manual/seed-operations-manual.server";
import { publicPageCache } from "~/modules/public-cache/public-page-cache.server";
import { createCertifiedBusiness } from "../helpers/certified-business";
import { englishSentences } from "../helpers/english";
import { appRequest } from "../helpers/http";

let paths: string[] = [];

beforeAll(async () => {
  await seedOperationsManual(getDb());
  await seedManualTranslations(getDb());
  publicPageCache.clear();
  const business = await createCertifiedBusiness();
  paths = [
    "/",
    "/about",
    "/process",
    "/faqs",
    "/privacy",
    "/terms",
    "/sitemap",
    "/standards",
    "/operations-manual",
    "/operations-manual/purpose-and-scope",
    "/contact",
    "/developers",
    "/directory",
    "/directory?q=H2X+1Y4",
    `/directory/${business.certificateId}`,
    "/verify",
    `/verify/${business.verificationCode}`,
    "/verify/0000-00000",
    "/report-concern",
    `/report-concern/${business.certificateNumber}`,
    "/search?q=raccoon",
    "/login",
    "/login?register=true",
    "/forgot-password",
  ];
});

describe.each([
  ["fr", "fr-CA"],
  ["es", "es-MX"],
])("every public page in /%s", (prefix, lang) => {
  it("is in its language, with no English sentence left", async () => {
    const left: Record<string, string[]> = {};
    for (const path of paths) {
      const address = `/${prefix}${path === "/" ? "" : path}`;
      const response = await appRequest(address);
      expect(response.status, address).toBeLessThan(500);
      const html = await response.text();
      expect(html, address).toContain(`<html lang="${lang}"`);
      const english = englishSentences(html);
      if (english.length > 0) left[address] = english.slice(0, 5);
    }
    expect(left).toEqual({});
  });
});

describe("the sweep itself", () => {
  it("finds English in an English page", async () => {
    expect(englishSentences(await (await appRequest("/about")).text()).length).toBeGreaterThan(5);
  });
});
