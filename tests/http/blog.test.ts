import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { seedOperationsManual } from "~/modules/operations-manual/seed-operations-manual.server";
import { createTestPost, type TestPost } from "../helpers/blog";
import { appRequest } from "../helpers/http";
import { createTestUser, type TestUser } from "../helpers/users";

let admin: TestUser;
let committee: TestUser;
let applicant: TestUser;
let published: TestPost;
let draft: TestPost;

beforeAll(async () => {
  [admin, committee, applicant] = await Promise.all([
    createTestUser("administrator", { name: "Ada Admin" }),
    createTestUser("committee"),
    createTestUser("applicant"),
  ]);
  await seedOperationsManual(getDb());
  published = await createTestPost(admin.userId, {
    status: "published",
    title: "Raccoons & chimneys",
    slug: "raccoons-and-chimneys",
    body: "## Caps\n\nCap the chimney. <script>alert(1)</script>",
    cover: true,
  });
  draft = await createTestPost(admin.userId, { status: "draft", slug: "secret-draft" });
});

const meta = (html: string, attr: "name" | "property", key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("public blog over HTTP", () => {
  it("lists published posts with the feed links, never drafts", async () => {
    const response = await appRequest("/blog");
    expect(response.status).toBe(200);
    // The nonce React Router adds to every <link> is not part of what is checked.
    const html = (await response.text()).replace(/ nonce="[^"]*"/g, "");
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Blog (RSS)" href="/blog/rss.xml"',
    );
    expect(html).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Blog (Atom)" href="/blog/atom.xml"',
    );
    expect(html).toContain("Raccoons &amp; chimneys");
    expect(html).not.toContain("secret-draft");
    expect(html).toContain("<title>Blog | Humane Accreditation Portal</title>");
  });

  it("serves a post with its own title, description, Open Graph tags and safe body", async () => {
    const response = await appRequest(`/blog/${published.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Raccoons &amp; chimneys | Humane Accreditation Portal</title>");
    expect(meta(html, "name", "description")).toBe("An excerpt for the test post.");
    expect(meta(html, "property", "og:type")).toBe("article");
    expect(meta(html, "property", "og:title")).toBe("Raccoons &amp; chimneys");
    expect(meta(html, "property", "og:url")).toBe(
      "http://localhost:3000/blog/raccoons-and-chimneys",
    );
    expect(meta(html, "property", "og:image")).toMatch(
      /^http:\/\/localhost:3000\/blog\/images\/[0-9a-f-]{36}\/\d+-[0-9a-f]+\.png$/,
    );
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:3000/blog/raccoons-and-chimneys"',
    );
    expect(html).toContain('<h2 id="caps">');
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain('alt="A test cover"');
  });

  it("answers a draft with 404 to the public and a no-store, noindex preview to staff", async () => {
    for (const cookie of [undefined, applicant.cookie]) {
      const response = await appRequest(`/blog/${draft.slug}`, { cookie });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Post not found");
    }
    const preview = await appRequest(`/blog/${draft.slug}`, { cookie: committee.cookie });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    const html = await preview.text();
    expect(html).toContain("This post is a draft and is not public.");
    expect(meta(html, "name", "robots")).toBe("noindex");
  });

  it("serves the cover image from the document storage with its content type", async () => {
    const response = await appRequest(`/blog/images/${published.coverPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // "PNG"
  });

  it("publishes feeds that parse, and lists posts in both sitemaps", async () => {
    const rss = await appRequest("/blog/rss.xml");
    expect(rss.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const rssText = await rss.text();
    expect(XMLValidator.validate(rssText)).toBe(true);
    const channel = new XMLParser().parse(rssText).rss.channel;
    expect([channel.item].flat().map((i: { link: string }) => i.link)).toContain(
      "http://localhost:3000/blog/raccoons-and-chimneys",
    );
    const atom = await appRequest("/blog/atom.xml");
    expect(atom.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(XMLValidator.validate(await atom.text())).toBe(true);

    const xml = await (await appRequest("/sitemap.xml")).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain("<loc>http://localhost:3000/blog/raccoons-and-chimneys</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/blog</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/operations-manual</loc>");
    expect(xml).not.toContain("secret-draft");
    const page = await (await appRequest("/sitemap")).text();
    expect(page).toContain('href="/blog/raccoons-and-chimneys"');
    expect(page).not.toContain("secret-draft");
  });
});

describe("editor over HTTP", () => {
  it("creates, renames (old slug redirects 301), schedules and publishes a post", async () => {
    const create = await appRequest("/dashboard/blog/new", {
      cookie: admin.cookie,
      form: {
        intent: "save",
        title: "Skunks under the deck",
        slug: "",
        excerpt: "What to do when a skunk moves in under your deck.",
        body: "## Wait first\n\nMothers move on.",
        tags: "Skunks",
      },
    });
    expect(create.status).toBe(302);
    const editPath = create.headers.get("location")!.split("?")[0]!;
    expect(editPath).toMatch(/^\/dashboard\/blog\/edit\/[0-9a-f-]{36}$/);
    expect((await appRequest("/blog/skunks-under-the-deck")).status).toBe(404);

    const publish = await appRequest(editPath, {
      cookie: admin.cookie,
      form: {
        intent: "publish",
        title: "Skunks under the deck",
        slug: "skunks-under-decks",
        excerpt: "What to do when a skunk moves in under your deck.",
        body: "## Wait first\n\nMothers move on.",
        tags: "Skunks",
      },
    });
    expect(publish.headers.get("location")).toBe(`${editPath}?notice=published`);
    const old = await appRequest("/blog/skunks-under-the-deck");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/blog/skunks-under-decks");
    expect((await appRequest("/blog/skunks-under-decks")).status).toBe(200);

    const screen = await (
      await appRequest(`${editPath}?notice=published`, { cookie: admin.cookie })
    ).text();
    expect(screen).toContain("The post is published");
    expect(screen).toContain("Earlier addresses: /blog/skunks-under-the-deck.");
  });

  it("shows field messages and keeps what was typed when publishing an incomplete post", async () => {
    const response = await appRequest("/dashboard/blog/new", {
      cookie: committee.cookie,
      form: { intent: "publish", title: "Half-written", excerpt: "", body: "" },
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("Write a short excerpt: it is shown on the blog list and in the feed");
    expect(html).toContain("Write the post before publishing it");
    expect(html).toContain('value="Half-written"');
    expect(html).toContain('aria-invalid="true"');
  });

  it("renders the live preview on the server without saving anything", async () => {
    const count = async () => (await getDb().select({ id: blogPosts.id }).from(blogPosts)).length;
    const before = await count();
    const response = await appRequest("/dashboard/blog/new", {
      cookie: committee.cookie,
      form: {
        intent: "preview",
        title: "Preview only",
        body: "## Hi\n\n<img src=x onerror=alert(1)> **bold**",
      },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h2 id="hi"><a href="#hi" class="heading-anchor">Hi</a></h2>');
    expect(html).toContain("<strong>bold</strong>");
    // The typed text comes back in the textarea (escaped); no element carries the handler.
    expect(html).not.toMatch(/<img[^>]*onerror/);
    expect(await count()).toBe(before);
  });

  it("refuses an applicant's write with Access Denied", async () => {
    const response = await appRequest("/dashboard/blog/new", {
      cookie: applicant.cookie,
      form: { intent: "publish", title: "Spam", excerpt: "x", body: "x" },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Access Denied");
  });
});

describe("operations manual over HTTP", () => {
  it("shows the public manual with contents, anchors, print styles and the last update", async () => {
    const response = await appRequest("/operations-manual");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Operations Manual | Humane Accreditation Portal</title>");
    expect(html).toMatch(/<nav aria-labelledby="toc-heading"/);
    // The contents lead to each section's own page (a chapter to its first section's page);
    // every anchor stays on this page, so old links (/operations-manual#refunds) keep working.
    expect(html).toContain('href="/operations-manual/fee-schedule"');
    expect(html).toContain('href="/operations-manual/refunds"');
    expect(html).toContain('id="fees-and-refunds"');
    expect(html).toContain('id="refunds"');
    // The print stylesheet (its URL is a built asset in production).
    expect(html).toMatch(/<link[^>]*rel="stylesheet"[^>]*href="[^"]+"[^>]*media="print"/);
    expect(html).toContain("Last updated");
    expect(html).toContain("$750.00 USD");
  });

  it("gives each section its own page with the contents, its chapter, previous and next; a chapter's address leads to its first section", async () => {
    const response = await appRequest("/operations-manual/refunds");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      "<title>5.3 Refunds · Operations Manual | Humane Accreditation Portal</title>",
    );
    expect(html).toMatch(/<h1[^>]*>5\.3<!-- --> <!-- -->Refunds<\/h1>/);
    expect(html).toContain("Operations Manual · Chapter 5. Fees and refunds");
    // The contents mark the current page; the whole manual stays one link away.
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/operations-manual\/refunds"/);
    expect(html).toContain('href="/operations-manual/appeals"');
    expect(html).toContain("The whole manual on one page (to print)");
    const around = /<nav aria-label="Previous and next section"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1];
    // Previous and next run across chapters (5.3 is the last of chapter 5).
    expect(around).toContain('href="/operations-manual/paying-fees"');
    expect(around).toContain("← <!-- -->5.2<!-- --> <!-- -->Paying fees");
    expect(around).toContain('href="/operations-manual/scheduling-an-audit"');

    const chapter = await appRequest("/operations-manual/fees-and-refunds");
    expect(chapter.status).toBe(301);
    expect(chapter.headers.get("location")).toBe("/operations-manual/fee-schedule");
    expect((await appRequest("/operations-manual/no-such-section")).status).toBe(404);

    // In French the page's own words are French and its links stay under /fr
    // (the manual's text is the committee's, in English for now).
    const french = await (await appRequest("/fr/operations-manual/refunds")).text();
    expect(french).toContain(
      "<title>5.3 Refunds · Manuel des opérations | Humane Accreditation Portal</title>",
    );
    expect(french).toContain("Manuel des opérations · Chapitre 5. Fees and refunds");
    expect(french).toContain('href="/fr/operations-manual/paying-fees"');
    expect(french).toContain("Le manuel complet sur une seule page (pour l’imprimer)");
  });

  it("publishes a section edit made in the dashboard at once", async () => {
    const manual = await (
      await appRequest("/dashboard/operations-manual", { cookie: admin.cookie })
    ).text();
    const editLink = /<a [^>]*aria-label="Edit 5\.3 Refunds"[^>]*>/.exec(manual)?.[0] ?? "";
    const sectionPath = /href="([^"]+)"/.exec(editLink)?.[1];
    expect(sectionPath).toBeTruthy();
    const editor = await (await appRequest(sectionPath!, { cookie: admin.cookie })).text();
    const chapterId = /<option value="([0-9a-f-]{36})"[^>]*>5\. Fees and refunds/.exec(editor)?.[1];
    const baseRevision = /name="baseRevision" value="(\d+)"/.exec(editor)?.[1];
    expect(chapterId && baseRevision).toBeTruthy();
    const save = await appRequest(sectionPath!, {
      cookie: admin.cookie,
      form: {
        intent: "save",
        title: "Refunds",
        body: "Refund requests are answered within **five** business days.",
        summary: "Shorter refund text",
        chapterId: chapterId!,
        baseRevision: baseRevision!,
      },
    });
    expect(save.status).toBe(302);
    expect(save.headers.get("location")).toBe(`${sectionPath}?notice=saved`);
    const page = await (await appRequest("/operations-manual")).text();
    expect(page).toContain(
      "Refund requests are answered within <strong>five</strong> business days.",
    );
    // Everyone signed in reads it in the dashboard; only editors get edit links.
    const asApplicant = await (
      await appRequest("/dashboard/operations-manual", { cookie: applicant.cookie })
    ).text();
    expect(asApplicant).toContain("Refund requests are answered within");
    expect(asApplicant).not.toContain("/dashboard/operations-manual/sections/");
    expect(asApplicant).not.toContain("Arrange chapters and sections");
  });
});
