import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { addManualChapter } from "~/modules/operations-manual/add-manual-chapter.server";
import { addManualSection } from "~/modules/operations-manual/add-manual-section.server";
import { removeManualSection } from "~/modules/operations-manual/remove-manual-section.server";
import { createTestPost, staffViewer } from "../../../tests/helpers/blog";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { getPublicManualSection } from "~/modules/operations-manual/index.server";
import { getSearchPage } from "./get-search-page.server";
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX } from "./search-rules";
import { searchSite } from "./search-site.server";

let admin: TestUser;
/** A word no seeded text holds, so each test counts only its own rows. */
const word = `zorbl${crypto.randomBytes(3).toString("hex")}`;
let section: { id: string; slug: string };
let removed: { id: string; slug: string };

beforeAll(async () => {
  admin = await createTestUser("administrator");
  const viewer = staffViewer(admin.userId);
  const chapter = await addManualChapter(getDb(), viewer, { title: "Search test chapter" });
  section = await addManualSection(getDb(), viewer, {
    chapterId: chapter.id,
    title: `Checking ${word} traps`,
    body: "Every **live trap** is checked twice a day & night, <i>without fail</i>.",
  });
  removed = await addManualSection(getDb(), viewer, {
    chapterId: chapter.id,
    title: `Removed ${word} section`,
    body: "Gone.",
  });
  await removeManualSection(getDb(), viewer, removed.id);
  await createTestPost(admin.userId, {
    status: "published",
    title: "A published post",
    body: `The body mentions ${word} once, far below the title.`,
  });
  await createTestPost(admin.userId, { status: "draft", title: `Draft about ${word}` });
});

describe("searchSite", () => {
  it("finds a phrase of the seeded standards, linked to its anchor on /standards", async () => {
    const found = await searchSite(getDb(), { query: "humane eviction" });
    expect(found.total).toBeGreaterThan(0);
    const first = found.results[0]!;
    expect(first.kind).toBe("standard");
    expect(first.href).toMatch(/^\/standards#(standard|appendix)-[a-z0-9-]+$/);
    expect(first.snippet.some((p) => p.match && /evict/i.test(p.text))).toBe(true);
  });

  it("ranks a title match above a body match, leaves removed sections and drafts out", async () => {
    const found = await searchSite(getDb(), { query: word });
    expect(found.results.map((r) => r.kind)).toEqual(["manual", "blog"]);
    expect(found.results[0]).toMatchObject({
      title: `Checking ${word} traps`,
      href: `/operations-manual/${section.slug}`,
      draft: false,
    });
    expect(found.results.some((r) => r.href.endsWith(removed.slug))).toBe(false);
    const withDrafts = await searchSite(getDb(), { query: word, includeDrafts: true });
    expect(withDrafts.total).toBe(3);
    expect(withDrafts.results.find((r) => r.draft)?.title).toBe(`Draft about ${word}`);
  });

  it("gives snippets as plain parts: markup in the text stays text, the match is marked", async () => {
    const found = await searchSite(getDb(), { query: `${word} "live trap"` });
    const snippet = found.results[0]!.snippet;
    const text = snippet.map((p) => p.text).join("");
    expect(text).not.toContain("**");
    expect(snippet.filter((p) => p.match).map((p) => p.text.toLowerCase())).toContain("live trap");
    const marked = await searchSite(getDb(), { query: `${word} night` });
    expect(marked.results[0]!.snippet.map((p) => p.text).join("")).toContain("day & night");
  });

  it("never fails on hostile input: wildcards, operators, stop words, control characters", async () => {
    for (const query of [
      "*",
      "trap:*",
      "!!! & | <-> ()",
      '"unbalanced',
      "-",
      "\u0000\u000b",
      "'; drop table blog_posts; --",
      "a".repeat(5000),
    ]) {
      const found = await searchSite(getDb(), { query });
      expect(found.page).toBe(1);
    }
    expect((await searchSite(getDb(), { query: "the and of" })).noWords).toBe(true);
    expect(await searchSite(getDb(), { query: "" })).toMatchObject({ total: 0, noWords: false });
  });

  it("pages the results", async () => {
    const first = await searchSite(getDb(), { query: "standard" });
    expect(first.total).toBeGreaterThan(SEARCH_PAGE_SIZE);
    expect(first.results).toHaveLength(SEARCH_PAGE_SIZE);
    const second = await searchSite(getDb(), { query: "standard", page: 2 });
    expect(second.results[0]!.href).not.toBe(first.results[0]!.href);
    const beyond = await searchSite(getDb(), { query: "standard", page: 99 });
    expect(beyond).toMatchObject({ results: [], total: first.total });
  });
});

describe("getSearchPage", () => {
  const url = (query: string) => new URL(`http://localhost/search?${query}`);

  it("reads bad addresses sensibly and lets only staff include drafts", async () => {
    const long = await getSearchPage(
      getDb(),
      url(`q=${"b".repeat(900)}&page=-4`),
      async () => null,
    );
    expect(long.query).toHaveLength(SEARCH_QUERY_MAX);
    expect(long.page).toBe(1);
    const anonymous = await getSearchPage(getDb(), url(`q=${word}&drafts=1`), async () => null);
    expect(anonymous).toMatchObject({ mayIncludeDrafts: false, includeDrafts: false, total: 2 });
    const applicant = await createTestUser("applicant");
    const asApplicant = await getSearchPage(getDb(), url(`q=${word}&drafts=1`), async () => ({
      user: { id: applicant.userId },
      activeRole: "applicant",
    }));
    expect(asApplicant.total).toBe(2);
    const staff = await getSearchPage(getDb(), url(`q=${word}&drafts=1`), async () =>
      staffViewer(admin.userId),
    );
    expect(staff).toMatchObject({ mayIncludeDrafts: true, includeDrafts: true, total: 3 });
  });
});

describe("getPublicManualSection (manual as pages)", () => {
  it("shows a section with its neighbours, sends a chapter to its first section, else not found", async () => {
    const page = await getPublicManualSection(getDb(), section.slug);
    expect(page.section.title).toBe(`Checking ${word} traps`);
    // The only live section of the test database: first and last.
    expect(page.previous).toBeNull();
    expect(page.next).toBeNull();
    const first = page.chapters[0]!;
    const redirect = await getPublicManualSection(getDb(), first.slug).catch((e: unknown) => e);
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).headers.get("Location")).toBe(
      `/operations-manual/${first.sections[0]!.slug}`,
    );
    await expect(getPublicManualSection(getDb(), removed.slug)).rejects.toMatchObject({
      code: "not_found",
    });
  });
});
