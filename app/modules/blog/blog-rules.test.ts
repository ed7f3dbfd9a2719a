import { describe, expect, it } from "vitest";
import { blogPostMachine, blogPostStatuses } from "~/domain/blog-post-status";
import {
  blogPostFormSchema,
  isValidSlug,
  parseLocalDateTime,
  parseTags,
  slugify,
  toLocalDateTimeInput,
} from "./blog-rules";

describe("slugs", () => {
  it("makes lower-case ASCII slugs with single hyphens", () => {
    expect(slugify("Why glue traps are prohibited under our standards")).toBe(
      "why-glue-traps-are-prohibited-under-our-standards",
    );
    expect(slugify("Spring denning season: when wildlife moves in with you")).toBe(
      "spring-denning-season-when-wildlife-moves-in-with-you",
    );
    expect(slugify("  Québec's Raccoons & Skunks — 2026!  ")).toBe(
      "quebecs-raccoons-and-skunks-2026",
    );
    expect(slugify("日本語")).toBe("");
  });

  it("makes a slug of hostile titles: punctuation, accents, letters NFKD keeps, control characters", () => {
    expect(slugify("Winter Trap Checks 2026!")).toBe("winter-trap-checks-2026");
    expect(slugify("Straße, Øresund & Łódź — Œuvre")).toBe("strasse-oresund-and-lodz-oeuvre");
    expect(slugify("Pasted\u000Bfrom\u0000Word\uFFFE")).toBe("pasted-from-word");
    expect(slugify("--a---b--")).toBe("a-b");
    expect(slugify("ｆｕｌｌ ｗｉｄｔｈ ①")).toBe("full-width-1");
    expect(slugify("<script>alert(1)</script>")).toBe("script-alert-1-script");
    expect(slugify("💩 🦝 raccoon")).toBe("raccoon");
    for (const hostile of ["\u202Eevil", "a/../../b", "%00", "x".repeat(500)]) {
      expect(isValidSlug(slugify(hostile)) || slugify(hostile) === "").toBe(true);
    }
  });

  it("normalises an edited slug in the form instead of refusing it", () => {
    const parse = (slug: string) => blogPostFormSchema.parse({ title: "A title", slug }).slug;
    expect(parse("Winter Trap Checks 2026!")).toBe("winter-trap-checks-2026");
    expect(parse("  UPPER_case slug ")).toBe("upper-case-slug");
    expect(parse("!!!")).toBe("");
  });

  it("cuts long slugs at a word boundary", () => {
    const slug = slugify("word ".repeat(60), 30);
    expect(slug.length).toBeLessThanOrEqual(30);
    expect(slug.endsWith("-")).toBe(false);
    expect(isValidSlug(slug)).toBe(true);
  });

  it("accepts only well-formed slugs", () => {
    for (const ok of ["a", "spring-2026", "bats-and-exclusion"]) expect(isValidSlug(ok)).toBe(true);
    for (const bad of ["", "-a", "a-", "a--b", "A", "a b", "a/b", "../x", "a_b", "x".repeat(101)]) {
      expect(isValidSlug(bad)).toBe(false);
    }
  });
});

describe("tags", () => {
  it("splits on commas, trims, keeps one per slug", () => {
    expect(parseTags(" Bats, Seasonal  advice ,bats,, ")).toEqual([
      { name: "Bats", slug: "bats" },
      { name: "Seasonal advice", slug: "seasonal-advice" },
    ]);
  });

  it("refuses too many, too long or empty-slug tags at the field", () => {
    const tooMany = Array.from({ length: 11 }, (_, i) => `Tag ${i}`).join(",");
    const check = (tags: string) => blogPostFormSchema.safeParse({ title: "T", tags });
    expect(check(tooMany).success).toBe(false);
    expect(check("x".repeat(41)).success).toBe(false);
    expect(check("!!!").success).toBe(false);
    expect(check("Bats, Rodents").success).toBe(true);
  });
});

describe("schedule times", () => {
  it("reads datetime-local values in the programme's time zone", () => {
    // 9:00 in Toronto in winter is 14:00 UTC, in summer 13:00 UTC.
    expect(parseLocalDateTime("2026-12-01T09:00", "America/Toronto")?.toISOString()).toBe(
      "2026-12-01T14:00:00.000Z",
    );
    expect(parseLocalDateTime("2026-07-01T09:00", "America/Toronto")?.toISOString()).toBe(
      "2026-07-01T13:00:00.000Z",
    );
    expect(toLocalDateTimeInput(new Date("2026-12-01T14:00:00Z"), "America/Toronto")).toBe(
      "2026-12-01T09:00",
    );
  });

  it("refuses impossible dates and times skipped by the DST change", () => {
    expect(parseLocalDateTime("2026-02-30T09:00", "America/Toronto")).toBeNull();
    expect(parseLocalDateTime("2026-03-08T02:30", "America/Toronto")).toBeNull();
    expect(parseLocalDateTime("tomorrow", "America/Toronto")).toBeNull();
    expect(parseLocalDateTime("2026-13-01T09:00", "America/Toronto")).toBeNull();
  });
});

describe("blog post state machine", () => {
  it("lets staff publish, schedule and unpublish, and the scheduler publish", () => {
    expect(blogPostMachine.initial).toBe("draft");
    expect(blogPostMachine.next("draft", ["blog.manage"]).sort()).toEqual([
      "published",
      "scheduled",
    ]);
    expect(blogPostMachine.next("scheduled", ["blog.manage"]).sort()).toEqual([
      "draft",
      "published",
      "scheduled",
    ]);
    expect(blogPostMachine.next("published", ["blog.manage"])).toEqual(["draft"]);
    expect(blogPostMachine.actorsFor("scheduled", "published")).toEqual([
      "blog.manage",
      "system:scheduled-publish",
    ]);
    // The scheduler publishes only scheduled posts, and never anything else.
    expect(blogPostMachine.allows("draft", "published", "system:scheduled-publish")).toBe(false);
    expect(blogPostMachine.allows("published", "scheduled", "blog.manage")).toBe(false);
    expect(() => blogPostMachine.assertEdge("published", "scheduled", "blog.manage")).toThrow();
  });

  it("writes the CHECK constraint from the same table", () => {
    expect(blogPostMachine.checkConstraint("status")).toBe(
      `status in (${blogPostStatuses.map((s) => `'${s}'`).join(", ")})`,
    );
  });
});
