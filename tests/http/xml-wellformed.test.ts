/**
 * The machine-readable XML answers (blog feeds, sitemap) pass an
 * independent parser: libxml2's xmllint (issue 24). Skipped, with the reason
 * printed, only where xmllint is not installed.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestManualSection, createTestPost } from "../helpers/blog";
import { createCertifiedBusiness } from "../helpers/certified-business";
import { appRequest, TEST_ORIGIN } from "../helpers/http";
import { createTestUser } from "../helpers/users";

const XMLLINT = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].find((p) => fs.existsSync(p));
if (!XMLLINT) {
  console.warn(
    "xmllint is not installed (Debian: libxml2-utils): the XML well-formedness checks are skipped.",
  );
}

function xmllint(xml: string) {
  const result = spawnSync(XMLLINT!, ["--noout", "--nonet", "-"], { input: xml, encoding: "utf8" });
  return { status: result.status, errors: result.stderr };
}

describe.skipIf(!XMLLINT)("XML answers through xmllint", () => {
  beforeAll(async () => {
    const author = await createTestUser("administrator");
    // Markup and ampersands in a title and excerpt must stay text in the feeds.
    await createTestPost(author.userId, {
      status: "published",
      title: 'Bats & <b>raccoons</b> in "winter"',
    });
  });

  for (const path of ["/sitemap.xml", "/blog/rss.xml", "/blog/atom.xml"]) {
    it(`${path} is well-formed XML`, async () => {
      const response = await appRequest(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/xml/);
      const xml = await response.text();
      const { status, errors } = xmllint(xml);
      expect(errors, path).toBe("");
      expect(status, path).toBe(0);
    });
  }

  it("really refuses malformed XML (the check can fail)", () => {
    expect(xmllint("<urlset><url></urlset>").status).not.toBe(0);
  });
});

describe("sitemap.xml (issue 24: business pages, and lastmod for every URL)", () => {
  it("lists the fixed pages, posts, business pages and manual sections, each with a lastmod", async () => {
    const admin = await createTestUser("administrator");
    const post = await createTestPost(admin.userId, { status: "published", title: "Sitemap post" });
    const business = await createCertifiedBusiness();
    const section = await createTestManualSection(admin.userId);
    const xml = await (await appRequest("/sitemap.xml")).text();
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const locs = urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)![1]!.replace(TEST_ORIGIN, ""));
    expect(locs).toEqual(
      expect.arrayContaining([
        "/",
        "/about",
        "/directory",
        `/blog/${post.slug}`,
        `/directory/${business.certificateId}`,
        `/operations-manual/${section.slug}`,
      ]),
    );
    const today = new Date().toISOString().slice(0, 10);
    for (const url of urls) {
      const lastmod = /<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/.exec(url)?.[1];
      expect(lastmod, url).toBeTruthy();
      expect(lastmod! <= today, url).toBe(true);
    }
  });
});
