/**
 * Issue 23: a post holding a control character (U+000B, as Word pastes) must
 * not break the RSS and Atom feeds for every subscriber, nor the post page.
 * The feeds as served go through two independent readers: libxml2's xmllint
 * (the real binary; `node scripts/ensure-checkers.js` installs it, and
 * `npm test` runs that first) and a feed parser (`feedparser`, sax-based, in
 * strict mode), which must find the post with its text and absolute links.
 * The post is stored as one written before input hygiene would be (straight
 * into the table; the text-hygiene migration cleans such rows, decision 069,
 * and the feed drops the characters itself too); a post sent through the
 * editor loses the character at the boundary.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import FeedParser from "feedparser";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { createTestPost } from "../helpers/blog";
import { appRequest, TEST_ORIGIN } from "../helpers/http";
import { createTestUser, type TestUser } from "../helpers/users";

const VT = "\u000B";
const XMLLINT = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].find((p) => fs.existsSync(p));

function xmllint(xml: string) {
  if (!XMLLINT) {
    throw new Error(
      "xmllint is not installed: run `node scripts/ensure-checkers.js` (Debian: libxml2-utils)",
    );
  }
  const run = spawnSync(XMLLINT, ["--noout", "--nonet", "-"], { input: xml, encoding: "utf8" });
  return { status: run.status, errors: run.stderr };
}

/** Every item of a feed as `feedparser` (strict) reads it; rejects on any parse error. */
async function parseFeed(xml: string) {
  const parser = new FeedParser({
    strict: true,
    resume_saxerror: false,
    feedurl: `${TEST_ORIGIN}/blog/rss.xml`,
  });
  const items: FeedParser.Item[] = [];
  const meta = await new Promise<FeedParser.Meta>((resolve, reject) => {
    let seen: FeedParser.Meta | undefined;
    parser.on("error", reject);
    parser.on("meta", (m: FeedParser.Meta) => (seen = m));
    parser.on("readable", function (this: FeedParser) {
      let item: FeedParser.Item | null;
      while ((item = this.read())) items.push(item);
    });
    parser.on("end", () => (seen ? resolve(seen) : reject(new Error("no feed metadata"))));
    Readable.from([xml]).pipe(parser);
  });
  return { meta, items };
}

let admin: TestUser;
let slug = "";

beforeAll(async () => {
  admin = await createTestUser("administrator", { name: "Ada Admin" });
  const post = await createTestPost(admin.userId, {
    status: "published",
    title: "Trap checks in winter",
    slug: "trap-checks-in-winter",
  });
  slug = post.slug;
  // As stored before input hygiene (or by an import): U+000B in title, excerpt and body,
  // relative links and an uploaded image's relative address in the body.
  await getDb()
    .update(blogPosts)
    .set({
      title: `Trap checks${VT} in winter`,
      excerpt: `Pasted from Word${VT} with a vertical tab.`,
      body: `## Why${VT} check\n\nPasted from Word${VT} here. See [the manual](/operations-manual) and ![A bat](/media/x/1-aw10h10.webp).`,
    })
    .where(eq(blogPosts.id, post.id));
});

describe("feeds with a post holding U+000B", () => {
  for (const [format, path] of [
    ["rss", "/blog/rss.xml"],
    ["atom", "/blog/atom.xml"],
  ] as const) {
    it(`${path} passes xmllint and a feed parser, with the text and absolute links`, async () => {
      const response = await appRequest(path);
      expect(response.status).toBe(200);
      const xml = await response.text();
      expect(xml).not.toContain(VT);

      const lint = xmllint(xml);
      expect(lint.errors, `xmllint on ${path}`).toBe("");
      expect(lint.status).toBe(0);

      const { meta, items } = await parseFeed(xml);
      expect(meta["#type"]).toBe(format);
      const item = items.find((i) => i.link === `${TEST_ORIGIN}/blog/${slug}`);
      expect(item, "the post is in the feed").toBeDefined();
      expect(item!.title).toBe("Trap checks in winter");
      expect(item!.summary ?? item!.description).toContain("Pasted from Word with a vertical tab.");
      // The content's links and images are absolute (readers resolve relative ones differently).
      expect(item!.description).toContain(`href="${TEST_ORIGIN}/operations-manual"`);
      expect(item!.description).toContain(`src="${TEST_ORIGIN}/media/x/1-aw10h10.webp"`);
      expect(item!.description).not.toMatch(/(?:href|src)="[/#]/);
      expect(item!.description).not.toContain(VT);
    });
  }

  it("xmllint and the feed parser really refuse the character (the checks can fail)", async () => {
    const rss = await (await appRequest("/blog/rss.xml")).text();
    const broken = rss.replace("Trap checks in winter", `Trap checks${VT} in winter`);
    expect(broken).toContain(VT);
    expect(xmllint(broken).errors).toMatch(/PCDATA invalid Char value 11|invalid character/i);
    await expect(parseFeed("<rss><channel><title>x</channel></rss>")).rejects.toThrow();
  });

  it("a post sent through the editor loses the character at the boundary", async () => {
    const response = await appRequest("/dashboard/blog/new", {
      cookie: admin.cookie,
      form: {
        intent: "save",
        title: `Winter${VT} Trap Checks 2026!`,
        slug: "",
        excerpt: `An${VT} excerpt.`,
        body: `Body${VT} text.`,
        tags: "",
      },
    });
    expect(response.status).toBe(302);
    const [row] = await getDb()
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, "winter-trap-checks-2026"));
    expect(row).toMatchObject({
      title: "Winter Trap Checks 2026!",
      excerpt: "An excerpt.",
      body: "Body text.",
    });
  });
});
